import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

/**
 * Youth mode (decision 110): the demo club's Riverside U10 Lions are in youth mode by their age group, its U12 Tigers
 * are not; parent1 has a child in each. Past demo matches have whole timelines with goals.
 */

const LIONS = /^Riverside U10 Lions vs /;
const TIGERS = /^Riverside U12 Tigers vs /;
const HIDDEN = 'Youth mode: scores are not shown for this team.';

/** The first month's played match of a team (the demo club plays every Saturday from ten weeks ago). */
async function playedMatch(page: Page, team: RegExp) {
  await page.goto('/matches');
  await expect(page.getByRole('heading', { name: 'Matches', level: 1 })).toBeVisible();
  await page.getByRole('tab').first().click();
  return page
    .getByRole('article', { name: team })
    .filter({ has: page.getByText('FT', { exact: true }) })
    .first();
}

function todayIso(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A U9 team of this test's own (youth mode by its age group) with a match today: kicked off, one goal each way. */
async function liveYouthMatch(page: Page, testInfo: TestInfo) {
  const api = await adminApi(page.request);
  const teamName = unique(testInfo, 'Minnows');
  const team = await api.post<{ team_id: number; youth_mode: boolean }>('/teams', {
    team_name: teamName,
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U9',
    club_name: 'Touchline FC',
    contact_number: '0123 456789',
  });
  expect(team.youth_mode).toBe(true);
  const player = await api.post<{ player_id: number }>('/players', {
    player_name: 'Robin Nine',
    player_short_name: 'Robin',
    preferred_position: 'Forward',
    date_of_birth: '2018-05-01',
    shirt_number: 9,
    team_id: team.team_id,
  });
  const match = await api.post<{ match_id: number }>('/matches', {
    opposition_name: 'Otters',
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane, Riverside',
    home_or_away: 'Home',
    kick_off_time: '23:30',
    meet_time: '23:00',
    colours: 'Red',
    match_date: todayIso(),
    team_id: team.team_id,
    match_type: 'league',
  });
  const id = match.match_id;
  await api.post(`/matches/${id}/events`, { event_type: 'GAME_START', minute: 0 });
  await api.post(`/matches/${id}/goals`, { player_id: player.player_id, minute: 4 });
  await api.post(`/matches/${id}/goals`, { is_opposition_goal: true, opposition_scorer_name: 'Ollie', minute: 6 });
  return { teamName, matchId: id };
}

async function watch(page: Page, matchId: number) {
  await page.goto('/matches/live');
  await page.getByLabel('Select Match').selectOption(String(matchId));
  return page.getByRole('region', { name: 'Scoreboard' });
}

test("a parent sees no result of a youth-mode team's match, and why; an admin sees it", async ({ page }, testInfo) => {
  await signInAs(page, 'parent1');
  const lions = await playedMatch(page, LIONS);
  await expect(lions.getByText('Youth mode', { exact: true })).toBeVisible();
  await expect(lions).not.toContainText(/\d+ - \d+/);
  // Their other child's team is not in youth mode: its results show.
  const tigers = page
    .getByRole('article', { name: TIGERS })
    .filter({ has: page.getByText('FT', { exact: true }) })
    .first();
  await expect(tigers.getByText(/^\d+ - \d+$/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('youth-mode-parent-list.png') });

  // The detail popup says why, and the timeline shows the events but the goals.
  const title = (await lions.getAttribute('aria-label')) ?? '';
  await lions.getByRole('button', { name: title }).click();
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup.getByRole('heading', { name: 'Final Result' })).toBeVisible();
  await expect(popup.getByText(HIDDEN)).toBeVisible();
  await popup.getByRole('button', { name: 'View Match Timeline' }).click();
  const events = popup.getByRole('list', { name: 'Match events' });
  await expect(events).toContainText('Full Time');
  await expect(events).not.toContainText('Goal');
  await popup.getByRole('button', { name: 'Close', exact: true }).click();

  await signInAs(page, 'admin');
  const seen = await playedMatch(page, LIONS);
  await expect(seen.getByText(/^\d+ - \d+$/)).toBeVisible();
  await expect(seen.getByText('Youth mode', { exact: true })).toHaveCount(0);
});

test('the live view shows a parent the events but no goal and no running score; an admin sees the score', async ({
  page,
}, testInfo) => {
  const { teamName, matchId } = await liveYouthMatch(page, testInfo);

  await signInAs(page, 'parent1');
  const board = await watch(page, matchId);
  await expect(board).toContainText(teamName);
  await expect(board).toContainText('LIVE');
  await expect(board).toContainText(HIDDEN);
  await expect(board.getByText('vs', { exact: true })).toBeVisible();
  await expect(board).not.toContainText('1 - 1');
  await expect(board).not.toContainText('Robin');
  // Every event but the goals, which would be the score (decision 110).
  const updates = page.getByRole('list', { name: 'Live Updates' });
  await expect(updates).toContainText('Kick-off');
  await expect(updates).not.toContainText('Robin Nine');
  await expect(updates).not.toContainText('Goal');
  await page.screenshot({ path: testInfo.outputPath('youth-mode-parent-live.png'), fullPage: true });

  await signInAs(page, 'admin');
  const adminBoard = await watch(page, matchId);
  await expect(adminBoard.getByText('1 - 1', { exact: true })).toBeVisible();
  await expect(adminBoard).toContainText('Youth mode: parents and players do not see this score.');
  await expect(page.getByRole('list', { name: 'Live Updates' })).toContainText('Robin Nine');
});

test('an admin switches youth mode for a team; the switch follows the age group until then', async ({
  page,
}, testInfo) => {
  const name = unique(testInfo, 'Switched Team');
  await signInAs(page, 'admin');
  await page.goto('/admin/teams');
  await page.getByRole('button', { name: 'Create Team' }).click();
  const form = page.getByRole('form', { name: 'New Team' });
  const youthMode = form.getByRole('switch', { name: 'Youth mode' });
  await expect(form.getByText('Hide results, scores and goal counts from parents and players')).toBeVisible();
  await expect(youthMode).not.toBeChecked();
  await form.getByLabel('Age Group').fill('U8');
  await expect(youthMode).toBeChecked();
  await form.getByLabel('Age Group').fill('U13');
  await expect(youthMode).not.toBeChecked();
  await form.getByLabel('Team Name').fill(name);
  await form.getByLabel('Home Colours').fill('Green');
  await form.getByLabel('Away Colours').fill('White');
  await form.getByLabel('Club Name').fill('Touchline FC');
  await form.getByLabel('Contact Number').fill('07700 900000');
  // From the keyboard: on a phone the sticky header may cover the switch where scrolling leaves it.
  await youthMode.focus();
  await page.keyboard.press('Space');
  await expect(youthMode).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('youth-mode-admin-switch.png'), fullPage: true });
  await form.getByRole('button', { name: 'Create Team' }).click();
  await expect(form).toHaveCount(0);

  const api = await adminApi(page.request);
  const created = (
    await api.get<{ team_name: string; youth_mode: boolean; youth_mode_choice: boolean | null }[]>('/teams')
  ).find((team) => team.team_name === name);
  expect(created).toMatchObject({ youth_mode: true, youth_mode_choice: true });
});

test("a parent's dashboard shows no goal counts for their child in a youth-mode team, and does for the other", async ({
  page,
}) => {
  await signInAs(page, 'parent1');
  await page.goto('/');
  const child = page.getByRole('combobox', { name: 'Child' });
  await expect(child.locator('option:checked')).toHaveText(/\(Riverside U10 Lions\)$/);
  const statistics = page.getByRole('region', { name: 'Statistics' });
  // The tiles load once scrolled to.
  await expect(async () => {
    await page.mouse.wheel(0, 600);
    await expect(statistics.getByRole('button', { name: /Games started$/ })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(statistics).toContainText('Youth mode: goal counts are not shown for this team.');
  await expect(statistics.getByRole('button', { name: /Goals$/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Season Targets' })).toContainText(
    'Youth mode: goal counts are not shown for this team.',
  );

  const tigers = await child.locator('option', { hasText: 'Riverside U12 Tigers' }).textContent();
  await child.selectOption({ label: tigers ?? '' });
  await expect(statistics.getByRole('button', { name: /Goals$/ })).toBeVisible();
  await expect(statistics).not.toContainText('Youth mode');
});

import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ownTeam } from '../support/match-day';
import { passwordOf, signInAs } from '../support/session';

const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Scrolls a section below the fold into view until `check` passes (it loads once seen). */
async function scrolledTo(page: Page, name: string) {
  const section = page.getByRole('region', { name, exact: true });
  await expect(async () => {
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(section.getByRole('heading')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  return section;
}

/**
 * #30: a team coach's screens show their team only (decision 127): the dashboard's next match, carousels and
 * statistics, the console's match picker, Player Targets and Coach Reports. The club's other teams are not there.
 */
test("a team coach's dashboard, console, targets, statistics and reports show their team only", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const own = await ownTeam(api, testInfo, 'Scope Own');
  const other = await ownTeam(api, testInfo, 'Scope Other');
  const player = (teamId: number, name: string) =>
    api.post<{ player_id: number }>('/players', {
      player_name: unique(testInfo, name),
      preferred_position: 'Midfielder',
      date_of_birth: '2014-05-01',
      shirt_number: 7,
      team_id: teamId,
    });
  await player(own.teamId, 'Owen Own');
  await player(other.teamId, 'Olly Other');
  const match = (teamId: number, opposition: string, days: number) =>
    api.post('/matches', {
      team_id: teamId,
      match_date: inDays(days),
      kick_off_time: '05:00',
      meet_time: '04:30',
      colours: 'Red',
      opposition_name: opposition,
      venue_name: 'Scope Park',
      venue_address: 'Mill Lane',
      match_type: 'league',
      home_or_away: 'Home',
    });
  // The other team's match comes first: the coach's Next Match must still be their own.
  await match(other.teamId, 'Their Rivals', 1);
  await match(own.teamId, 'Our Rivals', 2);
  const username = unique(testInfo, 'scope.coach').replace(/\s/g, '').toLowerCase();
  const coach = await api.post<{ user_id: number }>('/register', {
    username,
    password: passwordOf(username),
    userTypes: ['Coach'],
  });
  await api.put(`/teams/${own.teamId}/coaches`, { user_ids: [coach.user_id] });

  await signInAs(page, username);
  await page.goto('/');
  await expect(page.getByText('Our Rivals').first()).toBeVisible();
  await expect(page.getByText('Their Rivals')).toHaveCount(0);
  const carousel = await scrolledTo(page, 'Match Availability');
  await expect(carousel.getByText('1 of 1', { exact: true })).toBeVisible();
  await expect(carousel.getByRole('group', { name: `${own.teamName} vs Our Rivals` })).toBeVisible();
  const statistics = await scrolledTo(page, 'Player statistics');
  await expect(statistics.getByText(/Owen Own/)).toBeVisible();
  await expect(statistics.getByText(/Olly Other/)).toHaveCount(0);
  await expect(statistics.getByRole('combobox', { name: 'Team' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('coach-dashboard.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page);

  await page.goto('/matches/live/admin');
  const picker = page.getByRole('combobox', { name: 'Select Match' });
  await expect(picker.locator('option')).toHaveCount(2); // 'Select a match' and their own match
  await expect(picker.locator('option:checked')).toContainText('Our Rivals');
  await page.screenshot({ path: testInfo.outputPath('coach-console.png') });

  await page.goto('/targets/report');
  await expect(page.getByText('1 player', { exact: true })).toBeVisible();
  await expect(page.getByText(/Owen Own/).first()).toBeVisible();
  await expect(page.getByText(/Olly Other/)).toHaveCount(0);

  await page.goto('/coach-reports');
  const team = page.getByRole('combobox', { name: 'Team' });
  await expect(team.locator('option')).toHaveText([own.teamName]);
  await page.screenshot({ path: testInfo.outputPath('coach-reports.png') });
  await expectNoSeriousA11yViolations(page);
});

test('a coach with no team yet sees the next step, not the club', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const username = unique(testInfo, 'scope.none').replace(/\s/g, '').toLowerCase();
  await api.post('/register', { username, password: passwordOf(username), userTypes: ['Coach'] });
  await signInAs(page, username);
  await page.goto('/');
  await expect(page.getByText('You do not coach a team yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Match Availability' })).toHaveCount(0);
  await page.goto('/targets/report');
  await expect(page.getByText('You do not coach a team yet')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('coach-no-team.png') });
  await expectNoSeriousA11yViolations(page);
});

import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { uniqueUsername } from '../support/admin-lists';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD } from '../support/env';
import { emailTo, linkPath } from '../support/mailbox';
import { isoInDays, ownTeam, todaysMatchBody } from '../support/match-day';
import { signInAs } from '../support/session';

// A family sees its own teams first (#30): a parent of two children in two teams finds both teams' results together,
// and the live centre opens on their child's match of the day. One person, several hats: a coach is created by
// invitation like a parent.

type Api = Awaited<ReturnType<typeof adminApi>>;

/** Under 768 px the menu sits behind the burger. */
async function openMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) < 768) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** Days back to the last Saturday before today (a week on a Saturday). */
const lastSaturday = () => -((new Date().getDay() + 1) % 7 || 7);

/** A team of the test's own with a child in it (the scorer of its goals). */
async function teamWithChild(api: Api, testInfo: TestInfo, name: string) {
  const { teamId, teamName } = await ownTeam(api, testInfo, name);
  const child = await api.post<{ player_id: number }>('/players', {
    player_name: unique(testInfo, `${name} Kid`),
    preferred_position: 'Forward',
    date_of_birth: '2014-05-01',
    shirt_number: 9,
    team_id: teamId,
  });
  return { teamId, teamName, childId: child.player_id };
}

/** Two teams with a child each, a third team, and a parent of the two children (signed in as them, later). */
async function family(page: Page, testInfo: TestInfo) {
  const api = await adminApi(page.request);
  const otters = await teamWithChild(api, testInfo, 'Otters');
  const badgers = await teamWithChild(api, testInfo, 'Badgers');
  const stoats = await teamWithChild(api, testInfo, 'Stoats');
  const parentName = uniqueUsername(testInfo, 'two-teams-parent');
  const parent = await api.post<{ user_id: number }>('/register', {
    username: parentName,
    password: DEMO_PASSWORD,
    role: 'user',
    userTypes: ['Parent'],
  });
  for (const child of [otters, badgers])
    await api.post('/parent-player-associations', { parent_user_id: parent.user_id, player_id: child.childId });
  const season = (await api.get<{ season_id: number; is_current: boolean }[]>('/seasons')).find((s) => s.is_current);
  const match = async (teamId: number, opposition: string, date: string, kickOff: string) =>
    (
      await api.post<{ match_id: number }>('/matches', {
        ...todaysMatchBody(teamId, opposition),
        match_date: date,
        kick_off_time: kickOff,
        meet_time: kickOff,
        season_id: season?.season_id ?? null,
      })
    ).match_id;
  /** A whole match: kick-off, our goals by the child, theirs, full time. */
  const play = async (matchId: number, scorer: number, ours: number, theirs: number) => {
    await api.post(`/matches/${matchId}/events`, { event_type: 'GAME_START', minute: 0 });
    for (let i = 0; i < ours; i++) await api.post(`/matches/${matchId}/goals`, { player_id: scorer, minute: 10 + i });
    for (let i = 0; i < theirs; i++)
      await api.post(`/matches/${matchId}/goals`, {
        is_opposition_goal: true,
        opposition_scorer_name: 'Number 9',
        minute: 30 + i,
      });
    await api.post(`/matches/${matchId}/events`, { event_type: 'GAME_END', minute: 90 });
  };
  return { otters, badgers, stoats, parentName, match, play };
}

test("a parent of children in two teams finds last Saturday's results of both under Results", async ({
  page,
}, testInfo) => {
  const { otters, badgers, stoats, parentName, match, play } = await family(page, testInfo);
  const saturday = isoInDays(lastSaturday());
  await play(await match(otters.teamId, 'Moles', saturday, '09:30'), otters.childId, 2, 1);
  await play(await match(badgers.teamId, 'Voles', saturday, '11:00'), badgers.childId, 1, 1);
  await play(await match(stoats.teamId, 'Shrews', saturday, '10:00'), stoats.childId, 4, 0);

  await signInAs(page, parentName);
  await page.goto('/');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Results', exact: true }).click();
  await expect(page).toHaveURL(/\/matches\/results$/);
  await expect(page.getByRole('heading', { name: 'Fixtures & Results', level: 1 })).toBeVisible();
  const views = page.getByRole('navigation', { name: 'Fixtures or results' });
  await expect(views.getByRole('link', { name: 'Results' })).toHaveAttribute('aria-current', 'page');
  const [first, second] = [otters.teamName, badgers.teamName].sort();
  await expect(page.getByText(`Showing ${first} and ${second}`)).toBeVisible();

  // Both children's teams under last Saturday, each named, each with its score; another team's is not there.
  const row = (team: string, opposition: string) => page.getByRole('article', { name: `${team} vs ${opposition}` });
  const [y, m, d] = saturday.split('-').map(Number) as [number, number, number];
  const day = new Date(y, m - 1, d).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
  const saturdayGroup = page.getByRole('region', { name: new RegExp(day) });
  await expect(saturdayGroup.getByRole('article', { name: `${otters.teamName} vs Moles` })).toBeVisible();
  await expect(row(otters.teamName, 'Moles').getByRole('button', { name: '2 - 1 FT' })).toBeVisible();
  await expect(saturdayGroup.getByRole('article', { name: `${badgers.teamName} vs Voles` })).toBeVisible();
  await expect(row(badgers.teamName, 'Voles').getByRole('button', { name: '1 - 1 FT' })).toBeVisible();
  await expect(row(stoats.teamName, 'Shrews')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`results-${testInfo.project.name}.png`) });
  await expectNoSeriousA11yViolations(page, 'results');

  // Every team is one choice away; the fixtures one tap away.
  await page.getByText('All teams', { exact: true }).click();
  await expect(row(stoats.teamName, 'Shrews').getByRole('button', { name: '4 - 0 FT' })).toBeVisible();
  await page.getByText('My teams', { exact: true }).click();
  await expect(row(stoats.teamName, 'Shrews')).toHaveCount(0);
  await views.getByRole('link', { name: 'Fixtures' }).click();
  await expect(page).toHaveURL(/\/matches\/fixtures$/);
  await expect(views.getByRole('link', { name: 'Fixtures' })).toHaveAttribute('aria-current', 'page');
  await expect(row(otters.teamName, 'Moles')).toHaveCount(0);
});

test("the live centre opens on the child's match of today", async ({ page }, testInfo) => {
  const { otters, stoats, parentName, match } = await family(page, testInfo);
  const today = isoInDays(0);
  // Another team's match kicks off first: without the parent's teams it would be the one shown.
  await match(stoats.teamId, 'Early Shrews', today, '00:01');
  const childsMatch = await match(otters.teamId, 'Evening Moles', today, '23:45');

  await signInAs(page, parentName);
  await page.goto('/');
  const menu = await openMenu(page);
  await menu.getByRole('link', { name: 'Live Match', exact: true }).click();
  await expect(page.getByLabel('Select Match')).toHaveValue(String(childsMatch));
  const board = page.getByRole('region', { name: 'Scoreboard' });
  await expect(board).toContainText(otters.teamName);
  await expect(board).toContainText('Evening Moles');
});

test('the club secretary creates a coach by invitation in Create User; the coach has the Coach type', async ({
  page,
}, testInfo) => {
  const username = uniqueUsername(testInfo, 'invited-coach');
  const email = `${username}@coaches.example`;
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Create User' }).click();
  const form = page.getByRole('region', { name: 'New User' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email', { exact: true }).fill(email);
  await expect(form.getByLabel('Head of coaching')).toHaveCount(0);
  await form.getByLabel('Coach', { exact: true }).check();
  await form.getByLabel('Head of coaching').check();
  await form.getByLabel('Email an invitation instead of choosing a password').check();
  await expect(form.getByLabel('Password', { exact: true })).toHaveCount(0);
  await form.screenshot({ path: testInfo.outputPath(`create-coach-${testInfo.project.name}.png`) });
  await form.getByRole('button', { name: 'Create User' }).click();
  await expect(form).toHaveCount(0);

  await page.getByPlaceholder('Search users...').fill(username);
  const entry = page.getByRole((page.viewportSize()?.width ?? 1280) < 768 ? 'listitem' : 'row').filter({
    hasText: username,
  });
  await expect(entry).toContainText('Coach');
  await expect(entry).toContainText('Invited');
  const api = await adminApi(page.request);
  const created = (await api.get<{ username: string; head_of_coaching: boolean }[]>('/users')).find(
    (u) => u.username === username,
  );
  expect(created?.head_of_coaching).toBe(true);

  // The invitation leads the coach in, with the coach's menu.
  const invitation = await emailTo(email);
  await page.context().clearCookies();
  await page.goto(linkPath(invitation));
  await page.getByLabel('New password', { exact: true }).fill('whistles on the touchline');
  await page.getByLabel('Confirm new password').fill('whistles on the touchline');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page).toHaveURL(/\/$/);
  const menu = await openMenu(page);
  await expect(menu.getByRole('link', { name: 'Coach Reports' })).toBeVisible();
});

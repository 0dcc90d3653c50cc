import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD } from '../support/env';
import { allEmails } from '../support/mailbox';
import { isoInDays } from '../support/match-day';
import { signInAs } from '../support/session';

// #30 (decision 126): a team's coach runs their team's fixtures and training from Schedules; their changes tell the
// families as an admin's do; another team's fixtures are there to read, and the API refuses the coach's changes.

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A fixture's table row (≥ 768 px) or card (narrower). */
function entry(page: Page, text: string) {
  return page.getByRole(isMobile(page) ? 'listitem' : 'row').filter({ hasText: text });
}

/** Opens a menu item of Schedules: behind the burger on a phone. */
async function openSchedule(page: Page, item: 'Fixtures' | 'Training') {
  if (isMobile(page)) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const schedules = page.getByRole('navigation').getByRole('group', { name: 'Schedules' });
  await schedules.getByRole('link', { name: item, exact: true }).click();
}

/** The coach's team and another team, a family of the coach's team with an email address, and three fixtures. */
async function club(page: Page, testInfo: TestInfo) {
  const api = await adminApi(page.request);
  const tag = unique(testInfo, 'Sch').replace(/\s+/g, '');
  const team = (name: string) =>
    api.post<{ team_id: number; team_name: string }>('/teams', {
      team_name: `${name} ${tag}`,
      home_colours: 'Green',
      away_colours: 'White',
      age_group: 'U11',
      club_name: 'Riverside FC',
      contact_number: '0123',
    });
  const otters = await team('Otters');
  const badgers = await team('Badgers');
  const coachName = `coach-${tag.toLowerCase()}`;
  const coach = await api.post<{ user_id: number }>('/register', {
    username: coachName,
    password: DEMO_PASSWORD,
    role: 'user',
    short_name: `Coach ${tag}`,
    userTypes: ['Coach'],
  });
  await api.put(`/teams/${otters.team_id}/coaches`, { user_ids: [coach.user_id] });
  const child = await api.post<{ player_id: number }>('/players', {
    player_name: `Robin ${tag}`,
    preferred_position: 'Midfielder',
    date_of_birth: '2015-03-03',
    shirt_number: 4,
    team_id: otters.team_id,
  });
  const parentName = `parent-${tag.toLowerCase()}`;
  const parentEmail = `${parentName}@example.org`;
  const parent = await api.post<{ user_id: number }>('/register', {
    username: parentName,
    password: DEMO_PASSWORD,
    role: 'user',
    email: parentEmail,
    userTypes: ['Parent'],
  });
  await api.post('/parent-player-associations', { parent_user_id: parent.user_id, player_id: child.player_id });
  const body = (teamId: number, opposition_name: string, days: number) => ({
    opposition_name,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Green',
    match_date: isoInDays(days),
    team_id: teamId,
    match_type: 'league',
  });
  const fixture = async (teamId: number, opposition: string, days: number) => {
    const data = body(teamId, `${opposition} ${tag}`, days);
    const { match_id } = await api.post<{ match_id: number }>('/matches', data);
    return { id: match_id, opposition: data.opposition_name, date: data.match_date, body: data };
  };
  return {
    tag,
    otters,
    coachName,
    parentName,
    parentEmail,
    moved: await fixture(otters.team_id, 'Kick Rovers', 8),
    rained: await fixture(otters.team_id, 'Rain Rovers', 15),
    theirs: await fixture(badgers.team_id, 'Their Rovers', 9),
  };
}

test("a team's coach moves a kick-off and postpones a fixture; other teams' are read-only", async ({
  page,
  browser,
}, testInfo) => {
  const c = await club(page, testInfo);
  const token = await signInAs(page, c.coachName);
  await page.goto('/');
  await openSchedule(page, 'Fixtures');
  await expect(page).toHaveURL(/\/admin\/fixtures$/);
  await expect(page.getByRole('heading', { name: 'Match Management', level: 1 })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search matches...' });

  // The kick-off moves: the family is told in their inbox and by email.
  await search.fill(c.moved.opposition);
  await page
    .getByRole('button', { name: `Actions for match against ${c.moved.opposition} on ${c.moved.date}` })
    .click();
  await expect(page.getByRole('menuitem', { name: 'Delete' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Match' });
  await expect(edit.getByLabel('Team', { exact: true })).toHaveValue(String(c.otters.team_id));
  await edit.getByLabel('Kick-off Time').fill('11:15');
  await edit.getByRole('button', { name: 'Update Match' }).click();
  await expect(edit).toBeHidden();
  await expect(entry(page, c.moved.opposition)).toContainText('11:15');

  const { baseURL, viewport, isMobile: mobile, hasTouch } = testInfo.project.use;
  const parentContext = await browser.newContext({ baseURL, viewport, isMobile: mobile, hasTouch });
  const parent = await parentContext.newPage();
  await signInAs(parent, c.parentName);
  await parent.goto('/inbox');
  // The meet time moved with the kick-off: 'Kick-off and meet time changed: …'.
  const notice = new RegExp(`^Kick-off.* changed: ${c.otters.team_name} v ${c.moved.opposition}`);
  await expect(parent.getByRole('link', { name: notice })).toBeVisible({ timeout: 15_000 });
  // The family may have been asked about the fixture already (the availability request): find the notice's email.
  await expect
    .poll(async () => (await allEmails()).some((e) => e.to === c.parentEmail.toLowerCase() && notice.test(e.subject)), {
      timeout: 15_000,
    })
    .toBe(true);

  // Another fixture of theirs is postponed, with a reason for the families.
  await search.fill(c.rained.opposition);
  await page
    .getByRole('button', { name: `Actions for match against ${c.rained.opposition} on ${c.rained.date}` })
    .click();
  await page.getByRole('menuitem', { name: 'Postpone' }).click();
  const postpone = page.getByRole('dialog', { name: 'Postpone fixture' });
  await postpone.getByLabel('Reason for families').fill('Pitch waterlogged');
  await postpone.getByRole('button', { name: 'Postpone and tell families' }).click();
  await expect(postpone).toBeHidden();
  await expect(entry(page, c.rained.opposition)).toContainText('Postponed');
  await parent.goto('/inbox');
  await expect(
    parent.getByRole('link', { name: new RegExp(`Postponed: ${c.otters.team_name} v ${c.rained.opposition}`) }),
  ).toBeVisible({ timeout: 15_000 });
  await parentContext.close();

  // Their own team's fixtures are what the screen starts on; another team's is one choice away, to read only.
  await search.fill(c.tag);
  await expect(entry(page, c.theirs.opposition)).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`coach-fixtures-${testInfo.project.name}.png`), fullPage: true });
  await page.getByText('All teams', { exact: true }).click();
  const theirs = entry(page, c.theirs.opposition);
  await expect(theirs).toContainText('View only');
  await expect(
    page.getByRole('button', { name: new RegExp(`Actions for match against ${c.theirs.opposition}`) }),
  ).toHaveCount(0);
  await expect(page.getByText(/Other teams' fixtures are shown to read/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, "coach's fixtures, every team");
  await page.screenshot({
    path: testInfo.outputPath(`coach-fixtures-all-teams-${testInfo.project.name}.png`),
    fullPage: true,
  });

  // The API refuses what the screen does not offer.
  const headers = { authorization: `Bearer ${token}` };
  const put = await page.request.put(`/api/matches/${c.theirs.id}`, {
    headers,
    data: { ...c.theirs.body, kick_off_time: '12:00' },
  });
  expect(put.status()).toBe(403);
  const status = await page.request.post(`/api/matches/${c.theirs.id}/status`, {
    headers,
    data: { status: 'postponed', reason: 'Not mine' },
  });
  expect(status.status()).toBe(403);
  const removed = await page.request.delete(`/api/matches/${c.moved.id}`, { headers });
  expect(removed.status()).toBe(403);
});

test("a team's coach adds a training session and a term of them, but for the half-term week", async ({
  page,
}, testInfo) => {
  const c = await club(page, testInfo);
  await signInAs(page, c.coachName);
  await page.goto('/');

  // A training session for their team: the team is theirs, already chosen.
  await openSchedule(page, 'Training');
  await expect(page.getByRole('heading', { name: 'Training Sessions', level: 1 })).toBeVisible();
  await page.getByText('My teams', { exact: true }).click();
  await page.getByRole('button', { name: 'Add New Session' }).click();
  const add = page.getByRole('dialog', { name: 'Add New Training Session' });
  const teamSelect = add.getByLabel('Team');
  await expect(teamSelect).toHaveValue(String(c.otters.team_id));
  await expect(teamSelect.getByRole('option')).toHaveText(['Select a team', c.otters.team_name]);
  const date = isoInDays(6);
  const venue = `Sports hall ${c.tag}`;
  await add.getByLabel('Date').fill(date);
  await add.getByLabel('Start Time').fill('18:00');
  await add.getByLabel('End Time').fill('19:15');
  await add.getByLabel('Venue').fill(venue);
  await add.getByRole('button', { name: 'Create Training Session', exact: true }).click();
  await expect(page.getByText('Training session created successfully')).toBeVisible();
  await page.getByPlaceholder('Search training sessions...').fill(venue);
  await expect(entry(page, venue)).toContainText(c.otters.team_name);
  await expect(page.getByRole('button', { name: `Actions for training on ${date}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page, "coach's training sessions");

  // A term of Wednesdays, but for the half-term week: one POST a date, the holiday's dates listed apart.
  await page.getByRole('button', { name: 'Bulk Create Sessions' }).click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Create Training Sessions' });
  await expect(bulk.getByLabel('Team')).toHaveValue(String(c.otters.team_id));
  await bulk.getByLabel('Venue').fill(venue);
  await bulk.getByLabel('Start Date').fill(isoInDays(30));
  await bulk.getByLabel('End Date').fill(isoInDays(57));
  await bulk.getByLabel('Wednesday').check();
  await bulk.getByRole('button', { name: 'Add dates to skip' }).click();
  const halfTerm = bulk.getByRole('group', { name: 'Dates to skip 1' });
  await halfTerm.getByLabel('First day').fill(isoInDays(37));
  await halfTerm.getByLabel('Last day').fill(isoInDays(43));
  await expectNoSeriousA11yViolations(page, 'bulk create with dates to skip');
  await page.screenshot({ path: testInfo.outputPath(`coach-bulk-training-${testInfo.project.name}.png`) });
  await bulk.getByRole('button', { name: 'Create Training Sessions' }).click();
  await expect(bulk.getByText('Created: 3')).toBeVisible();
  await expect(bulk.getByRole('list', { name: 'Skipped (dates to skip)' }).getByRole('listitem')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath(`coach-bulk-results-${testInfo.project.name}.png`) });
});

import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

interface Created {
  team_id?: number;
  id?: number;
  match_id?: number;
}

async function makeTeam(request: APIRequestContext, testInfo: TestInfo) {
  const api = await adminApi(request);
  const team_name = unique(testInfo, 'Matches Team');
  const team = await api.post<Created>('/teams', {
    team_name,
    home_colours: 'Blue',
    away_colours: 'White',
    age_group: 'U11',
    club_name: 'Touchline FC',
    contact_number: '0123',
  });
  return { api, teamId: team.team_id as number, teamName: team_name };
}

async function makeMatch(api: Awaited<ReturnType<typeof adminApi>>, teamId: number, opposition: string, date: string) {
  const match = await api.post<Created>('/matches', {
    opposition_name: opposition,
    venue_name: 'Riverside',
    venue_address: '1 River Lane',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Blue and white',
    match_date: date,
    team_id: teamId,
    match_type: 'league',
  });
  return match.match_id as number;
}

async function openScreen(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/admin/fixtures');
  await expect(page.getByRole('heading', { name: 'Match Management', level: 1 })).toBeVisible();
}

/** Narrows the list to one opposition, so the test sees its own rows among everyone's. */
async function search(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Search matches...' }).fill(text);
}

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath(`${name}.png`) });
}

test('creates a match through the dialog, with Team is required first', async ({ page, request }, testInfo) => {
  const { teamName } = await makeTeam(request, testInfo);
  const opposition = unique(testInfo, 'Dialog Rovers');
  await openScreen(page);
  await screenshot(page, testInfo, 'list');
  await page.getByRole('button', { name: 'Create New Match' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Match' });
  await expect(dialog.getByRole('radio', { name: 'Home' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Opposition Name' }).fill(opposition);
  await dialog.getByRole('textbox', { name: 'Venue Name' }).fill('Riverside');
  await dialog.getByRole('textbox', { name: 'Venue Address' }).fill('1 River Lane');
  await dialog.getByLabel('Match Date').fill('2031-04-05');
  await dialog.getByLabel('Kick-off Time').fill('10:30');
  await expect(dialog.getByLabel('Meet Time')).toHaveValue('10:00');
  await dialog.getByRole('textbox', { name: 'Kit Colours' }).fill('Blue and white');
  await screenshot(page, testInfo, 'create-dialog');
  await dialog.getByRole('button', { name: 'Create Match' }).click();
  await expect(dialog.getByText('Team is required')).toBeVisible();

  await dialog.getByLabel('Team', { exact: true }).selectOption({ label: teamName });
  await dialog.getByRole('button', { name: 'Create Match' }).click();
  await expect(dialog).toBeHidden();
  await search(page, opposition);
  await expect(page.getByText('Showing 1 of')).toBeVisible();
  const row = page.getByRole('button', { name: `Actions for match against ${opposition} on 2031-04-05` });
  await expect(row).toBeVisible();
  await expect(page.getByText(teamName)).toBeVisible();
  await screenshot(page, testInfo, 'list-searched');
});

test('choosing an opposition team for an Away match fills the venue', async ({ page, request }, testInfo) => {
  const { api } = await makeTeam(request, testInfo);
  const opposition = unique(testInfo, 'Venue Albion');
  await api.post('/opposition-teams', {
    team_name: opposition,
    venue_name: 'Albion Park',
    venue_address: '9 Albion Road',
  });
  await openScreen(page);
  await page.getByRole('button', { name: 'Create New Match' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Match' });
  await dialog.getByRole('radio', { name: 'Away' }).check();
  await dialog.getByLabel('Opposition Team').selectOption({ label: opposition });
  await expect(dialog.getByRole('textbox', { name: 'Opposition Name' })).toHaveValue(opposition);
  await expect(dialog.getByRole('textbox', { name: 'Venue Name' })).toHaveValue('Albion Park');
  await expect(dialog.getByRole('textbox', { name: 'Venue Address' })).toHaveValue('9 Albion Road');
});

test('creates an opposition team inline and selects it', async ({ page }, testInfo) => {
  const opposition = unique(testInfo, 'Inline United');
  await openScreen(page);
  await page.getByRole('button', { name: 'Create New Match' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Match' });
  await dialog.getByRole('radio', { name: 'Away' }).check();
  await dialog.getByRole('button', { name: 'Create New Opposition Team' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Opposition Name' })).toBeHidden();
  await dialog.getByRole('textbox', { name: 'Team Name' }).fill(opposition);
  await dialog.getByRole('textbox', { name: 'Venue Name' }).fill('United Stadium');
  await dialog.getByRole('textbox', { name: 'Venue Address' }).fill('3 Cup Street');
  await screenshot(page, testInfo, 'inline-opposition');
  await dialog.getByRole('button', { name: 'Create Team' }).click();

  await expect(dialog.getByRole('textbox', { name: 'Opposition Name' })).toHaveValue(opposition);
  await expect(dialog.getByLabel('Opposition Team')).toHaveValue(/^\d+$/);
  await expect(dialog.getByLabel('Opposition Team').locator('option:checked')).toHaveText(opposition);
  await expect(dialog.getByRole('textbox', { name: 'Venue Name' })).toHaveValue('United Stadium');
  await expect(dialog.getByRole('textbox', { name: 'Venue Address' })).toHaveValue('3 Cup Street');
});

test('edits a match from its row menu', async ({ page, request }, testInfo) => {
  const { api, teamId } = await makeTeam(request, testInfo);
  const opposition = unique(testInfo, 'Edit Town');
  await makeMatch(api, teamId, opposition, '2031-05-03');
  await openScreen(page);
  await search(page, opposition);
  await page.getByRole('button', { name: `Actions for match against ${opposition} on 2031-05-03` }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Match' });
  await expect(dialog.getByRole('textbox', { name: 'Opposition Name' })).toHaveValue(opposition);
  await dialog.getByRole('textbox', { name: 'Kit Colours' }).fill('All red');
  await dialog.getByLabel('Kick-off Time').fill('14:00');
  await dialog.getByRole('button', { name: 'Update Match' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('All red')).toBeVisible();
  await expect(page.getByText('14:00').first()).toBeVisible();
});

test('deletes a match after Delete this match?', async ({ page, request }, testInfo) => {
  const { api, teamId } = await makeTeam(request, testInfo);
  const opposition = unique(testInfo, 'Delete Thistle');
  await makeMatch(api, teamId, opposition, '2031-05-10');
  await openScreen(page);
  await search(page, opposition);
  await page.getByRole('button', { name: `Actions for match against ${opposition} on 2031-05-10` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText('Delete this match?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No matches found matching your search.')).toBeVisible();
});

test('Lineup opens the lineup editor of the match', async ({ page, request }, testInfo) => {
  const { api, teamId } = await makeTeam(request, testInfo);
  const opposition = unique(testInfo, 'Lineup Rangers');
  const matchId = await makeMatch(api, teamId, opposition, '2031-05-17');
  await openScreen(page);
  await search(page, opposition);
  await page.getByRole('button', { name: `Actions for match against ${opposition} on 2031-05-17` }).click();
  await page.getByRole('menuitem', { name: 'Lineup' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/matches/${matchId}/lineup$`));
});

test('the Saturday generator creates a match per Saturday and skips one the team already plays', async ({
  page,
  request,
}, testInfo) => {
  const { api, teamId, teamName } = await makeTeam(request, testInfo);
  await makeMatch(api, teamId, unique(testInfo, 'Already Booked'), '2031-03-15');
  await openScreen(page);
  await page.getByRole('button', { name: 'Generate Matches' }).click();
  const form = page.getByRole('form', { name: 'Generate Saturday matches' });
  await expect(form.getByLabel('Kick-off Time')).toHaveValue('10:00');
  await expect(form.getByLabel('Meet Time')).toHaveValue('09:00');
  await form.getByLabel('Team', { exact: true }).selectOption({ label: teamName });
  await form.getByLabel('Start Date').fill('2031-03-01');
  await form.getByLabel('End Date').fill('2031-03-28');
  await screenshot(page, testInfo, 'generator');
  await form.getByRole('button', { name: 'Create Matches' }).click();

  const results = form.getByRole('status');
  await expect(results).toContainText('Created 3 matches: 2031-03-01, 2031-03-08, 2031-03-22');
  await expect(results).toContainText('Skipped 1 date that already had a match: 2031-03-15');
  await screenshot(page, testInfo, 'generator-results');
  await search(page, teamName);
  await expect(page.getByText('Showing 4 of')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actions for match against TBC on 2031-03-22' })).toBeVisible();
});

test('the admin screen shows Match Management as its matches panel', async ({ page }, testInfo) => {
  await signInAs(page, 'admin');
  await page.goto('/admin?panel=matches');
  await expect(page.getByRole('heading', { name: 'Match Management', level: 2 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Match' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ of \d+ matches$/)).toBeVisible();
  await screenshot(page, testInfo, 'panel');
});

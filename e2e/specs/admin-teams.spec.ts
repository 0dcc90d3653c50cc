import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

interface Team {
  team_id: number;
  team_name: string;
}

const teamFields = (name: string) => ({
  team_name: name,
  home_colours: 'Red',
  away_colours: 'White',
  age_group: 'U12',
  club_name: 'E2E Club',
  contact_number: '01234 567890',
});

/** A team's table row on wide screens, its card on narrow ones. */
function teamItem(page: Page, name: string) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 768;
  return page.getByRole(wide ? 'row' : 'listitem').filter({ hasText: name });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('creates a team with the New Team form, after refusing an empty one', async ({ page }, testInfo) => {
  const name = unique(testInfo, 'Created Team');
  await page.goto('/admin/teams');
  await expect(page.getByRole('heading', { name: 'Team Management', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Team' }).click();
  const form = page.getByRole('form', { name: 'New Team' });
  await expect(form.getByRole('heading', { name: 'New Team' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
  // Validation: all six fields are required.
  await form.getByRole('button', { name: 'Create Team' }).click();
  await expect(form.getByText('Team name is required')).toBeVisible();
  await expect(form.getByText('Contact number is required')).toBeVisible();
  await expect(form.getByLabel('Team Name')).toBeFocused();

  await form.getByLabel('Team Name').fill(name);
  await form.getByLabel('Home Colours').fill('Blue');
  await form.getByLabel('Away Colours').fill('Yellow');
  await form.getByLabel('Age Group').fill('U14');
  await form.getByLabel('Club Name').fill('Touchline FC');
  await form.getByLabel('Contact Number').fill('07700 900000');
  // The team's match length (decision 124): empty follows the age group, here a U14's 70; the admin says 60.
  await expect(form.getByText(/Empty follows the age group/)).toBeVisible();
  await form.getByLabel('Match length (minutes)').fill('60');
  await page.screenshot({ path: testInfo.outputPath('new-team-form.png'), fullPage: true });
  await form.getByRole('button', { name: 'Create Team' }).click();

  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Create Team' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Search teams...' }).fill(name);
  await expect(teamItem(page, name)).toContainText('Blue');
  const api = await adminApi(page.request);
  const made = (
    await api.get<(Team & { match_minutes: number; match_minutes_choice: number | null })[]>('/teams')
  ).find((t) => t.team_name === name);
  expect([made?.match_minutes, made?.match_minutes_choice]).toEqual([60, 60]);
  if ((page.viewportSize()?.width ?? 1280) < 768) await expect(teamItem(page, name).getByText('Active')).toBeVisible();
});

test('the Cancel toggle closes the New Team form', async ({ page }) => {
  await page.goto('/admin/teams');
  await page.getByRole('button', { name: 'Create Team' }).click();
  await expect(page.getByRole('form', { name: 'New Team' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'New Team' })).toHaveCount(0);
});

test('searches by name, club or age group, with Showing X of Y and Clear filters', async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const name = unique(testInfo, 'Searchable');
  await api.post('/teams', { ...teamFields(name), club_name: `${name} Club` });
  await page.goto('/admin/teams');

  const search = page.getByRole('textbox', { name: 'Search teams...' });
  await search.fill(name.toUpperCase());
  await expect(teamItem(page, name)).toBeVisible();
  await expect(page.getByText(/^Showing 1 of \d+ teams$/)).toBeVisible();

  await search.fill('no team is called this zq9');
  await expect(page.getByText('No teams found matching your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(search).toHaveValue('');
  // Everything is back (the list is paged, so check the count, not this one row).
  await expect(page.getByText(/^Showing (\d+) of \1 teams$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear filters' })).toHaveCount(0);
});

test('edits a team inline: Cancel leaves it, Save changes it', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const name = unique(testInfo, 'Editable Team');
  await api.post('/teams', teamFields(name));
  await page.goto('/admin/teams');
  // Other tests add teams too: narrow the paged list to this one.
  await page.getByRole('textbox', { name: 'Search teams...' }).fill(name);

  await teamItem(page, name).getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('form', { name: `Edit team ${name}` });
  await expect(editor.getByLabel('Team Name')).toHaveValue(name);
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);

  await teamItem(page, name).getByRole('button', { name: 'Edit', exact: true }).click();
  await editor.getByLabel('Home Colours').fill('Green and Black');
  await editor.getByLabel('Age Group').fill('');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText('Age group is required')).toBeVisible();
  await editor.getByLabel('Age Group').fill('U16');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  await expect(teamItem(page, name)).toContainText('Green and Black');
  await expect(teamItem(page, name)).toContainText('U16');
});

test('deletes a team after the confirmation', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const name = unique(testInfo, 'Doomed Team');
  await api.post('/teams', teamFields(name));
  await page.goto('/admin/teams');
  // Other tests add teams too: narrow the paged list to this one.
  await page.getByRole('textbox', { name: 'Search teams...' }).fill(name);

  await teamItem(page, name).getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this team?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(teamItem(page, name)).toBeVisible();

  await teamItem(page, name).getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(teamItem(page, name)).toHaveCount(0);
  const teams = await api.get<Team[]>('/teams');
  expect(teams.some((t) => t.team_name === name)).toBe(false);
});

test("a team with players is not deleted: the banner shows the server's reason", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const name = unique(testInfo, 'Busy Team');
  const team = await api.post<Team>('/teams', teamFields(name));
  await api.post('/players', {
    player_name: unique(testInfo, 'Member'),
    preferred_position: 'Defender',
    date_of_birth: '2013-04-05',
    shirt_number: 4,
    team_id: team.team_id,
  });
  await page.goto('/admin/teams');
  // Other tests add teams too: narrow the paged list to this one.
  await page.getByRole('textbox', { name: 'Search teams...' }).fill(name);

  await teamItem(page, name).getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Cannot delete team - it has 1 player(s)');
  await expect(teamItem(page, name)).toBeVisible();
});

test("a failed load shows 'Failed to fetch teams', and neither the empty text nor 'Showing 0 of 0 teams'", async ({
  page,
}) => {
  await page.route('**/api/teams', (route) => route.fulfill({ status: 500, body: '' }));
  await page.goto('/admin/teams');
  await expect(page.getByRole('alert')).toHaveText('Failed to fetch teams');
  await expect(page.getByText('No teams available.')).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ of \d+ teams$/)).toHaveCount(0);
});

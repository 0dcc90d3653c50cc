import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

interface Team {
  team_id: number;
  team_name: string;
}
interface Player {
  player_id: number;
  player_name: string;
  team_id: number;
  shirt_number: number;
}

const teamFields = (name: string) => ({
  team_name: name,
  home_colours: 'Red',
  away_colours: 'White',
  age_group: 'U12',
  club_name: 'E2E Club',
  contact_number: '01234 567890',
});

function playerItem(page: Page, name: string) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 768;
  return page.getByRole(wide ? 'row' : 'listitem').filter({ hasText: name });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('creates a player with the New Player form, team sent as a number', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const teamName = unique(testInfo, 'Squad');
  const team = await api.post<Team>('/teams', teamFields(teamName));
  const name = unique(testInfo, 'Alex Newplayer');
  await page.goto('/admin/players');
  await expect(page.getByRole('heading', { name: 'Player Management', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Create Player' }).click();
  const form = page.getByRole('form', { name: 'New Player' });
  await expect(form.getByRole('heading', { name: 'New Player' })).toBeVisible();
  // Validation: everything but the short name is required.
  await form.getByRole('button', { name: 'Create Player' }).click();
  await expect(form.getByText('Player name is required')).toBeVisible();
  await expect(form.getByText('Shirt number is required')).toBeVisible();
  await expect(form.getByText('Team is required')).toBeVisible();

  await form.getByLabel('Player Name').fill(name);
  await form.getByLabel('Short Name (optional)').fill('Ali');
  await form.getByLabel('Preferred Position').fill('Midfielder');
  await form.getByLabel('Date of Birth').fill('2013-06-15');
  await form.getByLabel('Shirt Number').fill('8');
  await form.getByLabel('Team').selectOption({ label: teamName });
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/players') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Create Player' }).click();
  expect((await posted).postDataJSON()).toMatchObject({
    player_name: name,
    player_short_name: 'Ali',
    shirt_number: 8,
    team_id: team.team_id,
  });

  await expect(form).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Search players...' }).fill(name);
  await expect(playerItem(page, name)).toContainText(teamName);
});

test('searches players; a search matching nothing says so', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const team = await api.post<Team>('/teams', teamFields(unique(testInfo, 'Search Squad')));
  const name = unique(testInfo, 'Findable Player');
  await api.post('/players', {
    player_name: name,
    preferred_position: 'Forward',
    date_of_birth: '2012-01-02',
    shirt_number: 9,
    team_id: team.team_id,
  });
  await page.goto('/admin/players');

  const search = page.getByRole('textbox', { name: 'Search players...' });
  await search.fill(name.toLowerCase());
  await expect(playerItem(page, name)).toBeVisible();
  await expect(page.getByText(/^Showing 1 of \d+ players$/)).toBeVisible();
  await search.fill('nobody has this name zq9');
  await expect(page.getByText('No players found matching your search.')).toBeVisible();
});

test('edits a player inline with Edit Player, Save Changes and Cancel', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const team = await api.post<Team>('/teams', teamFields(unique(testInfo, 'Edit Squad')));
  const other = await api.post<Team>('/teams', teamFields(unique(testInfo, 'Other Squad')));
  const name = unique(testInfo, 'Editable Player');
  const player = await api.post<Player>('/players', {
    player_name: name,
    preferred_position: 'Defender',
    date_of_birth: '2012-03-04',
    shirt_number: 5,
    team_id: team.team_id,
  });
  await page.goto('/admin/players');
  await page.getByRole('textbox', { name: 'Search players...' }).fill(name);

  await page.getByRole('button', { name: `Edit player ${name}` }).click();
  const editor = page.getByRole('form', { name: 'Edit Player' });
  await expect(editor.getByRole('heading', { name: 'Edit Player' })).toBeVisible();
  await expect(editor.getByLabel('Player Name')).toHaveValue(name);
  await expect(editor.getByLabel('Date of Birth')).toHaveValue('2012-03-04');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);

  await page.getByRole('button', { name: `Edit player ${name}` }).click();
  await editor.getByLabel('Shirt Number').fill('');
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor.getByText('Shirt number is required')).toBeVisible();
  await editor.getByLabel('Shirt Number').fill('15');
  await editor.getByLabel('Team').selectOption({ label: other.team_name });
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(editor).toHaveCount(0);
  await expect(playerItem(page, name)).toContainText(other.team_name);
  const saved = await api.get<Player>(`/players/${player.player_id}`);
  expect(saved).toMatchObject({ shirt_number: 15, team_id: other.team_id });
});

test('deletes a player after the confirmation', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const team = await api.post<Team>('/teams', teamFields(unique(testInfo, 'Delete Squad')));
  const name = unique(testInfo, 'Leaving Player');
  await api.post('/players', {
    player_name: name,
    preferred_position: 'Defender',
    date_of_birth: '2012-03-04',
    shirt_number: 5,
    team_id: team.team_id,
  });
  await page.goto('/admin/players');
  // Other tests add players too: find this one (the list is paged).
  await page.getByRole('textbox', { name: 'Search players...' }).fill(name);

  await page.getByRole('button', { name: `Delete player ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this player?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(playerItem(page, name)).toHaveCount(0);
});

test("a failed delete shows 'Failed to delete player' when the server gives no reason", async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const team = await api.post<Team>('/teams', teamFields(unique(testInfo, 'Error Squad')));
  const name = unique(testInfo, 'Sticky Player');
  await api.post('/players', {
    player_name: name,
    preferred_position: 'Defender',
    date_of_birth: '2012-03-04',
    shirt_number: 5,
    team_id: team.team_id,
  });
  await page.route('**/api/players/*', (route) =>
    route.request().method() === 'DELETE' ? route.fulfill({ status: 500, body: '' }) : route.fallback(),
  );
  await page.goto('/admin/players');
  await page.getByRole('textbox', { name: 'Search players...' }).fill(name);

  await page.getByRole('button', { name: `Delete player ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to delete player');
  await expect(playerItem(page, name)).toBeVisible();
});

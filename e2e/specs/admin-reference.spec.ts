import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

interface OppositionTeam {
  id: number;
  team_name: string;
  venue_name: string | null;
  venue_address: string | null;
}

function item(page: Page, text: string) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 768;
  return page.getByRole(wide ? 'row' : 'listitem').filter({ hasText: text });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test.describe('match types', () => {
  test('creates, edits and deletes a match type; the name is required', async ({ page }, testInfo) => {
    const name = unique(testInfo, 'tournament');
    await page.goto('/admin?panel=match-types');
    await expect(page.getByRole('heading', { name: 'Match Type Management', level: 2 })).toBeVisible();
    await expect(item(page, 'friendly')).toBeVisible();

    await page.getByRole('button', { name: 'Add New Match Type' }).click();
    const form = page.getByRole('form', { name: 'Create New Match Type' });
    await form.getByRole('button', { name: 'Create Match Type' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Summer tournament games');
    await form.getByRole('button', { name: 'Create Match Type' }).click();
    await expect(form).toHaveCount(0);
    await expect(item(page, name)).toContainText('Summer tournament games');

    await item(page, name).getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('form', { name: 'Edit Match Type' });
    await expect(editor.getByLabel('Name')).toHaveValue(name);
    await editor.getByLabel('Description').fill('');
    await editor.getByRole('button', { name: 'Update Match Type' }).click();
    await expect(editor).toHaveCount(0);
    await expect(item(page, name)).not.toContainText('Summer tournament games');

    await item(page, name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText(`Are you sure you want to delete the match type "${name}"?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(item(page, name)).toHaveCount(0);
  });

  test("shows the empty text, and 'Failed to load match types' when loading fails", async ({ page }) => {
    await page.route('**/api/match-types', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/admin?panel=match-types');
    await expect(page.getByText('No match types found. Create your first match type to get started.')).toBeVisible();

    await page.unroute('**/api/match-types');
    await page.route('**/api/match-types', (route) => route.fulfill({ status: 500, body: '' }));
    await page.reload();
    await expect(page.getByRole('alert')).toHaveText('Failed to load match types');
  });
});

test.describe('opposition teams', () => {
  test('adds a team (name trimmed, empty venue sent as null), edits and deletes it', async ({
    page,
    request,
  }, testInfo) => {
    const api = await adminApi(request);
    const name = unique(testInfo, 'Rovers');
    await page.goto('/admin?panel=opposition-teams');
    await expect(page.getByRole('heading', { name: 'Manage Opposition Teams', level: 2 })).toBeVisible();
    await expect(page.getByText(/^Total: \d+ opposition teams$/)).toBeVisible();

    await page.getByRole('button', { name: 'Add New Team' }).click();
    const form = page.getByRole('form', { name: 'New Opposition Team' });
    await form.getByLabel('Team Name').fill('   ');
    await form.getByRole('button', { name: 'Add Team' }).click();
    await expect(form.getByText('Team name is required')).toBeVisible();
    await form.getByLabel('Team Name').fill(`  ${name}  `);
    await form.getByRole('button', { name: 'Add Team' }).click();
    await expect(form).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add New Team' })).toBeVisible();
    await expect(item(page, name)).toBeVisible();
    const created = (await api.get<OppositionTeam[]>('/opposition-teams')).find((t) => t.team_name === name);
    expect(created).toMatchObject({ team_name: name, venue_name: null, venue_address: null });

    await item(page, name).getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('form', { name: `Edit opposition team ${name}` });
    await expect(editor.getByLabel('Team Name')).toHaveValue(name);
    await editor.getByLabel('Venue Name').fill('Riverside Park');
    await editor.getByLabel('Address').fill('1 River Road');
    await editor.getByRole('button', { name: 'Save Team' }).click();
    await expect(editor).toHaveCount(0);
    await expect(item(page, name)).toContainText('Riverside Park');
    await expect(item(page, name)).toContainText('1 River Road');

    await item(page, name).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Delete this opposition team? This action cannot be undone.');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect(item(page, name)).toHaveCount(0);
  });

  test('an opposition team with a match is not deleted', async ({ page, request }, testInfo) => {
    const api = await adminApi(request);
    const name = unique(testInfo, 'Fixture United');
    const opposition = await api.post<OppositionTeam>('/opposition-teams', {
      team_name: name,
      venue_name: 'Their Ground',
      venue_address: '2 Far Lane',
    });
    const team = await api.post<{ team_id: number }>('/teams', {
      team_name: unique(testInfo, 'Host Team'),
      home_colours: 'Red',
      away_colours: 'White',
      age_group: 'U12',
      club_name: 'E2E Club',
      contact_number: '01234 567890',
    });
    await api.post('/matches', {
      opposition_name: name,
      opposition_team_id: opposition.id,
      venue_name: 'Their Ground',
      venue_address: '2 Far Lane',
      home_or_away: 'Away',
      kick_off_time: '10:00',
      meet_time: '09:00',
      colours: 'Regular kit',
      match_date: '2031-03-01',
      team_id: team.team_id,
      match_type: 'friendly',
    });
    await page.goto('/admin?panel=opposition-teams');
    await item(page, name).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toHaveText('Cannot delete team - it has 1 associated match(es)');
    await expect(item(page, name)).toBeVisible();
  });

  test('shows the empty text when there are no opposition teams', async ({ page }) => {
    await page.route('**/api/opposition-teams', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '[]' }),
    );
    await page.goto('/admin?panel=opposition-teams');
    await expect(
      page.getByText('No opposition teams found. Add your first team using the Add New Team button above.'),
    ).toBeVisible();
    await expect(page.getByText('Total: 0 opposition teams')).toBeVisible();
  });
});

import { expect, test } from '@playwright/test';
import {
  listEntry as userEntry,
  openUsers,
  searchUsers as search,
  uniqueUsername as username,
} from '../support/admin-lists';
import { adminApi, unique } from '../support/api';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/env';

interface ApiUser {
  user_id: number;
  username: string;
  short_name: string | null;
}

test('creates a user, finds it with the search box, and shows the empty texts', async ({ page }, testInfo) => {
  const name = username(testInfo, 'new-user');
  await openUsers(page);

  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('heading', { name: 'New User' })).toBeVisible();
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('a-new-password');
  await page.getByLabel('Role').selectOption('admin');
  await page.getByLabel('Short Name').fill('New Person');
  await page.getByLabel('Email', { exact: true }).fill(`${name}@example.org`);
  await page.getByRole('button', { name: 'Create User' }).click();
  await expect(page.getByRole('heading', { name: 'New User' })).toHaveCount(0);

  await search(page, name);
  const entry = userEntry(page, name);
  await expect(entry).toHaveCount(1);
  for (const text of ['New Person', `${name}@example.org`, 'admin', 'Active']) await expect(entry).toContainText(text);
  await expect(page.getByText(/^Showing 1 of \d+ users$/)).toBeVisible();

  await search(page, `${name}-nobody`);
  await expect(page.getByText('No users found matching your search.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(userEntry(page, 'parent1').first()).toBeVisible();
});

test('edits a user inline with user types; an invalid combination shows the rule', async ({
  page,
  request,
}, testInfo) => {
  const name = username(testInfo, 'edit-user');
  const api = await adminApi(request);
  await api.post('/register', { username: name, password: 'first-password', role: 'user' });
  await openUsers(page);
  await search(page, name);

  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const editor = page.getByRole('form', { name: `Edit user ${name}` });
  await expect(editor.getByLabel('Username')).toHaveValue(name);
  await editor.getByLabel('Parent').check();
  await editor.getByLabel('Player').check();
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText(
    'Invalid combination of user types. Allowed: Parent, Coach, Player, or Parent+Coach.',
  );

  await editor.getByLabel('Player').uncheck();
  await editor.getByLabel('Coach').check();
  await editor.getByLabel('Short Name').fill('Edited Name');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toHaveCount(0);
  const entry = userEntry(page, name);
  await expect(entry).toContainText('Parent, Coach');
  await expect(entry).toContainText('Edited Name');
  // The password was left empty, so it is unchanged.
  const login = await request.post('/api/login', { data: { username: name, password: 'first-password' } });
  expect(login.ok()).toBe(true);

  // Cancel leaves edit mode without saving.
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  await editor.getByLabel('Username').fill('');
  await editor.getByRole('button', { name: 'Cancel' }).click();
  await expect(editor).toHaveCount(0);
  await expect(userEntry(page, name)).toHaveCount(1);
});

test('deletes a user after the confirmation', async ({ page, request }, testInfo) => {
  const name = username(testInfo, 'gone-user');
  const api = await adminApi(request);
  await api.post('/register', { username: name, password: 'pw-long-enough-1', role: 'user' });
  await openUsers(page);
  await search(page, name);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to delete this user?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(userEntry(page, name)).toHaveCount(1);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No users found matching your search.')).toBeVisible();
  const users = await api.get<ApiUser[]>('/users');
  expect(users.some((u) => u.username === name)).toBe(false);
});

test('Manage Players links a player to a parent and removes the link', async ({ page, request }, testInfo) => {
  const parent = username(testInfo, 'parent-user');
  const other = username(testInfo, 'coach-user');
  const api = await adminApi(request);
  await api.post('/register', { username: parent, password: 'pw-long-enough-1', role: 'user', userTypes: ['Parent'] });
  await api.post('/register', { username: other, password: 'pw-long-enough-1', role: 'user', userTypes: ['Coach'] });
  const teamName = unique(testInfo, 'Link Team');
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: teamName,
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U10',
    club_name: 'Link FC',
    contact_number: '0123',
  });
  const playerName = unique(testInfo, 'Linked Kid');
  await api.post('/players', {
    player_name: playerName,
    preferred_position: 'Midfielder',
    date_of_birth: '2016-04-05',
    shirt_number: 8,
    team_id: team.team_id,
  });

  await openUsers(page);
  await search(page, other);
  await expect(userEntry(page, other)).toHaveCount(1);
  await expect(page.getByRole('button', { name: `Manage Players for ${other}` })).toHaveCount(0);

  await search(page, parent);
  await page.getByRole('button', { name: `Manage Players for ${parent}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage Players for ${parent}` });
  await expect(dialog.getByText('No players are linked to this parent yet.')).toBeVisible();
  await dialog.getByLabel('Add player').selectOption({ label: `${playerName} (${teamName})` });
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: playerName })).toContainText(teamName);
  const parentId = (await api.get<ApiUser[]>('/users')).find((u) => u.username === parent)?.user_id;
  const links = await api.get<{ player_id: number }[]>(`/parent-player-associations/parent/${parentId}`);
  expect(links).toHaveLength(1);

  await dialog.getByRole('button', { name: `Remove ${playerName} from ${parent}` }).click();
  await expect(dialog.getByText('No players are linked to this parent yet.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
});

test('impersonates a demo parent, then signs out and back in as admin', async ({ page, request }) => {
  const api = await adminApi(request);
  const parent2 = (await api.get<ApiUser[]>('/users')).find((u) => u.username === 'parent2');
  const shownName = parent2?.short_name || 'parent2';
  await openUsers(page);
  await search(page, 'parent2');

  await page.getByRole('button', { name: 'Impersonate parent2', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await page.getByRole('button', { name: `Account menu for ${shownName}` }).click();
  await expect(page.getByRole('menu').getByText(shownName)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Account menu for admin' })).toBeVisible();
  // The parent's own password still works: impersonation never touched the account.
  expect((await request.post('/api/login', { data: { username: 'parent2', password: DEMO_PASSWORD } })).ok()).toBe(
    true,
  );
});

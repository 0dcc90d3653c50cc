import { expect, test } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { DEMO_PASSWORD } from '../support/env';
import { signInAs } from '../support/session';

test('an admin links a new Player account to its player, who then sees their own dashboard', async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const eagles = (await api.get<{ team_id: number; team_name: string }[]>('/teams')).find(
    (t) => t.team_name === 'Riverside U14 Eagles',
  );
  expect(eagles).toBeTruthy();
  const name = unique(testInfo, 'Linked Player');
  const shortName = unique(testInfo, 'Linky');
  const username = unique(testInfo, 'linked').replace(/\s+/g, '-').toLowerCase();
  const player = await api.post<{ player_id: number }>('/players', {
    player_name: name,
    player_short_name: shortName,
    preferred_position: 'Midfielder',
    date_of_birth: '2012-04-03',
    shirt_number: 88,
    team_id: eagles?.team_id,
  });
  const account = await api.post<{ user_id: number }>('/register', {
    username,
    password: DEMO_PASSWORD,
    userTypes: ['Player'],
  });
  try {
    // Not linked yet: the account has no player of its own.
    await signInAs(page, username);
    await page.goto('/');
    await expect(page.getByText('No player data available')).toBeVisible();

    await signInAs(page, 'admin');
    await page.goto('/admin/users');
    await page.getByPlaceholder('Search users...').fill(username);
    await page.getByRole('button', { name: `Link Player for ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Link Player for ${username}` });
    await expect(dialog.getByText('No player is linked to this account yet.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Player' }).selectOption({ label: `${name} (Riverside U14 Eagles)` });
    await dialog.getByRole('button', { name: 'Link Player' }).click();
    await expect(dialog.getByText(`Linked player: ${name} (Riverside U14 Eagles)`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // Linked: the account's dashboard is that player's availability, statistics and targets.
    await signInAs(page, username);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Match Availability' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Statistics' });
    const started = stats.getByRole('button', { name: '0 Games started', exact: true });
    await expect(async () => {
      await stats.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await expect(started).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    const targets = page.getByRole('region', { name: 'Season Targets' });
    await targets.getByRole('button', { name: /^(Set|Edit) targets$/ }).click();
    await expect(page.getByRole('dialog', { name: `Set targets for ${shortName}` })).toBeVisible();
  } finally {
    await api.delete(`/users/${account.user_id}`);
    await api.delete(`/players/${player.player_id}`);
  }
});

import { expect, test } from '@playwright/test';
import { listEntry, openUsers, searchUsers, uniqueUsername } from '../support/admin-lists';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';

/** Who is linked to whom, at a glance (issue 17): a link made in Manage Players shows on both admin lists. */
test('a parent linked in Manage Players shows under the child on Player Management, and the child under them', async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const teamName = unique(testInfo, 'Family Team');
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: teamName,
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U9',
    club_name: 'Family FC',
    contact_number: '0123',
  });
  const child = unique(testInfo, 'Mia Family');
  await api.post('/players', {
    player_name: child,
    preferred_position: 'Defender',
    date_of_birth: '2017-02-03',
    shirt_number: 5,
    team_id: team.team_id,
  });
  const parent = uniqueUsername(testInfo, 'family-parent');
  const parentName = unique(testInfo, 'Sam Family');
  await api.post('/register', {
    username: parent,
    password: 'pw-long-enough-1',
    short_name: parentName,
    userTypes: ['Parent'],
  });

  await openUsers(page);
  await searchUsers(page, parent);
  await expect(listEntry(page, parent)).not.toContainText('Children:');
  await page.getByRole('button', { name: `Manage Players for ${parent}` }).click();
  const dialog = page.getByRole('dialog', { name: `Manage Players for ${parent}` });
  await dialog.getByLabel('Add player').selectOption({ label: `${child} (${teamName})` });
  await dialog.getByRole('button', { name: 'Add Player' }).click();
  await expect(dialog.getByRole('listitem').filter({ hasText: child })).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);

  // At once, with no reload: the parent's entry names the child.
  await expect(listEntry(page, parent)).toContainText(`Children: ${child}`);
  await page.screenshot({ path: testInfo.outputPath('users-children.png') });
  await expectNoSeriousA11yViolations(page);

  // A child's name finds the parent too.
  await searchUsers(page, child);
  await expect(listEntry(page, parent)).toHaveCount(1);

  await page.goto('/admin/players');
  await expect(page.getByRole('heading', { name: 'Player Management', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search players...').fill(child);
  await expect(listEntry(page, child)).toContainText(`Parents: ${parentName}`);
  await page.screenshot({ path: testInfo.outputPath('players-parents.png') });
  await expectNoSeriousA11yViolations(page);
});

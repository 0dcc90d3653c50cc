import { expect, test } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { emailTo, linkPath } from '../support/mailbox';
import { signInAs } from '../support/session';

// Add family (decision 105): a parent and their children in one form, the invitation emailed, and a second guardian
// for the same children.

/** A team of this test's own: the first team of the club's list may be another spec's, changing under it. */
const ownTeam = (api: Awaited<ReturnType<typeof adminApi>>, tag: string) =>
  api.post<{ team_id: number; team_name: string }>('/teams', {
    team_name: `Family FC ${tag}`,
    home_colours: 'Red',
    away_colours: 'Blue',
    age_group: 'U12',
    club_name: 'Riverside FC',
    contact_number: '0123',
  });

test('adds a family with an existing and a new child, invites the parent, then a second guardian', async ({
  page,
}, testInfo) => {
  // A long walk (two dialogs, an invitation read from the mailbox) on a machine shared with the API tests, on
  // /admin/users, which lists every user the other specs have made (at phone width a card each): 2 minutes.
  test.setTimeout(120_000);
  const api = await adminApi(page.request);
  const tag = unique(testInfo, 'Fam').replace(/\s+/g, '');
  const team = await ownTeam(api, tag);
  const older = `Olive ${tag}`;
  await api.post('/players', {
    player_name: older,
    preferred_position: 'Midfielder',
    date_of_birth: '2014-02-02',
    shirt_number: 14,
    team_id: team?.team_id,
  });
  const email = `${tag.toLowerCase()}@families.example`;
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Add Family' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add family' });
  await dialog.getByRole('button', { name: 'Add family' }).click();
  await expect(dialog.getByText('Parent name is required')).toBeVisible();
  await expect(dialog.getByText('Add at least one child')).toBeVisible();

  await dialog.getByLabel('Parent or guardian name').fill(`Pat ${tag}`);
  await dialog.getByLabel('Email', { exact: true }).fill(email);
  await dialog.getByLabel('Add an existing player').selectOption({ label: `${older} (${team?.team_name})` });
  await dialog.getByRole('button', { name: 'Add player' }).click();
  await dialog.getByRole('button', { name: 'Add a new child' }).click();
  const child = dialog.getByRole('region', { name: 'New child 1' });
  await child.getByLabel('Player Name').fill(`Newt ${tag}`);
  await child.getByLabel('Preferred Position').fill('Goalkeeper');
  await child.getByLabel('Date of Birth').fill('2017-07-07');
  await child.getByLabel('Shirt Number').fill('1');
  await child.getByLabel('Team').selectOption({ label: team?.team_name ?? '' });
  await expect(dialog.getByLabel('Email an invitation to choose a password')).toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('add-family.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'add family');
  await dialog.getByRole('button', { name: 'Add family' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByText(`Family added: Pat ${tag}, with ${older}, Newt ${tag}. Invitation sent to ${email}.`),
  ).toBeVisible();

  // A second guardian for the same children.
  await page.getByRole('button', { name: 'Add another parent or guardian to these children' }).click();
  await expect(dialog.getByText(`${older} (${team?.team_name})`)).toBeVisible();
  await expect(dialog.getByText(`Newt ${tag} (${team?.team_name})`)).toBeVisible();
  await dialog.getByLabel('Parent or guardian name').fill(`Sam ${tag}`);
  await dialog.getByLabel('Email', { exact: true }).fill(`sam.${email}`);
  await dialog.getByRole('button', { name: 'Add family' }).click();
  await expect(page.getByText(`Family added: Sam ${tag}, with ${older}, Newt ${tag}.`, { exact: false })).toBeVisible();

  // Both parents show their children at a glance; the first can sign in from the invitation.
  await page.getByRole('textbox', { name: 'Search users...' }).fill(tag.toLowerCase());
  await expect(page.getByText(`Children: Newt ${tag}, ${older}`)).toHaveCount(2);
  await page.screenshot({ path: testInfo.outputPath('family-users.png'), fullPage: true });
  const invitation = await emailTo(email);
  await page.context().clearCookies();
  await page.goto(linkPath(invitation));
  await page.getByLabel('New password', { exact: true }).fill('a family password here');
  await page.getByLabel('Confirm new password').fill('a family password here');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Account menu for Pat ${tag}`) })).toBeVisible();
});

test('invites a Player account straight onto its player record', async ({ page }, testInfo) => {
  const api = await adminApi(page.request);
  const tag = unique(testInfo, 'Kid').replace(/\s+/g, '');
  const team = await ownTeam(api, tag);
  const name = `Kit ${tag}`;
  const player = await api.post<{ player_id: number }>('/players', {
    player_name: name,
    preferred_position: 'Forward',
    date_of_birth: '2012-12-12',
    shirt_number: 19,
    team_id: team?.team_id,
  });
  await signInAs(page, 'admin');
  await page.goto('/admin/players');
  await page.getByRole('textbox', { name: 'Search players...' }).fill(name);
  await page.getByRole('button', { name: `Invite an account for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Invite a Player account for ${name}` });
  const username = `kit.${tag.toLowerCase()}`;
  await expect(dialog.getByLabel('Username')).toHaveValue(username);
  const email = `${username}@players.example`;
  await dialog.getByLabel('Email').fill(email);
  await expectNoSeriousA11yViolations(page, 'invite a player account');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}: ${name} can sign in once it is accepted.`)).toBeVisible();
  const users = await api.get<{ username: string; player_id: number | null; active: boolean }[]>('/users');
  expect(users.find((u) => u.username === username)).toMatchObject({ player_id: player.player_id, active: false });

  const invitation = await emailTo(email);
  await page.context().clearCookies();
  await page.goto(linkPath(invitation));
  await page.getByLabel('New password', { exact: true }).fill('kit plays up front');
  await page.getByLabel('Confirm new password').fill('kit plays up front');
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('button', { name: new RegExp(`Account menu for ${username}`) })).toBeVisible();
});

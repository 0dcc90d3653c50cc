import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

interface Player {
  player_id: number;
  player_name: string;
}

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const entry = (page: Page, text: string) =>
  page.getByRole(isMobile(page) ? 'listitem' : 'row').filter({ hasText: text });

/** A team of its own with one player, made through the API. */
async function makePlayer(page: Page, testInfo: TestInfo): Promise<Player> {
  const api = await adminApi(page.request);
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: unique(testInfo, 'Rights FC'),
    home_colours: 'Red',
    away_colours: 'White',
    age_group: 'U11',
    club_name: 'E2E Club',
    contact_number: '01234 567890',
  });
  const name = unique(testInfo, 'Robin Rights');
  await api.post('/players', {
    player_name: name,
    player_short_name: 'Robin',
    preferred_position: 'Midfielder',
    date_of_birth: '2015-03-04',
    shirt_number: 8,
    team_id: team.team_id,
  });
  const players = await api.get<Player[]>(`/players?team_id=${team.team_id}`);
  const player = players.find((p) => p.player_name === name);
  if (!player) throw new Error('the new player is missing');
  return player;
}

async function openPlayers(page: Page, search: string) {
  await signInAs(page, 'admin');
  await page.goto('/admin/players');
  await expect(page.getByRole('heading', { name: 'Player Management', level: 1 })).toBeVisible();
  await page.getByPlaceholder('Search players...').fill(search);
}

test("'Export data' downloads the player's data as JSON", async ({ page }, testInfo) => {
  const player = await makePlayer(page, testInfo);
  await openPlayers(page, player.player_name);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: `Export data for ${player.player_name}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`touchline-player-${player.player_id}.json`);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    player: { player_name: string; date_of_birth: string };
  };
  expect(data.player.player_name).toBe(player.player_name);
  expect(data.player.date_of_birth).toBe('2015-03-04');
});

test("'Erase personal data' asks first, then the list shows the player under an anonymous name", async ({
  page,
}, testInfo) => {
  const player = await makePlayer(page, testInfo);
  await openPlayers(page, player.player_name);
  await expect(entry(page, player.player_name)).toHaveCount(1);

  await page.getByRole('button', { name: `Erase personal data of ${player.player_name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(
    `Erase ${player.player_name}'s personal data? Their name, date of birth, availability, parent links and targets ` +
      `are removed; match history is kept anonymously. This cannot be undone.`,
  );
  await page.screenshot({ path: testInfo.outputPath('erase-question.png') });
  await dialog.getByRole('button', { name: 'Erase' }).click();
  await expect(page.getByText('Personal data erased')).toBeVisible();
  await expect(entry(page, player.player_name)).toHaveCount(0);

  const anonymous = `Erased player ${player.player_id}`;
  await page.getByPlaceholder('Search players...').fill(anonymous);
  await expect(entry(page, anonymous)).toHaveCount(1);
  await expect(entry(page, anonymous)).not.toContainText('2015-03-04');
  await page.screenshot({ path: testInfo.outputPath('erased.png'), fullPage: true });
});

test("User Management's 'Export data' downloads the user's data as JSON", async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await page.getByPlaceholder('Search users...').fill('parent1');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export data for parent1', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^touchline-user-\d+\.json$/);
  const data = JSON.parse(await readFile(await download.path(), 'utf8')) as {
    user: { username: string };
    linked_players: unknown[];
  };
  expect(data.user.username).toBe('parent1');
  expect(data.linked_players.length).toBeGreaterThan(0);
});

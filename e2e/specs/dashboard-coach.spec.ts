import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

/** Sections below the fold load once scrolled to, after the first screen has loaded: scroll until `loaded` shows. */
async function scrollUntilShown(section: Locator, loaded: Locator) {
  await expect(async () => {
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(loaded).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

async function openStatistics(page: Page) {
  const section = page.getByRole('region', { name: 'Player statistics', exact: true });
  const table = section.getByRole('table', { name: 'Team player statistics' });
  const team = section.getByRole('combobox', { name: 'Team', exact: true });
  await scrollUntilShown(section, team);
  // coach1's first team by name may be another test's, without players: look at a demo team coach1 coaches.
  await team.selectOption({ label: 'Riverside U12 Tigers' });
  await expect(table).toBeVisible();
  return { section, table };
}

/** The values of one column, top to bottom. */
async function column(page: Page, index: number): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Team player statistics' });
  return table
    .locator('tbody tr')
    .evaluateAll((rows, i) => rows.map((row) => row.children[i]?.textContent ?? ''), index);
}

test('a coach sorts the statistics table and opens the availability people list', async ({ page }, testInfo) => {
  await signInAs(page, 'coach1');
  await page.goto('/');

  // The match availability carousel: Previous / Next Match and 'n of total'.
  const carousel = page.getByRole('region', { name: 'Match Availability' });
  await scrollUntilShown(carousel, carousel.getByText(/^1 of \d+$/)); // below the fold on a phone
  await expect(carousel.getByRole('button', { name: 'Previous Match' })).toBeDisabled();
  await carousel.getByRole('button', { name: 'Next Match' }).click();
  await expect(carousel.getByText(/^2 of \d+$/)).toBeVisible();
  await carousel.getByRole('button', { name: 'Previous Match' }).click();
  await expect(carousel.getByText(/^1 of \d+$/)).toBeVisible();
  await expect(carousel.getByRole('link', { name: 'Edit Lineup' }).first()).toHaveAttribute(
    'href',
    /^\/admin\/matches\/\d+\/lineup$/,
  );

  await carousel.getByRole('button', { name: 'View availability' }).first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: /^Available \(\d+\)$/ })).toBeVisible();
  await expect(modal.getByRole('heading', { name: /^Unavailable \(\d+\)$/ })).toBeVisible();
  await expect(
    modal.getByRole('list', { name: 'Available' }).getByText('Coach', { exact: true }).first(),
  ).toBeVisible();
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: testInfo.outputPath('people-modal.png') });
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Default: player name ascending. Other tests add small teams: look at a demo team's squad.
  const { table } = await openStatistics(page);
  await expect(table.locator('tbody tr')).toHaveCount(13);
  const names = await column(page, 0);
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));
  await expect(table.getByRole('columnheader', { name: /^Player/ })).toHaveAttribute('aria-sort', 'ascending');

  // Goals: ascending, then descending.
  await table.getByRole('button', { name: 'Goals' }).click();
  await expect(table.getByRole('columnheader', { name: /^Goals/ })).toHaveAttribute('aria-sort', 'ascending');
  const up = (await column(page, 3)).map(Number);
  expect(up).toEqual([...up].sort((a, b) => a - b));
  await table.getByRole('button', { name: 'Goals' }).click();
  await expect(table.getByRole('columnheader', { name: /^Goals/ })).toHaveAttribute('aria-sort', 'descending');
  const down = (await column(page, 3)).map(Number);
  expect(down).toEqual([...down].sort((a, b) => b - a));

  // Shirt number.
  await table.getByRole('button', { name: 'No.' }).click();
  const shirts = (await column(page, 1)).map(Number);
  expect(shirts).toEqual([...shirts].sort((a, b) => a - b));
});

test('Download CSV saves the header row and the players', async ({ page }) => {
  await signInAs(page, 'coach1');
  await page.goto('/');
  const { section } = await openStatistics(page);
  const names = await column(page, 0);
  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^player-statistics-.+-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString('utf8').slice(1).trim().split('\r\n');
  expect(lines[0]).toBe(
    'player_id,team_id,player_name,player_short_name,shirt_number,season,games_started,substitution_starts,goals,' +
      'assists,yellow_cards,red_cards,matches_missed,training_missed,minutes_played,available_minutes,' +
      'minutes_share_percent',
  );
  expect(lines).toHaveLength(names.length + 1);
  for (const name of names) expect(lines.some((line) => line.split(',')[2] === name)).toBe(true);
});

test('coach2 has the persona switcher: Parent first, then Coach', async ({ page }) => {
  await signInAs(page, 'coach2');
  await page.goto('/');
  const personas = page.getByRole('radiogroup', { name: 'Persona' });
  await expect(personas.getByRole('radio')).toHaveCount(2);
  await expect(personas.getByRole('radio', { name: 'Parent' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Child' })).toBeVisible();

  await personas.getByText('Coach', { exact: true }).click();
  await expect(personas.getByRole('radio', { name: 'Coach' })).toBeChecked();
  await expect(
    page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Run a Live Match' }),
  ).toHaveAttribute('href', '/matches/live/admin');
  await expect(page.getByRole('combobox', { name: 'Child' })).toHaveCount(0);

  await personas.getByText('Parent', { exact: true }).click();
  await expect(page.getByRole('combobox', { name: 'Child' })).toBeVisible();
});

test('every quick action of a coach who is not an admin opens its page, never access denied', async ({ page }) => {
  await signInAs(page, 'coach1');
  const pages: [string, string][] = [
    ['Player Targets', 'Player Targets Report'],
    ['Manage Fixtures', 'Match Management'],
    ['Manage Training', 'Training Sessions'],
    ['Run a Live Match', 'Live Match Admin'],
  ];
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Quick Actions' }).getByRole('link')).toHaveCount(4);
  // The players' admin page is an admin's: Player Targets in its place (#30: fixtures and training are the coach's).
  await expect(
    page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: 'Manage Players' }),
  ).toHaveCount(0);
  for (const [action, heading] of pages) {
    await page.goto('/');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: action }).click();
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page).not.toHaveURL(/accessDenied/);
  }
});

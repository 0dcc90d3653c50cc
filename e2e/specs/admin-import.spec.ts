import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { emailTo } from '../support/mailbox';
import { signInAs } from '../support/session';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** A row of a table (≥ 768 px) or its card (narrower). */
function item(page: Page, text: string | RegExp) {
  return page.getByRole(isMobile(page) ? 'listitem' : 'row').filter({ hasText: text });
}

/** The file as LibreOffice Calc saves it: a byte-order mark, semicolons, CRLF, text cells quoted. */
function libreOffice(rows: string[][]): Buffer {
  const cell = (value: string) => (/^[\d/:.-]*$/.test(value) ? value : `"${value.replaceAll('"', '""')}"`);
  return Buffer.from(`\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`, 'utf8');
}

async function chooseFile(page: Page, name: string, buffer: Buffer) {
  await page.getByLabel('CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer });
  await expect(page.getByRole('heading', { name: `Preview of ${name}`, level: 2 })).toBeVisible();
}

const teamFields = (name: string) => ({
  team_name: name,
  home_colours: 'Red and black',
  away_colours: 'All white',
  age_group: 'U10',
  club_name: 'E2E Club',
  contact_number: '01234 567890',
});

/** A tag that makes this test's names its own: tests of both projects run at once on one server. */
const tagOf = (testInfo: TestInfo) => unique(testInfo, 'x').split(' ')[1] ?? '';

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('imports a LibreOffice players file with accented names; importing it again changes nothing', async ({
  page,
  request,
}, testInfo) => {
  // Two previews and two imports of a whole file, on a machine shared with the API tests.
  test.setTimeout(60_000);
  const api = await adminApi(request);
  const tag = tagOf(testInfo);
  const team = `Lions ${tag}`;
  await api.post('/teams', teamFields(team));
  const names = [`Zoë Müller ${tag}`, `Chloé Ó Briain ${tag}`, `O'Neill, Seán ${tag}`];
  const file = libreOffice([
    ['Player name', 'Date of birth', 'Team', 'Shirt number', 'Position', 'Short name'],
    [names[0] ?? '', '14/03/2014', team, '7', 'Midfielder', 'Zoë'],
    [names[1] ?? '', '02/01/2014', team, '1', 'Goalkeeper', ''],
    [names[2] ?? '', '30/11/2013', team, '9', 'Forward, left side', 'Seán'],
  ]);

  await page.goto('/import');
  await expect(page.getByRole('heading', { name: 'Import from a Spreadsheet', level: 1 })).toBeVisible();
  await expect(page.getByText(/^No file chosen yet\./)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/import (empty)');

  await chooseFile(page, 'players.csv', file);
  for (const name of names) await expect(item(page, name)).toContainText('Create');
  await expect(item(page, names[2] ?? '')).toContainText('Forward, left side');
  await expect(item(page, names[0] ?? '')).toContainText('2014-03-14');
  await expect(page.getByText('3 rows: 3 to create, 0 to update, 0 unchanged.')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/import (preview)');
  await page.screenshot({ path: testInfo.outputPath('import-players-preview.png'), fullPage: true });

  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Imported 3 rows from players.csv: 3 created, 0 updated, 0 unchanged.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-players-done.png'), fullPage: true });

  await page.goto('/admin/players');
  const search = page.getByRole('textbox', { name: 'Search players...' });
  await search.fill(tag);
  for (const name of names) await expect(item(page, name)).toContainText(team);
  await expect(page.getByText(/^Showing 3 of \d+ players$/)).toBeVisible();

  // The same file again: every row unchanged, and still three players.
  await page.goto('/import');
  await chooseFile(page, 'players.csv', file);
  for (const name of names) await expect(item(page, name)).toContainText('Unchanged');
  await expect(page.getByText('3 rows: 0 to create, 0 to update, 3 unchanged.')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('import-players-again.png'), fullPage: true });
  await page.getByRole('button', { name: 'Import 3 rows' }).click();
  await expect(page.getByText('Imported 3 rows from players.csv: 0 created, 0 updated, 3 unchanged.')).toBeVisible();
  await page.goto('/admin/players');
  await page.getByRole('textbox', { name: 'Search players...' }).fill(tag);
  await expect(page.getByText(/^Showing 3 of \d+ players$/)).toBeVisible();
});

test('a parents file makes Parent accounts linked to their children, and invites them', async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const tag = tagOf(testInfo);
  const team = await api.post<{ team_id: number }>('/teams', teamFields(`Hawks ${tag}`));
  const children = [`Zoë Müller ${tag}`, `Liam Müller ${tag}`];
  for (const [i, name] of children.entries())
    await api.post('/players', {
      player_name: name,
      preferred_position: 'Defender',
      date_of_birth: `2014-0${i + 1}-15`,
      shirt_number: i + 2,
      team_id: team.team_id,
    });
  const email = `anna.${tag.toLowerCase()}@example.org`;
  const file = libreOffice([
    ['Parent name', 'Email', 'Children'],
    [`Anna Müller ${tag}`, email, `${children[0]} (15/01/2014); ${children[1]}`],
  ]);

  await page.goto('/import');
  await page.getByRole('radio', { name: 'Parents' }).check();
  await expect(page.getByText(/^Columns: Parent name, Email, Children \(/)).toBeVisible();
  await chooseFile(page, 'parents.csv', file);
  await expect(item(page, email)).toContainText('Create');
  await expect(item(page, email)).toContainText(`${children[0]} (2014-01-15); ${children[1]}`);
  // With email set up, the new parents can be invited in one go (decision 104).
  await page.getByLabel('Email an invitation to each new parent').check();
  await page.screenshot({ path: testInfo.outputPath('import-parents-preview.png'), fullPage: true });
  await page.getByRole('button', { name: 'Import 1 row' }).click();
  await expect(
    page.getByText('Imported 1 row from parents.csv: 1 created, 0 updated, 0 unchanged. Invitations sent to 1 parent.'),
  ).toBeVisible();
  const invitation = await emailTo(email);
  expect(invitation.subject).toBe('You are invited to Touchline Demo on Touchline');

  const users = await api.get<{ user_id: number; email: string | null; userTypes: { type: string }[] }[]>('/users');
  const parent = users.find((u) => u.email === email);
  expect(parent?.userTypes).toEqual([{ type: 'Parent' }]);
  const links = await api.get<{ player_name: string }[]>(`/parent-player-associations/parent/${parent?.user_id}`);
  expect(links.map((l) => l.player_name).sort()).toEqual([...children].sort());
});

test('a fixtures file dropped on the screen gets the defaults it leaves out', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const tag = tagOf(testInfo);
  const teamName = `Foxes ${tag}`;
  const team = await api.post<{ team_id: number }>('/teams', teamFields(teamName));
  const csv = [
    'Team;Date;Opposition;Kick-off;Home/Away;Venue;Venue address',
    `${teamName};05/09/2026;Città Rovers ${tag};10:30;Away;;`,
    `${teamName};12/09/2026;Östersund Youth ${tag};09:15;Home;Riverside Park;Mill Lane, Riverside`,
  ].join('\n');

  await page.goto('/import');
  await page.getByRole('radio', { name: 'Fixtures' }).check();
  const dropped = await page.evaluateHandle((text) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([text], 'fixtures.csv', { type: 'text/csv' }));
    return transfer;
  }, csv);
  await page.getByText('Or drop a CSV file here').dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('heading', { name: 'Preview of fixtures.csv', level: 2 })).toBeVisible();
  const away = item(page, `Città Rovers ${tag}`);
  await expect(away).toContainText('Create');
  await expect(away).toContainText('10:00'); // meets 30 minutes before kick-off
  await expect(away).toContainText('TBC');
  await expect(away).toContainText('All white');
  // Both dates are behind us: the preview says what counts a past fixture, and asks (#28 item 2). Unticked, they
  // count nothing until something is recorded.
  await expect(
    page.getByText(/^2 of these fixtures are dated before today\. A past fixture counts as played/),
  ).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'They were played: count all 2' })).not.toBeChecked();
  await page.screenshot({ path: testInfo.outputPath('import-fixtures-preview.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, '/import (past fixtures)');
  await page.getByRole('button', { name: 'Import 2 rows' }).click();
  await expect(page.getByText('Imported 2 rows from fixtures.csv: 2 created, 0 updated, 0 unchanged.')).toBeVisible();

  const matches = await api.get<{ team_id: number; opposition_name: string; venue_name: string }[]>('/matches');
  const ours = matches.filter((m) => m.team_id === team.team_id);
  expect(ours.map((m) => [m.opposition_name, m.venue_name])).toEqual([
    [`Città Rovers ${tag}`, 'TBC'],
    [`Östersund Youth ${tag}`, 'Riverside Park'],
  ]);
});

test('a file with errors shows each in words and imports nothing', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const tag = tagOf(testInfo);
  const team = `Owls ${tag}`;
  await api.post('/teams', teamFields(team));
  const file = libreOffice([
    ['Player name', 'Date of birth', 'Team', 'Shirt number', 'Position'],
    [`Good Kid ${tag}`, '01/02/2015', team, '3', 'Defender'],
    [`Bad Date ${tag}`, '31/02/2015', team, '4', 'Defender'],
    [`Lost Kid ${tag}`, '01/03/2015', `Nowhere ${tag}`, 'ten', 'Forward'],
  ]);

  await page.goto('/import');
  await chooseFile(page, 'players.csv', file);
  await expect(item(page, `Bad Date ${tag}`)).toContainText(
    'Date of birth 31/02/2015 is not a real date: February 2015 has 28 days',
  );
  const lost = item(page, `Lost Kid ${tag}`);
  await expect(lost).toContainText("Shirt number must be a whole number from 0 to 999, not 'ten'");
  await expect(lost).toContainText(`There is no team called 'Nowhere ${tag}'.`);
  await expect(page.getByText('3 rows: 1 to create, 0 to update, 0 unchanged, 2 with errors.')).toBeVisible();
  // Which rows, named (#28 item 24).
  await expect(
    page.getByText(/^Rows 3 and 4 have errors: nothing can be imported while a row has one\./),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Import 3 rows' })).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Show only the rows with errors' }).check();
  await expect(item(page, `Good Kid ${tag}`)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/import (errors)');
  await page.screenshot({ path: testInfo.outputPath('import-errors.png'), fullPage: true });

  const players = await api.get<{ player_name: string }[]>('/players');
  expect(players.filter((p) => p.player_name.includes(tag))).toEqual([]);
});

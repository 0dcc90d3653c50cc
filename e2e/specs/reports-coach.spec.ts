import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

const reports = [
  { value: 'training-attendance', label: 'Training Attendance', empty: 'No training attendance data available.' },
  {
    value: 'training-session-absences',
    label: 'Training Absences',
    empty: 'No past training sessions found for the current season.',
  },
  { value: 'match-attendance', label: 'Match Attendance', empty: 'No match attendance data available.' },
  { value: 'match-absences', label: 'Match Absences', empty: 'No past matches found for the current season.' },
  { value: 'top-scorers', label: 'Top Scorers', empty: 'No goals or assists recorded yet' },
  { value: 'playing-time', label: 'Playing Time', empty: 'No playing time data available.' },
];

/** The report's table, or its empty text: the demo club has a season of past matches and training. */
async function expectRendered(page: Page, label: string, empty: string) {
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
  await expect(page.getByRole('table').or(page.getByText(empty))).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeVisible();
}

test('every coach report renders', async ({ page }, testInfo) => {
  await signInAs(page, 'coach1');
  await page.goto('/coach-reports');
  // A coach's reports open on their first team (decision 127); other tests give coach1 teams without data.
  await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: 'Riverside U12 Tigers' });
  await expect(page.getByRole('heading', { name: 'Coach Reports', level: 1 })).toBeVisible();
  const select = page.getByLabel('Select Report Type');
  await expect(select).toHaveValue('training-attendance');
  for (const report of reports) {
    await select.selectOption(report.value);
    await expectRendered(page, report.label, report.empty);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('heading', { name: report.label, level: 2 }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`report-${report.value}.png`) });
  }
});

test('attendance reports sort by rate and go full screen and back', async ({ page }, testInfo) => {
  await signInAs(page, 'coach1');
  await page.goto('/coach-reports');
  // A coach's reports open on their first team (decision 127); other tests give coach1 teams without data.
  await page.getByRole('combobox', { name: 'Team', exact: true }).selectOption({ label: 'Riverside U12 Tigers' });
  for (const report of reports.filter((r) => r.value.endsWith('attendance'))) {
    await page.getByLabel('Select Report Type').selectOption(report.value);
    await expectRendered(page, report.label, report.empty);
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    const rates = async () =>
      (await table.locator('tbody tr td:last-child').allTextContents()).map((t) => Number.parseFloat(t));
    const toggle = page.getByRole('switch', { name: 'Sort by attendance rate' });
    await toggle.check({ force: true });
    await expect(toggle).toBeChecked();
    const sorted = await rates();
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b));

    await page.getByRole('button', { name: 'Full screen' }).click();
    const full = page.getByRole('dialog', { name: report.label });
    await expect(full.getByRole('table')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`full-screen-${report.value}.png`) });
    await full.getByRole('button', { name: 'Exit full screen' }).click();
    await expect(full).toBeHidden();
    await expect(page.getByRole('button', { name: 'Full screen' })).toBeVisible();
  }
});

test('top scorers go full screen, sort on a column and download as CSV', async ({ page }, testInfo) => {
  await signInAs(page, 'admin');
  await page.goto('/coach-reports?report=top-scorers');
  await expectRendered(page, 'Top Scorers', 'No goals or assists recorded yet');
  const table = page.getByRole('table');
  await expect(table).toBeVisible();
  await expect(table.getByRole('img', { name: '1 (gold)' })).toBeVisible();
  await table.getByRole('button', { name: /^Goals per match/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Goals per match/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const perMatch = (await table.locator('tbody tr td:last-child').allTextContents()).map(Number);
  expect(perMatch).toEqual([...perMatch].sort((a, b) => b - a));

  await page.getByRole('button', { name: 'Full screen' }).click();
  const full = page.getByRole('dialog', { name: 'Top Scorers' });
  await expect(full.getByRole('table')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('full-screen-top-scorers.png') });
  await full.getByRole('button', { name: 'Exit full screen' }).click();
  await expect(full).toBeHidden();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^top-scorers-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(
    text.startsWith('\uFEFFplayer_id,player_name,rank,goals,assists,total_contributions,goals_per_match\r\n'),
  ).toBe(true);
});

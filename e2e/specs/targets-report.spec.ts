import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { ownTeam } from '../support/match-day';
import { signInAs } from '../support/session';

test('a coach sets a goals target in the dialog and the ring shows current/target', async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  // A team of its own that coach1 coaches: a coach's Player Targets lists their teams' players (decision 127).
  const team = { team_id: (await ownTeam(api, testInfo, 'Taylor Team')).teamId };
  await api.coachOf(team.team_id, 'coach1');
  const name = unique(testInfo, 'Taylor Target');
  await api.post('/players', {
    player_name: name,
    player_short_name: 'Taylor',
    preferred_position: 'Forward',
    date_of_birth: '2015-02-03',
    shirt_number: 88,
    team_id: team.team_id,
  });

  await signInAs(page, 'coach1');
  await page.goto('/targets/report');
  await expect(page.getByRole('heading', { name: 'Player Targets Report', level: 1 })).toBeVisible();
  await expect(page.getByText(/^\d+ players$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
  if ((page.viewportSize()?.width ?? 1280) >= 768) {
    const headers = page.getByRole('columnheader');
    await expect(headers).toHaveText([
      'Player',
      'Goals',
      'Goal Involvements',
      'Clean Sheets',
      'Starting %',
      'Games Played %',
    ]);
  }

  await page.getByRole('button', { name: `Set Goals target for ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Set targets for ${name}` });
  await dialog.getByLabel('Goals target').fill('-2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Goals target must be a positive number')).toBeVisible();
  await dialog.getByLabel('Starting percentage target').fill('150');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Starting percentage must be between 0 and 100')).toBeVisible();
  await dialog.getByLabel('Starting percentage target').fill('');
  await dialog.getByLabel('Goals target').fill('5');
  await page.screenshot({ path: testInfo.outputPath('targets-dialog.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const ring = page.getByRole('button', { name: `Edit Goals target for ${name}: 0%, 0/5` });
  await expect(ring).toBeVisible();
  await expect(ring).toContainText('0/5');
  await expect(ring).toContainText('0%');
  // Only the goals target was sent: the others still offer the plus button.
  await expect(page.getByRole('button', { name: `Set Starting % target for ${name}` })).toBeVisible();
  await ring.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('targets-report.png') });
});

test('the targets report downloads as CSV with its header row', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/targets/report');
  await expect(page.getByText(/^\d+ players$/)).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^player-targets-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync(await file.path(), 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const [header, first] = text.slice(1).split('\r\n');
  expect(header).toBe(
    'player_id,player_name,player_short_name,season,Goals current,Goals target,Goals progress %,Goal Involvements ' +
      'current,Goal Involvements target,Goal Involvements progress %,Clean Sheets current,Clean Sheets target,' +
      'Clean Sheets progress %,Starting % current,Starting % target,Starting % progress %,Games Played % current,' +
      'Games Played % target,Games Played % progress %',
  );
  expect(first).toMatch(/^\d+,/);
});

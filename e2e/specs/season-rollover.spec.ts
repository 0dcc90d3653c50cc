import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_PASSWORD } from '../support/env';
import { signInAt, startOwnServer, type OwnServer } from '../support/own-server';

/**
 * The season's rollover (#34) on a club of its own (it makes a new season current and moves every team up, which the
 * other specs' shared club must not see): the admin opens it from Season Management, marks a leaver, reads the
 * preview, starts the season; the teams are then in their next age group and the new season is the current one.
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startOwnServer();
});
test.afterAll(async () => server.stop());

test('the admin previews the rollover, then starts the next season', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const at = (path: string) => `${server.url}${path}`;
  await signInAt(page, server.url, 'admin', ADMIN_PASSWORD);
  await page.goto(at('/admin/seasons'));
  await page.getByRole('link', { name: 'Start the next season' }).click();
  await expect(page.getByRole('heading', { name: 'Start the next season', level: 1 })).toBeVisible();

  const lionsName = page.getByRole('textbox', { name: 'New name for Riverside U10 Lions' });
  await expect(lionsName).toHaveValue('Riverside U11 Lions');
  await expect(page.getByRole('textbox', { name: 'Age group of Riverside U10 Lions' })).toHaveValue('U11');
  await page.getByRole('button', { name: /Players of Riverside U10 Lions/ }).click();
  const leaver = page.getByRole('checkbox', { name: / is leaving$/ }).first();
  const who = (await leaver.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? '')).replace(
    / is leaving$/,
    '',
  );
  await leaver.check();

  await page.getByRole('button', { name: 'Preview the changes' }).click();
  // A table on a wide screen, a card a team on the phone.
  const phone = testInfo.project.name === 'mobile';
  const changes = page.getByRole(phone ? 'list' : 'table', { name: 'What will change' });
  const teamChange = (name: string) => changes.getByRole(phone ? 'listitem' : 'row').filter({ hasText: name });
  const lions = teamChange('Riverside U10 Lions → Riverside U11 Lions');
  await expect(lions).toContainText('U10 → U11');
  await expect(lions).toContainText('7v7 → 9v9');
  await expect(lions).toContainText('50 min → 60 min');
  await expect(lions).toContainText('12 move up, 1 leave');
  // Out of mini-soccer at U12 → U13: youth mode stays off, the format 9v9 → 11v11.
  await expect(teamChange('Riverside U12 Tigers')).toContainText('9v9 → 11v11');
  await expect(page.getByRole('list', { name: 'Leaving the club' })).toContainText(who);
  await expect(page.getByText(/parents will be asked to confirm their children’s details/)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('rollover-preview.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'season rollover preview');

  const startButton = page.getByRole('button', { name: /^Start season / });
  const seasonName = (await startButton.innerText()).replace('Start season ', '');
  await startButton.click();
  await expect(page.getByText(`Season ${seasonName} has started`)).toBeVisible();
  await expect(page.getByText('Teams moved on: 3. Players archived: 1.')).toBeVisible();

  await page.goto(at('/admin/seasons'));
  const current = page.getByRole(phone ? 'listitem' : 'row').filter({ hasText: seasonName });
  await expect(current).toContainText('Current');
  await page.goto(at('/admin/teams'));
  await expect(page.getByText('Riverside U11 Lions').first()).toBeVisible();
  await expect(page.getByText('Riverside U10 Lions')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('rollover-teams.png'), fullPage: true });
});

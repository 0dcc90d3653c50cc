import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** An entry's table row (≥ 768 px) or card (narrower). */
function auditEntry(page: Page, text: string | RegExp) {
  return page.getByRole(isMobile(page) ? 'listitem' : 'row').filter({ hasText: text });
}

test('an impersonation shows in the audit log, with who, as whom and what was recorded', async ({
  page,
  request,
}, testInfo) => {
  const api = await adminApi(request);
  const users = await api.get<{ user_id: number; username: string }[]>('/users');
  const parent = users.find((u) => u.username === 'parent2');
  if (!parent) throw new Error('demo user parent2 is missing');
  await api.post('/impersonate', { user_id: parent.user_id });
  // A write of our own that the impersonation filters below leave out.
  const teamName = unique(testInfo, 'Audit FC');
  const team = await api.post<{ team_id: number }>('/teams', {
    team_name: teamName,
    home_colours: 'Red',
    away_colours: 'White',
    age_group: 'U12',
    club_name: 'E2E Club',
    contact_number: '01234 567890',
  });

  await signInAs(page, 'admin');
  await page.goto('/admin/audit');
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Showing 1–\d+ of \d+ entries$/)).toBeVisible();

  // Other tests write to the log at the same time: narrow it down to impersonations of parent2.
  await page.getByLabel('Action', { exact: true }).fill('impersonation.start');
  await page.getByLabel('Who', { exact: true }).fill('parent2');
  // In words: the recorded name stays for the filter and the tooltip (#28 item 24).
  const entry = auditEntry(page, 'Started acting as another user').filter({ hasText: 'parent2' }).first();
  await expect(entry).toBeVisible();
  await expect(entry).toContainText('admin');
  await expect(entry).toContainText('impersonate');
  await entry.getByRole('button', { name: 'Show changes' }).click();
  await expect(page.getByText(`"user_id": ${parent.user_id}`).first()).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('audit-log-filtered.png'), fullPage: true });

  // Nothing matches an unknown entity; Clear filters brings the whole log back.
  await page.getByLabel('Entity', { exact: true }).selectOption('player-targets');
  await page.getByLabel('From', { exact: true }).fill('2001-01-01');
  await page.getByLabel('To', { exact: true }).fill('2001-01-02');
  await expect(page.getByText('No audit entries found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByLabel('Who', { exact: true })).toHaveValue('');
  // Tests running alongside write to the log too: keep to teams.
  await page.getByLabel('Entity', { exact: true }).selectOption('teams');
  await expect(auditEntry(page, 'Started acting as another user')).toHaveCount(0);
  const created = auditEntry(page, new RegExp(`teams #${team.team_id}(?!\\d)`));
  await expect(created).toContainText('Create a team');
  await expect(created).not.toContainText('POST /api/teams');
  await expect(page.getByText(/^Showing 1–\d+ of \d+ entries$/)).toBeVisible();

  // The team's record as it was written, field by field (nothing before it: a creation shows the JSON).
  await created.getByRole('button', { name: 'Show changes' }).click();
  await expect(page.getByText(`"team_name": "${teamName}"`)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('audit-log.png'), fullPage: false });

  // An update shows only what changed.
  await api.put(`/teams/${team.team_id}`, {
    team_name: teamName,
    home_colours: 'Blue',
    away_colours: 'White',
    age_group: 'U12',
    club_name: 'E2E Club',
    contact_number: '01234 567890',
  });
  await page.reload();
  await page.getByLabel('Entity', { exact: true }).selectOption('teams');
  await page.getByLabel('Action', { exact: true }).fill('PUT');
  await expect(auditEntry(page, 'Create a team')).toHaveCount(0);
  const updated = auditEntry(page, new RegExp(`teams #${team.team_id}(?!\\d)`)).filter({
    hasText: 'Change a team',
  });
  await updated.getByRole('button', { name: 'Show changes' }).click();
  const diff = page.getByRole('table', { name: `Changes to teams #${team.team_id}` });
  await expect(diff.getByRole('row')).toHaveCount(2);
  await expect(diff.getByRole('row').nth(1)).toHaveText(/home_colours\s*Red\s*Blue/);
  await page.screenshot({ path: testInfo.outputPath('audit-log-diff.png'), fullPage: false });
});

test('the admin menu links to the audit log; others are turned away', async ({ page }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  if (isMobile(page)) await page.getByRole('button', { name: 'Toggle navigation' }).click();
  const system = page.getByRole('group', { name: 'System Management' });
  await system.getByRole('link', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit$/);
  await expect(page.getByRole('heading', { name: 'Audit Log', level: 1 })).toBeVisible();

  await signInAs(page, 'coach1');
  await page.goto('/admin/audit');
  await expect(page).toHaveURL(/\/\?accessDenied=true$/);
});

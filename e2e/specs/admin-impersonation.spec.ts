import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { listEntry, openUsers, searchUsers, uniqueUsername } from '../support/admin-lists';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ADMIN_PASSWORD } from '../support/env';

/** Impersonation and the way back (issue 17): the 'Viewing as' banner and 'Return to admin'. */

/** A parent of this test's own, impersonated from User Management; answers their username and short name. */
async function impersonateNewParent(page: Page, request: APIRequestContext, testInfo: TestInfo) {
  const username = uniqueUsername(testInfo, 'banner-parent');
  const shortName = unique(testInfo, 'Sam Banner');
  const api = await adminApi(request);
  await api.post('/register', {
    username,
    password: 'pw-long-enough-1',
    role: 'user',
    short_name: shortName,
    userTypes: ['Parent'],
  });
  await openUsers(page);
  await searchUsers(page, username);
  await page.getByRole('button', { name: `Impersonate ${username}`, exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  return { username, shortName };
}

const bannerOf = (page: Page) => page.getByRole('region', { name: 'Impersonation' });

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((c) => c.name === name)?.value;
}

async function tokenIsLive(request: APIRequestContext, token: string | undefined) {
  const res = await request.get('/api/users/validate', { headers: { authorization: `Bearer ${token ?? 'none'}` } });
  return res.ok();
}

test('keeps the banner over a reload; Return to admin lands on User Management; the log has both ends', async ({
  page,
  request,
}, testInfo) => {
  const { username, shortName } = await impersonateNewParent(page, request, testInfo);
  const banner = bannerOf(page);
  await expect(banner).toHaveText(new RegExp(`^Viewing as ${shortName}\\s*Return to admin$`));
  await expect(page.getByRole('button', { name: `Account menu for ${shortName}` })).toBeVisible();

  // The banner sits under the header's row: the burger (or the collapse toggle) stays whole and clickable above it.
  const toggle = page.getByRole('button', { name: /^(Toggle|Collapse) navigation$/ });
  await expect(toggle).toBeVisible();
  const toggleBox = await toggle.boundingBox();
  const bannerBox = await banner.boundingBox();
  expect(toggleBox && bannerBox && toggleBox.y + toggleBox.height <= bannerBox.y).toBe(true);
  await page.screenshot({ path: testInfo.outputPath('impersonation-banner.png') });
  await expectNoSeriousA11yViolations(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(bannerOf(page)).toContainText(`Viewing as ${shortName}`);
  const adminToken = await cookie(page, 'admin_token');
  expect(await tokenIsLive(request, adminToken)).toBe(true);

  await bannerOf(page).getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(bannerOf(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu for admin' })).toBeVisible();
  expect(await cookie(page, 'admin_token')).toBeUndefined();
  // The admin's own session, not a new one: no sign-in happened.
  expect(await cookie(page, 'token')).toBe(adminToken);
  await page.screenshot({ path: testInfo.outputPath('returned-to-admin.png') });

  await page.goto('/admin/audit');
  await page.getByLabel('Who', { exact: true }).fill(username);
  await page.getByLabel('Action', { exact: true }).fill('impersonation');
  await expect(page.getByText(/^Showing 1–2 of 2 entries$/)).toBeVisible();
  await expect(listEntry(page, 'Started acting as another user')).toContainText('admin');
  await expect(listEntry(page, 'Returned to admin')).toContainText('admin');
  await page.screenshot({ path: testInfo.outputPath('impersonation-audit.png'), fullPage: true });
});

test('Sign Out while impersonating ends both sessions and leaves no cookie behind', async ({
  page,
  request,
}, testInfo) => {
  const { shortName } = await impersonateNewParent(page, request, testInfo);
  const impersonation = await cookie(page, 'token');
  const adminToken = await cookie(page, 'admin_token');
  expect(await tokenIsLive(request, adminToken)).toBe(true);

  await page.getByRole('button', { name: `Account menu for ${shortName}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => tokenIsLive(request, adminToken)).toBe(false);
  expect(await tokenIsLive(request, impersonation)).toBe(false);
  expect(await cookie(page, 'token')).toBeUndefined();
  expect(await cookie(page, 'admin_token')).toBeUndefined();
});

test("Return to admin after the admin's own session ended goes to sign-in, saying so", async ({
  page,
  request,
}, testInfo) => {
  await impersonateNewParent(page, request, testInfo);
  // The admin's session ends elsewhere (here: signed out through the API with its token).
  const adminToken = await cookie(page, 'admin_token');
  await request.post('/api/logout', { headers: { authorization: `Bearer ${adminToken ?? ''}` } });

  await bannerOf(page).getByRole('button', { name: 'Return to admin' }).click();
  await expect(page).toHaveURL(/\/login\?returnUrl=%2Fadmin%2Fusers$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your admin session has ended, so you are signed out. Please sign in again.',
  );
  expect(await cookie(page, 'admin_token')).toBeUndefined();
  await page.screenshot({ path: testInfo.outputPath('admin-session-ended.png') });

  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
});

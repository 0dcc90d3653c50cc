import { expect, test } from '@playwright/test';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from '../support/env';
import { signInAs } from '../support/session';

test.describe('sign-in', () => {
  test('signs in with the form, then signs out from the account menu', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2F$/);
    await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu').getByText('Admin', { exact: true }).first()).toBeVisible();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    // The token is revoked and gone: the dashboard sends us back to sign in.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login/);
    expect((await page.context().cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });

  test('a wrong password shows Invalid credentials', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').fill('coach1');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid credentials');
    await expect(page).toHaveURL(/\/login/);
  });

  test('after too many wrong passwords the form says how long to wait', async ({ page }) => {
    // A username nobody else signs in with: the server throttles per username and address, known or not.
    const username = 'throttled-e2e';
    const attempt = () => page.request.post('/api/login', { data: { username, password: 'not-the-password' } });
    // Five free failures, then waits of 1, 2 and 4 s: fail until the wait left is long enough for the form.
    for (let tries = 0; tries < 20; tries++) {
      const res = await attempt();
      const wait = Number(res.headers()['retry-after'] ?? 0);
      if (res.status() === 429 && wait >= 8) break;
      if (res.status() === 429) await page.waitForTimeout(wait * 1000);
    }
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert')).toHaveText(/^Too many sign-in attempts\. Try again in \d+ seconds\.$/);
    await expect(page).toHaveURL(/\/login/);
  });

  test('empty fields are refused without calling the server', async ({ page }) => {
    let calls = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/login')) calls++;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username and password are required').first()).toBeVisible();
    expect(calls).toBe(0);
  });

  test('returnUrl: a deep link survives sign-in', async ({ page }) => {
    await page.goto('/matches/live');
    await expect(page).toHaveURL(/\/login\?returnUrl=%2Fmatches%2Flive$/);
    await page.getByLabel('Username').fill('coach1');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/matches\/live$/);
  });

  test('Remember me keeps the token cookie for 7 days; otherwise it is a session cookie', async ({ page }) => {
    for (const remember of [true, false]) {
      await page.context().clearCookies();
      await page.goto('/login');
      await page.getByLabel('Username').fill('parent1');
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
      if (remember) await page.getByLabel('Remember me').check();
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page).toHaveURL(/\/$/);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'token');
      expect(cookie).toBeDefined();
      expect(cookie?.secure).toBe(true);
      expect(cookie?.sameSite).toBe('Strict');
      expect(cookie?.path).toBe('/');
      if (remember) {
        const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
        expect(days).toBeGreaterThan(6.9);
        expect(days).toBeLessThanOrEqual(7.01);
      } else {
        expect(cookie?.expires).toBe(-1);
      }
    }
  });

  test('a signed-in user opening /login goes to the dashboard', async ({ page }) => {
    await signInAs(page, 'coach2');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('guards', () => {
  test('a non-admin is sent away from /admin with accessDenied', async ({ page }) => {
    await signInAs(page, 'coach1');
    await page.goto('/admin/teams');
    await expect(page).toHaveURL(/\/\?accessDenied=true$/);
    await expect(page.getByText('Access denied: you do not have permission to view that page.')).toBeVisible();
  });

  test('a parent is sent away from coach-only screens', async ({ page }) => {
    await signInAs(page, 'parent1');
    await page.goto('/coach-reports');
    await expect(page).toHaveURL(/\/\?accessDenied=true$/);
  });

  test('unknown paths go to /login, which forwards a signed-in user home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/login/);
  });
});

import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

test('the warm-up screen shows while the API is down, and the app recovers when it comes back', async ({ page }) => {
  await signInAs(page, 'coach1');
  // The API stops answering: every call fails as if the server were asleep.
  let down = true;
  await page.route('**/api/**', (route) => (down ? route.fulfill({ status: 503, body: 'asleep' }) : route.fallback()));
  await page.goto('/');
  await expect(page.getByText('Warming up the server…')).toBeVisible();
  await expect(page.getByText('This can take a few seconds. Please wait.')).toBeVisible();
  await expect(page.getByText(/^Attempt [1-8] of 8$/)).toBeVisible();
  await expect(page.getByText('Attempt 2 of 8')).toBeVisible({ timeout: 10_000 });
  down = false;
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Warming up the server…')).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

/** Under 768 px the menu sits behind the burger. */
async function openNavigationIfCollapsed(page: Page) {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
}

test('the menu shows coach items to coaches and the Admin Section to admins only', async ({ page }) => {
  await signInAs(page, 'coach1');
  await page.goto('/');
  await openNavigationIfCollapsed(page);
  const nav = page.getByRole('navigation');
  for (const item of [
    'Dashboard',
    'Live Match Admin',
    'Player Targets',
    'Coach Reports',
    'Live Match',
    'Fixtures & Results',
    'Update Availability',
  ]) {
    await expect(nav.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(nav.getByText('Admin Section')).toHaveCount(0);

  await page.context().clearCookies();
  await signInAs(page, 'admin');
  await page.goto('/');
  await openNavigationIfCollapsed(page);
  await expect(page.getByText('Admin Section')).toBeVisible();
  for (const item of ['Players', 'Teams', 'Users', 'Seasons'])
    await expect(page.getByRole('navigation').getByRole('link', { name: item, exact: true })).toBeVisible();
});

test('a parent does not see coach items', async ({ page }) => {
  await signInAs(page, 'parent2');
  await page.goto('/');
  await openNavigationIfCollapsed(page);
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Fixtures & Results' })).toBeVisible();
  await expect(page.getByRole('navigation').getByRole('link', { name: 'Coach Reports' })).toHaveCount(0);
});

test('the cookie notice goes away for good once accepted', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('This site uses cookies to enhance the user experience.')).toBeVisible();
  await page.getByRole('button', { name: 'I understand' }).click();
  await expect(page.getByText('This site uses cookies to enhance the user experience.')).toHaveCount(0);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'cookieConsent');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(89.9);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome' })).toBeVisible();
  await expect(page.getByText('This site uses cookies to enhance the user experience.')).toHaveCount(0);
});

test('screens not built yet show their titled placeholder', async ({ page }) => {
  await signInAs(page, 'coach1');
  await page.goto('/calendar/training');
  await expect(page.getByRole('heading', { name: 'Training Calendar' })).toBeVisible();
  await page.goto('/players/details');
  await expect(page.getByRole('heading', { name: 'Player Details' })).toBeVisible();
});

import { expect, test, type Page } from '@playwright/test';
import { signInAs } from '../support/session';

const isWide = (page: Page) => (page.viewportSize()?.width ?? 1280) >= 768;

/** The side menu on wide screens, the 'Admin panel' select on narrow ones. */
async function choosePanel(page: Page, label: string) {
  if (isWide(page))
    await page.getByRole('navigation', { name: 'Admin panel' }).getByRole('link', { name: label, exact: true }).click();
  else await page.getByRole('combobox', { name: 'Admin panel' }).selectOption({ label });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('opens on the users panel, with the seven panels in order', async ({ page }) => {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
  const labels = [
    'User Management',
    'Team Management',
    'Player Management',
    'Match Management',
    'Match Types',
    'Opposition Teams',
    'Training Sessions',
  ];
  if (isWide(page)) {
    const menu = page.getByRole('navigation', { name: 'Admin panel' });
    await expect(menu.getByRole('link')).toHaveText(labels);
    await expect(menu.getByRole('link', { name: 'User Management' })).toHaveAttribute('aria-current', 'page');
  } else {
    const select = page.getByRole('combobox', { name: 'Admin panel' });
    await expect(select).toHaveValue('users');
    await expect(select.locator('option')).toHaveText(labels);
  }
});

test('?panel=teams opens Team Management; an unknown panel falls back to users', async ({ page }) => {
  await page.goto('/admin?panel=teams');
  await expect(page.getByRole('heading', { name: 'Team Management', level: 2 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Search teams...' })).toBeVisible();

  await page.goto('/admin?panel=nonsense');
  await expect(page.getByRole('heading', { name: 'User Management' })).toBeVisible();
});

test('choosing a panel shows it and updates ?panel=', async ({ page }) => {
  await page.goto('/admin');
  await choosePanel(page, 'Player Management');
  await expect(page.getByRole('heading', { name: 'Player Management', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?panel=players$/);

  await choosePanel(page, 'Opposition Teams');
  await expect(page.getByRole('heading', { name: 'Manage Opposition Teams', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?panel=opposition-teams$/);

  await choosePanel(page, 'Match Types');
  await expect(page.getByRole('heading', { name: 'Match Type Management', level: 2 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?panel=match-types$/);

  // The address keeps the panel: a reload opens it again.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Match Type Management', level: 2 })).toBeVisible();
});

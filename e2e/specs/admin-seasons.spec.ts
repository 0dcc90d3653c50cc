import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { signInAs } from '../support/session';

interface Season {
  season_id: number;
  name: string;
}

function seasonItem(page: Page, name: string) {
  const wide = (page.viewportSize()?.width ?? 1280) >= 768;
  return page.getByRole(wide ? 'row' : 'listitem').filter({ hasText: name });
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'admin');
});

test('creates a season: Add New Season hides while the form is open; an empty form is refused', async ({
  page,
}, testInfo) => {
  const name = unique(testInfo, '2031-32');
  await page.goto('/admin/seasons');
  await expect(page.getByRole('heading', { name: 'Season Management', level: 1 })).toBeVisible();
  for (const header of ['Season Name', 'Start Date', 'End Date', 'Status', 'Actions']) {
    if ((page.viewportSize()?.width ?? 1280) >= 768)
      await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Add New Season' }).click();
  await expect(page.getByRole('button', { name: 'Add New Season' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Create New Season' });
  await expect(form.getByRole('heading', { name: 'Create New Season' })).toBeVisible();
  await expect(form.getByLabel('Season Name')).toHaveAttribute('placeholder', '2024-25');
  await form.getByRole('button', { name: 'Create Season' }).click();
  await expect(form.getByText('Season name is required')).toBeVisible();
  await expect(form.getByText('Start date is required')).toBeVisible();
  await expect(form.getByText('End date is required')).toBeVisible();

  await form.getByLabel('Season Name').fill(name);
  await form.getByLabel('Start Date').fill('2031-08-01');
  await form.getByLabel('End Date').fill('2032-05-31');
  await expect(form.getByLabel('Current Season')).not.toBeChecked();
  await form.getByRole('button', { name: 'Create Season' }).click();

  await expect(form).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add New Season' })).toBeVisible();
  await expect(seasonItem(page, name)).toContainText('2031-08-01');
  await expect(seasonItem(page, name)).toContainText('Inactive');
});

test('Cancel closes the form and clears it', async ({ page }) => {
  await page.goto('/admin/seasons');
  await page.getByRole('button', { name: 'Add New Season' }).click();
  await page.getByLabel('Season Name').fill('half typed');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('form', { name: 'Create New Season' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add New Season' }).click();
  await expect(page.getByLabel('Season Name')).toHaveValue('');
});

test('edits a season with Edit Season and Update Season', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const name = unique(testInfo, '2033-34');
  await api.post('/seasons', { name, start_date: '2033-08-01', end_date: '2034-05-31', is_current: false });
  await page.goto('/admin/seasons');

  await seasonItem(page, name).getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('form', { name: 'Edit Season' });
  await expect(form.getByRole('heading', { name: 'Edit Season' })).toBeVisible();
  await expect(form.getByLabel('Season Name')).toHaveValue(name);
  await expect(form.getByLabel('Start Date')).toHaveValue('2033-08-01');
  await form.getByLabel('End Date').fill('2034-06-30');
  await form.getByRole('button', { name: 'Update Season' }).click();
  await expect(form).toHaveCount(0);
  await expect(seasonItem(page, name)).toContainText('2034-06-30');
});

test('deletes a season after the confirmation naming it', async ({ page, request }, testInfo) => {
  const api = await adminApi(request);
  const name = unique(testInfo, '2035-36');
  await api.post('/seasons', { name, start_date: '2035-08-01', end_date: '2036-05-31', is_current: false });
  await page.goto('/admin/seasons');

  await seasonItem(page, name).getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Are you sure you want to delete the season "${name}"?`);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(seasonItem(page, name)).toHaveCount(0);
  expect((await api.get<Season[]>('/seasons')).some((s) => s.name === name)).toBe(false);
});

test('a failed create shows the red banner, cleared by the next success', async ({ page }, testInfo) => {
  const name = unique(testInfo, '2037-38');
  let fail = true;
  await page.route('**/api/seasons', (route) => {
    if (route.request().method() === 'POST' && fail) {
      fail = false;
      return route.fulfill({ status: 500, body: '' });
    }
    return route.fallback();
  });
  await page.goto('/admin/seasons');
  await page.getByRole('button', { name: 'Add New Season' }).click();
  await page.getByLabel('Season Name').fill(name);
  await page.getByLabel('Start Date').fill('2037-08-01');
  await page.getByLabel('End Date').fill('2038-05-31');
  await page.getByRole('button', { name: 'Create Season' }).click();
  await expect(page.getByRole('alert')).toHaveText('Failed to create season');
  // The form stays open with what was typed; trying again succeeds and clears the banner.
  await page.getByRole('button', { name: 'Create Season' }).click();
  await expect(seasonItem(page, name)).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test("shows 'Loading seasons...' and then the empty text when there are none", async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/seasons', async (route) => {
    await released;
    await route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
  });
  await page.goto('/admin/seasons');
  await expect(page.getByText('Loading seasons...')).toBeVisible();
  release();
  await expect(page.getByText('No seasons found. Create your first season to get started.')).toBeVisible();
});

test(
  "a list that cannot be read shows 'Failed to load seasons' " + 'with Retry, not the empty text; Retry reads it again',
  async ({ page }) => {
    let fail = true;
    await page.route('**/api/seasons', (route) =>
      route.request().method() === 'GET' && fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.fallback(),
    );
    await page.goto('/admin/seasons');
    await expect(page.getByRole('heading', { name: 'Season Management', level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Failed to load seasons');
    await expect(page.getByText('No seasons found. Create your first season to get started.')).toHaveCount(0);
    await expect(page.getByText(/^Showing \d+ of \d+/)).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Seasons' }).or(page.getByRole('list', { name: 'Seasons' })),
    ).toHaveCount(0);

    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByRole('table', { name: 'Seasons' }).or(page.getByRole('list', { name: 'Seasons' })),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  },
);

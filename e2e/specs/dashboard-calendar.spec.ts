import { expect, test, type Locator } from '@playwright/test';
import { signInAs } from '../support/session';

/** Sections below the fold load once scrolled to, after the first screen has loaded: scroll until `loaded` shows. */
async function scrollUntilShown(section: Locator, loaded: Locator) {
  await expect(async () => {
    await section.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await expect(loaded).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}

test('the subscribe panel shows the calendar link and Reset link changes it', async ({ page }, testInfo) => {
  // One account per project: the reset changes the account's link.
  await signInAs(page, testInfo.project.name === 'desktop' ? 'coach3' : 'parent2');
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Subscribe to calendar' });
  const link = panel.getByRole('textbox', { name: 'Calendar link' });
  await scrollUntilShown(panel, link);
  await expect(link).toHaveValue(/^http:\/\/localhost:\d+\/api\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/);
  const before = await link.inputValue();
  await expect(panel.getByRole('img', { name: 'QR code for your calendar link' })).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml;base64,/,
  );
  await expect(panel.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
    'href',
    before.replace(/^http:/, 'webcal:'),
  );

  // The feed answers with the user's calendar.
  const feed = await page.request.get(before);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');

  await panel.getByRole('button', { name: 'Reset link' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('The old link will stop working');
  await dialog.getByRole('button', { name: 'Reset link' }).click();
  await expect(dialog).toBeHidden();
  await expect(link).not.toHaveValue(before);
  await expect(link).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{20,}\.ics$/);
  await expect(panel.getByRole('status').first()).toContainText('has been reset');
  expect((await page.request.get(before)).status()).toBe(404);
});

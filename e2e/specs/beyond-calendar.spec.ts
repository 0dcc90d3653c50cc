import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInAs } from '../support/session';

test("'Add to calendar' in the match popup downloads the match as an .ics event", async ({ page }) => {
  await signInAs(page, 'parent1');
  await page.goto('/matches/fixtures');
  await expect(page.getByRole('heading', { name: 'Fixtures & Results', level: 1 })).toBeVisible();
  const card = page.getByRole('article').first();
  const title = (await card.getAttribute('aria-label')) ?? '';
  await card.getByRole('button', { name: title }).click();
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup.getByRole('heading', { name: 'Match Information' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    popup.getByRole('button', { name: 'Add to calendar' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^match-\d+\.ics$/);
  const text = await readFile(await download.path(), 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('BEGIN:VEVENT');
  // The event names both sides (long lines are folded in .ics).
  const summary = /^SUMMARY:(.*)$/m.exec(text.replace(/\r?\n[ \t]/g, ''))?.[1] ?? '';
  for (const side of title.split(' vs ')) expect(summary).toContain(side);
  await expect(popup.getByRole('alert')).toHaveCount(0);
});

import { expect, type Page, type TestInfo } from '@playwright/test';
import { unique } from './api';
import { signInAs } from './session';

const isMobile = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** An entry of an admin list (users, players): its table row (≥ 768 px) or card (narrower). */
export function listEntry(page: Page, text: string) {
  return page.getByRole(isMobile(page) ? 'listitem' : 'row').filter({ hasText: text });
}

/** A username no other test uses (no spaces, so it reads like a real one). */
export function uniqueUsername(testInfo: TestInfo, base: string) {
  return unique(testInfo, base).replace(/\s+/g, '-').toLowerCase();
}

/** Signs in as the admin and opens User Management. */
export async function openUsers(page: Page) {
  await signInAs(page, 'admin');
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
}

export async function searchUsers(page: Page, text: string) {
  await page.getByPlaceholder('Search users...').fill(text);
}

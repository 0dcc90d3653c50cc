import { expect, test, type Page } from '@playwright/test';
import { unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { signInAs } from '../support/session';

// Club messages (decision 107): a coach posts to a team; a parent of it sees the unread count, opens the message,
// and the coach's 'Seen by' grows. Both widths share the demo club, so each run's message has a subject of its own
// and counts are read, not assumed.

const TEAM = 'Riverside U10 Lions';

/** The header's inbox link: 'Inbox' or 'Inbox, n unread'. */
const inboxLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Inbox/ });

test('a coach messages a team; a parent opens it and the coach sees it seen', async ({ browser, page }, testInfo) => {
  const subject = unique(testInfo, 'Training moves to Thursday');
  await signInAs(page, 'coach1');
  await page.goto('/inbox');
  await expect(page.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New message' }).click();
  await expect(page.getByRole('heading', { name: 'New message', level: 1 })).toBeVisible();

  // Nothing chosen, nothing written: the form says what is missing.
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Choose at least one team or the whole club')).toBeVisible();
  await expect(page.getByText('Subject is required')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('new-message-errors.png'), fullPage: true });

  await page.getByRole('checkbox', { name: TEAM }).check();
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Same time, same place.\n\nBring water and shin pads.');
  await expectNoSeriousA11yViolations(page, 'new message');
  await page.getByRole('button', { name: 'Send message' }).click();

  // The sender lands on the message: nobody has seen it yet.
  await expect(page.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  const seenBy = page.getByRole('heading', { name: /^Seen by \d+ of \d+$/, level: 2 });
  await expect(seenBy).toHaveText(/^Seen by 0 of [1-9]\d*$/);
  const total = Number(/of (\d+)/.exec((await seenBy.textContent()) ?? '')?.[1]);
  await page.screenshot({ path: testInfo.outputPath('sent-message-unseen.png'), fullPage: true });

  // The parent of a Lions player: the unread count, the message bold with 'Unread', then opened.
  const { baseURL, viewport, isMobile, hasTouch } = testInfo.project.use;
  const parentContext = await browser.newContext({ baseURL, viewport, isMobile, hasTouch });
  const parent = await parentContext.newPage();
  const token = await signInAs(parent, 'parent1');
  const account = await parent.request.get('/api/account', { headers: { authorization: `Bearer ${token}` } });
  const parentName = ((await account.json()) as { short_name: string }).short_name;
  await expect(page.getByRole('list', { name: 'Not seen yet' })).toContainText(parentName);
  await parent.goto('/');
  await expect(inboxLink(parent)).toHaveAccessibleName(/^Inbox, [1-9]\d* unread$/);
  // The menu's item says it too (on a phone the menu is behind the burger).
  if (!isMobile) {
    const menuItem = parent.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /^Inbox/ });
    await expect(menuItem).toHaveAccessibleName(/^Inbox, [1-9]\d* unread$/);
  }
  await inboxLink(parent).click();
  const row = parent.getByRole('link', { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Unread', { exact: true })).toBeVisible();
  await parent.screenshot({ path: testInfo.outputPath('parent-inbox.png'), fullPage: true });
  await row.click();
  await expect(parent.getByRole('heading', { name: subject, level: 1 })).toBeVisible();
  await expect(parent.getByText('Bring water and shin pads.', { exact: false })).toBeVisible();
  await expect(parent.getByText(`From Coach Dan · To ${TEAM}`)).toBeVisible();
  // Only the sender sees who has seen it.
  await expect(parent.getByRole('heading', { name: /^Seen by/ })).toHaveCount(0);
  await parent.screenshot({ path: testInfo.outputPath('parent-message.png'), fullPage: true });
  await parent.getByRole('link', { name: 'Back to inbox' }).click();
  await expect(parent.getByRole('link', { name: new RegExp(subject) }).getByText('Unread')).toHaveCount(0);
  await parentContext.close();

  // The coach's 'Seen by' has grown by the parent.
  await page.reload();
  await expect(seenBy).toHaveText(`Seen by 1 of ${total}`);
  await expect(page.getByRole('list', { name: 'Seen', exact: true })).toContainText(parentName);
  await expect(page.getByRole('list', { name: 'Not seen yet' })).not.toContainText(parentName);
  await page.screenshot({ path: testInfo.outputPath('sent-message-seen.png'), fullPage: true });
  await page.getByRole('link', { name: 'Back to inbox' }).click();
  await page.getByRole('tab', { name: 'Sent' }).click();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toContainText(`Seen by 1 of ${total}`);
  await page.screenshot({ path: testInfo.outputPath('inbox-sent.png'), fullPage: true });
});

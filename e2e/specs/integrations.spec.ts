import { expect, test, type Page } from '@playwright/test';
import { WebhookReceiver } from '../../apps/server/test/support/webhook-receiver';
import { unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { isMobile, openFromMenu } from '../support/money';
import { signInAs } from '../support/session';
import { smallTargets } from '../support/tap-targets';

/**
 * API keys and webhooks (#35, decision 137) in the browser: an admin creates a key and sees it once, the club's
 * website reads the fixtures with it (from the page and from another client), the admin revokes it and it is refused;
 * then the admin adds a webhook pointing at a receiver this spec runs, sends a test event and sees it delivered in the
 * log, and deletes the webhook.
 */

/** What the club's website would do: GET /api/matches with the key, from the page itself. */
const fetchWithKey = (page: Page, key: string) =>
  page.evaluate(async (bearer) => {
    const res = await fetch('/api/matches', { headers: { authorization: `Bearer ${bearer}` }, credentials: 'omit' });
    return res.status;
  }, key);

async function expectThumbSized(page: Page) {
  if (!isMobile(page)) return;
  const { all, small } = await smallTargets(page.getByRole('main'));
  expect(all).toBeGreaterThanOrEqual(2);
  expect(small).toEqual([]);
}

test('an admin makes an API key, sees it once, and revokes it', async ({ page, request }, testInfo) => {
  const name = unique(testInfo, 'Club website');
  await signInAs(page, 'admin');
  await page.goto('/');
  await openFromMenu(page, 'Integrations', 'System Management');
  await expect(page.getByRole('heading', { level: 1, name: 'Integrations' })).toBeVisible();
  await expect(page.getByText('Loading API keys...')).toHaveCount(0);

  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Name is required');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await expect(dialog.getByRole('checkbox', { name: /Read fixtures and results/ })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  const shown = dialog.getByRole('textbox', { name: 'Your new API key' });
  await expect(shown).toHaveValue(/^tl_[A-Za-z0-9_-]{43}$/);
  await expect(dialog.getByText('Copy it now: it will not be shown again.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('status')).toHaveText(/Copied|Could not copy/);
  const key = await shown.inputValue();
  await expectNoSeriousA11yViolations(page, 'the new key');
  await page.screenshot({ path: testInfo.outputPath('integrations-key-once.png') });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Listed by name and first characters; the key itself is nowhere on the page any more.
  const row = page.getByRole('listitem').filter({ hasText: name });
  await expect(row).toContainText(key.slice(0, 11));
  await expect(row).toContainText('Read fixtures');
  expect(await page.content()).not.toContain(key.slice(11));

  // The club's website reads the fixtures with it: from a page, and from another client.
  expect(await fetchWithKey(page, key)).toBe(200);
  const matches = await request.get('/api/matches', { headers: { authorization: `Bearer ${key}` } });
  expect(matches.status()).toBe(200);
  expect(Array.isArray(await matches.json())).toBe(true);
  // Not the players.
  const players = await request.get('/api/players', { headers: { authorization: `Bearer ${key}` } });
  expect(players.status()).toBe(403);
  await page.reload();
  await expect(row).toContainText('Last used');

  await row.getByRole('button', { name: `Revoke ${name}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Anything that uses it stops working at once.');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(row).toContainText('Revoked');
  await expect(row.getByRole('button', { name: `Revoke ${name}` })).toHaveCount(0);
  expect(await fetchWithKey(page, key)).toBe(401);
  const refused = await request.get('/api/matches', { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  await expectThumbSized(page);
});

test('an admin adds a webhook and sees a test event delivered in its log', async ({ page }, testInfo) => {
  const receiver = await WebhookReceiver.start();
  try {
    const path = `/hooks/${testInfo.project.name}-${testInfo.workerIndex}-${Date.now().toString(36)}`;
    const url = receiver.url(path);
    await signInAs(page, 'admin');
    await page.goto('/admin/integrations');
    await expect(page.getByText('Loading webhooks...')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add webhook' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add webhook' });
    await dialog.getByRole('textbox', { name: 'Address (URL)' }).fill('ftp://example.org/');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByRole('alert')).toContainText('The URL must be a web address');
    await dialog.getByRole('textbox', { name: 'Address (URL)' }).fill(url);
    // What this receiver asks for: a squad published (and the test event, which any webhook may be sent).
    for (const event of ['fixture.created', 'fixture.changed', 'fixture.cancelled', 'result.final'])
      await dialog.getByRole('checkbox', { name: new RegExp(`\\(${event.replace('.', '\\.')}\\)`) }).uncheck();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    const secret = dialog.getByRole('textbox', { name: 'Signing secret' });
    await expect(secret).toHaveValue(/^whsec_/);
    await expect(dialog.getByText('Copy it now: it will not be shown again.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    const card = page.getByRole('listitem').filter({ hasText: url });
    await expect(card).toContainText('squad.published');
    await expect(card).toContainText('On');
    await card.getByRole('button', { name: `Send test event: ${url}` }).click();
    await expect(card.getByText('Test event sent: see the delivery log.')).toBeVisible();
    // Other specs may publish squads meanwhile: the ping is among what the receiver got.
    await expect.poll(() => receiver.received.some((r) => r.body.event === 'ping'), { timeout: 15_000 }).toBe(true);
    // The log reads itself again while the delivery is on its way.
    const delivery = card.getByRole('listitem').filter({ hasText: 'ping' });
    await expect(delivery).toContainText('Delivered', { timeout: 15_000 });
    await expect(delivery).toContainText('1 attempt');
    await expect(card.getByRole('status').filter({ hasText: 'Showing' })).toHaveText(/^Showing 1–\d+ of \d+$/);
    await expectNoSeriousA11yViolations(page, 'the delivery log');
    await expectThumbSized(page);
    await page.screenshot({ path: testInfo.outputPath('integrations-webhook-log.png'), fullPage: true });

    await card.getByRole('button', { name: `Turn off: ${url}` }).click();
    await expect(card).toContainText('Off');
    await card.getByRole('button', { name: `Delete the webhook to ${url}` }).click();
    await page.getByRole('dialog', { name: 'Please confirm' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card).toHaveCount(0);
  } finally {
    await receiver.close();
  }
});

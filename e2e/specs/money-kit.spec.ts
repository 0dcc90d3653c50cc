import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  addDays,
  dayText,
  familyOf,
  isMobile,
  moneyUser,
  oneChildFamily,
  openFromMenu,
  phone,
  pickDate,
  signInWithForm,
} from '../support/money';
import { smallTargets } from '../support/tap-targets';

/**
 * Kit orders (#33): the treasurer opens a team's order (a numbered shirt, socks), a parent chooses sizes for their
 * child on the phone, the treasurer closes it, which charges the family, and downloads the supplier's CSV; the
 * parent then sees the kit on Payments.
 */

test('the treasurer opens a kit order, a parent orders on the phone, the treasurer closes and charges it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await adminApi(page.request);
  const { teamName, childName, playerId, parent } = await oneChildFamily(api, testInfo, 'Hawks', 'Hana Hawk', 7);
  const treasurer = await moneyUser(api, testInfo, 'treasurer', true);
  const { today, reference } = await familyOf(api, playerId);
  const title = unique(testInfo, 'Home kit');
  const deadline = addDays(today, 7);

  // The treasurer opens the order: a shirt with sizes and the child's number, and socks.
  await signInWithForm(page, treasurer.username);
  await openFromMenu(page, 'Kit Orders', 'Money');
  await expect(page.getByRole('heading', { name: 'Kit Orders', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Open a kit order' });
  await form.getByRole('combobox', { name: 'Team' }).selectOption({ label: teamName });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await pickDate(page, 'Deadline', today, deadline);
  const shirt = form.getByRole('group', { name: 'Item 1' });
  await shirt.getByRole('textbox', { name: 'Item' }).fill('Shirt');
  await shirt.getByRole('textbox', { name: 'Sizes' }).fill('YS, YM, YL');
  await shirt.getByRole('textbox', { name: 'Price' }).fill('18.00');
  await shirt.getByRole('checkbox', { name: 'With shirt number' }).check();
  await form.getByRole('button', { name: 'Add an item' }).click();
  const socks = form.getByRole('group', { name: 'Item 2' });
  await socks.getByRole('textbox', { name: 'Item' }).fill('Socks');
  await socks.getByRole('textbox', { name: 'Sizes' }).fill('S, M');
  await socks.getByRole('textbox', { name: 'Price' }).fill('6.50');
  await form.getByRole('button', { name: 'Open kit order' }).click();
  await expect(form.getByText(`Kit order ${title} opened.`)).toBeVisible();
  const order = page.getByRole('article', { name: title });
  await expect(order).toContainText(`${teamName} · Total £0.00`);
  await expect(order.getByText(`Open until ${dayText(deadline)}`)).toBeVisible();
  await expect(order.getByText('Nobody has ordered yet.')).toBeVisible();

  // The parent, on the phone, chooses a shirt in YM with the child's own number and two pairs of socks.
  const mobile = await phone(browser, testInfo);
  await signInWithForm(mobile, parent.username);
  await openFromMenu(mobile, 'Payments');
  const kit = mobile.getByRole('article', { name: title });
  await expect(kit.getByText(`${teamName} · order by ${dayText(deadline)}`)).toBeVisible();
  const child = kit.getByRole('group', { name: childName });
  await expect(child.getByText('£18.00 each')).toBeVisible();
  await child.getByRole('combobox', { name: `Shirt size for ${childName}` }).selectOption('YM');
  await expect(child.getByRole('textbox', { name: `Shirt shirt number for ${childName}` })).toHaveValue('7');
  await child.getByRole('combobox', { name: `Socks size for ${childName}` }).selectOption('M');
  await child.getByRole('combobox', { name: `Socks quantity for ${childName}` }).selectOption('2');
  await expect(child.getByText('Total £31.00')).toBeVisible();
  await child.getByRole('button', { name: `Save the order for ${childName}` }).click();
  await expect(child.getByRole('status')).toHaveText('Order saved');
  const { small } = await smallTargets(kit);
  expect(small).toEqual([]);
  await kit.scrollIntoViewIfNeeded();
  await mobile.screenshot({ path: testInfo.outputPath('payments-kit-order.png') });
  await expectNoSeriousA11yViolations(mobile, 'payments kit order');

  // The treasurer sees the order, closes it (which charges the family) and downloads the supplier's CSV.
  await page.reload();
  await expect(order).toContainText(`${teamName} · Total £31.00`);
  // A table on a wide screen; on a phone one line an order.
  if (isMobile(page)) {
    const lines = order.getByRole('list', { name: `Orders for ${title}` }).getByRole('listitem');
    await expect(lines).toHaveText([
      `${childName}Shirt, size YM, number 7, × 1£18.00`,
      `${childName}Socks, size M, × 2£13.00`,
    ]);
  } else {
    const rows = order.getByRole('table', { name: `Orders for ${title}` }).getByRole('row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([childName, 'Shirt', 'YM', '7', '1', '£18.00']);
    await expect(rows.nth(2).getByRole('cell')).toHaveText([childName, 'Socks', 'M', '—', '2', '£13.00']);
  }
  await order.getByRole('button', { name: 'Close and charge' }).click();
  const dialog = page.getByRole('dialog', { name: 'Close and charge' });
  await expect(dialog).toContainText(`Close ${title} and charge each family for what it ordered?`);
  await dialog.getByRole('button', { name: 'Close and charge' }).click();
  await expect(order.getByText('Closed: 1 family charged £31.00')).toBeVisible();
  await expect(order.getByText(`Charged ${dayText(today)}`)).toBeVisible();
  await expect(order.getByRole('button', { name: 'Close and charge' })).toHaveCount(0);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    order.getByRole('button', { name: 'Supplier CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^kit-order-\d+\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv.split('\r\n')).toEqual([
    'Item,Size,Number,Quantity,Unit price,Currency',
    'Shirt,YM,7,1,18.00,GBP',
    'Socks,M,,2,6.50,GBP',
    '',
  ]);
  await order.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('kit-orders.png') });
  await expectNoSeriousA11yViolations(page, 'kit orders');

  // The parent's Payments: the kit is charged, and the closed order shows what was ordered.
  await mobile.reload();
  const family = mobile.getByRole('article', { name: `Family of ${childName}` });
  await expect(family.getByRole('heading', { name: 'You owe £31.00', level: 2 })).toBeVisible();
  await expect(family.getByText(reference, { exact: true })).toBeVisible();
  const entries = family.getByRole('list', { name: `Charges and payments of ${reference}` }).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.filter({ hasText: `${title}: Shirt (YM)` })).toContainText('£18.00');
  await expect(entries.filter({ hasText: `${title}: Socks (M) × 2` })).toContainText('£13.00');
  await expect(kit.getByText(`${teamName} · closed`)).toBeVisible();
  await expect(kit.getByRole('list', { name: `What was ordered in ${title}` }).getByRole('listitem')).toHaveText([
    `Shirt, size YM, number 7, × 1${childName}£18.00`,
    `Socks, size M, × 2${childName}£13.00`,
  ]);
  await expect(kit.getByRole('button', { name: `Save the order for ${childName}` })).toHaveCount(0);
  await mobile.screenshot({ path: testInfo.outputPath('payments-kit-charged.png'), fullPage: true });
  await expectNoSeriousA11yViolations(mobile, 'payments after the kit charge');
  await mobile.context().close();
});

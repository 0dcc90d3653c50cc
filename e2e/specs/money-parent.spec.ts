import { expect, test } from '@playwright/test';
import { adminApi } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import {
  addDays,
  CLUB_BANK,
  dayText,
  familyOf,
  isMobile,
  monthsAfter,
  oneChildFamily,
  openFromMenu,
  signInWithForm,
} from '../support/money';
import { smallTargets } from '../support/tap-targets';

/**
 * A parent's Payments (#33, decision 133), phone first: what the family owes and how overdue, the reference to copy,
 * the club's bank details, and every charge and payment. The club charges in pounds, so no EPC QR code (euros only).
 */

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('a parent sees what they owe, how overdue, their reference to copy, the bank details and the entries', async ({
  page,
}, testInfo) => {
  const api = await adminApi(page.request);
  await api.put('/money/settings', CLUB_BANK);
  const { playerId, childName, parent } = await oneChildFamily(api, testInfo, 'Otters', 'Olly Otter');
  const family = await familyOf(api, playerId);
  const { today } = family;
  // Subs of £120.00 in two instalments, the first 20 days ago; a tournament; £20.00 paid in cash since.
  await api.post('/money/charges', {
    scope: 'family',
    family_id: family.family_id,
    category: 'subs',
    description: 'Season subs 2026/27',
    amount_minor: 12000,
    first_due_on: addDays(today, -20),
    instalments: 2,
  });
  await api.post('/money/charges', {
    scope: 'family',
    family_id: family.family_id,
    category: 'one_off',
    description: 'Tournament entry',
    amount_minor: 1500,
    first_due_on: addDays(today, -5),
  });
  await api.post('/money/payments', {
    family_id: family.family_id,
    amount_minor: 2000,
    paid_on: addDays(today, -10),
    method: 'cash',
  });

  await signInWithForm(page, parent.username);
  await openFromMenu(page, 'Payments');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const card = page.getByRole('article', { name: `Family of ${childName}` });
  await expect(card.getByRole('heading', { name: 'You owe £115.00', level: 2 })).toBeVisible();
  // The first instalment, 20 days past due, is not paid off yet (£40.00 of it is left).
  await expect(card.getByText('Overdue by 20 days')).toBeVisible();
  await expect(card.getByText('Pay by bank transfer with your reference, so the club sees it is yours.')).toBeVisible();
  await expect(card.getByText(family.reference, { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Copy reference' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(family.reference);

  await expect(card.getByRole('heading', { name: 'Bank details' })).toBeVisible();
  const details: [string, string][] = [
    ['Payee', 'Touchline FC'],
    ['Sort code', '12-34-56'],
    ['Account number', '12345678'],
  ];
  for (const [label, value] of details)
    await expect(card.getByText(label, { exact: true }).locator('..')).toContainText(value);
  await expect(card.getByRole('button', { name: 'Copy sort code' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Copy account number' })).toBeVisible();
  // A GBP club: no QR code for a SEPA transfer, and no IBAN.
  await expect(card.getByRole('img')).toHaveCount(0);
  await expect(card.getByText('IBAN', { exact: true })).toHaveCount(0);

  // The entries, newest first: when, what, for whom, how much (a payment below 0). A table on a wide screen; on a
  // phone one line an entry.
  const expected: [string, string, string, string][] = [
    [monthsAfter(addDays(today, -20), 1), 'Season subs 2026/27 (2/2)', childName, '£60.00'],
    [addDays(today, -5), 'Tournament entry', childName, '£15.00'],
    [addDays(today, -10), 'Payment', '', '-£20.00'],
    [addDays(today, -20), 'Season subs 2026/27 (1/2)', childName, '£60.00'],
  ];
  const label = `Charges and payments of ${family.reference}`;
  if (isMobile(page)) {
    const items = card.getByRole('list', { name: label }).getByRole('listitem');
    await expect(items).toHaveCount(4);
    for (const [i, [date, what, child, amount]] of expected.entries())
      await expect(items.nth(i)).toHaveText(`${what}${child ? `${dayText(date)} · ${child}` : dayText(date)}${amount}`);
  } else {
    const rows = card.getByRole('table', { name: label }).getByRole('row');
    await expect(rows).toHaveCount(5);
    for (const [i, [date, what, child, amount]] of expected.entries())
      await expect(rows.nth(i + 1).getByRole('cell')).toHaveText([dayText(date), what, child || '—', amount]);
  }

  if (isMobile(page)) {
    const { all, small } = await smallTargets(page.getByRole('main'));
    expect(all).toBeGreaterThanOrEqual(4);
    expect(small).toEqual([]);
  }
  await page.screenshot({ path: testInfo.outputPath('payments.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'payments');
});

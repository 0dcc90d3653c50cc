import { expect, test, type Page } from '@playwright/test';
import { adminApi, unique } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { ownTeam } from '../support/match-day';
import {
  addDays,
  dayText,
  familyOf,
  isMobile,
  moneyUser,
  monthsAfter,
  openFromMenu,
  pickDate,
  player,
  signInWithForm,
  uniqueUser,
} from '../support/money';

/**
 * The treasurer's month (#33, decision 133): season subs raised for a team in three instalments, the second child of
 * a family paying 25 % less; a bank statement imported, its credit carrying a family's reference confirmed and an
 * unmatched one assigned to another family; then each family's balance and how old its debt is, to the penny.
 */

const DESCRIPTION = 'Season subs 2026/27';

/** '14/10/2026' for 2026-10-14, as UK banks write dates. */
const ukDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** A new child's fields (the player form's). */
const child = (name: string, dateOfBirth: string, shirt: number) => ({
  player_name: name,
  preferred_position: 'Midfielder',
  date_of_birth: dateOfBirth,
  shirt_number: shirt,
});

/** A family's entry on Balances: its table row (≥ 768 px) or card (narrower). */
const familyEntry = (page: Page, reference: string) =>
  page
    .getByRole('list', { name: 'Families' })
    .or(page.getByRole('table', { name: 'Families' }))
    .getByRole(isMobile(page) ? 'listitem' : 'row')
    .filter({ hasText: reference });

test('the treasurer raises subs, imports a bank statement, confirms its credits and reads the balances', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const api = await adminApi(page.request);
  // Two teams of the test's own: the Kestrels are charged on screen; the Merlins' subs were raised before.
  const kestrels = await ownTeam(api, testInfo, 'Kestrels');
  const merlins = await ownTeam(api, testInfo, 'Merlins');
  const ava = unique(testInfo, 'Ava Finch');
  const alfie = unique(testInfo, 'Alfie Finch');
  const ben = unique(testInfo, 'Ben Wren');
  // The Finches' parent with Ava and her older brother Alfie, added in one go (so the money screens, which another
  // test may open at any moment, never see the children without their parent); the Wrens' parent with Ben.
  const finchEmail = `${uniqueUser(testInfo, 'finch')}@example.com`;
  const finchFamily = await api.post<{ children: { player_id: number; player_name: string }[] }>('/families', {
    parent_name: unique(testInfo, 'Jo Finch'),
    email: finchEmail,
    new_players: [
      { ...child(ava, '2015-04-04', 4), team_id: kestrels.teamId },
      { ...child(alfie, '2013-02-02', 9), team_id: merlins.teamId },
    ],
    invite: false,
  });
  const idOf = (name: string) => finchFamily.children.find((c) => c.player_name === name)?.player_id ?? 0;
  const [avaId, alfieId] = [idOf(ava), idOf(alfie)];
  const benId = await player(api, kestrels.teamId, ben, '2015-06-06', 6);
  const wrenParent = await moneyUser(api, testInfo, 'wren');
  await api.post('/parent-player-associations', { parent_user_id: wrenParent.userId, player_id: benId });
  const treasurer = await moneyUser(api, testInfo, 'treasurer', true);

  const finches = await familyOf(api, avaId);
  const wrens = await familyOf(api, benId);
  expect(finches.players.map((p) => p.player_id).sort()).toEqual([avaId, alfieId].sort());
  const today = finches.today;
  // The first instalment 45 days ago (31–60 days old), the second about a fortnight ago, the third still to come.
  const firstDue = addDays(today, -45);
  await api.post('/money/charges', {
    scope: 'team',
    team_id: merlins.teamId,
    category: 'subs',
    description: DESCRIPTION,
    amount_minor: 10000,
    first_due_on: firstDue,
    instalments: 3,
    sibling_discount_percent: 25,
  });

  await signInWithForm(page, treasurer.username);

  // Charges: £100.00 a child in three instalments, 25 % off for a further child.
  await openFromMenu(page, 'Charges', 'Money');
  await expect(page.getByRole('heading', { name: 'Charges', level: 1 })).toBeVisible();
  const form = page.getByRole('region', { name: 'Raise a charge' });
  await expect(form.getByRole('radio', { name: 'A team' })).toBeChecked();
  await form.getByRole('combobox', { name: 'Team' }).selectOption({ label: kestrels.teamName });
  await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('subs');
  await form.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
  await form.getByRole('textbox', { name: 'Amount' }).fill('100.00');
  await pickDate(page, 'First due date', today, firstDue);
  await form.getByRole('textbox', { name: 'Instalments' }).fill('3');
  await form.getByRole('textbox', { name: 'Sibling discount %' }).fill('25');
  const preview = form.getByRole('status');
  await expect(preview).toContainText('3 instalments: 1 of £33.34 and 2 of £33.33');
  const [second, third] = [1, 2].map((months) => dayText(monthsAfter(firstDue, months)));
  await expect(preview).toContainText(`Due ${dayText(firstDue)}, ${second} and ${third}`);
  await expect(preview).toContainText('A second or further child in a family pays £75.00 in all');
  await preview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('charges-preview.png') });
  await form.getByRole('button', { name: 'Raise charge' }).click();
  // Ava is the Finches' second child charged these subs (after Alfie): £75.00; Ben £100.00.
  const charged = form.getByText('Charged 6 entries to 2 families (£175.00); 0 already charged');
  await expect(charged).toBeVisible();
  await page.getByRole('heading', { name: 'Charges', level: 1 }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('charges.png') });
  await expectNoSeriousA11yViolations(page, 'charges');

  // Bank Statements: a CSV with a credit carrying the Finches' reference, one without any, and a debit.
  await openFromMenu(page, 'Bank Statements', 'Money');
  await expect(page.getByRole('heading', { name: 'Bank Statements', level: 1 })).toBeVisible();
  const paidOn = addDays(today, -1);
  const tag = ava.split(' ').pop() ?? '';
  const finchLine = `Subs ${finches.reference} ${tag}`;
  const wrenLine = `Football club ${tag}`;
  const csv = [
    'Date,Description,Name,Paid in,Paid out',
    `${ukDate(paidOn)},${finchLine},J Finch,50.00,`,
    `${ukDate(paidOn)},${wrenLine},P Wren,12.34,`,
    `${ukDate(paidOn)},Kit supplier ${tag},Sports Ltd,,80.00`,
  ].join('\r\n');
  await page.locator('input[type=file]').setInputFiles({
    name: `statement-${tag}.csv`,
    mimeType: 'text/csv',
    buffer: Buffer.from(`${csv}\r\n`),
  });
  await page.getByRole('button', { name: 'Preview', exact: true }).click();
  await expect(page.getByText('2 new credits; 0 already imported; 1 debit left out')).toBeVisible();
  // A table on a wide screen, one card a credit on a phone.
  const [credits, line] = isMobile(page)
    ? [page.getByRole('list', { name: 'Credits in the statement' }), 'listitem' as const]
    : [page.getByRole('table', { name: 'Credits in the statement' }), 'row' as const];
  const finchRow = credits.getByRole(line).filter({ hasText: finchLine });
  await expect(finchRow).toContainText('£50.00');
  await expect(finchRow.getByText('Reference', { exact: true })).toBeVisible();
  await expect(finchRow).toContainText(finches.reference);
  const wrenRow = credits.getByRole(line).filter({ hasText: wrenLine });
  await expect(wrenRow).toContainText('£12.34');
  await expect(wrenRow.getByText('No match', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('statements-preview.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'bank statement preview');
  await page.getByRole('button', { name: 'Import 2 credits' }).click();
  await expect(page.getByText('Imported 2; 0 already imported')).toBeVisible();

  // To confirm (every treasurer's credits are listed: ours are found by their text).
  const finchCredit = page.getByRole('group').filter({ hasText: finchLine });
  await expect(finchCredit).toHaveAccessibleName(`£50.00 on ${dayText(paidOn)} from J Finch`);
  await expect(finchCredit.getByText('Reference', { exact: true })).toBeVisible();
  await expect(finchCredit.getByRole('combobox', { name: 'Family' })).toHaveValue(String(finches.family_id));
  const wrenCredit = page.getByRole('group').filter({ hasText: wrenLine });
  await expect(wrenCredit.getByText('No match', { exact: true })).toBeVisible();
  await expect(wrenCredit.getByRole('combobox', { name: 'Family' })).toHaveValue('');
  await expect(wrenCredit.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  await wrenCredit.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('statements-to-confirm.png') });
  await expectNoSeriousA11yViolations(page, 'bank statement credits to confirm');
  await finchCredit.getByRole('button', { name: 'Confirm' }).click();
  await expect(finchCredit).toHaveCount(0);
  await wrenCredit.getByRole('combobox', { name: 'Family' }).selectOption(String(wrens.family_id));
  await wrenCredit.getByRole('button', { name: 'Confirm' }).click();
  await expect(wrenCredit).toHaveCount(0);

  // Balances: the Finches owe £175.00 − £50.00, the Wrens £100.00 − £12.34, each payment paying the oldest first.
  await openFromMenu(page, 'Balances', 'Money');
  await expect(page.getByRole('heading', { name: 'Balances', level: 1 })).toBeVisible();
  const search = page.getByRole('textbox', { name: 'Search by reference, child or parent' });
  await search.fill(finches.reference);
  const finchEntry = familyEntry(page, finches.reference);
  await expect(finchEntry).toHaveCount(1);
  await expect(finchEntry).toContainText('£125.00');
  await expect(finchEntry).toContainText(`${ava} (${kestrels.teamName})`);
  await expect(finchEntry).toContainText(`${alfie} (${merlins.teamName})`);
  await expect(finchEntry.getByText('31–60 days: £8.34')).toBeVisible();
  await expect(finchEntry.getByText('1–30 days: £58.33')).toBeVisible();
  await expect(finchEntry.getByText('Not yet due: £58.33')).toBeVisible();
  await expect(finchEntry).toContainText('45');
  await expect(finchEntry).toContainText(dayText(paidOn));
  await page.screenshot({ path: testInfo.outputPath('balances.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'balances');

  await search.fill(ben);
  const wrenEntry = familyEntry(page, wrens.reference);
  await expect(wrenEntry).toHaveCount(1);
  await expect(wrenEntry).toContainText('£87.66');
  await expect(wrenEntry.getByText('31–60 days: £21.00')).toBeVisible();
  await expect(wrenEntry.getByText('1–30 days: £33.33')).toBeVisible();
  await expect(wrenEntry.getByText('Not yet due: £33.33')).toBeVisible();

  // The Wrens' reference opens their ledger: every entry with the balance after it, the bank credit last but one.
  await wrenEntry.getByRole('link', { name: `Open the ledger of ${wrens.reference}` }).click();
  await expect(page.getByRole('heading', { name: `Family ${wrens.reference}`, level: 1 })).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Ledger entries' });
  await expect(ledger.getByRole('row')).toHaveCount(5);
  await expect(ledger.getByRole('row').last()).toContainText('£87.66');
  await page.screenshot({ path: testInfo.outputPath('family-ledger.png'), fullPage: true });
  await expectNoSeriousA11yViolations(page, 'family ledger');
});

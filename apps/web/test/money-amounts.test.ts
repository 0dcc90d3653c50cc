import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../src/i18n/i18n';
import { dueDatesText, instalmentsText, siblingText } from '../src/features/money/charge-preview';
import { runningBalances } from '../src/features/money/ledger-table';
import { amountFieldText, moneyText } from '../src/widgets/money/money-format';
import { readAmountField } from '../src/widgets/money/amount-reading';

afterEach(async () => {
  await switchLanguage('en-GB');
});

describe('an amount field', () => {
  it('reads what a person types into minor units, never through a float', () => {
    expect(readAmountField('25', 'GBP')).toEqual({ ok: true, minor: 2500 });
    expect(readAmountField('12,50', 'GBP')).toEqual({ ok: true, minor: 1250 });
    expect(readAmountField('£1,234.56', 'GBP')).toEqual({ ok: true, minor: 123456 });
    expect(readAmountField(' 0.10 ', 'GBP')).toEqual({ ok: true, minor: 10 });
    expect(readAmountField('1.234,56', 'EUR')).toEqual({ ok: true, minor: 123456 });
    // 19.99 as a float times 100 is 1998.9999999999998.
    expect(readAmountField('19.99', 'GBP')).toEqual({ ok: true, minor: 1999 });
  });

  it('refuses pence to three places rather than reading a thousand', () => {
    expect(readAmountField('12.345', 'GBP')).toEqual({ ok: false, error: 'Write at most 2 decimals' });
    expect(readAmountField('12.5x', 'GBP')).toEqual({ ok: false, error: 'Write an amount such as 25.00' });
    expect(readAmountField('', 'GBP')).toEqual({ ok: false, error: 'Enter an amount' });
    expect(readAmountField('2000000', 'GBP')).toEqual({ ok: false, error: 'The amount is too large' });
    expect(readAmountField('1.5', 'JPY')).toEqual({ ok: false, error: 'Write a whole amount, without decimals' });
  });

  it('takes a sign only where the field is signed (an adjustment)', () => {
    expect(readAmountField('-5.00', 'GBP')).toEqual({ ok: false, error: 'Write the amount without a minus sign' });
    expect(readAmountField('-5.00', 'GBP', { signed: true })).toEqual({ ok: true, minor: -500 });
  });

  it('reads a lone mark the way the language in use writes it', async () => {
    expect(readAmountField('1,500', 'EUR')).toEqual({ ok: true, minor: 150000 });
    await switchLanguage('es');
    expect(readAmountField('1.500', 'EUR')).toEqual({ ok: true, minor: 150000 });
    expect(readAmountField('12,345', 'EUR')).toEqual({ ok: false, error: 'Escribe como máximo 2 decimales' });
    expect(readAmountField('12,50', 'EUR')).toEqual({ ok: true, minor: 1250 });
    // A point typed in Spanish, which cannot be a thousands mark there, is still read as the decimal one.
    expect(readAmountField('12.50', 'EUR')).toEqual({ ok: true, minor: 1250 });
    expect(readAmountField('£1,234.56', 'GBP')).toEqual({ ok: true, minor: 123456 });
    expect(moneyText(1250, 'EUR')).toBe('12,50\u00a0€');
    expect(amountFieldText(1250, 'EUR')).toBe('12,50');
  });

  it('shows money in the language in use', () => {
    expect(moneyText(123456, 'GBP')).toBe('£1,234.56');
    expect(moneyText(-500, 'GBP')).toBe('-£5.00');
    expect(amountFieldText(2500, 'GBP')).toBe('25.00');
  });
});

describe('the charge preview', () => {
  it('splits a child’s amount exactly as the server does', () => {
    expect(instalmentsText(12000, 3, 'GBP')).toBe('3 instalments of £40.00');
    expect(instalmentsText(10000, 3, 'GBP')).toBe('3 instalments: 1 of £33.34 and 2 of £33.33');
    expect(instalmentsText(10001, 3, 'GBP')).toBe('3 instalments: 2 of £33.34 and 1 of £33.33');
    expect(instalmentsText(5000, 1, 'GBP')).toBe('One payment of £50.00');
  });

  it('says when each instalment is due and what a sibling pays', () => {
    expect(dueDatesText('2026-09-30', 3)).toBe('Due 30 Sept 2026, 28 Oct 2026 and 28 Nov 2026');
    expect(siblingText(12000, 10, 'GBP')).toBe('A second or further child in a family pays £108.00 in all');
    expect(siblingText(12000, 0, 'GBP')).toBeNull();
  });
});

describe('the ledger', () => {
  it('keeps a running balance in whole minor units', () => {
    const entry = (amount_minor: number, entry_id: number) => ({
      entry_id,
      kind: 'charge' as const,
      category: 'subs' as const,
      amount_minor,
      description: '',
      due_on: '2026-09-01',
      method: null,
      external_id: null,
      player_name: null,
      recorded_by_name: 'Tess',
      recorded_at: '2026-09-01T10:00:00Z',
    });
    expect(runningBalances([entry(4000, 1), entry(-2500, 2), entry(1999, 3)])).toEqual([4000, 1500, 3499]);
  });
});

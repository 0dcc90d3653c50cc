import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  ageingOf,
  balanceOf,
  daysOverdue,
  discountedFee,
  formatMoney,
  instalmentDates,
  matchBankLine,
  minorToDecimal,
  paymentReference,
  readAmount,
  referencesIn,
  splitInstalments,
  unpaidCharges,
  type LedgerLine,
} from '../src';

describe('readAmount', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['£1,234.56', 123456],
    ['1.234,56', 123456],
    ['12,50', 1250],
    ['-3.20', -320],
    ['3.20-', -320],
    ['(3.20)', -320],
    ['1,234', 123400],
    ['0,50', 50],
    ['€ 7', 700],
  ])('reads %s as %i minor units', (text, minor) => {
    expect(readAmount(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['12.345', 'fraction'],
    ['0.001', 'fraction'],
    ['abc', 'format'],
    ['1,23,4', 'format'],
    ['', 'format'],
    ['99999999999', 'too_large'],
  ])('refuses %s (%s)', (text, problem) => {
    expect(readAmount(text)).toEqual({ ok: false, problem });
  });

  it('reads the mark the writer uses as the decimal one when told', () => {
    expect(readAmount('1.234', 2, ',')).toEqual({ ok: true, minor: 123400 });
    expect(readAmount('1.234,5', 2, ',')).toEqual({ ok: true, minor: 123450 });
    expect(readAmount('1,234', 2, '.')).toEqual({ ok: true, minor: 123400 });
    expect(readAmount('12,345', 2, ',')).toEqual({ ok: false, problem: 'fraction' });
  });

  it('reads yen with no minor unit', () => {
    expect(readAmount('1200', 0)).toEqual({ ok: true, minor: 1200 });
    expect(readAmount('12.5', 0)).toEqual({ ok: false, problem: 'fraction' });
  });

  it('reads back every amount it writes', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (minor) => {
        expect(readAmount(minorToDecimal(minor))).toEqual({ ok: true, minor });
      }),
    );
  });
});

describe('formatMoney', () => {
  it('formats in the language, from the decimal text', () => {
    expect(formatMoney(123456, 'GBP', 'en-GB')).toBe('£1,234.56');
    expect(formatMoney(-5, 'GBP', 'en-GB')).toBe('-£0.05');
    expect(formatMoney(1250, 'EUR', 'es')).toMatch(/^12,50\s€$/);
  });
});

describe('instalments and discounts', () => {
  it('splits any total into instalments that add up to it exactly, differing by at most one unit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), fc.integer({ min: 1, max: 12 }), (total, count) => {
        const parts = splitInstalments(total, count);
        expect(parts).toHaveLength(count);
        expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives the first child the full fee and rounds a sibling’s discount in the family’s favour', () => {
    expect(discountedFee(10000, 0, 25)).toBe(10000);
    expect(discountedFee(10000, 1, 25)).toBe(7500);
    expect(discountedFee(999, 1, 10)).toBe(899);
    expect(discountedFee(999, 2, 100)).toBe(0);
  });

  it('dates instalments a month apart, on the 28th at most', () => {
    expect(instalmentDates('2026-11-30', 3)).toEqual(['2026-11-30', '2026-12-28', '2027-01-28']);
  });
});

describe('payment references', () => {
  it('reads a reference however it was typed, and never one whose check digits are wrong', () => {
    const ref = paymentReference(42);
    expect(ref).toMatch(/^TL00042\d\d$/);
    expect(referencesIn(`Subs ${ref} Ava`)).toEqual([42]);
    expect(referencesIn(`subs tl 00042 ${ref.slice(7)}`)).toEqual([42]);
    expect(referencesIn(`TL-00042-${ref.slice(7)}`)).toEqual([42]);
    const wrong = `TL00043${ref.slice(7)}`;
    expect(referencesIn(wrong)).toEqual([]);
  });

  it('catches every single mistyped digit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 99_999 }),
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 9 }),
        (n, at, plus) => {
          const ref = paymentReference(n);
          const digit = (Number(ref[at]) + plus) % 10;
          const typo = `${ref.slice(0, at)}${digit}${ref.slice(at + 1)}`;
          expect(referencesIn(typo)).toEqual([]);
        },
      ),
    );
  });
});

const line = (kind: LedgerLine['kind'], amount: number, due: string): LedgerLine => ({
  kind,
  amount_minor: amount,
  due_on: due,
});

describe('the ledger', () => {
  it('ages what is unpaid from the oldest charge, after payments pay the oldest first', () => {
    const entries = [
      line('charge', 3000, '2026-07-01'),
      line('charge', 3000, '2026-09-01'),
      line('charge', 3000, '2026-11-20'),
      line('payment', -4000, '2026-09-05'),
    ];
    expect(balanceOf(entries)).toBe(5000);
    expect(ageingOf(entries, '2026-11-28')).toEqual({
      not_due: 0,
      days_0_30: 3000,
      days_31_60: 0,
      days_61_90: 2000,
      days_over_90: 0,
    });
    expect(daysOverdue(entries, '2026-11-28')).toBe(88);
  });

  it('keeps any sequence balanced: the unpaid charges and the ageing add up to what is owed', () => {
    const entry = fc.oneof(
      fc.record({ kind: fc.constant<'charge'>('charge'), amount_minor: fc.integer({ min: 1, max: 50_000 }) }),
      fc.record({ kind: fc.constant<'payment'>('payment'), amount_minor: fc.integer({ min: -50_000, max: -1 }) }),
      fc.record({ kind: fc.constant<'credit'>('credit'), amount_minor: fc.integer({ min: -50_000, max: -1 }) }),
      fc.record({
        kind: fc.constant<'adjustment'>('adjustment'),
        amount_minor: fc.integer({ min: -50_000, max: 50_000 }).filter((n) => n !== 0),
      }),
    );
    const day = fc
      .integer({ min: 0, max: 400 })
      .map((d) => new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.array(fc.tuple(entry, day), { maxLength: 40 }), (list) => {
        const entries = list.map(([e, due]) => ({ ...e, due_on: due }));
        const balance = balanceOf(entries);
        const owed = Math.max(0, balance);
        expect(unpaidCharges(entries).reduce((s, u) => s + u.unpaid, 0)).toBe(owed);
        const ageing = ageingOf(entries, '2026-11-28');
        expect(Object.values(ageing).reduce((a, b) => a + b, 0)).toBe(owed);
        expect(Number.isInteger(balance)).toBe(true);
      }),
    );
  });
});

describe('matching a bank credit', () => {
  const families = new Map([
    [1, { family_id: 1, balance_minor: 5000 }],
    [2, { family_id: 2, balance_minor: 7500 }],
    [3, { family_id: 3, balance_minor: 7500 }],
  ]);
  it('matches by reference first, by a unique amount second, else not at all', () => {
    expect(matchBankLine({ amount_minor: 100, text: `Subs ${paymentReference(2)}` }, families)).toEqual({
      matched_by: 'reference',
      family_id: 2,
    });
    expect(matchBankLine({ amount_minor: 5000, text: 'SMITH J' }, families)).toEqual({
      matched_by: 'amount',
      family_id: 1,
    });
    expect(matchBankLine({ amount_minor: 7500, text: 'JONES' }, families).matched_by).toBe('none');
    expect(matchBankLine({ amount_minor: -5000, text: 'Refund' }, families).matched_by).toBe('none');
    const both = `${paymentReference(1)} ${paymentReference(2)}`;
    expect(matchBankLine({ amount_minor: 5000, text: both }, families).matched_by).toBe('none');
  });
});

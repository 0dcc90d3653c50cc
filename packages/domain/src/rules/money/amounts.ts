/**
 * Money in integer minor units (#33, decision 133): pence, cents. No floating point touches an amount: text is read
 * digit by digit, shares are split with integer division and the remainder handed out a unit at a time.
 */

/** The largest amount one entry may carry: a million in major units. */
export const MAX_MINOR = 100_000_000;

/** How many minor units a major unit has: 2 for GBP and EUR, 0 for JPY (ISO 4217, as the runtime's Intl knows it). */
export function currencyExponent(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

export type AmountReading = { ok: true; minor: number } | { ok: false; problem: 'format' | 'fraction' | 'too_large' };

/**
 * Reads an amount as a person or a bank writes it, in the currency's major units: `12`, `12.5`, `12.50`, `-3.20`,
 * `1,234.56` (a thousands comma), `1.234,56` or `12,50` (a decimal comma, as EU banks write it), `£12.50`. More
 * decimals than the currency has is a `fraction` problem, never rounded. `decimal` says which mark is the decimal
 * one when the writer is known (a bank's CSV layout, the person's language).
 */
export function readAmount(text: string, exponent = 2, decimal?: '.' | ','): AmountReading {
  let t = text.trim().replace(/[\s\u00a0'£€$]/g, '');
  let negative = false;
  if (/^\(.*\)$/.test(t)) {
    negative = true;
    t = t.slice(1, -1);
  }
  if (t.startsWith('-') || t.startsWith('+')) {
    negative = t.startsWith('-');
    t = t.slice(1);
  }
  if (t.endsWith('-')) {
    negative = true;
    t = t.slice(0, -1);
  }
  if (!/^[\d.,]+$/.test(t) || !/\d/.test(t)) return { ok: false, problem: 'format' };
  const lastDot = t.lastIndexOf('.');
  const lastComma = t.lastIndexOf(',');
  let whole: string;
  let fraction = '';
  const decimalAt = decimal ? t.lastIndexOf(decimal) : decimalSeparatorAt(t, lastDot, lastComma);
  if (decimalAt >= 0) {
    whole = t.slice(0, decimalAt);
    fraction = t.slice(decimalAt + 1);
  } else whole = t;
  const grouping =
    decimal !== undefined
      ? decimal === '.'
        ? ','
        : '.'
      : decimalAt >= 0
        ? t[decimalAt] === '.'
          ? ','
          : '.'
        : lastComma >= 0
          ? ','
          : '.';
  if (!validGrouping(whole, grouping)) return { ok: false, problem: 'format' };
  whole = whole.split(grouping).join('');
  if (!/^\d*$/.test(fraction) || (whole === '' && fraction === '')) return { ok: false, problem: 'format' };
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > exponent) return { ok: false, problem: 'fraction' };
  const digits = (whole || '0') + fraction.padEnd(exponent, '0').slice(0, exponent);
  const trimmed = digits.replace(/^0+(?=\d)/, '');
  if (trimmed.length > 15) return { ok: false, problem: 'too_large' };
  const minor = Number(trimmed);
  if (minor > MAX_MINOR) return { ok: false, problem: 'too_large' };
  return { ok: true, minor: negative && minor !== 0 ? -minor : minor };
}

/**
 * Where the decimal separator is, or -1, when the caller does not say which mark it is. With both marks, the last
 * one; with one mark written more than once, none (`1.234.567`); a comma once with three digits after a whole part
 * groups thousands (`1,234`); any other mark once is the decimal one (`12,50`, `12.345`: too many decimals).
 */
function decimalSeparatorAt(t: string, lastDot: number, lastComma: number): number {
  const last = Math.max(lastDot, lastComma);
  if (last < 0) return -1;
  if (lastDot >= 0 && lastComma >= 0) return last;
  const mark = t[last] ?? '';
  if (t.indexOf(mark) !== last) return -1;
  const whole = t.slice(0, last);
  return mark === ',' && t.length - last - 1 === 3 && whole !== '' && whole !== '0' ? -1 : last;
}

function validGrouping(whole: string, grouping: string): boolean {
  if (!whole.includes(grouping)) return /^\d*$/.test(whole);
  return new RegExp(`^\\d{1,3}(\\${grouping}\\d{3})+$`).test(whole);
}

/** The amount as the currency's major units in text, with a point: 1234 → "12.34", -5 → "-0.05" (for CSV and QR). */
export function minorToDecimal(minor: number, exponent = 2): `${number}` {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const text = exponent === 0 ? sign + digits : `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
  return text as `${number}`;
}

/** The amount for people, in their language: £12.34, 12,34 €. Intl formats the decimal text, never a float division. */
export function formatMoney(minor: number, currency: string, locale = 'en-GB'): string {
  const exponent = currencyExponent(currency);
  const format = new Intl.NumberFormat(locale, { style: 'currency', currency });
  return format.format(minorToDecimal(minor, exponent));
}

/**
 * Splits a total into `count` instalments that add up to it exactly, the odd units on the first ones: 10000 in 3 →
 * 3334, 3333, 3333.
 */
export function splitInstalments(total: number, count: number): number[] {
  const base = Math.floor(total / count);
  const rest = total - base * count;
  return Array.from({ length: count }, (_, i) => base + (i < rest ? 1 : 0));
}

/**
 * A sibling discount: the first child of a family pays the full fee, each further child `percent` less, rounded down
 * to the unit in the family's favour (an integer division, never a float).
 */
export function discountedFee(fee: number, childIndex: number, percent: number): number {
  if (childIndex === 0 || percent === 0) return fee;
  return fee - Math.ceil((fee * percent) / 100);
}

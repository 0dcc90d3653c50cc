import { formatMoney, MAX_MINOR, readAmount, type AmountReading } from '@touchline/domain';
import { quoted } from './statement-text';

export type DecimalMark = '.' | ',';

/**
 * Reads a bank's amount text when its decimal mark is known (from the CSV mapping or the format), with the domain's
 * `readAmount`: no floating point. `readAmount` guesses the mark when it sees only one (`1.234` is a thousand and
 * more); here the mark is not guessed. The text is given a decimal mark when it has none (`1.234` with a decimal
 * comma becomes `1.234,0`), and a fraction of three digits one more digit (`12.345` becomes `12.3450`), so that
 * readAmount takes the known mark as the decimal one and checks the grouping of the rest. A grouping mark after the
 * decimal one (`1.234,56` where the decimal is a point) is a format problem.
 */
export function readBankAmount(text: string, decimal: DecimalMark, exponent: number): AmountReading {
  const grouping = decimal === '.' ? ',' : '.';
  const at = text.lastIndexOf(decimal);
  if (at < 0) {
    const lastDigit = text.search(/\d[^\d]*$/);
    if (lastDigit < 0) return readAmount(text, exponent);
    return readAmount(`${text.slice(0, lastDigit + 1)}${decimal}0${text.slice(lastDigit + 1)}`, exponent);
  }
  if (text.lastIndexOf(grouping) > at) return { ok: false, problem: 'format' };
  const fraction = /^\d*/.exec(text.slice(at + 1))?.[0] ?? '';
  const end = at + 1 + fraction.length;
  const padded = fraction.length === 3 ? `${text.slice(0, end)}0${text.slice(end)}` : text;
  return readAmount(padded, exponent);
}

/** The problem of an amount that could not be read, in words: 'Row 7: the amount "12.345" has more decimals …'. */
export function amountProblem(
  where: string,
  text: string,
  problem: 'format' | 'fraction' | 'too_large',
  currency: string,
): string {
  if (problem === 'fraction') return `${where}: the amount ${quoted(text)} has more decimals than ${currency} has`;
  if (problem === 'too_large')
    return `${where}: the amount ${quoted(text)} is over ${formatMoney(MAX_MINOR, currency)}, the most a line may be`;
  return `${where}: the amount ${quoted(text)} is not an amount`;
}

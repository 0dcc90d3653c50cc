import { currencyExponent, readAmount } from '@touchline/domain';
import { decimalMark } from './money-format';
import { moneyWidgetTexts as texts } from './money-widget-texts';

export type AmountFieldReading = { ok: true; minor: number } | { ok: false; error: string };

/**
 * What a person typed in an amount field, in minor units (#33): '25', '12,50', '£1,234.56', '1.234,56'. Never a
 * float: `readAmount` reads it digit by digit. It is read first as the person's language writes numbers (in English
 * '1,500' is fifteen hundred and '12.345' pence to three places, refused, never twelve thousand; in Spanish the other
 * way round), and only when that cannot read it at all, as any bank might write it ('12,50' typed in English).
 */
export function readAmountField(
  text: string,
  currency: string,
  options: { signed?: boolean } = {},
): AmountFieldReading {
  if (text.trim() === '') return { ok: false, error: texts.amountRequired };
  const exponent = currencyExponent(currency);
  const own = readAmount(text, exponent, decimalMark());
  const reading = !own.ok && own.problem === 'format' ? readAmount(text, exponent) : own;
  if (!reading.ok) {
    if (reading.problem === 'fraction') return { ok: false, error: texts.tooManyDecimals(exponent) };
    if (reading.problem === 'too_large') return { ok: false, error: texts.amountTooLarge };
    return { ok: false, error: texts.amountFormat };
  }
  if (!options.signed && reading.minor < 0) return { ok: false, error: texts.amountNegative };
  return reading;
}

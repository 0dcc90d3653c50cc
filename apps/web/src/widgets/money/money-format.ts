import { currencyExponent, formatMoney, minorToDecimal } from '@touchline/domain';
import { currentLanguage } from '../../i18n/i18n';
import { formatDate } from '../../ui/dates/format-date';

/** An amount in minor units for people, in the language in use: '£12.34' (en-GB), '12,34 €' (es). */
export function moneyText(minor: number, currency: string): string {
  return formatMoney(minor, currency, currentLanguage());
}

/** The decimal mark of the language in use: '.' in English, ',' in Spanish. */
export function decimalMark(): '.' | ',' {
  const part = new Intl.NumberFormat(currentLanguage()).formatToParts(1.5).find((p) => p.type === 'decimal');
  return part?.value === ',' ? ',' : '.';
}

/** An amount as a person types it back into a field, in the language in use: 2500 → '25.00' (en-GB), '25,00' (es). */
export function amountFieldText(minor: number, currency: string): string {
  const text = minorToDecimal(minor, currencyExponent(currency));
  return decimalMark() === ',' ? text.replace('.', ',') : text;
}

/** '5 Sept 2026' for a YYYY-MM-DD date, in the language in use. */
export function dayText(iso: string): string {
  return formatDate(new Date(`${iso.slice(0, 10)}T12:00:00Z`), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The currency's symbol in the language in use: '£', '€' (the code where the language has no symbol). */
export function currencySymbol(currency: string): string {
  const parts = new Intl.NumberFormat(currentLanguage(), { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

import type { CsvMapping } from './statement-types';

export type CsvDateFormat = CsvMapping['date_format'];

/** Every date format a CSV mapping may name, the day-first ones before the month-first one (UK and EU banks). */
export const CSV_DATE_FORMATS: readonly CsvDateFormat[] = [
  'DD/MM/YYYY',
  'DD.MM.YYYY',
  'YYYY-MM-DD',
  'DD-MM-YYYY',
  'MM/DD/YYYY',
];

/** The ISO date of a day, or null when there is no such day (30 February) or the year is out of range. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (year < 1900 || year > 2199 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** A year as a bank writes it: four digits, or two (`25` is 2025). */
function fullYear(digits: string): number {
  return digits.length === 2 ? 2000 + Number(digits) : Number(digits);
}

const DAY_FIRST: Record<string, RegExp> = {
  '/': /^(\d{1,2})\/(\d{1,2})\/(\d{4}|\d{2})(?:[ T].*)?$/,
  '.': /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?:[ T].*)?$/,
  '-': /^(\d{1,2})-(\d{1,2})-(\d{4}|\d{2})(?:[ T].*)?$/,
};
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/;

/**
 * The ISO date of a CSV cell in the mapping's format, or null. A two-digit year is read too (`03.03.25`, as
 * Sparkasse writes it), and a time after the date is left aside (`2025-03-03 14:05:10`).
 */
export function readCsvDate(text: string, format: CsvDateFormat): string | null {
  const t = text.trim();
  if (format === 'YYYY-MM-DD') {
    const m = YEAR_FIRST.exec(t);
    return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
  }
  const separator = format.charAt(2);
  const pattern = DAY_FIRST[separator];
  const m = pattern ? pattern.exec(t) : null;
  if (!m) return null;
  const [first, second, year] = [m[1] ?? '', m[2] ?? '', m[3] ?? ''];
  return format === 'MM/DD/YYYY'
    ? isoDate(fullYear(year), Number(first), Number(second))
    : isoDate(fullYear(year), Number(second), Number(first));
}

/** The ISO date of an OFX date-time (`20250303`, `20250303120000.000[0:GMT]`), or null. */
export function readOfxDate(text: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})/.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/** The ISO date of an ISO 8601 date or date-time (`2025-03-03`, `2025-03-03T10:15:00+01:00`), or null. */
export function readIsoDate(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(text.trim());
  return m ? isoDate(Number(m[1]), Number(m[2]), Number(m[3])) : null;
}

/**
 * The booking date of an MT940 statement line: its entry date (MMDD) in the year of its value date (YYMMDD), a year
 * on or back when the two lie either side of New Year; the value date when there is no entry date.
 */
export function readMt940Date(valueDate: string, entryDate: string | undefined): string | null {
  const year = 2000 + Number(valueDate.slice(0, 2));
  const valueMonth = Number(valueDate.slice(2, 4));
  if (entryDate === undefined) return isoDate(year, valueMonth, Number(valueDate.slice(4, 6)));
  const entryMonth = Number(entryDate.slice(0, 2));
  const shift = valueMonth === 12 && entryMonth === 1 ? 1 : valueMonth === 1 && entryMonth === 12 ? -1 : 0;
  return isoDate(year + shift, entryMonth, Number(entryDate.slice(2, 4)));
}

/**
 * Reading the cells of an imported spreadsheet (decision 100): each reader takes a cell's text as a spreadsheet wrote
 * it and gives its value, or the words that say what is wrong with it and how to write it.
 */
import { isEmailAddress } from './email-address';

/** A cell read: its value, or what is wrong with it. */
export type CellRead<T> = { ok: true; value: T } | { ok: false; error: string };

const ok = <T>(value: T): CellRead<T> => ({ ok: true, value });
const wrong = (error: string): CellRead<never> => ({ ok: false, error });

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const MIN_IMPORT_YEAR = 1900;
export const MAX_IMPORT_YEAR = 2100;

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const SHORT_YEAR_DATE = /^\d{1,2}\/\d{1,2}\/\d{2}$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date written YYYY-MM-DD or DD/MM/YYYY (day first, as a British spreadsheet writes it; one-digit days and months
 * too), as YYYY-MM-DD. An impossible date says why: 'Date of birth 31/02/2014 is not a real date: February 2014 has
 * 28 days'.
 */
export function readDate(label: string, text: string): CellRead<string> {
  const written = text.trim();
  const iso = ISO_DATE.exec(written);
  const dayFirst = DAY_FIRST_DATE.exec(written);
  if (!iso && !dayFirst) {
    if (SHORT_YEAR_DATE.test(written))
      return wrong(`${label} ${written} has a two-digit year: write the year in full (DD/MM/YYYY)`);
    return wrong(`${label} '${written}' is not a date: write it as DD/MM/YYYY or YYYY-MM-DD`);
  }
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : [Number(dayFirst?.[3]), Number(dayFirst?.[2]), Number(dayFirst?.[1])];
  const notReal = `${label} ${written} is not a real date`;
  if (month < 1 || month > 12) {
    const hint = dayFirst && month > 12 && day <= 12 ? ' (dates are read day first: DD/MM/YYYY)' : '';
    return wrong(`${notReal}: there is no month ${month}${hint}`);
  }
  if (day < 1) return wrong(`${notReal}: there is no day 0`);
  const days = daysInMonth(year, month);
  if (day > days) return wrong(`${notReal}: ${MONTHS[month - 1]} ${year} has ${days} days`);
  if (year < MIN_IMPORT_YEAR || year > MAX_IMPORT_YEAR)
    return wrong(`${label} ${written}: the year must be between ${MIN_IMPORT_YEAR} and ${MAX_IMPORT_YEAR}`);
  return ok(`${year}-${pad(month)}-${pad(day)}`);
}

const TIME = /^(\d{1,2})[:.](\d{2})(?::(\d{2}))?$/;

/** A time of day written HH:MM (also H:MM, HH.MM, or with seconds as a spreadsheet may add them), as HH:MM. */
export function readTime(label: string, text: string): CellRead<string> {
  const written = text.trim();
  const match = TIME.exec(written);
  const hours = Number(match?.[1]);
  const minutes = Number(match?.[2]);
  const seconds = Number(match?.[3] ?? 0);
  if (!match || hours > 23 || minutes > 59 || seconds > 59)
    return wrong(`${label} '${written}' is not a time: write it as HH:MM, e.g. 10:30`);
  return ok(`${pad(hours)}:${pad(minutes)}`);
}

/** Thirty minutes before kick-off (HH:MM), the spec's default meet-up; midnight for a kick-off before 00:30. */
export function meetTimeBefore(kickOff: string): string {
  const [hours = 0, minutes = 0] = kickOff.split(':').map(Number);
  const meet = Math.max(0, hours * 60 + minutes - 30);
  return `${pad(Math.floor(meet / 60))}:${pad(meet % 60)}`;
}

export const MAX_SHIRT_NUMBER = 999;

/** A shirt number: a whole number from 0 to 999 (a spreadsheet's '7.0' too). */
export function readShirtNumber(text: string): CellRead<number> {
  const written = text.trim();
  const match = /^(\d+)(?:\.0+)?$/.exec(written);
  const value = Number(match?.[1]);
  if (!match || value > MAX_SHIRT_NUMBER)
    return wrong(`Shirt number must be a whole number from 0 to ${MAX_SHIRT_NUMBER}, not '${written}'`);
  return ok(value);
}

/** Home or Away, in any case, or H or A. */
export function readHomeOrAway(text: string): CellRead<'Home' | 'Away'> {
  const written = text.trim();
  const lower = written.toLowerCase();
  if (lower === 'home' || lower === 'h') return ok('Home');
  if (lower === 'away' || lower === 'a') return ok('Away');
  return wrong(`Home/Away must be Home or Away (or H or A), not '${written}'`);
}

/** One email address, as every email field takes it (rules/email-address.ts). */
export function readEmail(text: string): CellRead<string> {
  const written = text.trim();
  return isEmailAddress(written) ? ok(written) : wrong(`Email '${written}' is not an email address`);
}

/** A child as a parents file names them: the player's name, with their date of birth when given. */
export interface ChildName {
  name: string;
  /** YYYY-MM-DD, or null when the file gives the name alone. */
  date_of_birth: string | null;
}

const WITH_DATE = /^(.*?)\s*\(([^()]*)\)$/;

/**
 * The Children cell: names separated by semicolons or line breaks (a name may hold a comma: 'O'Neill, Seán'), each
 * optionally followed by the date of birth in brackets: 'Zoë Müller (14/03/2014); Liam Müller'. A child named twice
 * counts once.
 */
export function readChildren(text: string): { children: ChildName[]; errors: string[] } {
  const children: ChildName[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  for (const part of text.split(/[;\r\n]+/)) {
    const written = part.trim();
    if (!written) continue;
    const dated = WITH_DATE.exec(written);
    const name = (dated ? (dated[1] ?? '') : written).trim();
    if (!name) {
      errors.push(`'${written}' has a date but no name`);
      continue;
    }
    let dateOfBirth: string | null = null;
    if (dated) {
      const date = readDate(`The date of birth of ${name}`, dated[2] ?? '');
      if (!date.ok) {
        errors.push(date.error);
        continue;
      }
      dateOfBirth = date.value;
    }
    const key = `${foldName(name)}|${dateOfBirth ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    children.push({ name, date_of_birth: dateOfBirth });
  }
  return { children, errors };
}

/** How a child is written back: 'Zoë Müller (2014-03-14)', or the name alone. */
export function childLabel(child: ChildName): string {
  return child.date_of_birth ? `${child.name} (${child.date_of_birth})` : child.name;
}

/**
 * A name as the import compares it: accents and case ignored, curly apostrophes straight, spaces collapsed. 'Zoë
 * Müller' and 'zoe  muller' are the same name; 'Chloé Ó Briain' and 'Chloe O Briain' too.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2018\u2019\u0060\u00b4]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Dates of the match screens: YYYY-MM-DD strings read as local calendar days, shown in en-GB. */
import { formatDate } from '../../ui/dates/format-date';

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's local calendar date as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A YYYY-MM-DD date at local midnight (new Date('YYYY-MM-DD') would be UTC). */
export function localDate(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** 'Saturday, 21 November 2026' (en-GB, long weekday, day, month, year). */
export function longDate(iso: string): string {
  return formatDate(localDate(iso), { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** 'Sat 21 Nov' for compact lists. */
export function shortDate(iso: string): string {
  return formatDate(localDate(iso), { weekday: 'short', day: 'numeric', month: 'short' });
}

/** 'November 2026' for a YYYY-MM month. */
export function monthLabel(month: string): string {
  return formatDate(localDate(`${month}-01`), { month: 'long', year: 'numeric' });
}

/** 'league cup' → 'League cup'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 10:23:45 */
export function timeOfDay(at: number): string {
  return formatDate(new Date(at), { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** 'Nov 2026' for a YYYY-MM month tab. */
export function shortMonthLabel(month: string): string {
  return formatDate(localDate(`${month}-01`), { month: 'short', year: 'numeric' });
}

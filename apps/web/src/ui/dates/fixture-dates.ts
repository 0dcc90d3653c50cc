import { formatDate } from './format-date';

/** 'Saturday 28 November' for a YYYY-MM-DD date. */
export function longDay(date: string): string {
  return formatDate(new Date(`${date}T12:00:00Z`), { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

/** '1 September 2027' for a YYYY-MM-DD date: a season's first or last day. */
export function dayMonthYear(date: string): string {
  return formatDate(new Date(`${date}T12:00:00Z`), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * 'Thursday 26 November, 23:59' for an answers deadline: the midnight after a day reads as that day's 23:59 (the
 * server's emails say the same).
 */
export function deadlineText(iso: string): string {
  const at = new Date(Date.parse(iso) - 60_000);
  const day = formatDate(at, { weekday: 'long', day: 'numeric', month: 'long' });
  return `${day}, ${formatDate(at, { hour: '2-digit', minute: '2-digit' })}`;
}

/** 'Tue 24 Nov, 14:05' for an instant, on this device's clock. */
export function shortInstant(iso: string): string {
  return formatDate(new Date(iso), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
}

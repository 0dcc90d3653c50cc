import { formatDate } from '../../ui/dates/format-date';

/** A YYYY-MM-DD date as the spec shows dates: en-GB, long weekday, day and month ('Saturday 14 June'). */
export function formatMatchDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return formatDate(new Date(year, month - 1, day), { weekday: 'long', day: 'numeric', month: 'long' });
}

/** Calendar helpers for the seed, in UTC so the server's time zone does not move dates. */

export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: Date, days: number): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate() + days));
}

/** Every date from `from` to `to` (inclusive) whose weekday (0 = Sunday) is listed. */
export function weekdaysBetween(from: Date, to: Date, weekdays: number[]): string[] {
  const out: string[] = [];
  for (let d = addDays(from, 0); d <= to; d = addDays(d, 1)) if (weekdays.includes(d.getUTCDay())) out.push(isoDate(d));
  return out;
}

/** A football season runs from 1 August to 31 May. */
export function seasonFor(today: Date) {
  const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  const name = (y: number) => `${y}-${String((y + 1) % 100).padStart(2, '0')}`;
  return {
    name: name(year),
    start: `${year}-08-01`,
    end: `${year + 1}-05-31`,
    previousName: name(year - 1),
    previousStart: `${year - 1}-08-01`,
    previousEnd: `${year}-05-31`,
  };
}

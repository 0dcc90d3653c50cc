/**
 * The club's wall clock in an IANA time zone (e.g. Europe/London), with Intl alone: a local date and time in the zone
 * as an instant, an instant as a local date in the zone. Pure: the process's own zone (TZ) plays no part.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: building an Intl.DateTimeFormat costs far more than using one. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock in `timeZone` at `instant`, as milliseconds of the same reading taken as UTC. */
function wallClockMs(instant: number, timeZone: string): number {
  const part: Record<string, number> = {};
  for (const { type, value } of formatterFor(timeZone).formatToParts(new Date(instant))) part[type] = Number(value);
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = part;
  return Date.UTC(year, month - 1, day, hour, minute, second) + (((instant % 1000) + 1000) % 1000);
}

/** The zone's offset from UTC at `instant`, in minutes (60 for Europe/London in summer, 0 in winter). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  return Math.round((wallClockMs(instant.getTime(), timeZone) - instant.getTime()) / 60_000);
}

/**
 * An IANA zone name that Intl knows, in its canonical spelling (`europe/london` → `Europe/London`), or null. Offsets
 * such as `+01:00` are refused: they know no summer time.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The calendar date (YYYY-MM-DD) in `timeZone` at `instant`: 2026-07-04T23:30Z is 2026-07-05 in Europe/London. */
export function dateInZone(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(0, 10);
}

/** The wall-clock time (HH:MM) in `timeZone` at `instant`. */
export function timeInZone(instant: Date, timeZone: string): string {
  return new Date(wallClockMs(instant.getTime(), timeZone)).toISOString().slice(11, 16);
}

/** `date` (YYYY-MM-DD) moved by `days` whole days, on the calendar (no time zone involved). */
export function addDaysToDate(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/**
 * The instant at which the wall clock in `timeZone` reads `date` (YYYY-MM-DD) `time` (HH:MM or HH:MM:SS): in
 * Europe/London 2026-07-04 14:30 is 13:30Z (summer time), 2026-01-10 14:30 is 14:30Z. Like Temporal's 'compatible'
 * choice, a time the clocks skip (01:30 on the spring-forward night) is read with the offset before the change, so it
 * lands after it (02:30 summer time), and a time that happens twice (01:30 on the autumn night) is the earlier one.
 */
export function zonedTimeToInstant(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  const local = Date.UTC(y, mo - 1, d, hh, mm, ss);
  // Zones change their offset at most once in any two days: the offsets a day either side are the only candidates.
  const before = wallClockMs(local - DAY_MS, timeZone) - (local - DAY_MS);
  const after = wallClockMs(local + DAY_MS, timeZone) - (local + DAY_MS);
  const fits = [local - before, local - after]
    .filter((instant) => wallClockMs(instant, timeZone) === local)
    .sort((a, b) => a - b);
  return new Date(fits[0] ?? local - before);
}

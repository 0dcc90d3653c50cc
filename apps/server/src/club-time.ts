import { addDaysToDate, dateInZone, zonedTimeToInstant } from '@touchline/domain';

/**
 * The club's time zone (CLUB_TIMEZONE; the server's own zone when unset), set once from the configuration by buildApp.
 * Everything that means "today", "upcoming", a kick-off or a training time reads the club's wall clock through here,
 * so the process's TZ changes nothing.
 */
let zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

export function setClubTimeZone(timeZone: string): void {
  zone = timeZone;
}

export function clubTimeZone(): string {
  return zone;
}

/** A date and time on the club's wall clock (the fixture list's kick-off, a session's start) as an instant. */
export function clubDateTime(date: string, time: string, timeZone: string = zone): Date {
  return zonedTimeToInstant(date, time, timeZone);
}

/** The last date asked for, with the instants its day starts and ends at in its zone. */
let lastDay: { timeZone: string; date: string; from: number; until: number } | null = null;

/**
 * The club's calendar date at `now`, YYYY-MM-DD. Every request asks for it, often several times, and reading a zone's
 * wall clock through Intl is slow, so the day last asked for is kept with its start and end (the zone's midnights,
 * summer time included): a moment within it needs no Intl at all.
 */
export function clubDate(now: Date, timeZone: string = zone): string {
  const at = now.getTime();
  if (lastDay && lastDay.timeZone === timeZone && at >= lastDay.from && at < lastDay.until) return lastDay.date;
  const date = dateInZone(now, timeZone);
  lastDay = {
    timeZone,
    date,
    from: zonedTimeToInstant(date, '00:00', timeZone).getTime(),
    until: zonedTimeToInstant(addDaysToDate(date, 1), '00:00', timeZone).getTime(),
  };
  return date;
}

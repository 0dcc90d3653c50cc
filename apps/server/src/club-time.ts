import { dateInZone, zonedTimeToInstant } from '@touchline/domain';

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

/** The club's calendar date at `now`, YYYY-MM-DD. */
export function clubDate(now: Date, timeZone: string = zone): string {
  return dateInZone(now, timeZone);
}

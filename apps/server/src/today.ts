import { clubDate } from './club-time';

/**
 * The club's calendar date, YYYY-MM-DD, in the club's time zone (CLUB_TIMEZONE, club-time.ts), whatever the process's
 * TZ. Every "today onwards" and "upcoming" rule uses it, so PGlite and PostgreSQL agree whatever their own zone.
 */
export function today(now: Date = new Date(), timeZone?: string): string {
  return clubDate(now, timeZone);
}

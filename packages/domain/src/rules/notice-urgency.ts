import type { EmailKind } from '../schemas/email-preferences';
import type { Channel } from '../schemas/notifications';
import { addDaysToDate, dateInZone, timeInZone, zonedTimeToInstant } from './time-zone';

/**
 * Fewer, better emails (#32, decision 131). A notice is **urgent** when waiting for the evening's digest could make a
 * family miss something: a reminder to answer (its deadline is near), the match day's own news, and a fixture change
 * or a squad for a match today or tomorrow (a cancellation on the day). Everything else can wait for the digest of
 * someone who chose one.
 */
export function isUrgentNotice(
  notice: { kind: EmailKind | 'medical_review'; matchDate?: string | null },
  today: string,
): boolean {
  switch (notice.kind) {
    case 'reminder':
    case 'match_day':
      return true;
    case 'fixture_change':
    case 'squad':
      return notice.matchDate != null && notice.matchDate <= addDaysToDate(today, 1);
    default:
      return false;
  }
}

/** When the daily digest goes, in the club's time zone: at six in the evening, after school and before training. */
export const DIGEST_TIME = '18:00';

/** The next digest after `now`: today's at DIGEST_TIME in the club's zone, else tomorrow's. */
export function nextDigestAt(now: Date, timeZone: string): Date {
  const today = dateInZone(now, timeZone);
  const day = timeInZone(now, timeZone) < DIGEST_TIME ? today : addDaysToDate(today, 1);
  return zonedTimeToInstant(day, DIGEST_TIME, timeZone);
}

/** Whether a channel sends an email, a push, both or neither. */
export const channelSends = (channel: Channel) => ({
  email: channel === 'email' || channel === 'both',
  push: channel === 'push' || channel === 'both',
});

/** The channel of a person's two switches. */
export const channelOf = (email: boolean, push: boolean): Channel =>
  email && push ? 'both' : email ? 'email' : push ? 'push' : 'none';

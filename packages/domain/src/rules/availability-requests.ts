import { ageOn } from './age';
import { contactsPlayerDirectly, copiesParents, type GivenConsents } from './consents';
import { addDaysToDate, zonedTimeToInstant } from './time-zone';
import { msg } from '../i18n/translate';

/** A team's availability rules (decision 106). */
export interface AvailabilitySettings {
  /** Answers lock for families at the end of the day this many days before the match day; 0 locks at kick-off. */
  deadline_days: number;
  /** Days before the match day on which those without an answer are reminded. */
  reminder_days: number[];
  /** The club's time of day reminders and requests go out, HH:MM. */
  reminder_time: string;
}

export const DEFAULT_AVAILABILITY_SETTINGS: AvailabilitySettings = {
  deadline_days: 2,
  reminder_days: [5, 2],
  reminder_time: '09:00',
};

/** How long before the match day the request for answers goes out (or at once for a fixture added later). */
export const REQUEST_DAYS_BEFORE = 14;

export interface FixtureWhen {
  match_date: string;
  kick_off_time: string;
}

/** The instant of kick-off on the club's wall clock. */
export function kickOffInstant(fixture: FixtureWhen, timeZone: string): Date {
  return zonedTimeToInstant(fixture.match_date, fixture.kick_off_time.slice(0, 5), timeZone);
}

/** How long after a 'Remind now' the next one may go to the same fixture's families (#28 item 12). */
export const REMIND_AGAIN_MINUTES = 30;

/** When the next 'Remind now' may go, after one at `last`; null when none went or the interval is over. */
export function nextReminderAllowedAt(last: Date | null, now: Date): Date | null {
  if (!last) return null;
  const next = new Date(last.getTime() + REMIND_AGAIN_MINUTES * 60_000);
  return next > now ? next : null;
}

/**
 * The least time families have to answer a request (#28 item 10): a request that goes out later than this before the
 * team's deadline (a fixture added or imported mid-week) moves the deadline to this long after it, never past kick-off.
 */
export const ANSWER_WINDOW_HOURS = 24;

/** No request goes out in the last hours before kick-off: by then the coach asks the families in person. */
export const LAST_REQUEST_HOURS = 6;

const HOUR_MS = 3_600_000;

/**
 * When answers lock for families: the end of the day `deadline_days` before the match day (midnight after it), or
 * kick-off when that comes first (a deadline of 0 days). When the request went out (`requestSentAt`) less than
 * `ANSWER_WINDOW_HOURS` before that, or after it, the families get that long from the request instead, up to kick-off.
 */
export function responseDeadline(
  fixture: FixtureWhen,
  settings: AvailabilitySettings,
  timeZone: string,
  requestSentAt: Date | null = null,
): Date {
  const kickOff = kickOffInstant(fixture, timeZone);
  const endOfDay = zonedTimeToInstant(addDaysToDate(fixture.match_date, 1 - settings.deadline_days), '00:00', timeZone);
  const team = endOfDay < kickOff ? endOfDay : kickOff;
  if (!requestSentAt) return team;
  const window = new Date(requestSentAt.getTime() + ANSWER_WINDOW_HOURS * HOUR_MS);
  if (window <= team) return team;
  return window < kickOff ? window : kickOff;
}

/** Whether a family may still answer (a coach always may until the match is over). */
export function answersOpen(
  now: Date,
  fixture: FixtureWhen,
  settings: AvailabilitySettings,
  timeZone: string,
  requestSentAt: Date | null = null,
) {
  return now < responseDeadline(fixture, settings, timeZone, requestSentAt);
}

/** When the request for answers is due: 14 days before the match day, at the team's reminder time. */
export function requestInstant(fixture: FixtureWhen, settings: AvailabilitySettings, timeZone: string): Date {
  return zonedTimeToInstant(addDaysToDate(fixture.match_date, -REQUEST_DAYS_BEFORE), settings.reminder_time, timeZone);
}

/** Every reminder's instant, earliest first. */
export function reminderInstants(fixture: FixtureWhen, settings: AvailabilitySettings, timeZone: string) {
  return [...new Set(settings.reminder_days)]
    .sort((a, b) => b - a)
    .map((days) => ({
      days,
      at: zonedTimeToInstant(addDaysToDate(fixture.match_date, -days), settings.reminder_time, timeZone),
    }));
}

export type DueNotice = { kind: 'request' } | { kind: 'reminder'; days: number; at: Date };

/**
 * What a fixture's schedule wants sent at `now`, given when its request went out (null: not yet). The request comes
 * first, from 14 days ahead until `LAST_REQUEST_HOURS` before kick-off (a fixture added after the team's deadline is
 * still asked, with the deadline `responseDeadline` gives it); a reminder is due once its time has come, before the
 * deadline, and only the latest one due (a server that was down sends one reminder, not each it missed); a reminder
 * whose time came before the request went out is not sent (a fixture added a few days ahead gets its request, not a
 * reminder straight after it).
 */
export function dueNotices(
  now: Date,
  fixture: FixtureWhen,
  settings: AvailabilitySettings,
  timeZone: string,
  requestSentAt: Date | null,
): DueNotice[] {
  if (requestSentAt === null) {
    const lastRequest = kickOffInstant(fixture, timeZone).getTime() - LAST_REQUEST_HOURS * HOUR_MS;
    return now >= requestInstant(fixture, settings, timeZone) && now.getTime() < lastRequest
      ? [{ kind: 'request' }]
      : [];
  }
  const deadline = responseDeadline(fixture, settings, timeZone, requestSentAt);
  if (now >= deadline) return [];
  const due = reminderInstants(fixture, settings, timeZone).filter((r) => r.at <= now && r.at < deadline);
  const latest = due.at(-1);
  if (!latest || latest.at < requestSentAt) return [];
  return [{ kind: 'reminder', days: latest.days, at: latest.at }];
}

/** The words of a settings change that cannot work, or null. */
export function settingsProblem(settings: AvailabilitySettings): string | null {
  if (settings.reminder_days.some((d) => d < settings.deadline_days))
    return msg('Reminders must go out on or before the deadline day');
  return null;
}

export const AGE_OF_OWN_ANSWERS = 16;

export { ageOn };

/** Whether a player is a child for messages: under 16, or of unknown age (safeguarding errs on the safe side). */
export function isChild(dateOfBirth: string | null, today: string): boolean {
  const age = ageOn(dateOfBirth, today);
  return age === null || age < AGE_OF_OWN_ANSWERS;
}

export interface FamilyMember {
  user_id: number;
  email: string | null;
}

/**
 * Who is asked about a player: their parents; a player with an account of their own from 16 (decision 106) when the
 * club may contact them directly (at 16 and 17 with the family's consent), the parents then copied unless consent says
 * otherwise (decision 130). A child's own account never gets these emails or messages.
 */
export function familyOf<M extends FamilyMember>(
  player: { date_of_birth: string | null; account: M | null; consents: GivenConsents },
  parents: readonly M[],
  today: string,
): M[] {
  const direct = player.account !== null && contactsPlayerDirectly(player.date_of_birth, today, player.consents);
  const own = direct && player.account ? [player.account] : [];
  const copied = own.length === 0 || copiesParents(player.date_of_birth, today, player.consents) ? parents : [];
  const seen = new Set<number>();
  return [...copied, ...own].filter((m) => !seen.has(m.user_id) && seen.add(m.user_id));
}

export const fixtureAnswers = ['available', 'maybe', 'not_available'] as const;
export type FixtureAnswer = (typeof fixtureAnswers)[number];

export const fixtureAnswerLabels: Record<FixtureAnswer, string> = {
  available: msg('Available'),
  maybe: msg('Maybe'),
  not_available: msg('Not available'),
};

/** Counts of Available / Maybe / Not available / No answer. */
export function answerCounts(answers: readonly (FixtureAnswer | null)[]) {
  const counts = { available: 0, maybe: 0, not_available: 0, no_answer: 0 };
  for (const a of answers) counts[a ?? 'no_answer'] += 1;
  return counts;
}

import { addDaysToDate } from './time-zone';
import { msg } from '../i18n/translate';

/**
 * The qualifications register (#31): an adult's enhanced DBS check, safeguarding course and first aid, status and dates
 * only, never a certificate's contents. The FA renews a DBS check every three years; the club renews the course and
 * first aid on the same cycle.
 */
export const qualificationKinds = ['dbs', 'safeguarding', 'first_aid'] as const;
export type QualificationKind = (typeof qualificationKinds)[number];

/** 'applied': the check is asked for (a DBS in progress); 'valid': done, with the date it was issued. */
export const qualificationStatuses = ['applied', 'valid'] as const;
export type QualificationStatus = (typeof qualificationStatuses)[number];

/** A qualification as the register shows it on a day. */
export const qualificationStates = ['valid', 'expiring', 'expired', 'applied', 'missing'] as const;
export type QualificationState = (typeof qualificationStates)[number];

/** Each kind in words, in the register's order. */
export const qualificationKindLabels: Record<QualificationKind, string> = {
  dbs: msg('DBS check'),
  safeguarding: msg('Safeguarding course'),
  first_aid: msg('First aid'),
};

/** Each state in words (the register's badges). */
export const qualificationStateLabels: Record<QualificationState, string> = {
  valid: msg('Valid'),
  expiring: msg('Expiring soon'),
  expired: msg('Expired'),
  applied: msg('Applied for'),
  missing: msg('Missing'),
};

/** How long a qualification lasts from its issue date. */
export const QUALIFICATION_YEARS = 3;
/** Within this many days of its expiry, a qualification is 'expiring'. */
export const EXPIRING_DAYS = 60;
/** The reminders to the person and the welfare officer, this many days before expiry (first the larger). */
export const QUALIFICATION_REMINDER_DAYS = [60, 30] as const;
/** The earliest issue date the register takes (an enhanced DBS check is not older than this). */
export const EARLIEST_ISSUE_DATE = '1990-01-01';

/** A qualification as recorded: status and, once valid, its issue date. */
export interface QualificationRecord {
  status: QualificationStatus;
  issued_on: string | null;
}

/**
 * The day a qualification issued on `issuedOn` (YYYY-MM-DD) expires: three years on, the same calendar day (a 29
 * February issue expires on 28 February, the year having none). It is no longer valid on that day.
 */
export function expiryOf(issuedOn: string): string {
  const [y, m, d] = issuedOn.split('-').map(Number) as [number, number, number];
  const year = y + QUALIFICATION_YEARS;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(m)}-${two(Math.min(d, lastDay))}`;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD): negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * A qualification's state on `today`: 'missing' without a record, 'applied' while applied for, else 'expired' from its
 * expiry day, 'expiring' within EXPIRING_DAYS of it, 'valid' before that.
 */
export function qualificationState(record: QualificationRecord | null | undefined, today: string): QualificationState {
  if (!record) return 'missing';
  if (record.status === 'applied' || !record.issued_on) return 'applied';
  const left = daysBetween(today, expiryOf(record.issued_on));
  if (left <= 0) return 'expired';
  return left <= EXPIRING_DAYS ? 'expiring' : 'valid';
}

/** Whether a qualification counts on `today`: valid or expiring (not yet expired). */
export function isCurrent(record: QualificationRecord | null | undefined, today: string): boolean {
  const state = qualificationState(record, today);
  return state === 'valid' || state === 'expiring';
}

/** Whether someone has a valid DBS check on `today` (an expiring one still counts; an applied-for one does not). */
export function hasValidDbs(records: readonly (QualificationRecord & { kind: QualificationKind })[], today: string) {
  return isCurrent(
    records.find((r) => r.kind === 'dbs'),
    today,
  );
}

/**
 * The reminder due on `today` for a qualification expiring on `expiresOn`: 30 from 30 days before expiry, 60 from 60
 * days before, none before that or from the expiry day. Only the latest one passed is due, so a check recorded 40
 * days before its expiry gets the 60-day reminder at once and the 30-day one later, and one recorded 20 days before
 * gets the 30-day reminder alone. Each is sent once (the job's key names it).
 */
export function dueReminder(expiresOn: string, today: string): (typeof QUALIFICATION_REMINDER_DAYS)[number] | null {
  const left = daysBetween(today, expiresOn);
  if (left <= 0) return null;
  for (const days of [...QUALIFICATION_REMINDER_DAYS].sort((a, b) => a - b)) if (left <= days) return days;
  return null;
}

/** The dates the reminders of a qualification expiring on `expiresOn` fall due, earliest first. */
export function reminderDates(expiresOn: string): string[] {
  return QUALIFICATION_REMINDER_DAYS.map((days) => addDaysToDate(expiresOn, -days));
}

/**
 * What is wrong with a check as recorded, in words naming the field, or null: a valid one needs its issue date, not
 * in the future and not before 1990; one applied for has none.
 */
export function qualificationProblem(body: { status: QualificationStatus; issued_on?: string | null }, today: string) {
  if (body.status === 'applied') return body.issued_on ? qualificationMessages.appliedWithDate : null;
  if (!body.issued_on) return qualificationMessages.issuedOnRequired;
  if (body.issued_on > today) return qualificationMessages.issuedOnFuture;
  if (body.issued_on < EARLIEST_ISSUE_DATE) return qualificationMessages.issuedOnTooEarly;
  return null;
}

export const qualificationMessages = {
  issuedOnRequired: msg('issued_on is required when the status is valid: the date on the certificate'),
  issuedOnFuture: msg('issued_on cannot be in the future'),
  issuedOnTooEarly: msg('issued_on cannot be before 1 January 1990'),
  appliedWithDate: msg('issued_on must be left out while the check is applied for'),
  noSuchUser: msg('No such user'),
  playerAccount: msg("A player's account has no qualifications on the register"),
  notOwn: msg('Your own checks are recorded by an admin or another welfare officer'),
  /** The flag on Team Management: a coach without a valid DBS check (decision 130: nothing is refused). */
  noValidDbs: msg('No valid DBS check'),
  reminderSubject: (kind: QualificationKind, name: string) =>
    `${qualificationKindLabels[kind]} of ${name} expires soon`,
} as const;

import {
  addDaysToDate,
  daysBetween,
  displayName,
  dueReminder,
  EXPIRING_DAYS,
  qualificationKindLabels,
  type QualificationKind,
  type Translator,
} from '@touchline/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { qualifications, users } from '../db/schema';
import { enqueueEmails, type QueuedEmail } from '../mail/outbox';
import { clubOf, qualificationReminderEmail } from '../mail/templates';
import { today } from '../today';
import { recipientTranslator } from '../i18n';
import type { NoticeContext } from './answer-requests';
import { enqueueJob } from './worker';

export const QUALIFICATION_REMINDER_JOB = 'qualification-reminder';

/** A reminder of one qualification, decided once: its expiry and how many days before it. */
export interface QualificationReminderJob {
  user_id: number;
  kind: QualificationKind;
  expires_on: string;
  days: number;
  /** The club's date the planner decided it on: the email counts the days left from it. */
  planned_on: string;
}

/**
 * Decides the qualification reminders due at `now` (#31): for each valid check expiring within 60 days, the one
 * reminder due today (`dueReminder`: 60 days before, then 30), as a job keyed by the person, the kind, the expiry
 * and the days, so each is decided once whatever instance plans it and however often; a check renewed gets its own
 * reminders three years on. One read. Returns how many jobs it added.
 */
export async function planQualificationReminders(db: Db, now: Date, timeZone: string): Promise<number> {
  const day = today(now, timeZone);
  const result = (await db.execute(sql`
    select user_id, kind, expires_on::text as expires_on from qualifications
    where status = 'valid' and expires_on > ${day} and expires_on <= ${addDaysToDate(day, EXPIRING_DAYS)}
    order by expires_on, user_id, kind`)) as unknown as {
    rows: { user_id: number; kind: QualificationKind; expires_on: string }[];
  };
  let added = 0;
  for (const row of result.rows) {
    const days = dueReminder(row.expires_on, day);
    if (days === null) continue;
    const payload: QualificationReminderJob = { ...row, days, planned_on: day };
    const key = `${QUALIFICATION_REMINDER_JOB}:${row.user_id}:${row.kind}:${row.expires_on}:${days}`;
    if (await enqueueJob(db, { kind: QUALIFICATION_REMINDER_JOB, key, payload })) added += 1;
  }
  return added;
}

/**
 * Emails a reminder to the person and to each welfare officer (the admins when the club has none), each once, when
 * the check is still the one the reminder was decided for (not renewed or removed since). Not optional, so no
 * unsubscribe link: a safeguarding duty, like an account email. Nothing without email set up. Returns how many.
 */
export async function emailQualificationReminder(tx: Db, ctx: NoticeContext, payload: unknown): Promise<number> {
  const { mail } = ctx;
  if (!mail) return 0;
  const job = payload as QualificationReminderJob;
  const [check] = await tx
    .select({ status: qualifications.status, expiresOn: qualifications.expiresOn })
    .from(qualifications)
    .where(and(eq(qualifications.userId, job.user_id), eq(qualifications.kind, job.kind)));
  if (!check || check.status !== 'valid' || check.expiresOn !== job.expires_on) return 0;
  const person = {
    user_id: users.userId,
    username: users.username,
    short_name: users.shortName,
    email: users.email,
    language: users.language,
  };
  const [holder] = await tx.select(person).from(users).where(eq(users.userId, job.user_id));
  if (!holder) return 0;
  const welfare = await tx
    .select(person)
    .from(users)
    .where(and(eq(users.welfareOfficer, true), isNotNull(users.email)))
    .orderBy(users.userId);
  const officers = welfare.length
    ? welfare
    : await tx
        .select(person)
        .from(users)
        .where(and(eq(users.role, 'admin'), isNotNull(users.email)))
        .orderBy(users.userId);
  const reason = ({ t }: Translator) =>
    welfare.length
      ? t('You get this email because you are the club’s welfare officer.')
      : t('You get this email as an admin because the club has no welfare officer.');
  const club = clubOf(mail);
  // The days left on the day it was decided (a server that was down decides it late: the days are those left then).
  const days = daysBetween(job.planned_on, job.expires_on);
  const common = (words: Translator) => ({
    person: displayName(holder),
    kind: words.t(qualificationKindLabels[job.kind]),
    expiresOn: job.expires_on,
  });
  const emails: QueuedEmail[] = [];
  if (holder.email) {
    const words = recipientTranslator(holder.language, ctx.language);
    emails.push({
      kind: 'qualification_reminder',
      to: holder.email,
      userId: holder.user_id,
      content: qualificationReminderEmail(
        { ...common(words), name: displayName(holder), days, welfare: null, url: `${mail.publicUrl}/account`, club },
        words,
      ),
    });
  }
  for (const officer of officers) {
    if (officer.user_id === holder.user_id || !officer.email) continue;
    const words = recipientTranslator(officer.language, ctx.language);
    emails.push({
      kind: 'qualification_reminder',
      to: officer.email,
      userId: officer.user_id,
      content: qualificationReminderEmail(
        {
          ...common(words),
          name: displayName(officer),
          days,
          welfare: { reason: reason(words) },
          url: `${mail.publicUrl}/safeguarding/qualifications`,
          club,
        },
        words,
      ),
    });
  }
  await enqueueEmails(tx, emails);
  return emails.length;
}

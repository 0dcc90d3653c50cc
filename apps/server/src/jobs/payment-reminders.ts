import { addDaysToDate } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { familyBalances } from '../money/read';
import { today } from '../today';
import { PAYMENT_REQUEST_JOB, type PaymentRequestJob } from './payment-requests';
import { enqueueJob } from './worker';

/** Days past a charge's due date a family is reminded on: a week, then every two weeks, four times at most. */
export const PAYMENT_REMINDER_DAYS = [7, 21, 35, 49] as const;

/** The club day each database's reminders were last planned for: once a day is enough. */
const plannedOn = new WeakMap<Db, string>();

/**
 * Decides the payment reminders due today (#33, decision 133), when the club turned them on: for each family whose
 * oldest unpaid charge is past one of PAYMENT_REMINDER_DAYS, a job keyed by the family, that charge's due date and
 * the round, so each reminder is decided once whatever instance plans it. A family that pays (or whose oldest debt
 * changes) starts again from its next oldest charge. Read once a club day per instance. Returns the jobs added.
 */
export async function planPaymentReminders(db: Db, now: Date, timeZone: string, currency: string): Promise<number> {
  const day = today(now, timeZone);
  if (plannedOn.get(db) === day) return 0;
  const on = (await db.execute(sql`select reminders from finance_settings where id = 1`)) as unknown as {
    rows: { reminders: boolean }[];
  };
  plannedOn.set(db, day);
  if (!on.rows[0]?.reminders) return 0;
  // A family the treasurer asked today is not reminded again the same day.
  const asked = (await db.execute(
    sql`select key from jobs where key like ${`${PAYMENT_REQUEST_JOB}:%:${day}`}`,
  )) as unknown as { rows: { key: string }[] };
  const askedToday = new Set(asked.rows.map((r) => Number(r.key.split(':')[1])));
  let added = 0;
  for (const family of await familyBalances(db, day)) {
    if (family.balance_minor <= 0 || askedToday.has(family.family_id)) continue;
    const round = PAYMENT_REMINDER_DAYS.filter((d) => d <= family.days_overdue).length - 1;
    if (round < 0) continue;
    const due = addDaysToDate(day, -family.days_overdue);
    const payload: PaymentRequestJob = { family_id: family.family_id, currency, reminder: true };
    const key = `payment-reminder:${family.family_id}:${due}:${round}`;
    if (await enqueueJob(db, { kind: PAYMENT_REQUEST_JOB, key, payload })) added += 1;
  }
  return added;
}

/** Forgets the day planned (tests that move the clock or turn reminders on). */
export function forgetPaymentReminderDay(db: Db): void {
  plannedOn.delete(db);
}

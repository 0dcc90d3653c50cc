import { addDaysToDate, dueNotices, REQUEST_DAYS_BEFORE } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { requestSentAt, settingsOf } from '../queries/fixture-answers';
import { fixtureOn } from '../queries/fixture-status';
import { today } from '../today';
import { enqueueJob } from './worker';

interface Candidate {
  match_id: number;
  match_date: string;
  kick_off_time: string;
  deadline_days: number | null;
  reminder_days: number[] | null;
  reminder_time: string | null;
  request_at: string | null;
}

export const ANSWERS_JOB = 'fixture-answers';

/** The job that asks a fixture's families for answers, or reminds those without one. */
export interface AnswersJob {
  match_id: number;
  trigger: 'request' | 'scheduled';
}

/**
 * Decides the availability requests and reminders due at `now` (decision 106): each becomes a job with a key of its
 * own (`answers-request:<match>`, `answers-reminder:<match>:<date>:<days>`), so however many instances plan at once,
 * each is decided once; a fixture moved to another date gets its reminders again. One read of the fixtures of the next
 * 15 days. Returns how many jobs it added.
 */
export async function planAnswerNotices(db: Db, now: Date, timeZone: string): Promise<number> {
  const from = today(now, timeZone);
  const result = (await db.execute(sql`
    select m.match_id, m.match_date::text, to_char(m.kick_off_time, 'HH24:MI') as kick_off_time,
      s.deadline_days, s.reminder_days, s.reminder_time, ${requestSentAt('m')} as request_at
    from matches m left join team_availability_settings s on s.team_id = m.team_id
    where ${fixtureOn('m')} and m.match_date between ${from} and ${addDaysToDate(from, REQUEST_DAYS_BEFORE + 1)}
    order by m.match_date, m.match_id`)) as unknown as { rows: Candidate[] };
  let added = 0;
  for (const c of result.rows) {
    const settings = settingsOf(c);
    const requestAt = c.request_at ? new Date(c.request_at) : null;
    for (const notice of dueNotices(now, c, settings, timeZone, requestAt)) {
      const key =
        notice.kind === 'request'
          ? `answers-request:${c.match_id}`
          : `answers-reminder:${c.match_id}:${c.match_date}:${notice.days}`;
      const payload: AnswersJob = {
        match_id: c.match_id,
        trigger: notice.kind === 'request' ? 'request' : 'scheduled',
      };
      if (await enqueueJob(db, { kind: ANSWERS_JOB, key, payload })) added += 1;
    }
  }
  return added;
}

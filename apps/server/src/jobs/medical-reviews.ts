import { addDaysToDate, daysBetween, displayName } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { clubOf, medicalReviewParts } from '../mail/templates';
import { deliverNotices } from '../notify/deliver';
import { currentSeasonStart } from '../queries/medical';
import { today } from '../today';
import { recipientTranslator } from '../i18n';
import type { NoticeContext } from './answer-requests';
import { enqueueJob } from './worker';

export const MEDICAL_REVIEW_JOB = 'medical-review';

/** The days after a season's start a family is asked to review its children's details: then, a week and two on. */
export const MEDICAL_REVIEW_DAYS = [0, 7, 14] as const;
/** After this many days of a season nobody is asked again by email (the page still says the details are due). */
const ASKED_FOR_DAYS = 28;

export interface MedicalReviewJob {
  parent_user_id: number;
  season_start: string;
  /** 0 for the first ask, then 1, 2: the reminders. */
  round: number;
}

/**
 * Decides the season's medical reviews due at `now` (#31, decision 130): in the first four weeks of the current
 * season, each parent with a child whose medical and emergency information has not been confirmed since the season
 * began is asked, then reminded a week and two weeks on; a job per parent, season and round, so each is decided
 * once. One small read outside those weeks; in them one more, which finds the parents not yet asked in this
 * round (none on most polls). Returns how many jobs it added.
 */
export async function planMedicalReviews(db: Db, now: Date, timeZone: string): Promise<number> {
  const day = today(now, timeZone);
  // Outside a season's first four weeks (most polls) one small read, and nothing more.
  const started = (await db.execute(sql`select ${currentSeasonStart(day)}::text as start`)) as unknown as {
    rows: { start: string | null }[];
  };
  const start = started.rows[0]?.start ?? null;
  if (start === null || start > day || start <= addDaysToDate(day, -ASKED_FOR_DAYS)) return 0;
  const round = MEDICAL_REVIEW_DAYS.filter((d) => d <= daysBetween(start, day)).length - 1;
  const keyPrefix = `${MEDICAL_REVIEW_JOB}:${start}:`;
  // The parents still due this round and not yet asked in it: none on most polls of those weeks.
  const result = (await db.execute(sql`
    select distinct a.parent_user_id
    from parent_player_associations a
    join players p on p.player_id = a.player_id and p.team_id is not null
    left join player_medical m on m.player_id = a.player_id
    where (m.reviewed_at is null or m.reviewed_at::date < ${start}::date)
      and not exists (select 1 from jobs j where j.key = ${keyPrefix} || a.parent_user_id || ${`:${round}`})
    order by a.parent_user_id`)) as unknown as { rows: { parent_user_id: number }[] };
  let added = 0;
  for (const row of result.rows) {
    const payload: MedicalReviewJob = { parent_user_id: row.parent_user_id, season_start: start, round };
    const key = `${keyPrefix}${row.parent_user_id}:${round}`;
    if (await enqueueJob(db, { kind: MEDICAL_REVIEW_JOB, key, payload })) added += 1;
  }
  return added;
}

/**
 * Emails the parent the children whose details are still due (none left: nothing). Not optional, like an account
 * email: it is the club's duty of care. Nothing without email set up. Returns how many emails.
 */
export async function emailMedicalReview(tx: Db, ctx: NoticeContext, payload: unknown): Promise<number> {
  const { mail } = ctx;
  if (!mail) return 0;
  const job = payload as MedicalReviewJob;
  const result = (await tx.execute(sql`
    select u.user_id, u.username, u.short_name, u.email, u.language, p.player_name
    from parent_player_associations a
    join users u on u.user_id = a.parent_user_id
    join players p on p.player_id = a.player_id and p.team_id is not null
    left join player_medical m on m.player_id = p.player_id
    where a.parent_user_id = ${job.parent_user_id} and u.email is not null
      and (m.reviewed_at is null or m.reviewed_at::date < ${job.season_start}::date)
    order by p.player_name`)) as unknown as {
    rows: {
      user_id: number;
      username: string;
      short_name: string | null;
      email: string;
      language: string | null;
      player_name: string;
    }[];
  };
  const [parent] = result.rows;
  if (!parent) return 0;
  // Batched with the family's other notices, and in the digest of a parent who chose one (#32).
  const sent = await deliverNotices(tx, { batchSeconds: ctx.batchSeconds, timeZone: ctx.timeZone() }, [
    {
      userId: parent.user_id,
      kind: 'medical_review',
      email: parent.email,
      urgent: false,
      push: null,
      parts: medicalReviewParts(
        {
          name: displayName(parent),
          children: result.rows.map((r) => r.player_name),
          reminder: job.round > 0,
          url: `${mail.publicUrl}/family`,
          club: clubOf(mail),
        },
        recipientTranslator(parent.language, ctx.language),
      ),
    },
  ]);
  return sent.emails;
}

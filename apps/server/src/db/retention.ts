import { and, inArray, isNotNull, lt, or } from 'drizzle-orm';
import { LONGEST_LINK_WINDOW_MS } from '../auth/link-throttle';
import { LOGIN_THROTTLE_PER_ADDRESS, LOGIN_THROTTLE_PER_USER } from '@touchline/domain';
import type { Db } from './open';
import {
  accountLinks,
  auditLog,
  jobs,
  loginThrottle,
  outbox,
  requestThrottle,
  sessions,
  webhookDeliveries,
} from './schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the pruning runs. */
const EVERY_MS = 6 * 60 * 60 * 1000;
/** Sign-in failures older than the longest throttling window count for nothing. */
const LONGEST_WINDOW_MS = Math.max(LOGIN_THROTTLE_PER_USER.windowMs, LOGIN_THROTTLE_PER_ADDRESS.windowMs);

export interface RetentionPolicy {
  /** Audit entries older than this many days are deleted; 0 keeps them for ever. */
  auditDays: number;
  /**
   * Players who left the club (#34) are erased this long after they left, by `erase` (given by the server, which knows
   * how a player is erased); none without it.
   */
  leavers?: { days: number; erase: (db: Db, days: number, now: Date) => Promise<number> };
}

/** Emailed links that were used or have expired are kept this long (who was invited when), then deleted. */
const LINK_DAYS = 30;
/** Sent and failed emails stay in the outbox screen this long; finished jobs as long (decision 106). */
const OUTBOX_DAYS = 90;

export interface Pruned {
  sessions: number;
  loginFailures: number;
  auditEntries: number;
  linkRequests: number;
  accountLinks: number;
  emails: number;
  jobs: number;
  webhookDeliveries: number;
  leavers: number;
}

/**
 * Deletes what the club no longer needs: sessions that have ended (expired or signed out), sign-in failure counters
 * older than any throttling window, audit entries older than the retention period, emailed-link counters past their
 * window, used or expired links after 30 days, and sent or failed emails, finished jobs and delivered or failed
 * webhook deliveries (decision 137) after 90 days (the planner only looks at the next two weeks' fixtures, whose jobs
 * are younger). Idempotent, so several
 * instances may run it. A match's change numbers (`match_changes`) are kept: they number the live stream's messages
 * from the match's start (decision 062), and pruning them would restart the numbering.
 */
export async function pruneExpired(db: Db, policy: RetentionPolicy, now = new Date()): Promise<Pruned> {
  const before = (ms: number) => new Date(now.getTime() - ms);
  const ended = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  const failures = await db
    .delete(loginThrottle)
    .where(lt(loginThrottle.firstFailureAt, before(LONGEST_WINDOW_MS)))
    .returning({ source: loginThrottle.source });
  const audit =
    policy.auditDays > 0
      ? await db
          .delete(auditLog)
          .where(lt(auditLog.at, before(policy.auditDays * DAY_MS)))
          .returning({ id: auditLog.id })
      : [];
  const linkRequests = await db
    .delete(requestThrottle)
    .where(lt(requestThrottle.windowStartedAt, before(LONGEST_LINK_WINDOW_MS)))
    .returning({ key: requestThrottle.key });
  const links = await db
    .delete(accountLinks)
    .where(
      and(
        or(isNotNull(accountLinks.usedAt), lt(accountLinks.expiresAt, now)),
        lt(accountLinks.createdAt, before(LINK_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: accountLinks.id });
  const emails = await db
    .delete(outbox)
    .where(and(inArray(outbox.status, ['sent', 'failed']), lt(outbox.createdAt, before(OUTBOX_DAYS * DAY_MS))))
    .returning({ id: outbox.id });
  const finishedJobs = await db
    .delete(jobs)
    .where(and(inArray(jobs.status, ['done', 'failed']), lt(jobs.createdAt, before(OUTBOX_DAYS * DAY_MS))))
    .returning({ id: jobs.id });
  const deliveries = await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        lt(webhookDeliveries.createdAt, before(OUTBOX_DAYS * DAY_MS)),
      ),
    )
    .returning({ id: webhookDeliveries.deliveryId });
  const leavers = policy.leavers ? await policy.leavers.erase(db, policy.leavers.days, now) : 0;
  return {
    leavers,
    sessions: ended.length,
    loginFailures: failures.length,
    auditEntries: audit.length,
    linkRequests: linkRequests.length,
    accountLinks: links.length,
    emails: emails.length,
    jobs: finishedJobs.length,
    webhookDeliveries: deliveries.length,
  };
}

/** Prunes at start and every six hours; the timer never keeps the process alive. */
export function scheduleRetention(
  db: Db,
  policy: RetentionPolicy,
  report: (pruned: Pruned) => void,
  onError: (error: unknown) => void,
): { stop(): void } {
  const run = () => pruneExpired(db, policy).then(report, onError);
  void run();
  const timer = setInterval(() => void run(), EVERY_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

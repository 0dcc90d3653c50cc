import {
  LOGIN_THROTTLE_PER_ADDRESS,
  LOGIN_THROTTLE_PER_USER,
  loginFailuresExpired,
  loginWaitMs,
  retryAfterSeconds,
  withLoginFailure,
  type LoginFailures,
  type LoginThrottlePolicy,
} from '@touchline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { loginThrottle } from '../db/schema';

/**
 * Sign-in throttling (decision 64), in the database so every server instance shares it. Each attempt is counted
 * BEFORE its password is checked, under a per-address lock, as if it had failed (`pending`), so however many arrive
 * at once no more passwords are checked than the counters allow. Once checked, a wrong one stays counted as a
 * failure and a right one is taken back. An attempt held up only by others still being checked waits for them, so
 * simultaneous right passwords all get in; one held up by real failures is refused with the time to wait.
 * Counters: one per username and source address (someone else's guesses from elsewhere never hold the real user
 * up) and one per address across all usernames (password spraying), stored under the username ''.
 */

const ALL_USERNAMES = '';
/** First key of the two-key advisory lock; the second is a hash of the source address. */
const LOCK_NAMESPACE = 727275;
/** Rows are deleted once older than the longest window. */
const LONGEST_WINDOW_MS = Math.max(LOGIN_THROTTLE_PER_USER.windowMs, LOGIN_THROTTLE_PER_ADDRESS.windowMs);
/** A pending attempt this old was never settled (its server stopped): it counts as a failure. */
const PENDING_TIMEOUT_MS = 30_000;
/** How long an attempt waits for others still being checked, and how often it looks again. */
const PENDING_WAIT_TRIES = 200;
const PENDING_WAIT_STEP_MS = 25;

export type LoginAttempt = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Row = typeof loginThrottle.$inferSelect;

interface Counter {
  name: string;
  policy: LoginThrottlePolicy;
  failures: number;
  pending: number;
  window: LoginFailures | null;
}

function counterOf(name: string, policy: LoginThrottlePolicy, row: Row | undefined, now: number): Counter {
  if (!row) return { name, policy, failures: 0, pending: 0, window: null };
  const last = row.lastFailureAt.getTime();
  // Attempts left pending by a server that stopped count as failures.
  const stale = now - last > PENDING_TIMEOUT_MS;
  const failures = row.failures + (stale ? row.pending : 0);
  const pending = stale ? 0 : row.pending;
  return {
    name,
    policy,
    failures,
    pending,
    window: { failures: failures + pending, firstFailureAt: row.firstFailureAt.getTime(), lastFailureAt: last },
  };
}

/** Attempts from one address wait for each other here; PGlite runs one transaction at a time anyway. */
async function lockAddress(tx: Db, source: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_NAMESPACE}, hashtext(${source}))`);
}

/** One look: allowed (and counted), refused for failures, or held up only by attempts still being checked. */
async function tryReserve(db: Db, user: string, source: string, now: number): Promise<LoginAttempt | 'busy'> {
  return db.transaction(async (tx) => {
    await lockAddress(tx, source);
    const rows = await tx
      .select()
      .from(loginThrottle)
      .where(and(eq(loginThrottle.source, source), inArray(loginThrottle.username, [user, ALL_USERNAMES])));
    const counters = [
      counterOf(
        user,
        LOGIN_THROTTLE_PER_USER,
        rows.find((r) => r.username === user),
        now,
      ),
      counterOf(
        ALL_USERNAMES,
        LOGIN_THROTTLE_PER_ADDRESS,
        rows.find((r) => r.username === ALL_USERNAMES),
        now,
      ),
    ];
    const waitMs = Math.max(...counters.map((c) => loginWaitMs(c.policy, c.window, now)));
    if (waitMs > 0) {
      const failedOnly = (c: Counter) => (c.window ? { ...c.window, failures: c.failures } : null);
      const failuresWaitMs = Math.max(...counters.map((c) => loginWaitMs(c.policy, failedOnly(c), now)));
      if (failuresWaitMs === 0) return 'busy';
      return { allowed: false, retryAfterSeconds: retryAfterSeconds(failuresWaitMs) };
    }
    await tx
      .insert(loginThrottle)
      .values(
        counters.map((c) => {
          const expired = loginFailuresExpired(c.policy, c.window, now);
          const window = withLoginFailure(c.policy, c.window, now);
          return {
            source,
            username: c.name,
            failures: expired ? 0 : c.failures,
            pending: c.pending + 1,
            firstFailureAt: new Date(window.firstFailureAt),
            lastFailureAt: new Date(window.lastFailureAt),
          };
        }),
      )
      .onConflictDoUpdate({
        target: [loginThrottle.source, loginThrottle.username],
        set: {
          failures: sql`excluded.failures`,
          pending: sql`excluded.pending`,
          firstFailureAt: sql`excluded.first_failure_at`,
          lastFailureAt: sql`excluded.last_failure_at`,
        },
      });
    // Keep the table small: forget counters older than any window. Rows another attempt holds are skipped, not
    // waited for: with the rows this one has just written locked, waiting could deadlock with that attempt's own
    // clean-up (a 500 for a right password; seen once on PostgreSQL under load).
    await tx.execute(sql`delete from login_throttle where (source, username) in (select source, username
      from login_throttle where first_failure_at < ${new Date(now - LONGEST_WINDOW_MS).toISOString()}::timestamptz
      for update skip locked)`);
    return { allowed: true } as const;
  });
}

/**
 * May this attempt's password be checked? If so it is counted as pending: settle it with `settleLoginAttempt` once
 * checked. If not, how many seconds until the next attempt may be.
 */
export async function reserveLoginAttempt(db: Db, username: string, source: string): Promise<LoginAttempt> {
  const user = username.toLowerCase();
  for (let tries = 1; ; tries++) {
    const attempt = await tryReserve(db, user, source, Date.now());
    if (attempt !== 'busy') return attempt;
    if (tries >= PENDING_WAIT_TRIES) return { allowed: false, retryAfterSeconds: 1 };
    await new Promise((resolve) => setTimeout(resolve, PENDING_WAIT_STEP_MS));
  }
}

/**
 * The password of a reserved attempt has been checked. Wrong: the attempt stays counted, as a failure. Right: this
 * username's count from this address is forgotten, and the address's count takes the attempt back.
 */
export async function settleLoginAttempt(
  db: Db,
  username: string,
  source: string,
  passwordRight: boolean,
): Promise<void> {
  const user = username.toLowerCase();
  const pendingDone = sql`greatest(${loginThrottle.pending} - 1, 0)`;
  const bothCounters = and(eq(loginThrottle.source, source), inArray(loginThrottle.username, [user, ALL_USERNAMES]));
  // Under the address's lock, as a reservation is: both write the same two rows, and taking their row locks in
  // different orders could deadlock on PostgreSQL (a 500 for a right password in a burst of them).
  await db.transaction(async (tx) => {
    await lockAddress(tx, source);
    if (!passwordRight) {
      await tx
        .update(loginThrottle)
        .set({ pending: pendingDone, failures: sql`${loginThrottle.failures} + 1` })
        .where(bothCounters);
      return;
    }
    // Other attempts of this username still being checked stay pending.
    await tx
      .update(loginThrottle)
      .set({
        pending: pendingDone,
        failures: sql`case when ${loginThrottle.username} = ${user} then 0 else ${loginThrottle.failures} end`,
      })
      .where(bothCounters);
  });
}

import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '@touchline/domain';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../db/open';
import { loginFailures } from '../db/schema';

/** Failures are counted per username (lower-cased) in the database, so every server instance sees them. */
export async function isThrottled(db: Db, username: string): Promise<boolean> {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.username, username.toLowerCase()), gt(loginFailures.failedAt, since)));
  return (row?.n ?? 0) >= LOGIN_FAILURE_LIMIT;
}

export async function recordFailure(db: Db, username: string): Promise<void> {
  await db.insert(loginFailures).values({ username: username.toLowerCase() });
  // Keep the table small: forget failures older than the window.
  await db.delete(loginFailures).where(lt(loginFailures.failedAt, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS)));
}

export async function clearFailures(db: Db, username: string): Promise<void> {
  await db.delete(loginFailures).where(eq(loginFailures.username, username.toLowerCase()));
}

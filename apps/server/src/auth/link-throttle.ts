import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/** How many emailed-link requests one key may make in a window. */
export interface LinkThrottlePolicy {
  limit: number;
  windowMs: number;
}

const HOUR_MS = 60 * 60 * 1000;
/** Per source address: a few people may share one (a family, a club house), so more than per account. */
export const LINK_REQUESTS_PER_ADDRESS: LinkThrottlePolicy = { limit: 10, windowMs: HOUR_MS };
/** Per account (and per email address asked for): enough for a lost email or two, not enough to flood an inbox. */
export const LINK_REQUESTS_PER_ACCOUNT: LinkThrottlePolicy = { limit: 3, windowMs: HOUR_MS };
/** Rows older than this are pruned (db/retention.ts). */
export const LONGEST_LINK_WINDOW_MS = HOUR_MS;

export type Take = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Counts one request against `key` in a fixed window (one upsert, in the database so every instance shares it): the
 * window restarts once it is over. Refused once the count passes the limit; refused requests count too.
 */
export async function takeLinkRequest(db: Db, key: string, policy: LinkThrottlePolicy): Promise<Take> {
  const window = sql`make_interval(secs => ${policy.windowMs / 1000})`;
  const over = sql`request_throttle.window_started_at <= now() - ${window}`;
  const result = (await db.execute(sql`
    insert into request_throttle (key, window_started_at, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when ${over} then 1 else request_throttle.count + 1 end,
      window_started_at = case when ${over} then now() else request_throttle.window_started_at end
    returning count, extract(epoch from (window_started_at + ${window} - now())) as seconds_left`)) as unknown as {
    rows: { count: number; seconds_left: string | number }[];
  };
  const row = result.rows[0];
  if (!row || row.count <= policy.limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.seconds_left))) };
}

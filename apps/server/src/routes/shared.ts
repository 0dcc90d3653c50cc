import type { FastifyReply } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { tooManyLoginAttempts } from '@touchline/domain';
import type { Db } from '../db/open';
import { HttpError, notFound } from '../plugins/errors';

/** A sign-in refused by the throttle (auth/login-throttle.ts): 429 with the wait, in seconds and in words. */
export function throttledSignIn(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .status(429)
    .header('Retry-After', String(retryAfterSeconds))
    .send({ error: tooManyLoginAttempts(retryAfterSeconds) });
}

export function firstOr404<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw notFound();
  return row;
}

export interface Usage {
  /** How the count reads in the message, e.g. 'player(s)'. */
  label: string;
  /** The count's field in the 409 answer, e.g. 'matchCount'. */
  key: string;
  count: SQL;
}

/**
 * Counts every usage of a record in one query; if any, answers 409 saying what still uses it
 * and deletes nothing. The database's foreign keys back this up if a row sneaks in between.
 */
export async function assertUnused(db: Db, entity: string, usages: Usage[]): Promise<void> {
  if (usages.length === 0) return;
  const columns = sql.join(
    usages.map((u, i) => sql`(${u.count})::int as ${sql.identifier(`c${i}`)}`),
    sql`, `,
  );
  const result = (await db.execute(sql`select ${columns}`)) as unknown as { rows: Record<string, unknown>[] };
  const row = result.rows[0];
  const used = usages.map((u, i) => ({ ...u, n: Number(row?.[`c${i}`] ?? 0) })).filter((u) => u.n > 0);
  if (used.length === 0) return;
  const list = used.map((u) => `${u.n} ${u.label}`).join(' and ');
  throw new HttpError(
    409,
    `Cannot delete ${entity} - it has ${list}`,
    Object.fromEntries(used.map((u) => [u.key, u.n])),
  );
}

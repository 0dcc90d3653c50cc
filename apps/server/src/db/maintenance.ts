import { sql } from 'drizzle-orm';
import type { Db } from './open';
import { writeGenerationOf } from './write-generation';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The embedded database has no autovacuum daemon: nothing would ever VACUUM it or ANALYZE it, and the planner would
 * plan from guesses (on the bench's large club, reports ran 2 to 5 times slower without statistics). This does that
 * part of autovacuum's job: once at start, then every hour in which something was written. A PostgreSQL server
 * has its own autovacuum and is left to it.
 */
export function maintainEmbeddedDatabase(
  db: Db,
  onError: (error: unknown) => void,
): { ready: Promise<void>; stop(): void } {
  const generation = writeGenerationOf(db);
  let seen: string | undefined;
  const run = async () => {
    if (seen !== undefined && seen === generation?.current) return;
    await db.execute(sql`vacuum (analyze)`);
    seen = generation?.current;
  };
  const ready = run().catch(onError);
  const timer = setInterval(() => void run().catch(onError), HOUR_MS);
  timer.unref();
  return { ready, stop: () => clearInterval(timer) };
}

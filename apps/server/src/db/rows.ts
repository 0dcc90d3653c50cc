import type { SQL } from 'drizzle-orm';
import type { Db } from './open';

/** The rows of a raw SQL read, typed by the caller (the same on PGlite and node-postgres). */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

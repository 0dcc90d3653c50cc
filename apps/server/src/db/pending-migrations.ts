import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './open';

interface Journal {
  entries: { tag: string; when: number }[];
}

/**
 * The migrations of `folder` that this database has not had yet, by name, in order: drizzle applies those made after
 * the last one it recorded (`drizzle.__drizzle_migrations.created_at` is the journal's `when`). The start log names
 * them, so an upgrade says what it changed (#28, Running it).
 */
export async function pendingMigrations(db: Db, folder: string): Promise<string[]> {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  const [table] = (
    (await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`)) as unknown as {
      rows: { present: boolean }[];
    }
  ).rows;
  if (!table?.present) return journal.entries.map((e) => e.tag);
  const [last] = (
    (await db.execute(sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`)) as unknown as {
      rows: { at: string | null }[];
    }
  ).rows;
  const lastAt = last?.at === null || last?.at === undefined ? -1 : Number(last.at);
  return journal.entries.filter((e) => e.when > lastAt).map((e) => e.tag);
}

/** The newest migration of `folder`, by name. */
export function latestMigration(folder: string): string {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
  return journal.entries.at(-1)?.tag ?? '(none)';
}

import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase } from '../src/db/open';
import { readJournal } from '../src/ops/backup';
import { createEmptyPostgres } from './support/test-app';

/**
 * PostgreSQL only: several server instances starting together on one new (or just upgraded) database each run the
 * migrations at start. They take turns (an advisory lock), so each migration runs once and every instance starts.
 */
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of drops) await drop();
});

describe('migrations at start on one PostgreSQL database', () => {
  it('run once when three instances start together, and every instance starts', async () => {
    const target = await createEmptyPostgres();
    drops.push(target.drop);
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: target.url, dataDir: '' })));
    try {
      const results = await Promise.allSettled(instances.map((instance) => instance.migrate()));
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok']);
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    await client.end();
    expect(rows[0]?.n).toBe(readJournal(migrationsFolder).entries.length);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintainEmbeddedDatabase } from '../src/db/maintenance';
import { openTestDatabase } from './support/test-app';

let opened: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  opened = await openTestDatabase();
});
afterAll(async () => {
  await opened.database.close();
  await opened.drop();
});

describe('embedded database maintenance', () => {
  it('gathers planner statistics at start, without an error', async () => {
    const db = opened.database.db;
    await db.execute(sql`insert into teams (team_name, home_colours, away_colours, age_group, club_name, contact_number)
      select 'Team ' || g, 'Red', 'Blue', 'U10', 'Riverside FC', '0123' from generate_series(1, 50) g`);
    const errors: unknown[] = [];
    const maintenance = maintainEmbeddedDatabase(db, (error) => errors.push(error));
    await maintenance.ready;
    maintenance.stop();
    expect(errors).toEqual([]);
    const result = (await db.execute(
      sql`select count(*)::int as n from pg_stats where tablename = 'teams' and attname = 'team_name'`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(1);
  });
});

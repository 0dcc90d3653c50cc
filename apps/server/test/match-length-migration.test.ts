import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../src/db/open';
import { migrateUpTo } from '../src/ops/backup';
import { createEmptyPostgres } from './support/test-app';

/**
 * Migration 0023 (decision 124): the events of a match recorded on the old clock (second half from 45, full time at
 * 90, whatever its length) move onto the match's own clock, their played minutes as they were; a 90-minute match's
 * stay; a rotation's length becomes its match's.
 */
let database: Database | undefined;
let drop = async () => undefined as unknown;
afterAll(async () => {
  await database?.close();
  await drop();
});

/** An empty database of the run's kind: PGlite, or a new database on the PostgreSQL server (TEST_DB=postgres). */
async function emptyDatabase(): Promise<Database> {
  if (process.env.TEST_DB !== 'postgres') return openDatabase({ dataDir: 'memory://' });
  const target = await createEmptyPostgres();
  drop = target.drop;
  return openDatabase({ databaseUrl: target.url, dataDir: '' });
}

type Row = Record<string, unknown>;
const rowsOf = async (q: ReturnType<typeof sql>) =>
  ((await database!.db.execute(q)) as unknown as { rows: Row[] }).rows;

describe('migration 0023', () => {
  it("moves a U10 match's events onto 2 × 25, keeps a U18 match's, and takes a rotation's length", async () => {
    database = await emptyDatabase();
    await migrateUpTo(migrationsFolder, '0022_release_notes', (folder) => database!.migrateFrom(folder));
    const { db } = database;
    await db.execute(sql`insert into match_types (match_type_id, name) values (900, 'Test') on conflict do nothing`);
    await db.execute(sql`insert into teams (team_id, team_name, home_colours, away_colours, age_group, club_name,
      contact_number) values (901, 'Lions', 'R', 'B', 'U10', 'C', '1'), (902, 'Seniors', 'R', 'B', 'U18', 'C', '1'),
      (903, 'Tigers', 'R', 'B', 'U12', 'C', '1')`);
    await db.execute(sql`insert into matches (match_id, opposition_name, venue_name, venue_address, home_or_away,
      kick_off_time, colours, match_date, team_id, match_type_id) values
      (911, 'A', 'V', 'Addr', 'Home', '10:00', 'R', '2026-10-03', 901, 900),
      (912, 'B', 'V', 'Addr', 'Home', '10:00', 'R', '2026-10-03', 902, 900),
      (913, 'C', 'V', 'Addr', 'Home', '10:00', 'R', '2026-10-03', 903, 900)`);
    await db.execute(sql`insert into match_rotations (match_id, on_pitch, change_every, match_minutes)
      values (913, 7, 10, 40)`);
    const old = [
      ['MATCH_EVENT', 'GAME_START', 0],
      ['GOAL', null, 12],
      ['GOAL', null, 30],
      ['MATCH_EVENT', 'HALF_TIME', 45],
      ['MATCH_EVENT', 'SECOND_HALF_START', 45],
      ['GOAL', null, 55],
      ['MATCH_EVENT', 'GAME_END', 90],
    ] as const;
    for (const match of [911, 912, 913])
      for (const [kind, type, minute] of old)
        await db.execute(sql`insert into match_events (match_id, kind, event_type, minute, player_id)
          values (${match}, ${kind}, ${type}, ${minute}, null)`);

    await database.migrate();
    const minutes = async (match: number) =>
      (await rowsOf(sql`select minute from match_events where match_id = ${match} order by id`)).map((r) =>
        Number(r.minute),
      );
    // U10, two halves of 25: first half as it was (30' stays: it was a first half run on), the second from 25.
    expect(await minutes(911)).toEqual([0, 12, 30, 25, 25, 35, 50]);
    expect(await minutes(912)).toEqual([0, 12, 30, 45, 45, 55, 90]);
    // The rotation made it 40 minutes: halves of 20.
    expect(await minutes(913)).toEqual([0, 12, 30, 20, 20, 30, 40]);
    expect(await rowsOf(sql`select match_id, match_minutes from matches order by match_id`)).toEqual([
      { match_id: 911, match_minutes: null },
      { match_id: 912, match_minutes: null },
      { match_id: 913, match_minutes: 40 },
    ]);
  });
});

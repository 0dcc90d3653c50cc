import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { CACHE_MAP, type CacheMap } from '../src/db/cache-map';
import { TRIGGER_NAME, cacheFunctions, cacheTriggers, mappedColumns } from '../src/db/cache-triggers';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The read cache cannot go stale (#28 item 6, decision 114): every table is in the read cache's map, with the scopes
 * a change of its rows moves on or the reason no cached answer reads it, and the migrated database's triggers are
 * exactly what the map generates.
 */
let t: TestApp;
let admin: string;
let teamId: number;
let matchId: number;
let starter: number;
let seasonId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  const season = await make.season({ is_current: true, start_date: '2020-01-01', end_date: '2099-12-31' });
  seasonId = season.season_id;
  teamId = (await make.team({ age_group: 'U10' })).team_id;
  const players: number[] = [];
  for (let i = 0; i < 3; i++) players.push((await make.player(teamId)).player_id);
  starter = players[0]!;
  matchId = (await make.match(teamId, { match_date: '2026-01-10', season_id: season.season_id })).match_id;
  const formation = (await t.request({ method: 'GET', url: '/api/formations/3', token: admin })).json<{
    id: number;
    positions: { id: number }[];
  }>();
  const lineup = await t.request({
    method: 'POST',
    url: `/api/lineups/match/${matchId}`,
    token: admin,
    payload: {
      formationId: formation.id,
      players: players.map((player_id, i) => ({ player_id, formation_position_id: formation.positions[i]!.id })),
    },
  });
  expect(lineup.statusCode, lineup.body).toBe(200);
  for (const [event_type, minute] of [
    ['GAME_START', 0],
    ['HALF_TIME', 45],
    ['SECOND_HALF_START', 45],
    ['GAME_END', 90],
  ] as const) {
    const res = await t.request({
      method: 'POST',
      url: `/api/matches/${matchId}/events`,
      token: admin,
      payload: { event_type, minute },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const setRotationLength = async (minutes: number) => {
  const res = await t.request({
    method: 'PUT',
    url: `/api/matches/${matchId}/rotation`,
    token: admin,
    payload: { on_pitch: 3, change_every: 10, match_minutes: minutes },
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a match rotation', () => {
  it("changing the match's length moves on the statistics and playing time answers, cached and by ETag", async () => {
    await setRotationLength(60);
    /** Each cached read that counts minutes, with the starter's minutes (the whole match) and the team's. */
    type Minutes = { player_id: number; minutes_played: number; available_minutes: number };
    const figures = (row: Minutes | undefined) => [row?.minutes_played, row?.available_minutes];
    const inList = (body: unknown) => figures((body as Minutes[]).find((r) => r.player_id === starter));
    const inReport = (body: unknown) =>
      figures((body as { players: Minutes[] }).players.find((r) => r.player_id === starter));
    const reads: [string, (body: unknown) => unknown[]][] = [
      [`/api/players/statistics?team_id=${teamId}`, inList],
      ['/api/players/statistics', inList],
      [`/api/players/${starter}/statistics`, (body) => figures(body as Minutes)],
      [
        `/api/players/${starter}/playing-time`,
        (body) => (body as { minutes: number; match_minutes: number }[]).flatMap((m) => [m.minutes, m.match_minutes]),
      ],
      [`/api/coach-reports/playing-time?team_id=${teamId}`, inReport],
      ['/api/coach-reports/playing-time', inReport],
    ];
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.request({ method: 'GET', url, token: admin, headers });
    // A report of the team's availability (decision 099): a match's length is not availability.
    const attendance = `/api/coach-reports/match-attendance?team_id=${teamId}`;
    const kept = (await get(attendance)).headers.etag as string;
    const before = new Map<string, string>();
    for (const [url, pick] of reads) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      expect(pick(res.json()), url).toEqual([60, 60]);
      // Kept: asked again with its ETag, the answer is 304.
      const etag = res.headers.etag as string;
      expect((await get(url, { 'if-none-match': etag })).statusCode, url).toBe(304);
      before.set(url, etag);
    }

    await setRotationLength(40);

    // Asked again with the ETag of before: a new answer (200), with the new length's minutes.
    const after: Record<string, unknown> = {};
    for (const [url, pick] of reads) {
      const res = await get(url, { 'if-none-match': before.get(url)! });
      after[url] = [res.statusCode, res.statusCode === 200 ? pick(res.json()) : null];
    }
    expect(after).toEqual(Object.fromEntries(reads.map(([url]) => [url, [200, [40, 40]]])));
    expect((await get(attendance, { 'if-none-match': kept })).statusCode).toBe(304);
  });

  it('moves on a player who came on in the match and has since moved team: the minutes are theirs', async () => {
    const make = factories(t, () => admin);
    const otherTeam = (await make.team()).team_id;
    const sub = (await make.player(teamId)).player_id;
    const match = (await make.match(teamId, { match_date: '2026-01-17', season_id: seasonId })).match_id;
    const post = async (path: string, payload: object, status = 201) => {
      const res = await t.request({ method: 'POST', url: `/api/matches/${match}/${path}`, token: admin, payload });
      expect(res.statusCode, res.body).toBe(status);
    };
    const formation = (await t.request({ method: 'GET', url: '/api/formations/3', token: admin })).json<{
      id: number;
      positions: { id: number }[];
    }>();
    await t.request({
      method: 'POST',
      url: `/api/lineups/match/${match}`,
      token: admin,
      payload: {
        formationId: formation.id,
        players: [{ player_id: starter, formation_position_id: formation.positions[0]!.id }],
      },
    });
    await post('events', { event_type: 'GAME_START', minute: 0 });
    await post('events', { event_type: 'HALF_TIME', minute: 45 });
    await post('events', { event_type: 'SECOND_HALF_START', minute: 45 });
    await post('substitutions', { player_off_id: starter, player_on_id: sub, minute: 60 });
    await post('events', { event_type: 'GAME_END', minute: 90 });
    const rotation = (minutes: number) =>
      t.request({
        method: 'PUT',
        url: `/api/matches/${match}/rotation`,
        token: admin,
        payload: { on_pitch: 1, change_every: 10, match_minutes: minutes },
      });
    expect((await rotation(70)).statusCode).toBe(200);
    const player = (await t.request({ method: 'GET', url: `/api/players/${sub}`, token: admin })).json<object>();
    const moved = await t.request({
      method: 'PUT',
      url: `/api/players/${sub}`,
      token: admin,
      payload: { ...player, team_id: otherTeam },
    });
    expect(moved.statusCode, moved.body).toBe(200);

    // A player's statistics count the matches of the teams they played for (decision 097).
    const minutes = async () =>
      (await t.request({ method: 'GET', url: `/api/players/${sub}/statistics`, token: admin })).json<{
        minutes_played: number;
      }>().minutes_played;
    // Came on at 60: 10 minutes of a match its rotation made 70 minutes long, 20 once it makes it 80 (decision 124).
    expect(await minutes()).toBe(10);
    expect((await rotation(80)).statusCode).toBe(200);
    expect(await minutes()).toBe(20);
  });
});

const rows = async <T>(query: SQL): Promise<T[]> => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The tables of the schema (drizzle's own journal is in a schema of its own; views hold no rows). */
const tables = async () =>
  (
    await rows<{ name: string }>(sql`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name collate "C"`)
  ).map((r) => r.name);

/** The tables that are neither in the map nor said to be read by no cached answer. */
const unmapped = (all: string[], map: CacheMap) => all.filter((table) => !(table in map));

describe("the read cache's map", () => {
  it('names every table of the migrated database, and no other', async () => {
    const all = await tables();
    expect(all).toContain('match_rotations');
    expect(unmapped(all, CACHE_MAP), 'tables the map does not name: add each to cache-map.ts').toEqual([]);
    expect(Object.keys(CACHE_MAP).filter((table) => !all.includes(table))).toEqual([]);
  });

  it('would report a table left out: match_rotations, the one it lacked', async () => {
    const { match_rotations: _left, ...without } = CACHE_MAP;
    expect(unmapped(await tables(), without)).toEqual(['match_rotations']);
  });

  it('finds teams through columns each table has', async () => {
    const columns = new Set(
      (
        await rows<{ c: string }>(sql`select table_name || '.' || column_name as c from information_schema.columns
          where table_schema = current_schema()`)
      ).map((r) => r.c),
    );
    const missing = mappedColumns(CACHE_MAP).filter(({ table, column }) => !columns.has(`${table}.${column}`));
    expect(missing).toEqual([]);
  });

  // A map changed without its migration (npm run db:cache-triggers) fails here.
  it("is what the migrated database's triggers and their functions do", async () => {
    const triggers = await rows<{ table: string; function: string; args: string; type: number; deferred: boolean }>(
      sql`select c.relname as "table", p.proname as "function", encode(t.tgargs, 'escape') as args,
          t.tgtype as type, t.tgdeferrable and t.tginitdeferred as deferred
        from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
        where t.tgname = ${TRIGGER_NAME} and c.relnamespace = current_schema()::regnamespace
        order by c.relname collate "C"`,
    );
    // tgtype 29: for each row (1), after insert (4), delete (8) and update (16).
    expect(
      triggers.map((r) => [r.table, r.function, r.args.split('\\000').filter(Boolean), r.type, r.deferred]),
    ).toEqual(cacheTriggers(CACHE_MAP).map((r) => [r.table, r.function, r.args, 29, true]));
    const functions = await rows<{ name: string; body: string }>(
      sql`select proname as name, prosrc as body from pg_proc
        where pronamespace = current_schema()::regnamespace and proname like 'touchline%'`,
    );
    const generated = cacheFunctions(CACHE_MAP);
    expect(
      Object.fromEntries(
        functions
          .filter((f) => generated.has(f.name) || f.name.startsWith('touchline_cache_'))
          .map((f) => [f.name, f.body]),
      ),
    ).toEqual(Object.fromEntries([...generated].map(([name, fn]) => [name, fn.body])));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RolloverPlan, RolloverStart } from '@touchline/domain';
import { BENCH_PASSWORD, seedLargeClub } from './support/large-club';
import { rowsOf } from '../src/db/rows';
import { pruneExpired } from '../src/db/retention';
import { eraseLeavers } from '../src/rollover/leavers';
import { today } from '../src/today';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The season's rollover (#34) on the benchmark's large club (30 teams, 600 players, five seasons, 3,000 matches):
 * proposed, previewed without a change, refused whole when something is wrong, then applied in one transaction; last
 * season's statistics stay as they were, leavers included.
 */
type StatsRow = { player_name: string } & Record<
  'player_id' | 'team_id' | 'minutes_played' | 'goals' | 'assists' | 'appearances' | 'games_started',
  number
>;

let t: TestApp;
let admin: string;
let start: RolloverStart;
let gone: number[];

beforeAll(async () => {
  t = await createTestApp();
  await seedLargeClub(t.db, 1);
  admin = await t.signIn('admin');
  start = (await t.request({ method: 'GET', url: '/api/seasons/rollover', token: admin })).json();
  // Six leavers who missed matches this season: their absences must stay last season's (the fixture_answers view).
  gone = (
    await rowsOf<{ player_id: number }>(
      t.db,
      sql`select distinct fa.player_id from fixture_answers fa join matches m on m.match_id = fa.match_id
        where fa.away and m.season_id = (select season_id from seasons where is_current)
          and m.match_date <= current_date
        order by fa.player_id limit 6`,
    )
  ).map((row) => row.player_id);
}, 300_000);
afterAll(() => t.close());

/** Everything the rollover may change, to prove a refusal changed nothing. */
const snapshot = async () => ({
  seasons: await rowsOf(t.db, sql`select * from seasons order by season_id`),
  teams: await rowsOf(t.db, sql`select * from teams order by team_id`),
  players: await rowsOf(t.db, sql`select player_id, team_id, left_team_id, left_on from players order by player_id`),
  lengths: await rowsOf(t.db, sql`select count(*)::int as n from matches where match_minutes is null`),
});

const body = (leaving: number[] = []) => ({
  season: start.season,
  teams: start.teams.map((team) => ({
    team_id: team.team_id,
    team_name: team.next_name,
    age_group: team.next_age_group,
  })),
  leaving,
});

/** The leavers, each of whom missed a match this season. */
const leavers = () => gone;

describe('the season rollover', () => {
  it('proposes the next season and every team one age group up', () => {
    expect(start.current).not.toBeNull();
    expect(start.teams).toHaveLength(30);
    const u8 = start.teams.find((team) => team.age_group === 'U8');
    expect(u8?.next_age_group).toBe('U9');
    expect(u8?.players).toHaveLength(20);
    expect(start.season.start_date > '2026-01-01').toBe(true);
  });

  it('previews every change and changes nothing', async () => {
    const before = await snapshot();
    const res = await t.request({
      method: 'POST',
      url: '/api/seasons/rollover/preview',
      token: admin,
      payload: body(leavers()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const plan: RolloverPlan = res.json();
    expect(plan.applied).toBe(false);
    expect(plan.problems).toEqual([]);
    expect(plan.leavers).toHaveLength(6);
    expect(plan.teams).toHaveLength(30);
    const teamOf = (id: number) => start.teams.find((team) => team.players.some((p) => p.player_id === id));
    const first = teamOf(gone[0] ?? 0);
    const goes = gone.filter((id) => teamOf(id) === first).length;
    expect(plan.teams.find((team) => team.team_id === first?.team_id)).toMatchObject({
      players_moving: 20 - goes,
      players_leaving: goes,
    });
    const u11 = plan.teams.find((team) => team.from.age_group === 'U11');
    // Out of mini-soccer: youth mode off, 9v9 stays, the length the age group's (the team's own 90 was a choice).
    expect(u11?.to).toMatchObject({ age_group: 'U12', youth_mode: false, match_minutes: 60, on_pitch: 9 });
    expect(u11?.from).toMatchObject({ youth_mode: true, match_minutes: 90 });
    expect(plan.families_asked).toBe(1200 - 12);
    expect(await snapshot()).toEqual(before);
  });

  it('is the admin’s: a coach gets 403 before any check of the body', async () => {
    const coach = await t.signIn('bench-coach', BENCH_PASSWORD);
    for (const [method, url] of [
      ['GET', '/api/seasons/rollover'],
      ['POST', '/api/seasons/rollover/preview'],
      ['POST', '/api/seasons/rollover'],
    ] as const) {
      const res = await t.request({
        method,
        url,
        token: coach,
        payload: method === 'POST' ? { season: 1 } : undefined,
      });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('refuses bad input with a 400 saying what is wrong', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/seasons/rollover',
      token: admin,
      payload: { ...body(), leaving: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/leaving/i);
  });

  it('refuses a turn with a problem as a whole, with every problem, and changes nothing', async () => {
    const before = await snapshot();
    const bad = body([999_999]);
    const [a, b] = bad.teams;
    if (a && b) b.team_name = a.team_name;
    const res = await t.request({ method: 'POST', url: '/api/seasons/rollover', token: admin, payload: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toEqual([
      `Two teams would be called ${a?.team_name}`,
      'Player 999999 is not in a team',
    ]);
    expect(res.json().error).toBe(`Two teams would be called ${a?.team_name}`);
    expect(await snapshot()).toEqual(before);
  });

  it('applies it in one go; last season’s statistics stay as they were, leavers included', async () => {
    const last = start.current?.season_id ?? 0;
    const stats = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/players/statistics?${query}`, token: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { player_id: number; minutes_played: number; goals: number; team_id: number }[];
    };
    const before = await stats(`season_id=${last}`);
    const current = await stats('currentSeasonOnly=true');
    expect(before).toEqual(current);
    expect(before.some((row) => row.minutes_played > 0)).toBe(true);

    const res = await t.request({ method: 'POST', url: '/api/seasons/rollover', token: admin, payload: body(gone) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ applied: true, problems: [] });

    expect(await stats(`season_id=${last}`)).toEqual(before);
    const now = await stats('currentSeasonOnly=true');
    expect(now).toHaveLength(600 - 6);
    expect(now.every((row) => row.minutes_played === 0 && row.goals === 0)).toBe(true);
    expect(now.some((row) => gone.includes(row.player_id))).toBe(false);
    // No match after today counts a leaver: not asked, not in the answers.
    const [later] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from fixture_answers fa join matches m on m.match_id = fa.match_id
        where m.match_date > current_date and fa.player_id = any (${`{${gone.join(',')}}`}::int[])`,
    );
    expect(later?.n).toBe(0);

    const [season] = await rowsOf<{ name: string; is_current: boolean }>(
      t.db,
      sql`select name, is_current from seasons where is_current`,
    );
    expect(season?.name).toBe(start.season.name);
    const [u9] = await rowsOf<{ n: number }>(t.db, sql`select count(*)::int as n from teams where age_group = 'U9'`);
    expect(u9?.n).toBe(3);
    const left = await rowsOf<{ team_id: number | null; left_team_id: number }>(
      t.db,
      sql`select team_id, left_team_id from players where left_on is not null order by player_id`,
    );
    expect(left).toHaveLength(6);
    expect(left.every((p) => p.team_id === null && p.left_team_id > 0)).toBe(true);
    const [open] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from matches
        where match_minutes is null and match_date < ${start.season.start_date}`,
    );
    expect(open?.n).toBe(0);
    const [entry] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action in ('rollover.team', 'rollover.leaver')`,
    );
    expect(entry?.n).toBe(30 + 6);
  });

  it('is done once: the same season again is refused', async () => {
    const res = await t.request({ method: 'POST', url: '/api/seasons/rollover', token: admin, payload: body() });
    expect(res.statusCode).toBe(400);
    expect(res.json().problems).toContain(`A season called ${start.season.name} already exists`);
  });

  it('erases leavers on the retention schedule, their seasons still counted under the anonymous name', async () => {
    const last = start.current?.season_id ?? 0;
    const erase = (db: Parameters<typeof eraseLeavers>[0], days: number, now: Date) =>
      eraseLeavers(db, days, today(now));
    const policy = (days: number) => ({ auditDays: 0, leavers: { days, erase } });
    const read = async () => {
      const res = await t.request({ method: 'GET', url: `/api/players/statistics?season_id=${last}`, token: admin });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as StatsRow[];
    };
    const before = await read();
    // Not yet: they left today.
    expect((await pruneExpired(t.db, policy(730))).leavers).toBe(0);
    const later = new Date(Date.parse(`${today()}T12:00:00Z`) + 731 * 86_400_000);
    expect((await pruneExpired(t.db, policy(0), later)).leavers).toBe(0);
    expect((await pruneExpired(t.db, policy(730), later)).leavers).toBe(6);
    expect((await pruneExpired(t.db, policy(730), later)).leavers).toBe(0);
    // The pruning two years on ended the admin's session too.
    admin = await t.signIn('admin');
    const after = await read();
    const erased = new Set(leavers());
    expect(after.filter((row) => erased.has(row.player_id)).map((row) => row.player_name)).toEqual(
      [...erased].map((id) => `Erased player ${id}`).sort(),
    );
    // The match history stays (their dates to miss and answers go with the rest of their personal data).
    const played = (rows: typeof before) =>
      rows
        .map(({ player_id, team_id, minutes_played, goals, assists, appearances, games_started }) => ({
          player_id,
          team_id,
          minutes_played,
          goals,
          assists,
          appearances,
          games_started,
        }))
        .sort((a, b) => a.player_id - b.player_id);
    expect(played(after)).toEqual(played(before));
    const [entry] = await rowsOf<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from audit_log where action = 'rollover.erased'`,
    );
    expect(entry?.n).toBe(6);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub } from '../src/db/seed/demo-club';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * One query per request for the heavy reads: the session lookup plus one statement, whatever the data size, when
 * the answer is computed. When the read cache answers (nothing written since): on a PostgreSQL server the session
 * lookup alone (it reads the snapshot too), on the embedded database nothing (the session is remembered as well).
 * Checked on the demo club (3 teams, 39 players, a season of matches with events).
 */
let t: TestApp;
let coach: string;
let ids: { match: number; player: number };

beforeAll(async () => {
  t = await createTestApp({ QUERY_COUNT: '1' });
  // The demo club on top of the admin the test app made.
  await seedDemoClub(t.db, { password: 'demo-password-123', today: new Date() });
  coach = await t.signIn('coach1', 'demo-password-123');
  const matches = (await t.request({ method: 'GET', url: '/api/matches', token: coach })).json<
    { match_id: number; match_date: string }[]
  >();
  const played = matches.find((m) => m.match_date < new Date().toISOString().slice(0, 10));
  const players = (await t.request({ method: 'GET', url: '/api/players', token: coach })).json<
    { player_id: number }[]
  >();
  ids = { match: played?.match_id ?? 1, player: players[0]?.player_id ?? 1 };
});
afterAll(() => t.close());

/** Statements run by a request on an empty read cache. */
const queries = async (url: string) => {
  t.app.readCache.clear();
  const res = await t.request({ method: 'GET', url, token: coach });
  expect(res.statusCode, url).toBe(200);
  return Number(res.headers['x-query-count']);
};

/** Statements a request answered from the read cache runs. */
const CACHED = process.env.TEST_DB === 'postgres' ? 1 : 0;

/** Statements run by the same request asked again, with nothing written in between. */
const queriesAgain = async (url: string) => {
  await t.request({ method: 'GET', url, token: coach });
  const res = await t.request({ method: 'GET', url, token: coach });
  expect(res.statusCode, url).toBe(200);
  return Number(res.headers['x-query-count']);
};

describe('queries per request', () => {
  it.each([
    '/api/matches/upcoming?limit=1',
    '/api/players',
    '/api/teams',
    '/api/trainings',
    '/api/players/statistics',
    '/api/availability',
  ])('%s: the session lookup and one statement', async (url) => {
    expect(await queries(url)).toBe(2);
  });

  // Club-wide answers kept in pieces, one per team (decision 097): on an empty cache, the session lookup, the list of
  // teams, one statement for the whole club, and what puts the pieces in order (each kept per version of the club's
  // data): the players' and teams' places in name order, the current season's name.
  it.each([
    ['/api/matches', 3],
    ['/api/matches/current-season', 3],
    ['/api/player-targets/all', 4],
    ['/api/coach-reports/training-session-absences', 4],
    ['/api/coach-reports/match-absences', 4],
    ['/api/coach-reports/playing-time', 6],
    // And the count of past sessions or matches per team, kept in pieces of its own.
    ['/api/coach-reports/training-attendance', 6],
    ['/api/coach-reports/match-attendance', 6],
  ])('%s, kept per team: %i statements on an empty cache', async (url, count) => {
    expect(await queries(url)).toBe(count);
  });

  it.each([
    '/api/matches',
    '/api/matches/current-season',
    '/api/trainings',
    '/api/player-targets/all',
    '/api/players/statistics',
    '/api/coach-reports/top-scorers',
    '/api/coach-reports/playing-time',
  ])('%s asked again: answered from the read cache', async (url) => {
    expect(await queriesAgain(url)).toBe(CACHED);
  });

  it('timeline, score, statistics and availability lists of one match or player', async () => {
    // On an empty cache a read of one match or player also finds its team, whose versions the answer is filed under
    // (decision 096); the cache keeps it for later reads.
    expect(await queries(`/api/matches/${ids.match}/timeline`)).toBe(3);
    expect(await queries(`/api/matches/${ids.match}/score`)).toBe(3);
    // Player-scoped reads also check who may see the player: one more statement.
    expect(await queries(`/api/players/${ids.player}/statistics`)).toBe(4);
    expect(await queries(`/api/availability/match/${ids.player}?limit=4`)).toBe(4);
    expect(await queries(`/api/player-targets/player/${ids.player}`)).toBe(4);
    // Asked again: the access decision and the answer both come from the read cache.
    expect(await queriesAgain(`/api/matches/${ids.match}/timeline`)).toBe(CACHED);
    expect(await queriesAgain(`/api/players/${ids.player}/statistics`)).toBe(CACHED);
    expect(await queriesAgain(`/api/availability/match/${ids.player}?limit=4`)).toBe(CACHED);
  });
});

/**
 * A write's statements, each a round trip to the database (on the embedded database, to its thread and back while
 * the HTTP thread serves readers): what a goal costs in match day's write latency (decision 099).
 */
describe('statements per write', () => {
  // Whether the coach coaches the match's team (decision 116), the match with the events its rules read, the scorer's
  // team, the goal, the goal as the timeline has it, the audit, and the match day's notice for the families who chose
  // it (#32: one conditional insert of a job).
  it('recording a goal: seven statements on the embedded database', async () => {
    // A match of a team coach1 coaches (the demo's Lions and Tigers).
    const match = (await t.request({ method: 'GET', url: '/api/matches/upcoming', token: coach }))
      .json<{ match_id: number; team_id: number; team_name: string }[]>()
      .find((m) => /Lions|Tigers/.test(m.team_name));
    const squad = (
      await t.request({ method: 'GET', url: `/api/players?team_id=${match?.team_id}`, token: coach })
    ).json<{ player_id: number }[]>();
    const post = (path: string, payload: object) =>
      t.request({ method: 'POST', url: `/api/matches/${match?.match_id}/${path}`, token: coach, payload });
    expect((await post('events', { event_type: 'GAME_START', minute: 0 })).statusCode).toBe(201);
    const goal = await post('goals', { player_id: squad[0]?.player_id, minute: 12 });
    expect(goal.statusCode).toBe(201);
    // PostgreSQL adds its transaction's begin and commit, and the session lookup (no versions known in tests).
    expect(Number(goal.headers['x-query-count'])).toBe(process.env.TEST_DB === 'postgres' ? 10 : 7);
  });
});

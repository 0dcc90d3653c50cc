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
    '/api/matches',
    '/api/matches/current-season',
    '/api/matches/upcoming?limit=1',
    '/api/players',
    '/api/teams',
    '/api/trainings',
    '/api/player-targets/all',
    '/api/players/statistics',
    '/api/coach-reports/training-attendance',
    '/api/coach-reports/match-attendance',
    '/api/coach-reports/training-session-absences',
    '/api/coach-reports/match-absences',
    '/api/coach-reports/playing-time',
    '/api/availability',
  ])('%s: the session lookup and one statement', async (url) => {
    expect(await queries(url)).toBe(2);
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
    expect(await queries(`/api/matches/${ids.match}/timeline`)).toBe(2);
    expect(await queries(`/api/matches/${ids.match}/score`)).toBe(2);
    // Player-scoped reads also check who may see the player: one more statement.
    expect(await queries(`/api/players/${ids.player}/statistics`)).toBe(3);
    expect(await queries(`/api/availability/match/${ids.player}?limit=4`)).toBe(3);
    expect(await queries(`/api/player-targets/player/${ids.player}`)).toBe(3);
    // Asked again: the access decision and the answer both come from the read cache.
    expect(await queriesAgain(`/api/matches/${ids.match}/timeline`)).toBe(CACHED);
    expect(await queriesAgain(`/api/players/${ids.player}/statistics`)).toBe(CACHED);
    expect(await queriesAgain(`/api/availability/match/${ids.player}?limit=4`)).toBe(CACHED);
  });
});

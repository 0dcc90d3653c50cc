import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The read cache cannot go stale (#28 item 6): every table a cached answer reads moves on the versions that answer is
 * filed under.
 */
let t: TestApp;
let admin: string;
let teamId: number;
let matchId: number;
let starter: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  const season = await make.season({ is_current: true, start_date: '2020-01-01', end_date: '2099-12-31' });
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
  });
});

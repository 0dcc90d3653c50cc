import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEvents } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Only matches that have taken place count (#13.1): one played match three weeks ago where Ann and Ben started,
 * one a week ago without events (dated in the past, so it took place) where Ann started, and next week's match,
 * whose lineup (Ann and Ben) is saved ahead of time.
 */
let t: TestApp;
let admin: string;
let ann: number;
let ben: number;
let teamId: number;
let past: number;
let lastWeek: number;
let nextWeek: number;

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

const get = async <T>(url: string) => {
  const res = await t.request({ method: 'GET', url, token: admin });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

const saveLineup = async (matchId: number, playerIds: number[]) => {
  const positions = (await get<{ positions: { id: number }[] }>('/api/formations/3')).positions.map((x) => x.id);
  const players = playerIds.map((player_id, i) => ({ player_id, formation_position_id: positions[i] as number }));
  const res = await t.request({
    method: 'POST',
    url: `/api/lineups/match/${matchId}`,
    token: admin,
    payload: { formationId: 3, players },
  });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  const season = await make.season({ name: '2026-27', start_date: iso(-120), end_date: iso(120), is_current: true });
  teamId = (await make.team()).team_id;
  ann = (await make.player(teamId, { player_name: 'Ann One' })).player_id;
  ben = (await make.player(teamId, { player_name: 'Ben Two' })).player_id;
  [past, lastWeek, nextWeek] = (await Promise.all(
    [-21, -7, 7].map(
      async (days) => (await make.match(teamId, { match_date: iso(days), season_id: season.season_id })).match_id,
    ),
  )) as [number, number, number];
  await saveLineup(past, [ann, ben]);
  await saveLineup(lastWeek, [ann]);
  await t.db.insert(matchEvents).values([
    { matchId: past, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0 },
    { matchId: past, kind: 'MATCH_EVENT', eventType: 'GAME_END', minute: 90 },
  ]);
  const targets = await t.request({
    method: 'POST',
    url: `/api/player-targets/player/${ben}`,
    token: admin,
    payload: { starting_percentage_target: 100 },
  });
  expect(targets.statusCode).toBe(200);
});
afterAll(() => t.close());

interface Stats {
  player_id: number;
  games_started: number;
}
interface TargetsRow {
  player_id: number;
  progress: { startingPercentage: { current: number; target: number | null; percentage: number | null } };
}

describe('a lineup saved for a match not yet played', () => {
  it('changes none of today’s statistics, stat details, team table or targets', async () => {
    const read = () =>
      Promise.all([
        get<Stats>(`/api/players/${ann}/statistics`),
        get<Stats>(`/api/players/${ben}/statistics`),
        get<{ matches: { match_id: number }[] }>(`/api/players/${ben}/statistics/details/games_started`),
        get<Stats[]>(`/api/players/statistics?team_id=${teamId}`),
        get<TargetsRow>(`/api/player-targets/player/${ben}`),
        get<TargetsRow[]>('/api/player-targets/all'),
      ]);
    const before = await read();
    await saveLineup(nextWeek, [ann, ben]);
    const after = await read();
    expect(after).toEqual(before);

    const [annStats, benStats, benStarts, table, benTargets, report] = after;
    expect(annStats.games_started).toBe(2);
    expect(benStats.games_started).toBe(1);
    expect(benStarts.matches.map((x) => x.match_id)).toEqual([past]);
    expect(table.map((r) => [r.player_id, r.games_started])).toEqual([
      [ann, 2],
      [ben, 1],
    ]);
    // Ben started one of the team's two matches so far.
    expect(benTargets.progress.startingPercentage).toEqual({ current: 50, target: 100, percentage: 50 });
    expect(report.find((r) => r.player_id === ben)?.progress.startingPercentage.current).toBe(50);
  });

  it('counts the match once it is finished, even before its date', async () => {
    await t.db.insert(matchEvents).values([
      { matchId: nextWeek, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0 },
      { matchId: nextWeek, kind: 'MATCH_EVENT', eventType: 'GAME_END', minute: 90 },
    ]);
    expect((await get<Stats>(`/api/players/${ben}/statistics`)).games_started).toBe(2);
    const details = await get<{ matches: { match_id: number }[] }>(
      `/api/players/${ben}/statistics/details/games_started`,
    );
    expect(details.matches.map((x) => x.match_id)).toEqual([past, nextWeek]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEvents } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Hand-built matches:
 *   X (full time at 80): a, b, c start; b off and d on at 20; d off and b back on at 50; c sent off at 70.
 *      → a 80, b 50, c 70, d 30.
 *   Y (full time at 90): the lineup a, b is saved, then changed to a, d after kick-off. → a 90, d 90.
 *   Z: forfeited, so nobody's minutes count.
 *   Season totals of 170 available minutes: a 170, b 50, c 70, d 120.
 */
let t: TestApp;
let admin: string;
let coach: string;
let coachId: number;
let ids: Record<'a' | 'b' | 'c' | 'd', number>;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  coachId = await t.createUser({ username: 'coach', types: ['Coach'] });
  coach = await t.signIn('coach');
  const make = factories(t, () => admin);
  const season = await make.season({ is_current: true, start_date: '2020-01-01', end_date: '2099-12-31' });
  teamId = (await make.team()).team_id;
  await make.coaches(teamId, [coachId]);
  ids = { a: 0, b: 0, c: 0, d: 0 };
  for (const k of ['a', 'b', 'c', 'd'] as const)
    ids[k] = (await make.player(teamId, { player_name: `Player ${k.toUpperCase()}` })).player_id;
  const formation = (await t.request({ method: 'GET', url: '/api/formations/3', token: coach })).json<{
    id: number;
    positions: { id: number }[];
  }>();
  const lineup = (matchId: number, players: number[]) =>
    t.request({
      method: 'POST',
      url: `/api/lineups/match/${matchId}`,
      token: coach,
      payload: {
        formationId: formation.id,
        players: players.map((player_id, i) => ({ player_id, formation_position_id: formation.positions[i]?.id })),
      },
    });
  const post = (matchId: number, path: string, payload: object) =>
    t.request({ method: 'POST', url: `/api/matches/${matchId}/${path}`, token: coach, payload });

  const x = (await make.match(teamId, { match_date: '2026-01-10', season_id: season.season_id })).match_id;
  expect((await lineup(x, [ids.a, ids.b, ids.c])).statusCode).toBe(200);
  await post(x, 'events', { event_type: 'GAME_START', minute: 0 });
  await post(x, 'substitutions', { player_off_id: ids.b, player_on_id: ids.d, minute: 20 });
  await post(x, 'events', { event_type: 'HALF_TIME', minute: 40 });
  await post(x, 'events', { event_type: 'SECOND_HALF_START', minute: 40 });
  await post(x, 'substitutions', { player_off_id: ids.d, player_on_id: ids.b, minute: 50 });
  await post(x, 'cards', { player_id: ids.c, card_type: 'RED', minute: 70 });
  await post(x, 'events', { event_type: 'GAME_END', minute: 80 });

  const y = (await make.match(teamId, { match_date: '2026-01-17', season_id: season.season_id })).match_id;
  await lineup(y, [ids.a, ids.b]);
  await post(y, 'events', { event_type: 'GAME_START', minute: 0 });
  await lineup(y, [ids.a, ids.d]);
  await t.db.insert(matchEvents).values({ matchId: y, kind: 'MATCH_EVENT', eventType: 'GAME_END', minute: 90 });

  const z = (await make.match(teamId, { match_date: '2026-01-24', season_id: season.season_id })).match_id;
  await lineup(z, [ids.a, ids.b, ids.c]);
  await post(z, 'forfeit', { forfeiting_team: 'away' });
});
afterAll(() => t.close());

describe('playing time', () => {
  it('counts minutes per match from the lineup, substitutions (on and back on), a red card and full time', async () => {
    const minutes = async (player: number) =>
      (await t.request({ method: 'GET', url: `/api/players/${player}/playing-time`, token: coach }))
        .json<{ minutes: number; match_minutes: number }[]>()
        .map((m) => [m.minutes, m.match_minutes]);
    expect(await minutes(ids.a)).toEqual([
      [80, 80],
      [90, 90],
    ]);
    expect(await minutes(ids.b)).toEqual([
      [50, 80],
      [0, 90],
    ]);
    expect(await minutes(ids.c)).toEqual([
      [70, 80],
      [0, 90],
    ]);
    expect(await minutes(ids.d)).toEqual([
      [30, 80],
      [90, 90],
    ]);
  });

  it('adds season totals and shares to the statistics', async () => {
    const stats = (
      await t.request({ method: 'GET', url: `/api/players/statistics?team_id=${teamId}`, token: coach })
    ).json<{ player_id: number; minutes_played: number; available_minutes: number }[]>();
    expect(stats.map((s) => [s.minutes_played, s.available_minutes])).toEqual([
      [170, 170],
      [50, 170],
      [70, 170],
      [120, 170],
    ]);
  });

  it('the Playing Time report flags players below 75 % of the team average share', async () => {
    const report = (
      await t.request({ method: 'GET', url: `/api/coach-reports/playing-time?team_id=${teamId}`, token: coach })
    ).json<{
      players: {
        player_id: number;
        share: number;
        team_average_share: number;
        below_fair_share: boolean;
        matches_played: number;
      }[];
    }>();
    const by = (id: number) => report.players.find((p) => p.player_id === id);
    expect(by(ids.a)).toMatchObject({ share: 100, matches_played: 2, below_fair_share: false });
    expect(by(ids.b)).toMatchObject({ share: 29.4, below_fair_share: true });
    expect(by(ids.c)).toMatchObject({ share: 41.2, below_fair_share: true });
    expect(by(ids.d)).toMatchObject({ share: 70.6, below_fair_share: false });
    expect(by(ids.a)?.team_average_share).toBe(60.3);
    expect(report.players.map((p) => p.player_id)).toEqual([ids.b, ids.c, ids.d, ids.a]);
  });

  it('rounds the team average share once, from the exact shares (#13.2)', async () => {
    const make = factories(t, () => admin);
    const season = (await t.request({ method: 'GET', url: '/api/seasons', token: admin }))
      .json<{ season_id: number; is_current: boolean }[]>()
      .find((s) => s.is_current);
    const team = (await make.team()).team_id;
    await make.coaches(team, [coachId]);
    const [e, f, g] = await Promise.all(
      ['E', 'F', 'G'].map(async (k) => (await make.player(team, { player_name: `Player ${k}` })).player_id),
    );
    const match = (await make.match(team, { match_date: '2026-02-07', season_id: season?.season_id })).match_id;
    const formation = (await t.request({ method: 'GET', url: '/api/formations/3', token: coach })).json<{
      positions: { id: number }[];
    }>();
    const players = [e, f, g].map((player_id, i) => ({ player_id, formation_position_id: formation.positions[i]?.id }));
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/lineups/match/${match}`,
          token: coach,
          payload: { formationId: 3, players },
        })
      ).statusCode,
    ).toBe(200);
    await t.db.insert(matchEvents).values([
      { matchId: match, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0 },
      { matchId: match, kind: 'CARD', minute: 2, playerId: e, cardType: 'RED' },
      { matchId: match, kind: 'CARD', minute: 4, playerId: f, cardType: 'RED' },
      { matchId: match, kind: 'MATCH_EVENT', eventType: 'GAME_END', minute: 90 },
    ]);
    const report = (
      await t.request({ method: 'GET', url: `/api/coach-reports/playing-time?team_id=${team}`, token: coach })
    ).json<{ players: { share: number; team_average_share: number }[] }>();
    // 2, 4 and 90 of 90 minutes: 2.2 %, 4.4 %, 100 %; the exact average is 35.56 %
    // (the rounded shares average 35.53 %).
    expect(report.players.map((p) => p.share)).toEqual([2.2, 4.4, 100]);
    expect(report.players[0]?.team_average_share).toBe(35.6);
  });
});

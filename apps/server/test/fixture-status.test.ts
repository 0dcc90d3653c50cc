import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, liveLinkMessages, type ListedMatch } from '@touchline/domain';
import { fixtureResponses, matchEvents } from '../src/db/schema';
import { today } from '../src/today';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Decision 115: one place decides which fixtures are on, one rule who is away. A team with two players, Ann and Ben,
 * has in its current season:
 * - `played`, three weeks ago, full time recorded: Ann started and scored; Ben's family answered Not available;
 * - `cancelled` (two weeks ago) and `postponed` (last week), each with a lineup saved before it was called off and
 *   Ann answering Not available;
 * - `unrecorded`, ten days ago: on, but nothing recorded (an imported past date): not held;
 * - next week `cancelledNext`, then `on`, then `postponedNext`.
 * Every read that lists, picks or counts matches is walked; each fails if it ignores the status or the answers.
 */
let t: TestApp;
let admin: string;
let teamId = 0;
const ids = { ann: 0, ben: 0 };
const m = { played: 0, cancelled: 0, postponed: 0, unrecorded: 0, cancelledNext: 0, on: 0, postponedNext: 0 };

const day = (offset: number) => addDaysToDate(today(), offset);

async function call<T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) {
  const res = await t.request({ method, url, token, ...(payload && { payload }) });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json<T>();
}

async function saveLineup(matchId: number, playerIds: number[]) {
  const positions = (await call<{ positions: { id: number }[] }>('GET', '/api/formations/3')).positions;
  const players = playerIds.map((player_id, i) => ({ player_id, formation_position_id: positions[i]!.id }));
  await call('POST', `/api/lineups/match/${matchId}`, { formationId: 3, players });
}

const setStatus = (matchId: number, status: 'postponed' | 'cancelled') =>
  call('POST', `/api/matches/${matchId}/status`, { status, reason: 'Pitch waterlogged' });

/** A family's answer as the app keeps it (a past fixture no longer takes answers through the API). */
const notAvailable = (matchId: number, playerId: number) =>
  t.db.insert(fixtureResponses).values({ matchId, playerId, status: 'not_available', via: 'app' });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  const season = await make.season({
    name: 'This season',
    start_date: day(-120),
    end_date: day(120),
    is_current: true,
  });
  teamId = (await make.team({ team_name: 'Status Lions' })).team_id;
  ids.ann = (await make.player(teamId, { player_name: 'Ann Status' })).player_id;
  ids.ben = (await make.player(teamId, { player_name: 'Ben Status' })).player_id;
  const match = async (offset: number, opposition_name: string) =>
    (await make.match(teamId, { match_date: day(offset), opposition_name, season_id: season.season_id })).match_id;
  m.played = await match(-21, 'Played FC');
  m.cancelled = await match(-14, 'Cancelled FC');
  m.unrecorded = await match(-10, 'Unrecorded FC');
  m.postponed = await match(-7, 'Postponed FC');
  m.cancelledNext = await match(6, 'Cancelled Next FC');
  m.on = await match(7, 'On FC');
  m.postponedNext = await match(8, 'Postponed Next FC');

  await saveLineup(m.played, [ids.ann]);
  await t.db.insert(matchEvents).values([
    { matchId: m.played, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0 },
    { matchId: m.played, kind: 'GOAL', playerId: ids.ann, isOppositionGoal: false, minute: 30 },
    { matchId: m.played, kind: 'MATCH_EVENT', eventType: 'GAME_END', minute: 90 },
  ]);
  await notAvailable(m.played, ids.ben);
  for (const calledOff of [m.cancelled, m.postponed]) {
    await saveLineup(calledOff, [ids.ann, ids.ben]);
    await notAvailable(calledOff, ids.ann);
  }
  await setStatus(m.cancelled, 'cancelled');
  await setStatus(m.postponed, 'postponed');
  await setStatus(m.cancelledNext, 'cancelled');
  await setStatus(m.postponedNext, 'postponed');
});
afterAll(() => t.close());

const ofTeam = <R extends { team_id: number }>(rows: R[]) => rows.filter((r) => r.team_id === teamId);

describe('fixture status in every read that lists, picks or counts matches (decision 115)', () => {
  it('lists postponed and cancelled fixtures with their status: never dropped from the fixtures', async () => {
    const upcoming = ofTeam(await call<ListedMatch[]>('GET', '/api/matches/upcoming'));
    expect(upcoming.map((r) => [r.opposition_name, r.status])).toEqual([
      ['Cancelled Next FC', 'cancelled'],
      ['On FC', 'scheduled'],
      ['Postponed Next FC', 'postponed'],
    ]);
    const season = ofTeam(await call<ListedMatch[]>('GET', '/api/matches/current-season'));
    expect(season).toHaveLength(7);
    const player = await call<{ match_id: number; status: string }[]>('GET', `/api/availability/match/${ids.ann}`);
    expect(player.map((r) => r.status)).toEqual(['cancelled', 'scheduled', 'postponed']);
  });

  it('counts only the match that took place in the statistics: played, started, missed, minutes', async () => {
    const stats = await call<
      {
        player_id: number;
        games_started: number;
        matches_missed: number;
        available_minutes: number;
      }[]
    >('GET', `/api/players/statistics?team_id=${teamId}&currentSeasonOnly=true`);
    const ann = stats.find((s) => s.player_id === ids.ann)!;
    const ben = stats.find((s) => s.player_id === ids.ben)!;
    // Neither the called-off fixtures (with their lineups and answers) nor the unrecorded past date count.
    expect(ann).toMatchObject({ games_started: 1, matches_missed: 0, available_minutes: 90 });
    // Ben's family said Not available for the one match held: missed, and its minutes were not his to play.
    expect(ben).toMatchObject({ games_started: 0, matches_missed: 1, available_minutes: 0 });
    const missed = (player: number) =>
      call<{ matches: { match_id?: number }[] }>(
        'GET',
        `/api/players/${player}/statistics/details/matches_missed?currentSeasonOnly=true`,
      );
    expect((await missed(ids.ben)).matches.map((r) => r.match_id)).toEqual([m.played]);
    expect((await missed(ids.ann)).matches).toEqual([]);
  });

  it('counts only the match that took place in the coach reports, with the answers as absences', async () => {
    const q = `?team_id=${teamId}`;
    const attendance = await call<{
      total_matches: number;
      attendance_data: { player_id: number; matches_missed: number }[];
    }>('GET', `/api/coach-reports/match-attendance${q}`);
    expect(attendance.total_matches).toBe(1);
    expect(attendance.attendance_data.map((r) => [r.player_id, r.matches_missed])).toEqual([
      [ids.ann, 0],
      [ids.ben, 1],
    ]);
    const absences = await call<{ matches: { match_id: number; num_absent: number; absent_players: unknown[] }[] }>(
      'GET',
      `/api/coach-reports/match-absences${q}`,
    );
    expect(absences.matches.map((r) => [r.match_id, r.num_absent])).toEqual([[m.played, 1]]);
    expect(absences.matches[0]?.absent_players).toMatchObject([{ player_id: ids.ben }]);
    const scorers = await call<{ matches_played: number }>('GET', `/api/coach-reports/top-scorers${q}`);
    expect(scorers.matches_played).toBe(1);
    const playing = await call<{
      players: { player_id: number; available_minutes: number; below_fair_share: boolean }[];
    }>('GET', `/api/coach-reports/playing-time${q}`);
    // Ben said he would miss the match: he is not below his fair share of it.
    expect(playing.players.find((p) => p.player_id === ids.ben)).toMatchObject({
      available_minutes: 0,
      below_fair_share: false,
    });
  });

  it('measures the season targets against the match that took place', async () => {
    const target = { starting_percentage_target: 100, games_played_percentage_target: 100 };
    await call('POST', `/api/player-targets/player/${ids.ann}`, target);
    type Progress = { current: number };
    const all = await call<
      { player_id: number; progress: { startingPercentage: Progress; gamesPlayedPercentage: Progress } }[]
    >('GET', '/api/player-targets/all');
    // Started the one match held: 100 %, not 3 of the 4 past dates.
    expect(all.find((r) => r.player_id === ids.ann)?.progress).toMatchObject({
      startingPercentage: { current: 100 },
      gamesPlayedPercentage: { current: 100 },
    });
  });
});

describe('a live link follows its fixture as it is now (decision 115)', () => {
  async function linkFor(matchId: number) {
    const created = await call<{ url: string }>('POST', `/api/matches/${matchId}/live-links`);
    return decodeURIComponent(created.url.split('#')[1] ?? '');
  }
  const view = (token: string) => t.request({ method: 'POST', url: '/api/live-links/view', payload: { token } });
  const make = () => factories(t, () => admin);

  it('stops working once its match is cancelled or postponed', async () => {
    for (const status of ['cancelled', 'postponed'] as const) {
      const matchId = (await make().match(teamId, { match_date: today() })).match_id;
      const token = await linkFor(matchId);
      expect((await view(token)).statusCode).toBe(200);
      await setStatus(matchId, status);
      const res = await view(token);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toMatchObject({ error: liveLinkMessages.notPlayed(status) });
    }
  });

  it('stops working once its match is moved to another day', async () => {
    const make2 = make();
    const body = make2.matchBody(teamId, { match_date: today() });
    const matchId = (await make2.match(teamId, body)).match_id;
    const token = await linkFor(matchId);
    await call('PUT', `/api/matches/${matchId}`, { ...body, match_date: day(7) });
    const res = await view(token);
    expect(res.statusCode).toBe(410);
    expect(res.json()).toMatchObject({ error: liveLinkMessages.moved });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, lineupPlayers, matchEvents, matchLineups, parentPlayerAssociations } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A hand-built season: three played matches and one to come, four past training sessions and one to come.
 *   M1: p1 p2 p3 start; p1 scores (assist p2); p3 off, p4 on at 60; p2 yellow; nothing conceded.
 *   M2: p1 p2 start; p1 scores twice (one penalty); one conceded; p2 red; p3 unavailable.
 *   M3: p1 p4 start; p4 scores; nothing conceded; p2 and p3 unavailable.
 *   Training: p3 misses T2 and T3 (a streak of 2), p2 misses T4.
 */
let t: TestApp;
let admin: string;
let coach: string;
let parent: string;
let p: number[];
let m: number[];
let teamId: number;

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'coach', types: ['Coach'] });
  const parentId = await t.createUser({ username: 'parent', types: ['Parent'] });
  coach = await t.signIn('coach');
  parent = await t.signIn('parent');
  const make = factories(t, () => admin);
  const season = await make.season({ name: '2026-27', start_date: iso(-120), end_date: iso(120), is_current: true });
  teamId = (await make.team()).team_id;
  p = [];
  for (const name of ['Ann One', 'Ben Two', 'Cat Three', 'Dan Four'])
    p.push((await make.player(teamId, { player_name: name })).player_id);
  m = [];
  for (const days of [-21, -14, -7, 7])
    m.push((await make.match(teamId, { match_date: iso(days), season_id: season.season_id })).match_id);
  const trainings: string[] = [-20, -13, -6, -2, 3].map(iso);
  for (const date of trainings) await make.training(teamId, { date, season_id: season.season_id });
  await t.db.insert(parentPlayerAssociations).values({ parentUserId: parentId, playerId: p[0] as number });

  const [p1, p2, p3, p4] = p as [number, number, number, number];
  const [m1, m2, m3] = m as [number, number, number];
  for (const match of [m1, m2, m3]) await t.db.insert(matchLineups).values({ matchId: match, formationId: 3 });
  const starters: [number, number[]][] = [
    [m1, [p1, p2, p3]],
    [m2, [p1, p2]],
    [m3, [p1, p4]],
  ];
  for (const [match, ids] of starters) {
    const positions = await t.request({ method: 'GET', url: '/api/formations/3', token: coach });
    const posIds = positions.json<{ positions: { id: number }[] }>().positions.map((x) => x.id);
    await t.db.insert(lineupPlayers).values(
      ids.map((playerId, i) => ({
        matchId: match,
        playerId,
        formationPositionId: posIds[i] as number,
        position: 'x',
      })),
    );
  }
  const phase = (matchId: number) => [
    { matchId, kind: 'MATCH_EVENT' as const, eventType: 'GAME_START', minute: 0 },
    { matchId, kind: 'MATCH_EVENT' as const, eventType: 'GAME_END', minute: 90 },
  ];
  await t.db
    .insert(matchEvents)
    .values([
      ...phase(m1),
      ...phase(m2),
      ...phase(m3),
      { matchId: m1, kind: 'GOAL', minute: 10, playerId: p1, assistPlayerId: p2 },
      { matchId: m1, kind: 'SUBSTITUTION', minute: 60, playerId: p3, playerOnId: p4 },
      { matchId: m1, kind: 'CARD', minute: 30, playerId: p2, cardType: 'YELLOW' },
      { matchId: m2, kind: 'GOAL', minute: 5, playerId: p1, isPenalty: true },
      { matchId: m2, kind: 'GOAL', minute: 50, playerId: p1 },
      { matchId: m2, kind: 'GOAL', minute: 70, isOppositionGoal: true, oppositionScorerName: 'X' },
      { matchId: m2, kind: 'CARD', minute: 80, playerId: p2, cardType: 'RED' },
      { matchId: m3, kind: 'GOAL', minute: 33, playerId: p4 },
    ]);
  await t.db.insert(availability).values([
    { playerId: p3, unavailableDate: iso(-14) },
    { playerId: p3, unavailableDate: iso(-7) },
    { playerId: p2, unavailableDate: iso(-7) },
    { playerId: p3, unavailableDate: trainings[1] as string },
    { playerId: p3, unavailableDate: trainings[2] as string },
    { playerId: p2, unavailableDate: trainings[3] as string },
  ]);
});
afterAll(() => t.close());

const get = async <T>(url: string, token = coach) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
};

describe('player statistics', () => {
  it('counts starts, goals, substitute appearances, cards and absences for the current season', async () => {
    const stats = await Promise.all(
      p.map((id) => get<Record<string, unknown>>(`/api/players/${id}/statistics?currentSeasonOnly=true`)),
    );
    const pick = (s: Record<string, unknown>) => [
      s.games_started,
      s.goals,
      s.substitution_starts,
      s.yellow_cards,
      s.red_cards,
      s.matches_missed,
      s.training_missed,
    ];
    expect(stats.map(pick)).toEqual([
      [3, 3, 0, 0, 0, 0, 0],
      [2, 0, 0, 1, 1, 1, 1],
      [1, 0, 0, 0, 0, 2, 2],
      [1, 1, 1, 0, 0, 0, 0],
    ]);
    expect(stats[0]).toMatchObject({ player_name: 'Ann One', season: '2026-27' });
  });

  it('lists the matches or sessions behind each figure', async () => {
    const goals = await get<{ matches: { match_id: number; goals: { minute: number; is_penalty: boolean }[] }[] }>(
      `/api/players/${p[0]}/statistics/details/goals`,
    );
    expect(goals.matches.map((x) => [x.match_id, x.goals.length])).toEqual([
      [m[0], 1],
      [m[1], 2],
    ]);
    expect(goals.matches[1]?.goals[0]).toMatchObject({ minute: 5, is_penalty: true });
    const missed = await get<{ matches: { training_id: number; date: string }[] }>(
      `/api/players/${p[2]}/statistics/details/training_missed`,
    );
    expect(missed.matches).toHaveLength(2);
    const subs = await get<{ matches: { substitution_minute: number }[] }>(
      `/api/players/${p[3]}/statistics/details/sub_starts`,
    );
    expect(subs.matches).toEqual([expect.objectContaining({ substitution_minute: 60 })]);
    const red = await get<{ matches: { card_type: string }[] }>(`/api/players/${p[1]}/statistics/details/red_cards`);
    expect(red.matches).toEqual([expect.objectContaining({ card_type: 'RED', card_minute: 80 })]);
    expect(
      (await t.request({ method: 'GET', url: `/api/players/${p[0]}/statistics/details/offsides`, token: coach }))
        .statusCode,
    ).toBe(400);
  });

  it("lets a parent read only their own child's statistics", async () => {
    expect((await t.request({ method: 'GET', url: `/api/players/${p[0]}/statistics`, token: parent })).statusCode).toBe(
      200,
    );
    expect((await t.request({ method: 'GET', url: `/api/players/${p[1]}/statistics`, token: parent })).statusCode).toBe(
      403,
    );
    expect(
      (await t.request({ method: 'GET', url: `/api/players/${p[1]}/statistics/details/goals`, token: parent }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/players/statistics', token: parent })).statusCode).toBe(403);
    const team = await get<{ player_id: number }[]>(`/api/players/statistics?team_id=${teamId}`);
    expect(team).toHaveLength(4);
  });
});

describe('player targets', () => {
  it('computes progress from the season: goals, involvements, clean sheets, starting and games played %', async () => {
    const res = await t.request({
      method: 'POST',
      url: `/api/player-targets/player/${p[3]}`,
      token: coach,
      payload: {
        goals_target: 2,
        goal_involvements_target: 4,
        clean_sheets_target: 1,
        starting_percentage_target: 50,
        games_played_percentage_target: 66.67,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      player_id: p[3],
      targets: { goals_target: 2, starting_percentage_target: 50, games_played_percentage_target: 66.67 },
      progress: {
        goals: { current: 1, target: 2, percentage: 50 },
        goalInvolvements: { current: 1, target: 4, percentage: 25 },
        cleanSheets: { current: 2, target: 1, percentage: 200 },
        startingPercentage: { current: 33.3, target: 50, percentage: 66.7 },
        gamesPlayedPercentage: { current: 66.7, target: 66.67, percentage: 100 },
      },
    });
    const all =
      await get<
        { player_id: number; player_name: string; progress: { goals: { current: number; target: number | null } } }[]
      >('/api/player-targets/all');
    expect(all).toHaveLength(4);
    expect(all.find((r) => r.player_id === p[0])?.progress.goals).toEqual({
      current: 3,
      target: null,
      percentage: null,
    });
  });

  it('lets a parent set their child’s count targets but not the percentages, nor another child’s', async () => {
    const own = await t.request({
      method: 'POST',
      url: `/api/player-targets/player/${p[0]}`,
      token: parent,
      payload: { goals_target: 6 },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ progress: { goals: { current: 3, target: 6, percentage: 50 } } });
    const pct = await t.request({
      method: 'POST',
      url: `/api/player-targets/player/${p[0]}`,
      token: parent,
      payload: { starting_percentage_target: 80 },
    });
    expect(pct.statusCode).toBe(403);
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/player-targets/player/${p[1]}`,
          token: parent,
          payload: { goals_target: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/player-targets/all', token: parent })).statusCode).toBe(403);
    const after = await get<{ targets: { starting_percentage_target: number | null; goals_target: number } }>(
      `/api/player-targets/player/${p[0]}`,
      parent,
    );
    expect(after.targets).toMatchObject({ goals_target: 6, starting_percentage_target: null });
  });

  it.each([
    [{ goals_target: -1 }, 'Goals target must be a positive number'],
    [{ clean_sheets_target: 1.5 }, 'Clean sheets target must be a positive number'],
    [{ goal_involvements_target: 'x' }, 'Goal involvements target must be a positive number'],
    [{ starting_percentage_target: 101 }, 'Starting percentage must be between 0 and 100'],
    [{ games_played_percentage_target: 50.001 }, 'Games played percentage must be between 0 and 100'],
  ])('refuses %j', async (payload, error) => {
    const res = await t.request({ method: 'POST', url: `/api/player-targets/player/${p[2]}`, token: coach, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
  });
});

describe('coach reports', () => {
  it('training attendance: totals, misses and consecutive streaks of 2 or more', async () => {
    const report = await get<{
      season_name: string;
      total_sessions: number;
      attendance_data: { player_id: number; sessions_missed: number; consecutive_sessions: number }[];
    }>('/api/coach-reports/training-attendance');
    expect(report.season_name).toBe('2026-27');
    expect(report.total_sessions).toBe(4);
    const by = (id: number | undefined) => report.attendance_data.find((r) => r.player_id === id);
    expect(by(p[2])).toMatchObject({ sessions_missed: 2, consecutive_sessions: 2 });
    expect(by(p[1])).toMatchObject({ sessions_missed: 1, consecutive_sessions: 0 });
    expect(by(p[0])).toMatchObject({ sessions_missed: 0, consecutive_sessions: 0 });
  });

  it('match attendance counts only past matches', async () => {
    const report = await get<{
      total_matches: number;
      attendance_data: { player_id: number; matches_missed: number; consecutive_missed: number }[];
    }>('/api/coach-reports/match-attendance');
    expect(report.total_matches).toBe(3);
    expect(report.attendance_data.find((r) => r.player_id === p[2])).toMatchObject({
      matches_missed: 2,
      consecutive_missed: 2,
    });
    expect(report.attendance_data.find((r) => r.player_id === p[1])).toMatchObject({
      matches_missed: 1,
      consecutive_missed: 0,
    });
  });

  it('top scorers: goals and assists, most contributions first', async () => {
    const report = await get<{
      matches_played: number;
      scoring_data: { player_id: number; goals: number; assists: number }[];
    }>('/api/coach-reports/top-scorers');
    expect(report.matches_played).toBe(3);
    expect(report.scoring_data.map((r) => [r.player_id, r.goals, r.assists])).toEqual([
      [p[0], 3, 0],
      [p[3], 1, 0],
      [p[1], 0, 1],
    ]);
  });

  it('absences per past session and match, newest first', async () => {
    const training = await get<{ sessions: { num_absent: number; absent_players: { player_id: number }[] }[] }>(
      '/api/coach-reports/training-session-absences',
    );
    expect(training.sessions.map((s) => s.num_absent)).toEqual([1, 1, 1, 0]);
    expect(training.sessions[0]?.absent_players.map((x) => x.player_id)).toEqual([p[1]]);
    const matchesReport = await get<{
      matches: { match_id: number; num_absent: number; absent_players: { player_name: string }[] }[];
    }>('/api/coach-reports/match-absences');
    expect(matchesReport.matches.map((x) => [x.match_id, x.num_absent])).toEqual([
      [m[2], 2],
      [m[1], 1],
      [m[0], 0],
    ]);
    expect(matchesReport.matches[0]?.absent_players.map((x) => x.player_name)).toEqual(['Ben Two', 'Cat Three']);
  });

  it('is for coaches and admins only, and can be narrowed to a team', async () => {
    for (const path of [
      'training-attendance',
      'match-attendance',
      'top-scorers',
      'training-session-absences',
      'match-absences',
    ]) {
      expect((await t.request({ method: 'GET', url: `/api/coach-reports/${path}`, token: parent })).statusCode).toBe(
        403,
      );
      expect(
        (await t.request({ method: 'GET', url: `/api/coach-reports/${path}?team_id=${teamId}`, token: admin }))
          .statusCode,
      ).toBe(200);
    }
    const empty = await get<{ total_sessions: number; attendance_data: unknown[] }>(
      '/api/coach-reports/training-attendance?team_id=999999',
    );
    expect(empty).toMatchObject({ total_sessions: 0, attendance_data: [] });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentPlayerAssociations, players } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Youth mode (decision 110): on a team in youth mode (by default U7 to U11), parents and players get no score, result
 * or goal count of the team's matches and players; coaches and admins get everything. A U9 team (youth mode by its
 * age group) and a U12 team (not), one player each with a played match of two goals to one, and a parent of both
 * players, a player account of the U9 player, a coach and the admin.
 */
let t: TestApp;
let admin: string;
let coach: string;
let parent: string;
let playerAccount: string;
let make: ReturnType<typeof factories>;
let youth: { team: number; player: number; match: number };
let older: { team: number; player: number; match: number };

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function playedMatch(teamId: number, seasonId: number) {
  const player = (await make.player(teamId)).player_id;
  const match = (await make.match(teamId, { match_date: iso(-7), season_id: seasonId })).match_id;
  const post = async (path: string, payload: object) => {
    const res = await t.request({ method: 'POST', url: `/api/matches/${match}/${path}`, token: admin, payload });
    if (res.statusCode !== 201) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
  };
  await post('events', { event_type: 'GAME_START', minute: 0 });
  await post('goals', { player_id: player, minute: 10 });
  await post('goals', { player_id: player, minute: 20 });
  await post('goals', { is_opposition_goal: true, opposition_scorer_name: 'Their Nine', minute: 30 });
  await post('events', { event_type: 'GAME_END', minute: 50 });
  return { team: teamId, player, match };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  await t.createUser({ username: 'coach', types: ['Coach'] });
  coach = await t.signIn('coach');
  const season = await make.season({ start_date: iso(-100), end_date: iso(100), is_current: true });
  youth = await playedMatch((await make.team({ age_group: 'U9' })).team_id, season.season_id);
  older = await playedMatch((await make.team({ age_group: 'U12' })).team_id, season.season_id);
  const parentId = await t.createUser({ username: 'parent', types: ['Parent'] });
  await t.db.insert(parentPlayerAssociations).values([
    { parentUserId: parentId, playerId: youth.player },
    { parentUserId: parentId, playerId: older.player },
  ]);
  parent = await t.signIn('parent');
  const playerUserId = await t.createUser({ username: 'young-player', types: ['Player'] });
  await t.db.update(players).set({ userId: playerUserId }).where(eq(players.playerId, youth.player));
  playerAccount = await t.signIn('young-player');
});
afterAll(() => t.close());

const get = (url: string, token: string) => t.request({ method: 'GET', url, token });

async function stateOf(url: string, token: string, matchId: number) {
  const res = await get(url, token);
  expect(res.statusCode).toBe(200);
  return res.json<{ match_id: number; state: Record<string, unknown> }[]>().find((m) => m.match_id === matchId)?.state;
}

const hiddenScore = { our_goals: null, opposition_goals: null, has_events: true, youth_mode: true };
const fullScore = { our_goals: 2, opposition_goals: 1, has_events: true };

describe('youth mode: what parents and players see', () => {
  it.each([
    ['parent', () => parent],
    ['player', () => playerAccount],
  ])("hides a youth team's scores from a %s, in every match list and the score", async (_who, token) => {
    for (const list of ['/api/matches', '/api/matches/current-season']) {
      expect(await stateOf(list, token(), youth.match)).toEqual({ phase: 'FINISHED', ...hiddenScore });
    }
    const score = await get(`/api/matches/${youth.match}/score`, token());
    expect(score.statusCode).toBe(200);
    expect(score.json()).toEqual(hiddenScore);
  });

  it("shows a parent a team's scores when the team is not in youth mode", async () => {
    expect(await stateOf('/api/matches', parent, older.match)).toEqual({
      phase: 'FINISHED',
      ...fullScore,
      youth_mode: false,
    });
    expect((await get(`/api/matches/${older.match}/score`, parent)).json()).toEqual({
      ...fullScore,
      youth_mode: false,
    });
  });

  it('keeps every event of the timeline but the goals, which would be the score (decision 110)', async () => {
    const typesFor = async (token: string, match = youth.match) => {
      const res = await get(`/api/matches/${match}/timeline`, token);
      expect(res.statusCode).toBe(200);
      return res.json<{ events: { type: string }[] }>().events.map((e) => e.type);
    };
    for (const token of [parent, playerAccount]) expect(await typesFor(token)).toEqual(['MATCH_EVENT', 'MATCH_EVENT']);
    expect((await typesFor(coach)).filter((type) => type === 'GOAL')).toHaveLength(3);
    expect((await typesFor(parent, older.match)).filter((type) => type === 'GOAL')).toHaveLength(3);
  });

  it("hides goal counts from a youth team's player statistics, not the rest", async () => {
    for (const token of [parent, playerAccount]) {
      const res = await get(`/api/players/${youth.player}/statistics`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ goals: null, assists: null, youth_mode: true, games_started: 0 });
      const details = await get(`/api/players/${youth.player}/statistics/details/goals`, token);
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({ youth_mode: true, matches: [] });
    }
    const other = await get(`/api/players/${older.player}/statistics`, parent);
    expect(other.json()).toMatchObject({ goals: 2, youth_mode: false });
    const details = await get(`/api/players/${older.player}/statistics/details/goals`, parent);
    expect(details.json<{ matches: { match_id: number }[] }>().matches.map((m) => m.match_id)).toEqual([older.match]);
  });

  it("hides the goal figures of a youth team's targets progress, on reading and on saving", async () => {
    const read = await get(`/api/player-targets/player/${youth.player}`, parent);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      youth_mode: true,
      progress: { goals: { current: null, percentage: null }, goalInvolvements: { current: null } },
    });
    const saved = await t.request({
      method: 'POST',
      url: `/api/player-targets/player/${youth.player}`,
      token: parent,
      payload: { goals_target: 5 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      youth_mode: true,
      targets: { goals_target: 5 },
      progress: { goals: { current: null, target: 5, percentage: null } },
    });
    const other = await get(`/api/player-targets/player/${older.player}`, parent);
    expect(other.json()).toMatchObject({ youth_mode: false, progress: { goals: { current: 2 } } });
  });
});

describe('youth mode: what coaches and admins see', () => {
  it.each([
    ['coach', () => coach],
    ['admin', () => admin],
  ])('shows a %s every score and goal count of a youth team, flagged', async (_who, token) => {
    expect(await stateOf('/api/matches', token(), youth.match)).toEqual({
      phase: 'FINISHED',
      ...fullScore,
      youth_mode: true,
    });
    expect((await get(`/api/matches/${youth.match}/score`, token())).json()).toEqual({
      ...fullScore,
      youth_mode: true,
    });
    expect((await get(`/api/players/${youth.player}/statistics`, token())).json()).toMatchObject({
      goals: 2,
      youth_mode: true,
    });
    const team = await get(`/api/players/statistics?team_id=${youth.team}`, token());
    expect(team.json<{ goals: number }[]>().map((row) => row.goals)).toEqual([2]);
    const scorers = await get(`/api/coach-reports/top-scorers?team_id=${youth.team}`, token());
    expect(scorers.statusCode).toBe(200);
    expect(JSON.stringify(scorers.json())).toContain('"goals":2');
  });

  it('keeps team statistics and reports for coaches and admins: a parent gets 403', async () => {
    expect((await get(`/api/players/statistics?team_id=${youth.team}`, parent)).statusCode).toBe(403);
    expect((await get(`/api/coach-reports/top-scorers?team_id=${youth.team}`, parent)).statusCode).toBe(403);
  });
});

describe('youth mode: the read cache', () => {
  it("never sends a coach's cached answer to a parent, nor a parent's to a coach", async () => {
    // Each reads twice, in turns, so that the second read of each is answered from the cache.
    const url = `/api/matches/${youth.match}/score`;
    for (let round = 0; round < 2; round++) {
      expect((await get(url, coach)).json()).toMatchObject(fullScore);
      expect((await get(url, parent)).json()).toEqual(hiddenScore);
    }
    for (let round = 0; round < 2; round++) {
      expect(await stateOf('/api/matches/current-season', parent, youth.match)).toMatchObject(hiddenScore);
      expect(await stateOf('/api/matches/current-season', admin, youth.match)).toMatchObject(fullScore);
    }
    for (let round = 0; round < 2; round++) {
      expect((await get(`/api/players/${youth.player}/statistics`, playerAccount)).json()).toMatchObject({
        goals: null,
      });
      expect((await get(`/api/players/${youth.player}/statistics`, coach)).json()).toMatchObject({ goals: 2 });
    }
  });

  it("answers a parent's If-None-Match with the parent's own answer, never a coach's ETag", async () => {
    const url = `/api/matches/${youth.match}/score`;
    const coachTag = (await get(url, coach)).headers.etag as string;
    const parentTag = (await get(url, parent)).headers.etag as string;
    expect(parentTag).not.toBe(coachTag);
    const revalidated = await t.request({ method: 'GET', url, token: parent, headers: { 'if-none-match': coachTag } });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.json()).toEqual(hiddenScore);
  });
});

describe('youth mode: the admin switch', () => {
  const put = (teamId: number, token: string, payload: object) =>
    t.request({ method: 'PUT', url: `/api/teams/${teamId}`, token, payload });

  it('follows the age group until an admin chooses, and says which', async () => {
    const teams = (await get('/api/teams', parent)).json<
      { team_id: number; youth_mode: boolean; youth_mode_choice: boolean | null }[]
    >();
    expect(teams.find((team) => team.team_id === youth.team)).toMatchObject({
      youth_mode: true,
      youth_mode_choice: null,
    });
    expect(teams.find((team) => team.team_id === older.team)).toMatchObject({
      youth_mode: false,
      youth_mode_choice: null,
    });
  });

  it('lets an admin switch a team on and off; the answers follow at once', async () => {
    const team = await make.team({ age_group: 'U14', youth_mode: true });
    expect(team).toMatchObject({ youth_mode: true, youth_mode_choice: true });
    const on = await put(older.team, admin, make.teamBody({ age_group: 'U12', youth_mode: true }));
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ youth_mode: true, youth_mode_choice: true });
    expect((await get(`/api/matches/${older.match}/score`, parent)).json()).toEqual(hiddenScore);

    // Left out of a change, the choice stays as it was.
    const kept = await put(older.team, admin, make.teamBody({ age_group: 'U12' }));
    expect(kept.json()).toMatchObject({ youth_mode: true, youth_mode_choice: true });

    const off = await put(youth.team, admin, make.teamBody({ age_group: 'U9', youth_mode: false }));
    expect(off.json()).toMatchObject({ youth_mode: false, youth_mode_choice: false });
    expect((await get(`/api/matches/${youth.match}/score`, parent)).json()).toEqual({
      ...fullScore,
      youth_mode: false,
    });

    // null goes back to the age group's default.
    const reset = await put(older.team, admin, make.teamBody({ age_group: 'U12', youth_mode: null }));
    expect(reset.json()).toMatchObject({ youth_mode: false, youth_mode_choice: null });
    expect((await get(`/api/matches/${older.match}/score`, parent)).json()).toMatchObject(fullScore);
    await put(youth.team, admin, make.teamBody({ age_group: 'U9', youth_mode: null }));
  });

  it('refuses the switch to anyone but an admin (403), and bad input (400 with an error)', async () => {
    for (const token of [coach, parent]) {
      const res = await put(youth.team, token, make.teamBody({ age_group: 'U9', youth_mode: false }));
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toBeTruthy();
    }
    const bad = await put(youth.team, admin, make.teamBody({ age_group: 'U9', youth_mode: 'yes' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/youth_mode/);
    expect((await get(`/api/teams/${youth.team}`, admin)).json()).toMatchObject({ youth_mode: true });
  });
});

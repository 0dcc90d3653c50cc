import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentPlayerAssociations } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The read cache's scopes (decision 096): a match day write makes stale what reads its team (and the teams of the
 * players in its match's lineup), and nothing else; every read after a write sees it, however the write reaches the
 * data (a phase event that changes the minutes of a lineup's players, an availability record, a player who has moved
 * team since playing in a match). One test makes random writes and checks every cached answer against the same read
 * with an empty cache.
 */
let t: TestApp;
let admin: string;
let coach: string;
let coachId: number;
/** Team J: coached by the coach or not, in turn (a person's teams are kept per user, decision 129). */
const team = { a: 0, b: 0, c: 0, j: 0 };
const match = { a: 0, b: 0, c: 0 };
/** Players of team A (the last one moves to team B in the setup, after playing in A's match). */
const squadA: number[] = [];
const squadB: number[] = [];
let formation: { id: number; positions: { id: number }[] };

const queryCount = async (url: string) => {
  const res = await t.request({ method: 'GET', url, token: coach });
  expect(res.statusCode, url).toBe(200);
  return { body: res.json<unknown>(), queries: Number(res.headers['x-query-count']) };
};
const read = async (url: string) => (await queryCount(url)).body;
const post = async (url: string, payload: object) => {
  const res = await t.request({ method: 'POST', url, token: coach, payload });
  expect(res.statusCode, `${url} ${res.body}`).toBeLessThan(300);
  return res.json<{ data?: { id: number } }>();
};
/** What the session lookup costs when nothing else is read: none on the embedded database, which knows its versions. */
const CACHED = process.env.TEST_DB === 'postgres' ? 1 : 0;

beforeAll(async () => {
  t = await createTestApp({ QUERY_COUNT: '1' });
  admin = await t.signIn('admin');
  coachId = await t.createUser({ username: 'scope-coach', types: ['Coach'] });
  coach = await t.signIn('scope-coach');
  const make = factories(t, () => admin);
  const season = await make.season({ is_current: true, start_date: '2020-01-01', end_date: '2099-12-31' });
  team.a = (await make.team({ team_name: 'Team A' })).team_id;
  team.b = (await make.team({ team_name: 'Team B' })).team_id;
  // Six more teams, so that one or two teams' pieces are read again alone (plugins/team-pieces.ts reads the whole
  // club when more than a quarter are missing); each with a player and a match, one of them ended.
  for (let i = 0; i < 6; i++) {
    const other = (await make.team({ team_name: `Team ${'DEFGHI'[i]}` })).team_id;
    await make.player(other);
    await make.match(other, { match_date: `2026-02-${10 + i}`, season_id: season.season_id });
  }
  // Team C has nothing to do with A or B: none of its players ever played for them.
  team.c = (await make.team({ team_name: 'Team C' })).team_id;
  for (const id of [team.a, team.b, team.c]) await make.coaches(id, [coachId]);
  team.j = (await make.team({ team_name: 'Team J' })).team_id;
  match.c = (await make.match(team.c, { match_date: '2026-03-21', season_id: season.season_id })).match_id;
  for (let i = 0; i < 4; i++) squadA.push((await make.player(team.a)).player_id);
  for (let i = 0; i < 3; i++) squadB.push((await make.player(team.b)).player_id);
  // Dates against the order of ids, so the club's lists must sort, not just concatenate.
  match.a = (await make.match(team.a, { match_date: '2026-03-14', season_id: season.season_id })).match_id;
  match.b = (await make.match(team.b, { match_date: '2026-03-07', season_id: season.season_id })).match_id;
  formation = (await t.request({ method: 'GET', url: '/api/formations/3', token: coach })).json();
  for (const [m, squad] of [
    [match.a, squadA],
    [match.b, squadB],
  ] as const) {
    const players = squad.map((player_id, i) => ({ player_id, formation_position_id: formation.positions[i]?.id }));
    await post(`/api/lineups/match/${m}`, { formationId: formation.id, players: players.slice(0, 3) });
    await post(`/api/matches/${m}/events`, { event_type: 'GAME_START', minute: 0 });
  }
  // A's third starter scores, then moves to team B: their history stays with A's match.
  await post(`/api/matches/${match.a}/goals`, { player_id: squadA[2], minute: 12 });
  const moved = await t.request({
    method: 'PUT',
    url: `/api/players/${squadA[2]}`,
    token: admin,
    payload: {
      player_name: 'Moved Player',
      preferred_position: 'Defender',
      date_of_birth: '2015-03-09',
      shirt_number: 3,
      team_id: team.b,
    },
  });
  expect(moved.statusCode, moved.body).toBe(200);
}, 360_000);
afterAll(() => t.close());

describe('scoped read cache', () => {
  it("keeps another team's answers through a goal, and shows the goal at once where it is read", async () => {
    const other = `/api/matches/${match.c}/timeline`;
    await read(other);
    const before = (await read(`/api/matches/${match.a}/score`)) as { our_goals: number };
    await post(`/api/matches/${match.a}/goals`, { player_id: squadA[0], minute: 5 });
    expect((await queryCount(other)).queries).toBe(CACHED);
    expect(((await read(`/api/matches/${match.a}/score`)) as { our_goals: number }).our_goals).toBe(
      before.our_goals + 1,
    );
    const list = (await read('/api/matches')) as { match_id: number; state: { our_goals: number } }[];
    expect(list.find((m) => m.match_id === match.a)?.state.our_goals).toBe(before.our_goals + 1);
  });

  it("shows a player's new availability record, and keeps the other team's", async () => {
    const other = `/api/availability/match/${squadB[0]}?limit=4`;
    await read(other);
    const url = `/api/availability`;
    // The coach's dashboard asks for their teams' (decision 129): kept through another team's record.
    const ofA = `/api/availability?from=2099-01-01&team_id=${team.a}`;
    const ofB = `/api/availability?from=2099-01-01&team_id=${team.b}`;
    const count = ((await read(url)) as unknown[]).length;
    const countOfA = ((await read(ofA)) as unknown[]).length;
    await read(ofB);
    await post('/api/availability', { player_id: squadA[1], unavailable_date: '2099-01-01', notes: 'Away' });
    expect(((await read(url)) as unknown[]).length).toBe(count + 1);
    expect(((await read(ofA)) as unknown[]).length).toBe(countOfA + 1);
    expect((await queryCount(other)).queries).toBe(CACHED);
    expect((await queryCount(ofB)).queries).toBe(CACHED);
  });

  it("follows a match's rotation through a date to miss, the published squad and the most minutes a day", async () => {
    const day = '2026-04-04';
    const { match_id: id } = await factories(t, () => admin).match(team.b, { match_date: day });
    await post(`/api/lineups/match/${id}`, {
      formationId: formation.id,
      players: squadB
        .slice(0, 2)
        .map((player_id, i) => ({ player_id, formation_position_id: formation.positions[i]?.id })),
    });
    const url = `/api/matches/${id}/rotation`;
    const writes = [
      // Without a published squad, the rotation's squad is the team's available players: one will miss the day.
      () => post('/api/availability', { player_id: squadB[2], unavailable_date: day, notes: 'Away' }),
      // The published squad leaves the one player left on standby out of the rotation.
      () => post(`/api/matches/${id}/squad`, { substitutes: [], standby: [squadA[2]] }),
      async () => {
        const res = await t.request({
          method: 'PUT',
          url: '/api/minutes-limits/U12',
          token: admin,
          payload: { max_minutes: 70 },
        });
        expect(res.statusCode, res.body).toBe(200);
      },
    ];
    for (const [i, write] of writes.entries()) {
      const before = await read(url);
      expect((await queryCount(url)).queries, 'cached').toBe(CACHED);
      await write();
      const after = await read(url);
      expect(after, `write ${i}`).not.toEqual(before);
      t.app.readCache.clear();
      expect(await read(url)).toEqual(after);
    }
  });

  it("never sends one user's kept answer to another: a parent reads what the coach read, sees their own", async () => {
    const parentId = await t.createUser({ username: 'scope-parent', types: ['Parent'] });
    await t.db.insert(parentPlayerAssociations).values({ parentUserId: parentId, playerId: squadA[0] as number });
    const parent = await t.signIn('scope-parent');
    await post('/api/availability', { player_id: squadA[1], unavailable_date: '2099-05-01', notes: 'Away' });
    await post('/api/availability', { player_id: squadA[0], unavailable_date: '2099-05-02', notes: 'Away' });
    const urls = ['/api/availability', `/api/players?team_id=${team.a}`, '/api/users/validate'];
    const asCoach: unknown[] = [];
    for (const url of urls) asCoach.push(await read(url));
    for (const url of urls) expect((await queryCount(url)).queries, url).toBe(CACHED);
    const asParent = async (url: string) => {
      const res = await t.request({ method: 'GET', url, token: parent });
      expect(res.statusCode, url).toBe(200);
      return res.json<unknown>();
    };
    const seen = (rows: unknown) => new Set((rows as { player_id: number }[]).map((r) => r.player_id));
    expect([...seen(asCoach[0])]).toEqual(expect.arrayContaining([squadA[0], squadA[1]]));
    expect(seen(await asParent(urls[0] as string))).toEqual(new Set([squadA[0]]));
    // The team's players, a child's date of birth only to those who may see it: the parent's, as an empty cache reads.
    const players = await asParent(urls[1] as string);
    expect(players).not.toEqual(asCoach[1]);
    t.app.readCache.clear();
    expect(await asParent(urls[1] as string)).toEqual(players);
    const teams = (await asParent(urls[2] as string)) as { user_id: number; teams: { coaching: unknown[] } };
    expect(teams.user_id).toBe(parentId);
    expect(teams.teams.coaching).toEqual([]);
    // And the coach's kept answers are still the coach's.
    for (const [i, url] of urls.entries()) expect(await read(url), url).toEqual(asCoach[i]);
  });

  it('keeps the availability reports through a goal, and the fixtures and timelines through an absence', async () => {
    const availabilityReads = [
      '/api/coach-reports/training-attendance',
      `/api/availability/training/${squadA[0]}?limit=4`,
    ];
    const eventReads = ['/api/matches', '/api/coach-reports/top-scorers', `/api/matches/${match.a}/timeline`];
    // A match's attendance and absences read both: whether it was held (events) and who was away (decision 115).
    const bothReads = ['/api/coach-reports/match-absences', `/api/coach-reports/match-attendance?team_id=${team.a}`];
    for (const url of [...availabilityReads, ...eventReads, ...bothReads]) await read(url);
    await post(`/api/matches/${match.a}/goals`, { player_id: squadA[0], minute: 7 });
    for (const url of availabilityReads) expect((await queryCount(url)).queries, url).toBe(CACHED);
    for (const url of [...eventReads, ...bothReads])
      expect((await queryCount(url)).queries, url).toBeGreaterThan(CACHED);
    await post('/api/availability', { player_id: squadA[0], unavailable_date: '2099-02-01', notes: 'Away' });
    for (const url of eventReads) expect((await queryCount(url)).queries, url).toBe(CACHED);
    for (const url of [...availabilityReads, ...bothReads])
      expect((await queryCount(url)).queries, url).toBeGreaterThan(CACHED);
  });

  it('answers every read as an empty cache would, through any run of writes', async () => {
    const RUNS = process.env.TEST_DB === 'postgres' ? 25 : 10;
    const reads = () => [
      '/api/matches',
      '/api/matches/current-season',
      '/api/matches/upcoming',
      '/api/coach-reports/training-session-absences',
      '/api/coach-reports/match-absences',
      '/api/coach-reports/training-attendance',
      '/api/coach-reports/match-attendance',
      '/api/coach-reports/top-scorers',
      `/api/matches/${match.a}/timeline`,
      `/api/matches/${match.b}/score`,
      ...[...squadA, ...squadB].map((p) => `/api/players/${p}/statistics`),
      `/api/players/${squadA[2]}/playing-time`,
      `/api/availability/match/${squadB[1]}?limit=4`,
      `/api/availability/training/${squadA[0]}?limit=4`,
      `/api/coach-reports/training-attendance?team_id=${team.a}`,
      '/api/player-targets/all',
      ...[...squadA, ...squadB].map((p) => `/api/player-targets/player/${p}`),
      `/api/coach-reports/top-scorers?team_id=${team.b}`,
      '/api/coach-reports/playing-time',
      `/api/coach-reports/match-absences?team_id=${team.a}`,
      `/api/matches/${match.a}/rotation`,
      `/api/matches/${match.b}/rotation`,
      // The coach's dashboard and console (decision 129): some kept for everyone who may read them, some per user.
      `/api/teams/${team.a}`,
      `/api/players?team_id=${team.a}&team_id=${team.b}`,
      `/api/players/match/${match.a}`,
      `/api/players/match/${match.b}`,
      '/api/availability',
      `/api/availability?team_id=${team.a}`,
      `/api/availability?from=2099-01-01&team_id=${team.a}&team_id=${team.b}`,
      `/api/availability?player_id=${squadA[2]}`,
      '/api/availability/coaches',
      `/api/matches/${match.a}/answers`,
      `/api/matches/${match.b}/answers`,
      '/api/users/validate',
      '/api/account/teams',
      '/api/calendar/feed',
      '/api/trainings',
      `/api/trainings/upcoming?team_id=${team.a}`,
      `/api/matches/${match.a}/event-rights`,
      `/api/matches/${match.b}/live-links`,
    ];
    const everyone = [...squadA, ...squadB];
    // Each team's squad now: A's third player plays for B.
    const squadOf = (m: number) =>
      m === match.a ? squadA.filter((p) => p !== squadA[2]) : [...squadB, squadA[2] as number];
    const write = fc.oneof(
      fc.record({
        kind: fc.constantFrom('goal' as const, 'card' as const),
        m: fc.constantFrom(match.a, match.b),
        i: fc.nat(),
      }),
      fc.record({
        kind: fc.constant('away' as const),
        p: fc.constantFrom(...everyone),
        // The matches' own days (absences reports) or one far ahead.
        day: fc.constantFrom('2026-03-07', '2026-03-14', '2026-03-21', '2099-01-02', '2099-06-30'),
      }),
      fc.record({
        kind: fc.constant('target' as const),
        p: fc.constantFrom(...everyone),
        goals: fc.integer({ min: 0, max: 30 }),
      }),
      fc.record({ kind: fc.constant('end' as const) }),
      fc.record({
        kind: fc.constant('rename' as const),
        p: fc.constantFrom(...everyone),
        name: fc.constantFrom('Ava Reid', 'ava reid', 'Zoe Abbott', 'Ömer Ali'),
      }),
      fc.record({
        kind: fc.constant('lineup' as const),
        m: fc.constantFrom(match.a, match.b),
        start: fc.integer({ min: 0, max: 1 }),
      }),
      // The rotation reads the published squad and the age group's most minutes a day.
      fc.record({
        kind: fc.constant('squad' as const),
        m: fc.constantFrom(match.a, match.b),
        from: fc.integer({ min: 0, max: 1 }),
      }),
      fc.record({ kind: fc.constant('limit' as const), minutes: fc.constantFrom(60, 80, null) }),
      // The coach's own dates, and whether they coach team J.
      fc.record({ kind: fc.constant('coach-away' as const), day: fc.constantFrom('2099-03-01', '2099-03-02') }),
      fc.record({ kind: fc.constant('coaches' as const), j: fc.boolean() }),
      fc.record({ kind: fc.constant('feed' as const) }),
    );
    let writes = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 4 }), async (steps) => {
        for (const url of reads()) await read(url);
        for (const step of steps) {
          writes++;
          if (step.kind === 'goal' || step.kind === 'card') {
            const squad = squadOf(step.m);
            const player = squad[step.i % squad.length];
            // Refused once the match has ended: a refused write changes nothing, which is checked too.
            await t.request({
              method: 'POST',
              url: `/api/matches/${step.m}/${step.kind}s`,
              token: coach,
              payload:
                step.kind === 'goal'
                  ? { player_id: player, minute: 40 }
                  : { player_id: player, card_type: 'YELLOW', minute: 41 },
            });
          } else if (step.kind === 'end') {
            // A's match ends: minutes count, for its lineup's player who plays for B now too.
            for (const [event_type, minute] of [
              ['HALF_TIME', 45],
              ['SECOND_HALF_START', 45],
              ['GAME_END', 90],
            ] as const)
              await t.request({
                method: 'POST',
                url: `/api/matches/${match.a}/events`,
                token: coach,
                payload: { event_type, minute },
              });
          } else if (step.kind === 'away')
            await t.request({
              method: 'POST',
              url: '/api/availability',
              token: coach,
              payload: {
                player_id: step.p,
                unavailable_date: step.day,
              },
            });
          else if (step.kind === 'target')
            await post(`/api/player-targets/player/${step.p}`, { goals_target: step.goals });
          else if (step.kind === 'rename') {
            // A club write: names order the targets and reports.
            const player = (await t.request({ method: 'GET', url: `/api/players/${step.p}`, token: admin })).json<{
              preferred_position: string;
              date_of_birth: string;
              shirt_number: number;
              team_id: number;
            }>();
            const { preferred_position, date_of_birth, shirt_number, team_id } = player;
            const res = await t.request({
              method: 'PUT',
              url: `/api/players/${step.p}`,
              token: admin,
              payload: { player_name: step.name, preferred_position, date_of_birth, shirt_number, team_id },
            });
            expect(res.statusCode, res.body).toBe(200);
          } else if (step.kind === 'squad') {
            // Refused before a lineup, or with a starter among the substitutes: which changes nothing either.
            await t.request({
              method: 'POST',
              url: `/api/matches/${step.m}/squad`,
              token: coach,
              payload: { substitutes: squadOf(step.m).slice(step.from + 2), standby: [] },
            });
          } else if (step.kind === 'limit') {
            const res = await t.request({
              method: 'PUT',
              url: '/api/minutes-limits/U12',
              token: admin,
              payload: { max_minutes: step.minutes },
            });
            expect(res.statusCode, res.body).toBe(200);
          } else if (step.kind === 'coach-away') {
            // A second record of the same day is refused: which changes nothing, which is checked too.
            await t.request({
              method: 'POST',
              url: '/api/availability',
              token: coach,
              payload: { player_id: null, unavailable_date: step.day },
            });
          } else if (step.kind === 'coaches') {
            const res = await t.request({
              method: 'PUT',
              url: `/api/teams/${team.j}/coaches`,
              token: admin,
              payload: { user_ids: step.j ? [coachId] : [] },
            });
            expect(res.statusCode, res.body).toBe(200);
          } else if (step.kind === 'feed') {
            const res = await t.request({ method: 'POST', url: '/api/calendar/feed/reset', token: coach });
            expect(res.statusCode, res.body).toBe(200);
          } else if (step.kind === 'lineup') {
            const squad = squadOf(step.m).slice(step.start, step.start + 3);
            // Refused when a starter is away that day: a refused write changes nothing, which is checked too.
            await t.request({
              method: 'POST',
              url: `/api/lineups/match/${step.m}`,
              token: coach,
              payload: {
                formationId: formation.id,
                players: squad.map((player_id, i) => ({
                  player_id,
                  formation_position_id: formation.positions[i]?.id,
                })),
              },
            });
          }
        }
        const cached = [];
        for (const url of reads()) cached.push(await read(url));
        t.app.readCache.clear();
        for (const [i, url] of reads().entries()) expect(await read(url), url).toEqual(cached[i]);
      }),
      // The same runs on both databases' triggers; the embedded one (one statement at a time, ~6 times slower here)
      // takes the first ten, PostgreSQL all 25 (#29: the API stage is the run's longest).
      { numRuns: RUNS, seed: 20_261_124 },
    );
    expect(writes).toBeGreaterThan(RUNS);
  }, 360_000);
  it("changes a starter's minutes when their match ends, though the event does not name them", async () => {
    const url = `/api/players/${squadB[0]}/playing-time`;
    const before = JSON.stringify(await read(url));
    await post(`/api/matches/${match.b}/events`, { event_type: 'HALF_TIME', minute: 30 });
    await post(`/api/matches/${match.b}/events`, { event_type: 'SECOND_HALF_START', minute: 30 });
    await post(`/api/matches/${match.b}/events`, { event_type: 'GAME_END', minute: 60 });
    expect(JSON.stringify(await read(url))).not.toBe(before);
  });
});

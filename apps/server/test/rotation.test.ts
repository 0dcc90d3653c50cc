import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MinutesLimitsView, RotationView } from '@touchline/domain';
import { clubDate } from '../src/club-time';
import { matchRotations } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** Decision 109: a match's rotation (roll-on/roll-off), its proposed plan, and the most minutes per day. */

let t: TestApp;
let admin: string;
let teamCoach: string;
let otherCoach: string;
let parent: string;
let make: ReturnType<typeof factories>;
let widest: { id: number; positions: { id: number; position_name: string }[] };
let coachId: number;
let seasonId: number;

type Res = Awaited<ReturnType<TestApp['request']>>;
const call = (method: 'GET' | 'PUT', url: string, token: string, payload?: object): Promise<Res> =>
  t.request({ method, url: `/api${url}`, token, payload });
const rotation = async (matchId: number, token = teamCoach) => {
  const res = await call('GET', `/matches/${matchId}/rotation`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<RotationView>();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  coachId = await t.createUser({ username: 'rotationcoach', types: ['Coach'] });
  await t.createUser({ username: 'anothercoach', types: ['Coach'] });
  await t.createUser({ username: 'aparent', types: ['Parent'] });
  teamCoach = await t.signIn('rotationcoach');
  otherCoach = await t.signIn('anothercoach');
  parent = await t.signIn('aparent');
  make = factories(t, () => admin);
  seasonId = (await make.season({ is_current: true })).season_id;
  const formations = (await call('GET', '/formations', admin)).json<{ id: number; players_on_pitch: number }[]>();
  const eleven = formations.reduce((a, b) => (b.players_on_pitch > a.players_on_pitch ? b : a));
  widest = (await call('GET', `/formations/${eleven.id}`, admin)).json();
});
afterAll(() => t.close());

/** A team of `size` players in `ageGroup` coached by the rotation coach, and one of its matches. */
async function teamWithMatch(size: number, ageGroup = 'U10', date = '2026-12-05') {
  const { team_id: teamId } = await make.team({ age_group: ageGroup, match_minutes: null });
  const players: number[] = [];
  for (let i = 0; i < size; i++) players.push((await make.player(teamId)).player_id);
  await t.request({
    method: 'PUT',
    url: `/api/teams/${teamId}/coaches`,
    token: admin,
    payload: { user_ids: [coachId] },
  });
  const { match_id: matchId } = await make.match(teamId, { match_date: date, season_id: seasonId });
  return { teamId, players, matchId };
}

async function saveLineup(matchId: number, starters: number[]) {
  const res = await t.request({
    method: 'POST',
    url: `/api/lineups/match/${matchId}`,
    token: admin,
    payload: {
      formationId: widest.id,
      players: starters.map((player_id, i) => ({ player_id, formation_position_id: widest.positions[i]!.id })),
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const event = (matchId: number, event_type: string, minute: number) =>
  t.request({ method: 'POST', url: `/api/matches/${matchId}/events`, token: admin, payload: { event_type, minute } });

describe('a match rotation', () => {
  it("starts from the age group's defaults: 7 on, a change every 10 min, 50 min, and 60 a day for U10", async () => {
    const { matchId, players } = await teamWithMatch(10);
    const view = await rotation(matchId);
    expect(view.saved).toBe(false);
    expect(view.settings).toEqual({ on_pitch: 7, change_every: 10, match_minutes: 50 });
    expect(view.max_minutes_per_day).toBe(60);
    expect(view.squad.map((p) => p.player_id).sort((a, b) => a - b)).toEqual(players);
    expect(view.segments).toHaveLength(5);
    const planned = view.squad.map((p) => p.planned_minutes);
    expect(planned.reduce((a, b) => a + b, 0)).toBe(7 * 50);
    expect(Math.max(...planned) - Math.min(...planned)).toBeLessThanOrEqual(10);
    expect(view.spread).toBe(((Math.max(...planned) - Math.min(...planned)) / 50) * 100);
  });

  it("starts with the saved lineup's players and takes its size as the side", async () => {
    const { matchId, players } = await teamWithMatch(9);
    await saveLineup(matchId, players.slice(2, 9));
    const view = await rotation(matchId);
    expect(view.settings.on_pitch).toBe(7);
    expect(view.segments[0]!.on_pitch).toEqual(players.slice(2, 9));
    expect(
      view.squad
        .filter((p) => p.role === 'starting')
        .map((p) => p.player_id)
        .sort((a, b) => a - b),
    ).toEqual(players.slice(2, 9));
    expect(view.changes[0]!.on).toEqual(players.slice(0, 2));
  });

  it("keeps the lineup's goalkeeper in goal in every segment, and says who it is (#28 item 24)", async () => {
    const { matchId, players } = await teamWithMatch(10);
    const keeperSlot = widest.positions.findIndex((p) => p.position_name === 'Goalkeeper');
    expect(keeperSlot).toBeGreaterThanOrEqual(0);
    // The keeper is the highest id: the plan's tie-breaks (lower id stays) would have taken them off first.
    const starters = players.slice(3, 10).reverse();
    await saveLineup(matchId, starters);
    const keeper = starters[keeperSlot]!;
    const view = await rotation(matchId);
    expect(view.keeper).toBe(keeper);
    expect(view.segments.every((segment) => segment.on_pitch.includes(keeper))).toBe(true);
    expect(view.changes.every((change) => !change.off.includes(keeper))).toBe(true);
    expect(view.squad.find((p) => p.player_id === keeper)?.planned_minutes).toBe(view.settings.match_minutes);
  });

  it('evens out planned minutes for any squad and rotation the coach saves (property)', async () => {
    const { matchId, players } = await teamWithMatch(14, 'U12');
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 11 }),
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 20, max: 90 }),
        fc.integer({ min: 2, max: 19 }),
        async (onPitch, extra, matchMinutes, changeEvery) => {
          const squadSize = Math.min(players.length, onPitch + extra);
          // The squad: its first `onPitch` start; the rest of the team is away.
          for (const [i, player_id] of players.entries()) {
            const status = i < squadSize ? 'available' : 'not_available';
            const answered = await call('PUT', `/matches/${matchId}/answers/${player_id}`, admin, { status });
            expect(answered.statusCode, answered.body).toBe(200);
          }
          await saveLineup(matchId, players.slice(0, onPitch));
          const body = { on_pitch: onPitch, change_every: changeEvery, match_minutes: matchMinutes };
          const saved = await call('PUT', `/matches/${matchId}/rotation`, teamCoach, body);
          expect(saved.statusCode, saved.body).toBe(200);
          const view = saved.json<RotationView>();
          expect(view.settings).toEqual(body);
          expect(view.squad).toHaveLength(squadSize);
          const planned = view.squad.map((p) => p.planned_minutes);
          expect(planned.reduce((a, b) => a + b, 0)).toBe(onPitch * matchMinutes);
          expect(view.segments.every((s) => s.on_pitch.length === onPitch)).toBe(true);
          // Equal outfield players end at most one change apart; the keeper plays it all.
          const outfield = view.squad.filter((p) => p.player_id !== view.keeper).map((p) => p.planned_minutes);
          expect(Math.max(...outfield) - Math.min(...outfield)).toBeLessThanOrEqual(changeEvery);
          if (view.keeper !== null)
            expect(view.squad.find((p) => p.player_id === view.keeper)?.planned_minutes).toBe(matchMinutes);
          const changes = view.changes.every((c) => c.off.length === c.on.length);
          expect(changes).toBe(true);
        },
      ),
      { numRuns: 12, seed: 2026 },
    );
  });

  it('gives fewer minutes to whoever played more earlier in the season', async () => {
    const { matchId, players, teamId } = await teamWithMatch(6, 'U12', '2026-12-12');
    const { match_id: earlier } = await make.match(teamId, { match_date: '2026-11-01', season_id: seasonId });
    await saveLineup(earlier, players.slice(0, 3));
    for (const [type, minute] of [
      ['GAME_START', 0],
      ['GAME_END', 60],
    ] as const)
      expect((await event(earlier, type, minute)).statusCode).toBe(201);
    await call('PUT', `/matches/${matchId}/rotation`, teamCoach, { on_pitch: 3, change_every: 10, match_minutes: 60 });
    const view = await rotation(matchId);
    const byId = new Map(view.squad.map((p) => [p.player_id, p]));
    for (const played of players.slice(0, 3)) {
      expect(byId.get(played)!.season_minutes).toBe(60);
      for (const rested of players.slice(3))
        expect(byId.get(played)!.planned_minutes).toBeLessThanOrEqual(byId.get(rested)!.planned_minutes);
    }
    expect(players.slice(3).every((id) => byId.get(id)!.season_minutes === 0)).toBe(true);
  });

  it("counts today's other matches against the day's maximum and keeps a player under it", async () => {
    const today = clubDate(new Date());
    const { matchId, players, teamId } = await teamWithMatch(6, 'U8', today);
    const { match_id: morning } = await make.match(teamId, { match_date: today, kick_off_time: '09:00' });
    await saveLineup(morning, players.slice(0, 1));
    expect((await event(morning, 'GAME_START', 0)).statusCode).toBe(201);
    expect((await event(morning, 'GAME_END', 40)).statusCode).toBe(201);
    const view = await rotation(matchId);
    expect(view.max_minutes_per_day).toBe(40);
    const first = view.squad.find((p) => p.player_id === players[0])!;
    // The U8 default length is 40 minutes: the morning's whole match.
    expect(first.today_minutes).toBe(40);
    expect(first.planned_minutes).toBe(0);
    expect(view.squad.filter((p) => p.player_id !== players[0]).every((p) => p.today_minutes === 0)).toBe(true);
  });
});

describe('after the match', () => {
  it('feeds the playing-time report in played minutes: a 40-minute match counts 40, not 90', async () => {
    const { matchId, players, teamId } = await teamWithMatch(4, 'U8', '2026-11-14');
    const [a, b, c, d] = players as [number, number, number, number];
    await call('PUT', `/matches/${matchId}/rotation`, teamCoach, { on_pitch: 2, change_every: 10, match_minutes: 40 });
    await saveLineup(matchId, [a, b]);
    const sub = (off: number, on: number, minute: number) =>
      t.request({
        method: 'POST',
        url: `/api/matches/${matchId}/substitutions`,
        token: admin,
        payload: { player_off_id: off, player_on_id: on, minute },
      });
    expect((await event(matchId, 'GAME_START', 0)).statusCode).toBe(201);
    expect((await sub(a, c, 10)).statusCode).toBe(201);
    expect((await event(matchId, 'HALF_TIME', 20)).statusCode).toBe(201);
    expect((await event(matchId, 'SECOND_HALF_START', 20)).statusCode).toBe(201);
    // Ten minutes into the second half of two 20-minute halves: the match's clock says 30 (decision 124).
    expect((await sub(b, d, 30)).statusCode).toBe(201);
    expect((await event(matchId, 'GAME_END', 40)).statusCode).toBe(201);
    const report = (await call('GET', `/coach-reports/playing-time?team_id=${teamId}`, admin)).json<{
      players: { player_id: number; minutes_played: number; available_minutes: number; share: number }[];
    }>();
    const row = (id: number) => report.players.find((p) => p.player_id === id);
    expect([a, b, c, d].map((id) => row(id)?.minutes_played)).toEqual([10, 30, 30, 10]);
    expect(row(a)?.available_minutes).toBe(40);
    expect(row(b)?.share).toBe(75);
    // The match's own rotation still reads the season before it.
    expect((await rotation(matchId)).squad.every((p) => p.season_minutes === 0)).toBe(true);
  });
});

describe('who may set a rotation, and what it refuses', () => {
  it("lets the team's coach and admins set it, refuses other coaches and parents, and changes nothing", async () => {
    const { matchId } = await teamWithMatch(8);
    const body = { on_pitch: 5, change_every: 5, match_minutes: 40 };
    const other = await call('PUT', `/matches/${matchId}/rotation`, otherCoach, body);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: "Only the team's coaches and admins can set its rotation" });
    expect((await call('PUT', `/matches/${matchId}/rotation`, parent, body)).statusCode).toBe(403);
    expect((await call('GET', `/matches/${matchId}/rotation`, parent)).statusCode).toBe(403);
    expect(await t.db.select().from(matchRotations).where(eq(matchRotations.matchId, matchId))).toEqual([]);
    expect((await call('PUT', `/matches/${matchId}/rotation`, admin, body)).statusCode).toBe(200);
    expect((await rotation(matchId, otherCoach)).settings).toEqual(body);
  });

  it('refuses settings that make no rotation, with what is wrong', async () => {
    const { matchId } = await teamWithMatch(8);
    const cases: [object, string][] = [
      [{ on_pitch: 12, change_every: 10, match_minutes: 50 }, 'Players on the pitch must be between 1 and 11'],
      [{ on_pitch: 7, change_every: 50, match_minutes: 50 }, 'Change every must be shorter than the match'],
      [{ on_pitch: 7, change_every: 2.5, match_minutes: 50 }, 'Change every must be a whole number'],
      [{ on_pitch: 7, change_every: 10, match_minutes: 5 }, 'Match length must be between 10 and 120'],
      [{ on_pitch: 7, change_every: 10 }, 'Match length is required'],
    ];
    for (const [payload, error] of cases) {
      const res = await call('PUT', `/matches/${matchId}/rotation`, teamCoach, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(error);
    }
    expect((await rotation(matchId)).saved).toBe(false);
    expect((await call('GET', '/matches/999999/rotation', teamCoach)).statusCode).toBe(404);
  });

  it("refuses more on the pitch than in the squad, and a side other than the lineup's (#29 item 6)", async () => {
    const { matchId, players } = await teamWithMatch(10, 'U16');
    const put = (on_pitch: number) =>
      call('PUT', `/matches/${matchId}/rotation`, teamCoach, { on_pitch, change_every: 10, match_minutes: 80 });
    const eleven = await put(11);
    expect([eleven.statusCode, eleven.json()]).toMatchObject([
      400,
      { error: 'Only 10 players in the squad: at most 10 on the pitch' },
    ]);
    await saveLineup(matchId, players.slice(0, 9));
    const seven = await put(7);
    expect([seven.statusCode, seven.json()]).toMatchObject([
      400,
      { error: 'The lineup has 9 starters: put 9 on the pitch, or change the lineup first' },
    ]);
    expect((await rotation(matchId)).saved).toBe(false);
    expect((await put(9)).statusCode).toBe(200);
    // Every spell plays nine.
    expect((await rotation(matchId)).segments.every((s) => s.on_pitch.length === 9)).toBe(true);
    // A coach of another team is refused before any rule (403, not 400).
    expect((await call('PUT', `/matches/${matchId}/rotation`, otherCoach, { on_pitch: 11 })).statusCode).toBe(403);
  });
});

describe('the most minutes per day', () => {
  it("lists each age group with the FA's figure; an admin sets the club's own and can go back", async () => {
    const { matchId } = await teamWithMatch(8, 'U14');
    const limits = (await call('GET', '/minutes-limits', teamCoach)).json<MinutesLimitsView>().limits;
    expect(limits.find((l) => l.age_group === 'U14')).toEqual({
      age_group: 'U14',
      default_minutes: 100,
      max_minutes: null,
    });
    const set = await call('PUT', '/minutes-limits/U14', admin, { max_minutes: 90 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<MinutesLimitsView>().limits.find((l) => l.age_group === 'U14')?.max_minutes).toBe(90);
    expect((await rotation(matchId)).max_minutes_per_day).toBe(90);
    expect((await call('PUT', '/minutes-limits/U14', teamCoach, { max_minutes: 200 })).statusCode).toBe(403);
    const zero = await call('PUT', '/minutes-limits/U14', admin, { max_minutes: 0 });
    expect(zero.statusCode).toBe(400);
    expect(zero.json()).toMatchObject({ error: 'Most minutes per day must be between 1 and 600' });
    const unknown = await call('PUT', '/minutes-limits/U99', admin, { max_minutes: 50 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'No team plays in that age group' });
    expect((await call('PUT', '/minutes-limits/U14', admin, { max_minutes: null })).statusCode).toBe(200);
    expect((await rotation(matchId)).max_minutes_per_day).toBe(100);
  });
});

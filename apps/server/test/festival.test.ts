import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FestivalDay, RotationView } from '@touchline/domain';
import { clubDate } from '../src/club-time';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** Festival days (#34): a team's several short matches on one date, planned across the day within its maximum. */

let t: TestApp;
let admin: string;
let teamCoach: string;
let otherCoach: string;
let parent: string;
let make: ReturnType<typeof factories>;
let widest: { id: number; positions: { id: number }[] };
let players: number[];
let teamId: number;
/** The day's matches in kick-off order: 09:00, 10:00, 10:30 (cancelled), 11:00. */
let first: number;
let second: number;
let cancelled: number;
let third: number;

type Res = Awaited<ReturnType<TestApp['request']>>;
const call = (method: 'GET' | 'PUT' | 'POST', url: string, token: string, payload?: object): Promise<Res> =>
  t.request({ method, url: `/api${url}`, token, payload });
const festival = async (matchId: number, token = teamCoach) => {
  const res = await call('GET', `/matches/${matchId}/festival`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<FestivalDay>();
};
const totals = (day: FestivalDay) => day.players.map((p) => p.total);
/** The minutes each planned or played match shares out: its length times the players on the pitch. */
const columnSums = (day: FestivalDay) =>
  day.matches.map((_, i) =>
    day.players.reduce<number | null>((sum, p) => (p.minutes[i] === null ? null : (sum ?? 0) + p.minutes[i]!), null),
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const coachId = await t.createUser({ username: 'festivalcoach', types: ['Coach'] });
  const otherId = await t.createUser({ username: 'othercoach', types: ['Coach'] });
  await t.createUser({ username: 'festivalparent', types: ['Parent'] });
  teamCoach = await t.signIn('festivalcoach');
  otherCoach = await t.signIn('othercoach');
  parent = await t.signIn('festivalparent');
  make = factories(t, () => admin);
  const seasonId = (await make.season({ is_current: true })).season_id;
  const formations = (await call('GET', '/formations', admin)).json<{ id: number; players_on_pitch: number }[]>();
  const eleven = formations.reduce((a, b) => (b.players_on_pitch > a.players_on_pitch ? b : a));
  widest = (await call('GET', `/formations/${eleven.id}`, admin)).json();

  // An U8 team (40 minutes a day, the FA's figure; youth mode by its age group) of eight, at a festival today.
  teamId = (await make.team({ age_group: 'U8', match_minutes: null })).team_id;
  await make.coaches(teamId, [coachId]);
  players = [];
  for (let i = 0; i < 8; i++) players.push((await make.player(teamId)).player_id);
  const today = clubDate(new Date());
  const at = async (kick_off_time: string, opposition_name: string) =>
    (await make.match(teamId, { match_date: today, kick_off_time, opposition_name, season_id: seasonId })).match_id;
  first = await at('09:00', 'Ashby Colts');
  second = await at('10:00', 'Barton Blues');
  third = await at('11:00', 'Castle Juniors');
  cancelled = await at('10:30', 'Dale Rovers');
  // Three 20-minute matches of five a side, a change every 5 minutes: what a festival's pitch plays.
  for (const id of [first, second, third]) {
    const res = await call('PUT', `/matches/${id}/rotation`, teamCoach, {
      on_pitch: 5,
      change_every: 5,
      match_minutes: 20,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const off = await call('POST', `/matches/${cancelled}/status`, teamCoach, {
    status: 'cancelled',
    reason: 'Their team could not travel',
  });
  expect(off.statusCode, off.body).toBe(200);
  // Not the day: the team's match tomorrow's date and another team's match today.
  await make.match(teamId, { match_date: '2099-06-01', season_id: seasonId });
  const other = (await make.team({ age_group: 'U8', match_minutes: null })).team_id;
  await make.coaches(other, [otherId]);
  await make.player(other);
  await make.match(other, { match_date: today, kick_off_time: '09:30', season_id: seasonId });
});
afterAll(() => t.close());

describe('a festival day of three matches', () => {
  it('plans every match of the day within the daily maximum, the minutes evened across the day', async () => {
    const day = await festival(second);
    expect(day).toMatchObject({ age_group: 'U8', youth_mode: true, max_minutes_per_day: 40, team_id: teamId });
    expect(day.matches.map((m) => m.match_id)).toEqual([first, second, cancelled, third]);
    expect(day.matches.map((m) => m.kick_off_time)).toEqual(['09:00', '10:00', '10:30', '11:00']);
    expect(day.matches.map((m) => m.minutes_from)).toEqual(['planned', 'planned', 'none', 'planned']);
    expect(day.matches[0]).toMatchObject({
      opposition_name: 'Ashby Colts',
      venue_name: 'Riverside Park',
      status: 'scheduled',
      match_minutes: 20,
      on_pitch: 5,
      change_every: 5,
      over: false,
    });
    expect(day.matches[2]?.status).toBe('cancelled');
    expect(day.players.map((p) => p.player_id).sort((a, b) => a - b)).toEqual(players);
    // 3 × 20 minutes × 5 on the pitch = 300 among eight: 35 or 40 each, none past 40.
    expect(columnSums(day)).toEqual([100, 100, null, 100]);
    expect(Math.max(...totals(day))).toBeLessThanOrEqual(40);
    expect(Math.max(...totals(day)) - Math.min(...totals(day))).toBeLessThanOrEqual(5);
    expect(day.over_limit).toEqual([]);
    expect(day.players.every((p) => p.total === p.minutes.reduce<number>((a, b) => a + (b ?? 0), 0))).toBe(true);
  });

  it('names the next match of the day that is on, skipping the cancelled one, and none after the last', async () => {
    expect((await festival(first)).next_match_id).toBe(second);
    expect((await festival(second)).next_match_id).toBe(third);
    expect((await festival(cancelled)).next_match_id).toBe(third);
    expect((await festival(third)).next_match_id).toBeNull();
  });

  it('plays a player past the maximum only when nobody else can, and names them', async () => {
    // 30 a day for eight players cannot cover 300 minutes: the plan still evens out, and says who goes over.
    expect((await call('PUT', '/minutes-limits/U8', admin, { max_minutes: 30 })).statusCode).toBe(200);
    const day = await festival(first);
    expect(day.max_minutes_per_day).toBe(30);
    expect(Math.max(...totals(day)) - Math.min(...totals(day))).toBeLessThanOrEqual(5);
    const over = day.players.filter((p) => p.total > 30).map((p) => p.player_id);
    expect(day.over_limit).toEqual(over.sort((a, b) => a - b));
    expect(day.over_limit.length).toBeGreaterThan(0);
    expect((await call('PUT', '/minutes-limits/U8', admin, { max_minutes: null })).statusCode).toBe(200);
    expect((await festival(first)).over_limit).toEqual([]);
  });

  it('counts the first match as played once over, and evens the rest of the day around it', async () => {
    const starters = players.slice(0, 5);
    const lineup = await call('POST', `/lineups/match/${first}`, admin, {
      formationId: widest.id,
      players: starters.map((player_id, i) => ({ player_id, formation_position_id: widest.positions[i]!.id })),
    });
    expect(lineup.statusCode, lineup.body).toBe(200);
    // Nobody came off: the five starters played all 20 minutes, the three others none; one goal.
    const record = async (what: 'events' | 'goals', payload: object) =>
      expect((await call('POST', `/matches/${first}/${what}`, admin, payload)).statusCode).toBe(201);
    await record('events', { event_type: 'GAME_START', minute: 0 });
    await record('goals', { player_id: players[0], minute: 5 });
    await record('events', { event_type: 'GAME_END', minute: 20 });

    const day = await festival(second);
    expect(day.matches[0]).toMatchObject({ over: true, phase: 'FINISHED', minutes_from: 'played', our_goals: 1 });
    expect(day.matches.map((m) => m.minutes_from)).toEqual(['played', 'planned', 'none', 'planned']);
    const row = (id: number) => day.players.find((p) => p.player_id === id)!;
    expect(starters.map((id) => row(id).minutes[0])).toEqual([20, 20, 20, 20, 20]);
    expect(players.slice(5).map((id) => row(id).minutes[0])).toEqual([0, 0, 0]);
    // Those who sat the first match out play most of the rest: the day ends 35 or 40 each, within 40.
    expect(players.slice(5).every((id) => row(id).minutes[1]! + row(id).minutes[3]! >= 35)).toBe(true);
    expect(Math.max(...totals(day))).toBeLessThanOrEqual(40);
    expect(Math.max(...totals(day)) - Math.min(...totals(day))).toBeLessThanOrEqual(5);
    expect(columnSums(day)).toEqual([100, 100, null, 100]);

    // The second match's own rotation counts the same 20 minutes played earlier today.
    const rotation = (await call('GET', `/matches/${second}/rotation`, teamCoach)).json<RotationView>();
    expect(starters.map((id) => rotation.squad.find((p) => p.player_id === id)?.today_minutes)).toEqual([
      20, 20, 20, 20, 20,
    ]);
  });
});

describe('who reads a festival day', () => {
  it('is read by any coach as the rotation is, and refused to parents; an unknown match is 404', async () => {
    // Coaches' reads are club-wide (decisions 116 and 127): the other team's coach reads it as they read the rotation.
    const other = await call('GET', `/matches/${second}/festival`, otherCoach);
    expect(other.statusCode).toBe(200);
    expect(other.json<FestivalDay>().team_id).toBe(teamId);
    expect((await call('GET', `/matches/${second}/rotation`, otherCoach)).statusCode).toBe(200);
    expect((await call('GET', `/matches/${second}/festival`, admin)).statusCode).toBe(200);
    const refused = await call('GET', `/matches/${second}/festival`, parent);
    expect(refused.statusCode).toBe(403);
    expect((await call('GET', `/matches/${second}/rotation`, parent)).statusCode).toBe(403);
    expect((await call('GET', '/matches/999999/festival', teamCoach)).statusCode).toBe(404);
  });
});

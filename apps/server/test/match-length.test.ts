import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMatchMinutes, type ListedMatch, type RotationView, type Team } from '@touchline/domain';
import { clubDate } from '../src/club-time';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Decision 124 (#29 item 7): a match's length drives its clock. A team's length (the FA's for its age group unless
 * chosen), a match's own (the rotation dialog), the minute limits of recording and editing, and the minutes played in
 * the reports follow it; a 90-minute match keeps the spec's numbers.
 */

let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;

type Res = Awaited<ReturnType<TestApp['request']>>;
const call = (method: string, url: string, payload?: object): Promise<Res> =>
  t.request({ method: method as 'GET', url: `/api${url}`, token: admin, payload });
const today = () => clubDate(new Date());

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

/** A team of `ageGroup` with four players, and a match of it today. */
async function teamMatch(ageGroup: string, team: object = {}) {
  const { team_id: teamId } = await make.team({ age_group: ageGroup, match_minutes: null, ...team });
  const players: number[] = [];
  for (let i = 0; i < 4; i++) players.push((await make.player(teamId)).player_id);
  const { match_id: matchId } = await make.match(teamId, { match_date: today() });
  return { teamId, matchId, players };
}

const phase = (m: number, event_type: string, minute: number | null) =>
  call('POST', `/matches/${m}/events`, { event_type, minute });
const lengthOf = async (m: number) => (await call('GET', `/matches/${m}`)).json<ListedMatch>().match_minutes;

describe("a match's length", () => {
  it("is the FA's for the team's age group, the team's choice, or the match's own", async () => {
    const u12 = await teamMatch('U12');
    const u8 = await teamMatch('U8');
    const adults = await teamMatch('Open');
    expect([await lengthOf(u12.matchId), await lengthOf(u8.matchId), await lengthOf(adults.matchId)]).toEqual([
      60, 40, 90,
    ]);
    // The team's choice, kept when the whole team is sent back as read, back to the age group's with null.
    const team = (await call('GET', `/teams/${u12.teamId}`)).json<Team>();
    expect([team.match_minutes, team.match_minutes_choice]).toEqual([60, null]);
    const chosen = await call('PUT', `/teams/${u12.teamId}`, { ...team, match_minutes: 50 });
    expect(chosen.json<Team>()).toMatchObject({ match_minutes: 50, match_minutes_choice: 50 });
    expect(await lengthOf(u12.matchId)).toBe(50);
    const echoed = await call('PUT', `/teams/${u12.teamId}`, { ...chosen.json<Team>(), team_name: 'Renamed' });
    expect(echoed.json<Team>()).toMatchObject({ match_minutes: 50, match_minutes_choice: 50 });
    const reset = await call('PUT', `/teams/${u12.teamId}`, { ...echoed.json<Team>(), match_minutes: null });
    expect(reset.json<Team>()).toMatchObject({ match_minutes: 60, match_minutes_choice: null });
    // The rotation dialog sets the match's own; the team's own length is then no choice of the match.
    const rotation = await call('PUT', `/matches/${u12.matchId}/rotation`, {
      on_pitch: 3,
      change_every: 10,
      match_minutes: 40,
    });
    expect(rotation.json<RotationView>().settings.match_minutes).toBe(40);
    expect(await lengthOf(u12.matchId)).toBe(40);
    await call('PUT', `/matches/${u12.matchId}/rotation`, { on_pitch: 3, change_every: 10, match_minutes: 60 });
    await call('PUT', `/teams/${u12.teamId}`, { ...reset.json<Team>(), match_minutes: 70 });
    expect(await lengthOf(u12.matchId)).toBe(70);
  });

  it('refuses a length outside 10 to 120 minutes, changing nothing', async () => {
    const { teamId } = await teamMatch('U10');
    const team = (await call('GET', `/teams/${teamId}`)).json<Team>();
    for (const minutes of [9, 121, 45.5])
      expect((await call('PUT', `/teams/${teamId}`, { ...team, match_minutes: minutes })).statusCode).toBe(400);
    expect((await call('GET', `/teams/${teamId}`)).json<Team>().match_minutes).toBe(50);
  });

  it("is the database's default_match_minutes too, for every age group", async () => {
    const groups = ['U5', 'U6', 'U7', 'U8', 'U9', 'U10', 'U11', 'U12', 'U13', 'U14', 'U15', 'U16', 'U17', 'U18'];
    const all = [...groups, 'u 9', 'U-11s', 'Open', 'Adults', 'Vets'];
    const rows = (await t.db.execute(
      sql`select g as "group", default_match_minutes(g) as minutes from unnest(${sql.raw(
        `array[${all.map((g) => `'${g}'`).join(',')}]`,
      )}) as g`,
    )) as unknown as { rows: { group: string; minutes: number }[] };
    const fromDb = Object.fromEntries(rows.rows.map((r) => [r.group, Number(r.minutes)]));
    expect(fromDb).toEqual(Object.fromEntries(all.map((g) => [g, defaultMatchMinutes(g)])));
  });
});

describe('a U12 match of 2 × 30 and a U8 match of 40, recorded end to end', () => {
  it("takes its events within its own minutes, refusing what lies beyond them in the spec's words", async () => {
    const { matchId: m, players } = await teamMatch('U12');
    expect((await phase(m, 'GAME_START', 0)).statusCode).toBe(201);
    const goal = await call('POST', `/matches/${m}/goals`, { player_id: players[0], minute: 12 });
    expect(goal.statusCode).toBe(201);
    expect(
      (await call('POST', `/matches/${m}/cards`, { player_id: players[1], card_type: 'YELLOW', minute: 61 })).json(),
    ).toMatchObject({ error: 'Card minute must be between 1 and 60' });
    expect((await phase(m, 'HALF_TIME', 61)).json()).toMatchObject({ error: 'Event minute must be between 0 and 60' });
    expect((await phase(m, 'HALF_TIME', 30)).statusCode).toBe(201);
    expect((await phase(m, 'SECOND_HALF_START', 30)).statusCode).toBe(201);
    const sub = await call('POST', `/matches/${m}/substitutions`, {
      player_off_id: players[0],
      player_on_id: players[3],
      minute: 45,
    });
    expect(sub.statusCode).toBe(201);
    // Editing a second-half goal: from the second half's start to 60 minutes beyond full time.
    const late = await call('POST', `/matches/${m}/goals`, { player_id: players[1], minute: 50 });
    const lateId = late.json<{ data: { id: number } }>().data.id;
    expect(
      (await call('PUT', `/matches/${m}/goals/${lateId}`, { player_id: players[1], minute: 29 })).json(),
    ).toMatchObject({
      error: 'Goals in second half must be between 30 and 120 minutes',
    });
    expect((await phase(m, 'GAME_END', 60)).statusCode).toBe(201);
    const timeline = (await call('GET', `/matches/${m}/timeline`)).json<{
      events: { event_type: string | null; minute: number | null }[];
    }>().events;
    expect(timeline.filter((e) => e.event_type).map((e) => [e.event_type, e.minute])).toEqual([
      ['GAME_START', 0],
      ['HALF_TIME', 30],
      ['SECOND_HALF_START', 30],
      ['GAME_END', 60],
    ]);
  });

  it("counts the minutes played within the match's length in the statistics", async () => {
    const season = await make.season({ is_current: true });
    const { teamId, players } = await teamMatch('U8');
    const { match_id: m } = await make.match(teamId, { match_date: today(), season_id: season.season_id });
    const formations = (await call('GET', '/formations')).json<{ id: number; players_on_pitch: number }[]>();
    const five = formations.find((f) => f.players_on_pitch === 5) ?? formations[0]!;
    const shape = (await call('GET', `/formations/${five.id}`)).json<{ positions: { id: number }[] }>();
    await call('POST', `/lineups/match/${m}`, {
      formationId: five.id,
      players: players
        .slice(0, 3)
        .map((player_id, i) => ({ player_id, formation_position_id: shape.positions[i]!.id })),
    });
    await phase(m, 'GAME_START', 0);
    await phase(m, 'HALF_TIME', 20);
    await phase(m, 'SECOND_HALF_START', 20);
    await call('POST', `/matches/${m}/substitutions`, {
      player_off_id: players[0],
      player_on_id: players[3],
      minute: 30,
    });
    await phase(m, 'GAME_END', 40);
    const report = await call('GET', `/players/${players[1]}/statistics`);
    expect(report.statusCode, report.body).toBe(200);
    const minutesOf = async (id: number) =>
      (await call('GET', `/players/${id}/statistics`)).json<{ minutes_played: number }>().minutes_played;
    // A starter all match: 40, not 90; off at 30: 30; on at 30: 10.
    expect([await minutesOf(players[1]!), await minutesOf(players[0]!), await minutesOf(players[3]!)]).toEqual([
      40, 30, 10,
    ]);
  });

  it("keeps the spec's numbers for a 90-minute match", async () => {
    const { matchId: m, players } = await teamMatch('U18');
    await phase(m, 'GAME_START', 0);
    expect(
      (await call('POST', `/matches/${m}/cards`, { player_id: players[1], card_type: 'YELLOW', minute: 91 })).json(),
    ).toMatchObject({ error: 'Card minute must be between 1 and 90' });
    expect((await call('POST', `/matches/${m}/goals`, { player_id: players[1], minute: 131 })).json()).toMatchObject({
      error: 'Goal minute must be between 1 and 130',
    });
  });
});

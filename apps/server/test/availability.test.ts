import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, parentPlayerAssociations, players } from '../src/db/schema';
import { eq } from 'drizzle-orm';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let coach: string;
let parent: string;
let kidToken: string;
let make: ReturnType<typeof factories>;
let teamId: number;
let mine: number;
let theirs: number;
let kid: number;

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const total = async () => (await t.db.select({ n: count() }).from(availability))[0]?.n;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'coach', types: ['Coach'] });
  const parentId = await t.createUser({ username: 'parent', types: ['Parent'] });
  const kidUser = await t.createUser({ username: 'kid', types: ['Player'] });
  coach = await t.signIn('coach');
  parent = await t.signIn('parent');
  kidToken = await t.signIn('kid');
  make = factories(t, () => admin);
  teamId = (await make.team()).team_id;
  mine = (await make.player(teamId, { player_name: 'My Child' })).player_id;
  theirs = (await make.player(teamId, { player_name: 'Other Child' })).player_id;
  kid = (await make.player(teamId, { player_name: 'The Kid' })).player_id;
  await t.db.insert(parentPlayerAssociations).values({ parentUserId: parentId, playerId: mine });
  await t.db.update(players).set({ userId: kidUser }).where(eq(players.playerId, kid));
});
afterAll(() => t.close());

const post = (token: string, payload: object) =>
  t.request({ method: 'POST', url: '/api/availability', token, payload });

describe('recording availability', () => {
  it('a parent records and deletes a future date for their own child only', async () => {
    const res = await post(parent, { player_id: mine, unavailable_date: iso(3), notes: 'Holiday' });
    expect(res.statusCode).toBe(201);
    const record = res.json<{ availability_id: number }>();
    expect(record).toMatchObject({
      player_id: mine,
      unavailable_date: iso(3),
      notes: 'Holiday',
      player: { player_name: 'My Child' },
    });
    expect((await post(parent, { player_id: mine, unavailable_date: iso(3) })).json()).toMatchObject({
      error: 'This date is already recorded as unavailable',
    });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/availability/${record.availability_id}`, token: parent }))
        .statusCode,
    ).toBe(204);
  });

  it('refuses past dates and past deletes to non-coaches, with the spec texts', async () => {
    const before = await total();
    const res = await post(parent, { player_id: mine, unavailable_date: iso(-1) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'You can only record unavailability for today onwards' });
    expect((await post(parent, { player_id: mine, unavailable_date: iso(0) })).statusCode).toBe(201);
    expect(await total()).toBe((before ?? 0) + 1);
    // A coach may record and delete the past.
    const past = (await post(coach, { player_id: mine, unavailable_date: iso(-2) })).json<{
      availability_id: number;
    }>();
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/availability/${past.availability_id}`,
      token: parent,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'You cannot delete past unavailability records' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/availability/${past.availability_id}`, token: coach }))
        .statusCode,
    ).toBe(204);
  });

  it("a parent can neither read nor change another child's records", async () => {
    const other = (await post(coach, { player_id: theirs, unavailable_date: iso(5) })).json<{
      availability_id: number;
    }>();
    const before = await total();
    expect((await post(parent, { player_id: theirs, unavailable_date: iso(6) })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/availability/${other.availability_id}`, token: parent }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/availability/match/${theirs}`, token: parent })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: `/api/availability/training/${theirs}`, token: parent })).statusCode,
    ).toBe(403);
    const visible = (await t.request({ method: 'GET', url: '/api/availability', token: parent })).json<
      { player_id: number }[]
    >();
    expect(visible.every((r) => r.player_id === mine)).toBe(true);
    expect(
      (await t.request({ method: 'GET', url: `/api/availability?player_id=${theirs}`, token: parent })).json(),
    ).toEqual([]);
    expect(await total()).toBe(before);
    const all = (await t.request({ method: 'GET', url: '/api/availability', token: coach })).json<
      { player_id: number }[]
    >();
    expect(all.some((r) => r.player_id === theirs)).toBe(true);
  });

  it('a player sees and records only their own', async () => {
    expect((await post(kidToken, { player_id: kid, unavailable_date: iso(2) })).statusCode).toBe(201);
    expect((await post(kidToken, { player_id: mine, unavailable_date: iso(2) })).statusCode).toBe(403);
  });

  it('coaches record their own availability with no player; others must choose a player', async () => {
    const res = await post(coach, { player_id: null, unavailable_date: iso(4), notes: 'Away' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ player_id: null, player: null });
    const coaches = (await t.request({ method: 'GET', url: '/api/availability/coaches', token: coach })).json<
      { username: string; unavailable_date: string }[]
    >();
    expect(coaches).toContainEqual(expect.objectContaining({ username: 'coach', unavailable_date: iso(4) }));
    expect((await post(parent, { player_id: null, unavailable_date: iso(4) })).json()).toMatchObject({
      error: 'Please select a player',
    });
    expect((await t.request({ method: 'GET', url: '/api/availability/coaches', token: parent })).statusCode).toBe(403);
    expect((await post(parent, { player_id: mine, unavailable_date: '2026-13-01' })).json()).toMatchObject({
      error: 'Date must be a date (YYYY-MM-DD)',
    });
  });
});

describe('availability lists for the dashboard', () => {
  it('lists the next 4 matches and trainings of the player with available and availability_id', async () => {
    for (let i = 1; i <= 6; i++) await make.match(teamId, { match_date: iso(i * 7) });
    await make.match(teamId, { match_date: iso(-7) });
    for (let i = 1; i <= 5; i++) await make.training(teamId, { date: iso(i * 2) });
    const absent = (await post(parent, { player_id: mine, unavailable_date: iso(14) })).json<{
      availability_id: number;
    }>();
    const list = (
      await t.request({ method: 'GET', url: `/api/availability/match/${mine}?limit=4`, token: parent })
    ).json<{ match_date: string; available: boolean; availability_id: number | null; opponent: string }[]>();
    expect(list).toHaveLength(4);
    expect(list.map((m) => m.match_date)).toEqual([iso(7), iso(14), iso(21), iso(28)]);
    expect(list[1]).toMatchObject({ available: false, availability_id: absent.availability_id });
    expect(list[0]).toMatchObject({ available: true, availability_id: null });
    const trainingList = (
      await t.request({ method: 'GET', url: `/api/availability/training/${mine}`, token: parent })
    ).json<{ training_date: string; venue: string }[]>();
    expect(trainingList).toHaveLength(4);
    expect(trainingList[0]?.training_date).toBe(iso(2));
  });

  it(
    'leaves out a match of today that has ended or been ' + "forfeited (the player's Next Match is the one after)",
    async () => {
      const otherTeam = (await make.team()).team_id;
      const player = (await make.player(otherTeam)).player_id;
      const ended = await make.match(otherTeam, { match_date: iso(0), kick_off_time: '09:00' });
      const forfeited = await make.match(otherTeam, { match_date: iso(0), kick_off_time: '10:00' });
      const playing = await make.match(otherTeam, { match_date: iso(0), kick_off_time: '11:00' });
      const event = (matchId: number, event_type: string, minute: number) =>
        t.request({
          method: 'POST',
          url: `/api/matches/${matchId}/events`,
          token: admin,
          payload: { event_type, minute },
        });
      expect((await event(ended.match_id, 'GAME_START', 0)).statusCode).toBe(201);
      expect((await event(ended.match_id, 'GAME_END', 90)).statusCode).toBe(201);
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/matches/${forfeited.match_id}/forfeit`,
            token: admin,
            payload: { forfeiting_team: 'away' },
          })
        ).statusCode,
      ).toBe(201);
      expect((await event(playing.match_id, 'GAME_START', 0)).statusCode).toBe(201);
      const list = (await t.request({ method: 'GET', url: `/api/availability/match/${player}`, token: admin })).json<
        { match_id: number }[]
      >();
      expect(list.map((m) => m.match_id)).toEqual([playing.match_id]);
    },
  );
});

describe('GET /availability from a date and of some teams (the coach dashboard)', () => {
  type Row = { player_id: number; unavailable_date: string };
  const list = async (token: string, query: string) => {
    const res = await t.request({ method: 'GET', url: `/api/availability?${query}`, token });
    expect(res.statusCode).toBe(200);
    return res.json<Row[]>().map((r) => `${r.player_id} ${r.unavailable_date}`);
  };
  let a: number;
  let b: number;
  let teamA: number;
  let teamB: number;

  beforeAll(async () => {
    teamA = (await make.team()).team_id;
    teamB = (await make.team()).team_id;
    const teamC = (await make.team()).team_id;
    a = (await make.player(teamA)).player_id;
    b = (await make.player(teamB)).player_id;
    const c = (await make.player(teamC)).player_id;
    for (const player of [a, b, c]) {
      for (const days of [-3, 0, 4]) {
        expect((await post(coach, { player_id: player, unavailable_date: iso(days) })).statusCode).toBe(201);
      }
    }
  });

  it("answers only the records from `from` on, of the teams' players, oldest date first", async () => {
    expect(await list(coach, `from=${iso(0)}&team_id=${teamA}`)).toEqual([`${a} ${iso(0)}`, `${a} ${iso(4)}`]);
    expect(await list(coach, `team_id=${teamA}&team_id=${teamB}`)).toEqual(
      [-3, 0, 4]
        .flatMap((days) => [a, b].map((p) => `${p} ${iso(days)}`))
        .sort((x, y) => x.slice(-10).localeCompare(y.slice(-10))),
    );
    expect(await list(coach, `from=${iso(1)}&team_id=${teamB}`)).toEqual([`${b} ${iso(4)}`]);
    expect(await list(coach, `team_id=${teamA}&player_id=${b}`)).toEqual([]);
    const fromToday = await list(coach, `from=${iso(0)}`);
    expect(fromToday.every((r) => r.slice(-10) >= iso(0))).toBe(true);
    expect(fromToday).toContain(`${b} ${iso(4)}`);
  });

  it("still answers a parent only their own child's records, whatever teams they ask for", async () => {
    const own = await list(parent, `team_id=${teamId}&team_id=${teamA}`);
    expect(own.length).toBeGreaterThan(0);
    expect(own.every((r) => r.startsWith(`${mine} `))).toBe(true);
    expect(await list(parent, `team_id=${teamA}`)).toEqual([]);
    const fromToday = await list(parent, `from=${iso(1)}`);
    expect(fromToday.every((r) => r.startsWith(`${mine} `) && r.slice(-10) >= iso(1))).toBe(true);
  });

  it('refuses a bad date or team id with a 400 in words', async () => {
    const refusal = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/availability?${query}`, token: coach });
      expect(res.statusCode).toBe(400);
      return res.json<{ error: string }>().error;
    };
    for (const from of ['2026-02-30', 'today', '', '2026-1-5']) {
      expect(await refusal(`from=${from}`)).toBe('from must be a date (YYYY-MM-DD)');
    }
    const wrongTeam = 'team_id must be one or more whole numbers from 1 to 2147483647';
    for (const query of [
      'team_id=0',
      'team_id=abc',
      'team_id=',
      'team_id=3&team_id=x',
      'team_id=3,4',
      'team_id=99999999999',
    ]) {
      expect(await refusal(query)).toBe(wrongTeam);
    }
    expect(await refusal(Array.from({ length: 501 }, () => 'team_id=1').join('&'))).toBe(
      'team_id may be given at most 500 times',
    );
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matches } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let parent: string;
let make: ReturnType<typeof factories>;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'parent', types: ['Parent'] });
  parent = await t.signIn('parent');
  make = factories(t, () => admin);
  teamId = (await make.team({ team_name: 'Tigers' })).team_id;
});
afterAll(() => t.close());

const matchCount = async () => (await t.db.select({ n: count() }).from(matches))[0]?.n;
const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('matches API', () => {
  it('creates with the match type by name or id, answers HH:MM times, team and type names', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/matches',
      token: admin,
      payload: make.matchBody(teamId, { kick_off_time: '10:30:00', match_type: 'Friendly' }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      kick_off_time: '10:30',
      meet_time: '09:30',
      team_name: 'Tigers',
      team: { team_name: 'Tigers' },
      match_type: 'friendly',
      match_type_id: 6,
      season_id: null,
    });
    const byId = await t.request({
      method: 'POST',
      url: '/api/matches',
      token: admin,
      payload: make.matchBody(teamId, { match_type: undefined, match_type_id: 3 }),
    });
    expect(byId.json()).toMatchObject({ match_type: 'divisional cup', match_type_id: 3 });
  });

  it.each([
    [{ team_id: undefined }, 'Team is required'],
    [{ team_id: '' }, 'Team is required'],
    [{ team_id: 999999 }, 'Team 999999 does not exist'],
    [{ home_or_away: 'Neutral' }, 'home_or_away must be Home or Away'],
    [{ match_type: undefined }, 'Match type is required'],
    [{ match_type: 'cup final' }, "Match type 'cup final' does not exist"],
    [{ match_type_id: 77 }, 'Match type 77 does not exist'],
    [{ season_id: 88 }, 'Season 88 does not exist'],
    [{ opposition_team_id: 99 }, 'Opposition team 99 does not exist'],
    [{ opposition_name: ' ' }, 'Opposition name is required'],
    [{ venue_address: undefined }, 'Venue address is required'],
    [{ meet_time: undefined }, 'Meet time is required'],
    [{ kick_off_time: '25:00' }, 'Kick-off time must be a time (HH:MM)'],
    [{ match_date: '05/12/2026' }, 'Match date must be a date (YYYY-MM-DD)'],
    [{ colours: undefined }, 'Kit colours is required'],
  ])('refuses %j with "%s" and changes nothing', async (over, error) => {
    const before = await matchCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/matches',
      token: admin,
      payload: make.matchBody(teamId, over),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
    expect(await matchCount()).toBe(before);
  });

  it('lists all, upcoming (with limit) and the current season, in date order', async () => {
    const season = await make.season({ is_current: true });
    const team = (await make.team()).team_id;
    await make.match(team, { match_date: iso(-7), season_id: season.season_id });
    const next = await make.match(team, { match_date: iso(3), season_id: season.season_id });
    await make.match(team, { match_date: iso(10) });
    const upcoming = (await t.request({ method: 'GET', url: '/api/matches/upcoming', token: parent })).json<
      { match_date: string }[]
    >();
    expect(upcoming.every((m) => m.match_date >= iso(0))).toBe(true);
    const one = (await t.request({ method: 'GET', url: '/api/matches/upcoming?limit=1', token: parent })).json<
      { match_id: number }[]
    >();
    expect(one).toHaveLength(1);
    const current = (await t.request({ method: 'GET', url: '/api/matches/current-season', token: parent })).json<
      { season_id: number }[]
    >();
    expect(current).toHaveLength(2);
    expect(current.every((m) => m.season_id === season.season_id)).toBe(true);
    const all = (await t.request({ method: 'GET', url: '/api/matches', token: parent })).json<
      { match_date: string }[]
    >();
    expect(all.map((m) => m.match_date)).toEqual([...all.map((m) => m.match_date)].sort());
    expect(
      (await t.request({ method: 'GET', url: `/api/matches/${next.match_id}`, token: parent })).json(),
    ).toMatchObject({ match_id: next.match_id });
    expect((await t.request({ method: 'GET', url: '/api/matches/upcoming?limit=0', token: parent })).statusCode).toBe(
      400,
    );
  });

  it(
    'leaves a match of today out of upcoming once it has ' + "ended or been forfeited, and lists each match's state",
    async () => {
      const team = (await make.team()).team_id;
      const event = (matchId: number, event_type: string, minute: number) =>
        t.request({
          method: 'POST',
          url: `/api/matches/${matchId}/events`,
          token: admin,
          payload: { event_type, minute },
        });
      const ended = await make.match(team, { match_date: iso(0), kick_off_time: '09:00' });
      const forfeited = await make.match(team, { match_date: iso(0), kick_off_time: '10:00', home_or_away: 'Away' });
      const playing = await make.match(team, { match_date: iso(0), kick_off_time: '11:00' });
      const later = await make.match(team, { match_date: iso(7) });
      const ids = [ended.match_id, forfeited.match_id, playing.match_id, later.match_id];
      const upcoming = async () =>
        (await t.request({ method: 'GET', url: '/api/matches/upcoming', token: parent }))
          .json<{ match_id: number }[]>()
          .map((m) => m.match_id)
          .filter((id) => ids.includes(id));

      expect(await upcoming()).toEqual(ids);
      for (const [type, minute] of [
        ['GAME_START', 0],
        ['HALF_TIME', 45],
        ['SECOND_HALF_START', 45],
        ['GAME_END', 90],
      ] as const)
        expect((await event(ended.match_id, type, minute)).statusCode).toBe(201);
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/matches/${forfeited.match_id}/forfeit`,
            token: admin,
            payload: { forfeiting_team: 'home' },
          })
        ).statusCode,
      ).toBe(201);
      expect((await event(playing.match_id, 'GAME_START', 0)).statusCode).toBe(201);
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/matches/${playing.match_id}/goals`,
            token: admin,
            payload: { is_opposition_goal: true, opposition_scorer_name: 'Number 9', minute: 3 },
          })
        ).statusCode,
      ).toBe(201);

      expect(await upcoming()).toEqual([playing.match_id, later.match_id]);
      const next = (await t.request({ method: 'GET', url: '/api/matches/upcoming?limit=1', token: parent })).json<
        { match_id: number }[]
      >();
      expect(next.map((m) => m.match_id)).not.toContain(ended.match_id);

      // Every list carries the state: phase, score 'our - their'
      // (3-0 to us when the home side forfeits our away match).
      const all = (await t.request({ method: 'GET', url: '/api/matches', token: parent })).json<
        { match_id: number; state: unknown }[]
      >();
      const stateOf = (id: number) => all.find((m) => m.match_id === id)?.state;
      expect(stateOf(ended.match_id)).toEqual({
        phase: 'FINISHED',
        our_goals: 0,
        opposition_goals: 0,
        has_events: true,
        youth_mode: false,
      });
      expect(stateOf(forfeited.match_id)).toEqual({
        phase: 'FORFEITED',
        our_goals: 3,
        opposition_goals: 0,
        has_events: true,
        youth_mode: false,
      });
      expect(stateOf(playing.match_id)).toEqual({
        phase: 'FIRST_HALF',
        our_goals: 0,
        opposition_goals: 1,
        has_events: true,
        youth_mode: false,
      });
      expect(stateOf(later.match_id)).toEqual({
        phase: 'NOT_STARTED',
        our_goals: 0,
        opposition_goals: 0,
        has_events: false,
        youth_mode: false,
      });
      // A single match is the match alone.
      expect(
        (await t.request({ method: 'GET', url: `/api/matches/${playing.match_id}`, token: parent })).json(),
      ).not.toHaveProperty('state');
    },
  );

  it('updates with the whole match sent back, and deletes; parents may not write', async () => {
    const m = await make.match(teamId);
    const full = (await t.request({ method: 'GET', url: `/api/matches/${m.match_id}`, token: admin })).json<
      Record<string, unknown>
    >();
    const { match_type_id: _omit, season_id: _s, opposition_team_id: _o, ...rest } = full;
    const res = await t.request({
      method: 'PUT',
      url: `/api/matches/${m.match_id}`,
      token: admin,
      payload: { ...rest, venue_name: 'New Park' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ venue_name: 'New Park' });
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/matches/${m.match_id}`,
          token: parent,
          payload: make.matchBody(teamId),
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/matches/${m.match_id}`, token: parent })).statusCode).toBe(
      403,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/matches/${m.match_id}`, token: admin })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url: `/api/matches/${m.match_id}`, token: admin })).statusCode).toBe(404);
  });
});

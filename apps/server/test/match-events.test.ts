import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEvents } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let coach: string;
let parent: string;
let make: ReturnType<typeof factories>;
let teamId: number;
let squad: number[];
let outsider: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const coachId = await t.createUser({ username: 'coach', types: ['Coach'] });
  await t.createUser({ username: 'parent', types: ['Parent'] });
  coach = await t.signIn('coach');
  parent = await t.signIn('parent');
  make = factories(t, () => admin);
  teamId = (await make.team()).team_id;
  await make.coaches(teamId, [coachId]);
  squad = [];
  for (let i = 0; i < 4; i++) squad.push((await make.player(teamId)).player_id);
  outsider = (await make.player((await make.team()).team_id)).player_id;
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
const post = (matchId: number, path: string, payload: object, token = coach): Promise<Res> =>
  t.request({ method: 'POST', url: `/api/matches/${matchId}/${path}`, token, payload });
const phase = (matchId: number, event_type: string, minute: number | null) =>
  post(matchId, 'events', { event_type, minute, notes: event_type });
const eventCount = async (matchId: number) =>
  (await t.db.select({ n: count() }).from(matchEvents).where(eq(matchEvents.matchId, matchId)))[0]?.n;
const timeline = async (matchId: number, token = parent) =>
  (await t.request({ method: 'GET', url: `/api/matches/${matchId}/timeline`, token })).json<{
    events: { type: string; event_type: string | null; minute: number | null; data: Record<string, unknown> }[];
  }>().events;
const score = async (matchId: number) =>
  (await t.request({ method: 'GET', url: `/api/matches/${matchId}/score`, token: parent })).json();

async function refused(res: Res, status: number, error: string, matchId: number, before: number | undefined) {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ error });
  expect(await eventCount(matchId)).toBe(before);
}

describe('a whole match through the event API', () => {
  it(
    'records the phases, goals, a card, a substitution ' + 'and man of the match; the timeline and score follow',
    async () => {
      const { match_id: m } = await make.match(teamId, { home_or_away: 'Away' });
      expect(await score(m)).toEqual({ our_goals: 0, opposition_goals: 0, has_events: false, youth_mode: false });
      expect(await timeline(m)).toEqual([]);

      let before = await eventCount(m);
      await refused(
        await post(m, 'goals', { player_id: squad[0], minute: 5 }),
        400,
        'Goals can only be recorded after the game has started',
        m,
        before,
      );

      expect((await phase(m, 'LINEUP_CONFIRMED', 0)).statusCode).toBe(201);
      const kickOff = await phase(m, 'GAME_START', 0);
      expect(kickOff.statusCode).toBe(201);
      expect(kickOff.json()).toMatchObject({ type: 'MATCH_EVENT', event_type: 'GAME_START', minute: 0 });
      expect((await phase(m, 'GAME_START', 0)).json()).toMatchObject({ error: 'Kick-off has already been recorded' });

      const goal = await post(m, 'goals', {
        player_id: squad[1],
        assist_player_id: squad[2],
        minute: 12,
        is_penalty: true,
      });
      expect(goal.statusCode).toBe(201);
      expect(goal.json()).toMatchObject({
        type: 'GOAL',
        minute: 12,
        data: { player_id: squad[1], assist_player_id: squad[2], is_penalty: true, is_opposition_goal: false },
      });
      expect(
        (await post(m, 'goals', { is_opposition_goal: true, opposition_scorer_name: 'Number 9', minute: 20 }))
          .statusCode,
      ).toBe(201);
      expect((await post(m, 'cards', { player_id: squad[3], card_type: 'YELLOW', minute: 30 })).statusCode).toBe(201);

      expect((await phase(m, 'HALF_TIME', 45)).statusCode).toBe(201);
      before = await eventCount(m);
      await refused(
        await post(m, 'goals', { player_id: squad[0], minute: 46 }),
        400,
        'Goals cannot be recorded during half time',
        m,
        before,
      );
      expect((await phase(m, 'SECOND_HALF_START', 45)).statusCode).toBe(201);
      expect(
        (await post(m, 'substitutions', { player_off_id: squad[1], player_on_id: squad[0], minute: 60 })).statusCode,
      ).toBe(201);
      expect((await post(m, 'goals', { player_id: squad[0], minute: 88 })).statusCode).toBe(201);
      expect((await phase(m, 'GAME_END', 90)).statusCode).toBe(201);
      before = await eventCount(m);
      await refused(
        await post(m, 'goals', { player_id: squad[0], minute: 91 }),
        400,
        'Goals cannot be recorded after the game has ended',
        m,
        before,
      );
      expect((await post(m, 'man-of-the-match', { player_id: squad[0], notes: 'Brilliant' })).statusCode).toBe(201);
      // A second choice replaces the first.
      expect((await post(m, 'man-of-the-match', { player_id: squad[2] })).statusCode).toBe(201);

      expect(await score(m)).toEqual({ our_goals: 2, opposition_goals: 1, has_events: true, youth_mode: false });
      const events = await timeline(m);
      expect(events.map((e) => e.event_type ?? e.type)).toEqual([
        'LINEUP_CONFIRMED',
        'GAME_START',
        'GOAL',
        'GOAL',
        'CARD',
        'HALF_TIME',
        'SECOND_HALF_START',
        'SUBSTITUTION',
        'GOAL',
        'GAME_END',
        'MAN_OF_THE_MATCH',
      ]);
      expect(events.every((e) => typeof e.data.id === 'number')).toBe(true);
      expect(events[0]?.minute).toBeNull();
      expect(events[2]?.data).toMatchObject({
        scorer: expect.stringMatching(/^Player/),
        assist: expect.stringMatching(/^Player/),
      });
      expect(events[3]?.data).toMatchObject({ scorer: 'Number 9', is_opposition_goal: true });
      expect(events[7]?.data).toMatchObject({
        player_off_id: squad[1],
        player_on_id: squad[0],
        player_off: expect.any(String),
        player_on: expect.any(String),
      });
      expect(events[10]?.data).toMatchObject({ player_id: squad[2] });
    },
  );
});

describe('refusals', () => {
  it.each([
    ['goals', { minute: 10 }, 'Please select a player for the goal'],
    ['goals', { is_opposition_goal: true, minute: 10 }, 'Please enter the opposition scorer name'],
    ['goals', { player_id: 'x', minute: 10 }, 'player_id must be a number'],
    ['goals', { player_id: 1, minute: 0 }, 'Goal minute must be between 1 and 130'],
    ['goals', { player_id: 1, minute: 131 }, 'Goal minute must be between 1 and 130'],
    ['cards', { card_type: 'YELLOW', minute: 10 }, 'Please select a player for the card'],
    ['cards', { player_id: 1, card_type: 'GREEN', minute: 10 }, 'Please select a card type'],
    ['cards', { player_id: 1, card_type: 'RED', minute: 91 }, 'Card minute must be between 1 and 90'],
    ['substitutions', { player_off_id: 1, minute: 10 }, 'Please select both players for the substitution'],
    [
      'substitutions',
      { player_off_id: 1, player_on_id: 1, minute: 10 },
      'The player coming on must be different from the player going off',
    ],
    ['events', { event_type: 'PARTY', minute: 10 }, 'Invalid event type'],
    ['events', { event_type: 'FORFEIT', minute: 10 }, 'Invalid event type'],
    ['events', { minute: 10 }, 'Please select an event type'],
    ['man-of-the-match', {}, 'Please select a player for man of the match'],
    ['forfeit', { forfeiting_team: 'both' }, 'forfeiting_team must be home or away'],
  ])('POST %s %j → "%s"', async (path, payload, error) => {
    const { match_id: m } = await make.match(teamId);
    await phase(m, 'GAME_START', 0);
    const before = await eventCount(m);
    await refused(await post(m, path, payload), 400, error, m, before);
  });

  it('refuses players outside the match team, and unknown matches', async () => {
    const { match_id: m } = await make.match(teamId);
    await phase(m, 'GAME_START', 0);
    const before = await eventCount(m);
    await refused(
      await post(m, 'goals', { player_id: outsider, minute: 3 }),
      400,
      "Player is not in this match's team",
      m,
      before,
    );
    await refused(
      await post(m, 'goals', { player_id: squad[0], assist_player_id: outsider, minute: 3 }),
      400,
      "Player is not in this match's team",
      m,
      before,
    );
    await refused(
      await post(m, 'cards', { player_id: outsider, card_type: 'RED', minute: 3 }),
      400,
      "Player is not in this match's team",
      m,
      before,
    );
    expect((await post(999999, 'goals', { player_id: squad[0], minute: 3 })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/matches/999999/timeline', token: parent })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'GET', url: '/api/matches/999999/score', token: parent })).statusCode).toBe(404);
  });

  it("lets only the team's coaches and admins record or change its events, 403 before any rule", async () => {
    await t.createUser({ username: 'stranger', types: ['Coach'] });
    const stranger = await t.signIn('stranger');
    const { match_id: m } = await make.match(teamId);
    expect((await phase(m, 'GAME_START', 0)).statusCode).toBe(201);
    const before = await eventCount(m);
    await refused(
      await post(m, 'goals', { player_id: squad[0], minute: 3 }, parent),
      403,
      'Coach or admin access required',
      m,
      before,
    );
    const notTheirs = "Only an admin or a coach of this team can change this match's events";
    // A coach of another team: refused before the body is read, a bad one included.
    await refused(await post(m, 'goals', { player_id: squad[0], minute: 3 }, stranger), 403, notTheirs, m, before);
    await refused(await post(m, 'goals', { minute: 'x' }, stranger), 403, notTheirs, m, before);
    await refused(await post(m, 'forfeit', { forfeiting_team: 'home' }, stranger), 403, notTheirs, m, before);
    const goal = (await post(m, 'goals', { player_id: squad[0], minute: 3 }, admin)).json<{ data: { id: number } }>();
    const put = await t.request({
      method: 'PUT',
      url: `/api/matches/${m}/goals/${goal.data.id}`,
      token: stranger,
      payload: { player_id: squad[0], minute: 4 },
    });
    expect(put.statusCode).toBe(403);
    expect(put.json()).toMatchObject({ error: notTheirs });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/matches/${m}/goals/${goal.data.id}`, token: stranger }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/matches/${m}/goals/${goal.data.id}`, token: admin })).statusCode,
    ).toBe(204);
    // Once full time is recorded, a stranger still hears 403, not 'Game has already ended'.
    expect((await phase(m, 'GAME_END', 90)).statusCode).toBe(201);
    const ended = await eventCount(m);
    await refused(await post(m, 'events', { event_type: 'GAME_END', minute: 90 }, stranger), 403, notTheirs, m, ended);
    expect((await t.request({ method: 'GET', url: `/api/matches/${m}/timeline` })).statusCode).toBe(401);
  });
});

describe('editing and deleting', () => {
  it('edits while the game is on, within the ranges of the edit modal', async () => {
    const { match_id: m } = await make.match(teamId);
    expect((await phase(m, 'GAME_START', 0)).statusCode).toBe(201);
    const goal = (await post(m, 'goals', { player_id: squad[0], minute: 3 })).json<{ data: { id: number } }>();
    const url = `/api/matches/${m}/goals/${goal.data.id}`;
    const edited = await t.request({
      method: 'PUT',
      url,
      token: admin,
      payload: { player_id: squad[1], minute: 0, is_freekick: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ minute: 0, data: { player_id: squad[1], is_freekick: true } });
    expect(
      (await t.request({ method: 'PUT', url, token: admin, payload: { player_id: squad[1], minute: 151 } })).json(),
    ).toMatchObject({ error: 'Goals in first half must be between 0 and 150 minutes' });
    await phase(m, 'HALF_TIME', 45);
    await phase(m, 'SECOND_HALF_START', 45);
    const late = (await post(m, 'goals', { player_id: squad[0], minute: 50 })).json<{ data: { id: number } }>();
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/matches/${m}/goals/${late.data.id}`,
          token: admin,
          payload: { player_id: squad[0], minute: 44 },
        })
      ).json(),
    ).toMatchObject({
      error: 'Goals in second half must be between 45 and 150 minutes',
    });
    const card = (await post(m, 'cards', { player_id: squad[2], card_type: 'YELLOW', minute: 55 })).json<{
      data: { id: number };
    }>();
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/matches/${m}/cards/${card.data.id}`,
          token: admin,
          payload: { player_id: squad[2], card_type: 'SECOND_YELLOW', minute: 0 },
        })
      ).statusCode,
    ).toBe(200);
    await phase(m, 'GAME_END', 90);
    expect(
      (await t.request({ method: 'PUT', url, token: admin, payload: { player_id: squad[1], minute: 5 } })).json(),
    ).toMatchObject({ error: 'Game has already ended' });
  });

  it('refuses to edit before kick-off', async () => {
    const { match_id: m } = await make.match(teamId);
    const lineup = (await phase(m, 'LINEUP_CONFIRMED', null)).json<{ data: { id: number } }>();
    const res = await t.request({
      method: 'PUT',
      url: `/api/matches/${m}/events/${lineup.data.id}`,
      token: admin,
      payload: { event_type: 'LINEUP_CONFIRMED', notes: 'x' },
    });
    expect(res.json()).toMatchObject({ error: 'Game has not started yet' });
  });

  it('blocks deleting a phase event while a later one exists', async () => {
    const { match_id: m } = await make.match(teamId);
    const start = (await phase(m, 'GAME_START', 0)).json<{ data: { id: number } }>();
    const half = (await phase(m, 'HALF_TIME', 45)).json<{ data: { id: number } }>();
    const before = await eventCount(m);
    await refused(
      await t.request({ method: 'DELETE', url: `/api/matches/${m}/events/${start.data.id}`, token: admin }),
      400,
      'Cannot delete GAME_START because later events exist: HALF_TIME',
      m,
      before,
    );
    expect(
      (await t.request({ method: 'DELETE', url: `/api/matches/${m}/events/${half.data.id}`, token: admin })).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/matches/${m}/events/${start.data.id}`, token: admin }))
        .statusCode,
    ).toBe(204);
    // The wrong kind under the path is a 404.
    const goalPathForEvent = await t.request({
      method: 'DELETE',
      url: `/api/matches/${m}/goals/${start.data.id}`,
      token: admin,
    });
    expect(goalPathForEvent.statusCode).toBe(404);
  });

  it('deletes the man of the match without an id', async () => {
    const { match_id: m } = await make.match(teamId);
    await post(m, 'man-of-the-match', { player_id: squad[0] });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/matches/${m}/man-of-the-match`, token: admin })).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/matches/${m}/man-of-the-match`, token: admin })).statusCode,
    ).toBe(404);
  });
});

describe('forfeit', () => {
  it('is recorded once, scores 3-0 to the side that did not forfeit, and ends recording', async () => {
    const { match_id: m } = await make.match(teamId, { home_or_away: 'Home' });
    await phase(m, 'GAME_START', 0);
    await post(m, 'goals', { is_opposition_goal: true, opposition_scorer_name: 'X', minute: 2 });
    const res = await post(m, 'forfeit', { forfeiting_team: 'away', notes: 'No show' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ type: 'MATCH_EVENT', event_type: 'FORFEIT', data: { forfeiting_team: 'away' } });
    expect(await score(m)).toEqual({ our_goals: 3, opposition_goals: 0, has_events: true, youth_mode: false });
    const before = await eventCount(m);
    await refused(
      await post(m, 'forfeit', { forfeiting_team: 'home' }),
      409,
      'This match has already been forfeited',
      m,
      before,
    );
    await refused(
      await post(m, 'goals', { player_id: squad[0], minute: 5 }),
      409,
      'The match has been forfeited',
      m,
      before,
    );
    const forfeitId = res.json<{ data: { id: number } }>().data.id;
    await refused(
      await t.request({ method: 'DELETE', url: `/api/matches/${m}/events/${forfeitId}`, token: admin }),
      409,
      'A forfeit cannot be undone',
      m,
      before,
    );

    const { match_id: away } = await make.match(teamId, { home_or_away: 'Away' });
    await post(away, 'forfeit', { forfeiting_team: 'away' });
    expect(await score(away)).toEqual({ our_goals: 0, opposition_goals: 3, has_events: true, youth_mode: false });
  });
});

describe('phase events arriving together (#13.15)', () => {
  const phases = [
    ['LINEUP_CONFIRMED', null, 'The lineup has already been confirmed'],
    ['GAME_START', 0, 'Kick-off has already been recorded'],
    ['HALF_TIME', 45, 'Half time has already been recorded'],
    ['SECOND_HALF_START', 45, 'The second half has already been started'],
    ['GAME_END', 90, 'Game has already ended'],
  ] as const;

  it('records each phase once: of many simultaneous requests one is created, the others get 409', async () => {
    const { match_id: m } = await make.match(teamId);
    for (const [eventType, minute, error] of phases) {
      const answers = await Promise.all(Array.from({ length: 12 }, () => phase(m, eventType, minute)));
      expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
      const losers = answers.filter((res) => res.statusCode !== 201);
      expect(losers.map((res) => res.statusCode)).toEqual(losers.map(() => 409));
      for (const loser of losers) expect(loser.json()).toMatchObject({ error });
      const rows = await t.db
        .select({ id: matchEvents.id })
        .from(matchEvents)
        .where(and(eq(matchEvents.matchId, m), eq(matchEvents.eventType, eventType)));
      expect(rows).toHaveLength(1);
    }
    expect((await timeline(m)).map((e) => e.event_type)).toEqual(phases.map(([eventType]) => eventType));
  });

  it('is held by the database itself: a second row of a phase is refused', async () => {
    const { match_id: m } = await make.match(teamId);
    expect((await phase(m, 'GAME_START', 0)).statusCode).toBe(201);
    await expect(
      t.db.insert(matchEvents).values({ matchId: m, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0 }),
    ).rejects.toThrow();
  });

  it('migrates a database that already holds duplicates: the first recorded of each phase stays', async () => {
    const { match_id: m } = await make.match(teamId);
    const first = (await phase(m, 'GAME_START', 0)).json<{ data: { id: number } }>().data.id;
    await t.db.execute(sql`drop index match_events_one_phase`);
    const later = new Date(Date.now() + 60_000);
    await t.db.insert(matchEvents).values([
      { matchId: m, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0, recordedAt: later },
      { matchId: m, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0, recordedAt: later },
    ]);
    const folder = fileURLToPath(new URL('../src/db/migrations/', import.meta.url));
    const file = readdirSync(folder).find((name) => name.endsWith('_phase_event_uniqueness.sql')) ?? '';
    for (const statement of readFileSync(join(folder, file), 'utf8').split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const rows = await t.db.select({ id: matchEvents.id }).from(matchEvents).where(eq(matchEvents.matchId, m));
    expect(rows).toEqual([{ id: first }]);
    expect((await phase(m, 'GAME_START', 0)).statusCode).toBe(409);
  });

  it('answers a repeated forfeit arriving together with one 201 and 409s', async () => {
    const { match_id: m } = await make.match(teamId);
    const answers = await Promise.all(Array.from({ length: 8 }, () => post(m, 'forfeit', { forfeiting_team: 'away' })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array.from({ length: 7 }, () => 409)]);
    expect(
      answers
        .filter((res) => res.statusCode === 409)
        .every((res) => res.json<{ error: string }>().error === 'This match has already been forfeited'),
    ).toBe(true);
  });
});

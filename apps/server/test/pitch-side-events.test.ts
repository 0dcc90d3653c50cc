import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, correctionMessages, UNDO_SECONDS } from '@touchline/domain';
import { clubDate } from '../src/club-time';
import { auditLog, matchEvents } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** Decision 108: idempotent event posts (a device's outbox), undo, and coaches correcting their team's match. */

let t: TestApp;
let admin: string;
let teamCoach: string;
let otherCoach: string;
let parent: string;
let teamCoachId: number;
let otherCoachId: number;
let parentId: number;
let make: ReturnType<typeof factories>;
let teamId: number;
let squad: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  teamCoachId = await t.createUser({ username: 'teamcoach', types: ['Coach'] });
  otherCoachId = await t.createUser({ username: 'othercoach', types: ['Coach'] });
  parentId = await t.createUser({ username: 'parent', types: ['Parent'] });
  teamCoach = await t.signIn('teamcoach');
  otherCoach = await t.signIn('othercoach');
  parent = await t.signIn('parent');
  make = factories(t, () => admin);
  teamId = (await make.team()).team_id;
  squad = [];
  for (let i = 0; i < 3; i++) squad.push((await make.player(teamId)).player_id);
  const set = await t.request({
    method: 'PUT',
    url: `/api/teams/${teamId}/coaches`,
    token: admin,
    payload: { user_ids: [teamCoachId] },
  });
  expect(set.statusCode).toBe(200);
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<TestApp['request']>>;
const post = (matchId: number, path: string, payload: object, token = teamCoach): Promise<Res> =>
  t.request({ method: 'POST', url: `/api/matches/${matchId}/${path}`, token, payload });
const eventCount = async (matchId: number) =>
  (await t.db.select({ n: count() }).from(matchEvents).where(eq(matchEvents.matchId, matchId)))[0]?.n;
const today = () => clubDate(new Date());

/** A match of the team on `date` that has kicked off (recorded by the admin). */
async function startedMatch(date = today()): Promise<number> {
  const { match_id: m } = await make.match(teamId, { match_date: date });
  expect((await post(m, 'events', { event_type: 'GAME_START', minute: 0 }, admin)).statusCode).toBe(201);
  return m;
}

describe('idempotent event posts', () => {
  it('records a goal once when one key is sent twice, one after the other, and answers the same event', async () => {
    const m = await startedMatch();
    const key = randomUUID();
    const first = await post(m, 'goals', { player_id: squad[0], minute: 7, client_key: key });
    expect(first.statusCode).toBe(201);
    const again = await post(m, 'goals', { player_id: squad[0], minute: 7, client_key: key });
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await eventCount(m)).toBe(2);
    // A different key is a different goal.
    expect((await post(m, 'goals', { player_id: squad[0], minute: 8, client_key: randomUUID() })).statusCode).toBe(201);
    expect(await eventCount(m)).toBe(3);
  });

  it('refuses a key sent again with another event (409) and records nothing', async () => {
    const m = await startedMatch();
    const key = randomUUID();
    expect((await post(m, 'goals', { player_id: squad[0], minute: 9, client_key: key })).statusCode).toBe(201);
    const before = await eventCount(m);
    const reused = [
      ['goals', { player_id: squad[1], minute: 9, client_key: key }],
      ['goals', { player_id: squad[0], minute: 10, client_key: key }],
      ['cards', { player_id: squad[0], card_type: 'YELLOW', minute: 9, client_key: key }],
    ] as const;
    for (const [path, body] of reused) {
      const res = await post(m, path, body);
      expect(res.statusCode, `${path} ${JSON.stringify(body)}`).toBe(409);
      expect(res.json()).toMatchObject({
        error: 'This client_key was sent before with another event: send a new key for a new event',
      });
    }
    expect(await eventCount(m)).toBe(before);
    // The same request again, its fields in another order, is still the same request.
    const again = await post(m, 'goals', { client_key: key, minute: 9, player_id: squad[0] });
    expect(again.statusCode).toBe(201);
  });

  it('records once when two copies of a request with one key race', async () => {
    const m = await startedMatch();
    for (const path of ['goals', 'cards', 'substitutions'] as const) {
      const key = randomUUID();
      const body = {
        goals: { is_opposition_goal: true, opposition_scorer_name: 'Their 9', minute: 12, client_key: key },
        cards: { player_id: squad[1], card_type: 'YELLOW', minute: 14, client_key: key },
        substitutions: { player_off_id: squad[0], player_on_id: squad[2], minute: 20, client_key: key },
      }[path];
      const before = await eventCount(m);
      const [a, b] = await Promise.all([post(m, path, body), post(m, path, body)]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json<{ data: { id: number } }>().data.id).toBe(b.json<{ data: { id: number } }>().data.id);
      expect(await eventCount(m)).toBe((before ?? 0) + 1);
      const keyed = await t.db
        .select({ n: count() })
        .from(matchEvents)
        .where(and(eq(matchEvents.matchId, m), eq(matchEvents.clientKey, key)));
      expect(keyed[0]?.n).toBe(1);
    }
  });

  it('answers a repeated phase with the phase recorded, not "already recorded", however many copies race', async () => {
    const { match_id: m } = await make.match(teamId, { match_date: today() });
    const key = randomUUID();
    // #29 item 4: six copies at once (a retry overlapping its first request, twice over) all answer the one kick-off.
    const copies = await Promise.all(
      Array.from({ length: 6 }, () => post(m, 'events', { event_type: 'GAME_START', minute: 0, client_key: key })),
    );
    expect(
      copies.map((c) => c.statusCode),
      copies.map((c) => c.body).join(' '),
    ).toEqual([201, 201, 201, 201, 201, 201]);
    for (const copy of copies) expect(copy.json()).toEqual(copies[0]?.json());
    // Without the key, a second kick-off is still refused.
    const again = await post(m, 'events', { event_type: 'GAME_START', minute: 0, client_key: randomUUID() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'Kick-off has already been recorded' });
    expect(await eventCount(m)).toBe(1);
  });

  it('answers the kick-off of a copy committing while this one records it, not "already recorded"', async () => {
    // On PostgreSQL the copy holds the once-only index: this request passes the key's index, then waits on the
    // kick-off's, and finds the copy committed (#29 item 4). On PGlite it waits for the copy's transaction and key.
    const { match_id: m } = await make.match(teamId, { match_date: today() });
    const key = randomUUID();
    const body = { event_type: 'GAME_START', minute: 0, notes: 'Kick-off', client_key: key };
    let answer: Promise<Res> | undefined;
    await t.db.transaction(async (tx) => {
      const [copy] = await tx
        .insert(matchEvents)
        .values({ matchId: m, kind: 'MATCH_EVENT', eventType: 'GAME_START', minute: 0, notes: 'Kick-off' })
        .returning({ id: matchEvents.id });
      answer = post(m, 'events', body);
      await new Promise((resolve) => setTimeout(resolve, 300));
      await tx
        .update(matchEvents)
        .set({ clientKey: key })
        .where(eq(matchEvents.id, copy?.id ?? 0));
    });
    const res = await (answer as Promise<Res>);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ data: { id: number } }>().data.id).toBeGreaterThan(0);
    expect(await eventCount(m)).toBe(1);
  });

  it('puts one entry on the audit log for a key sent twice', async () => {
    const m = await startedMatch();
    const key = randomUUID();
    await post(m, 'goals', { player_id: squad[2], minute: 30, client_key: key });
    await post(m, 'goals', { player_id: squad[2], minute: 30, client_key: key });
    const entries = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'POST /api/matches/:id/goals'), eq(auditLog.entityId, String(m))));
    expect(entries[0]?.n).toBe(1);
  });

  it('refuses a key that is not a UUID, recording nothing', async () => {
    const m = await startedMatch();
    const before = await eventCount(m);
    const res = await post(m, 'goals', { player_id: squad[0], minute: 3, client_key: 'not-a-uuid' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'client_key must be a UUID' });
    expect(await eventCount(m)).toBe(before);
  });
});

describe('one-tap goals', () => {
  it('records a goal whose scorer comes later, then the coach picks the scorer', async () => {
    const m = await startedMatch();
    const quick = await post(m, 'goals', { minute: 17, scorer_later: true, client_key: randomUUID() });
    expect(quick.statusCode).toBe(201);
    expect(quick.json()).toMatchObject({ type: 'GOAL', minute: 17, data: { player_id: null } });
    const theirs = await post(m, 'goals', { minute: 18, is_opposition_goal: true, scorer_later: true });
    expect(theirs.statusCode).toBe(201);
    const score = await t.request({ method: 'GET', url: `/api/matches/${m}/score`, token: parent });
    expect(score.json()).toEqual({ our_goals: 1, opposition_goals: 1, has_events: true, youth_mode: false });
    // Without the flag the scorer is still required (the Add Event form's rule).
    const bare = await post(m, 'goals', { minute: 19 });
    expect(bare.json()).toMatchObject({ error: 'Please select a player for the goal' });
    const id = quick.json<{ data: { id: number } }>().data.id;
    const picked = await t.request({
      method: 'PUT',
      url: `/api/matches/${m}/goals/${id}`,
      token: teamCoach,
      payload: { player_id: squad[2], assist_player_id: squad[1], minute: 17 },
    });
    expect(picked.statusCode).toBe(200);
    expect(picked.json()).toMatchObject({ data: { player_id: squad[2], assist_player_id: squad[1] } });
  });
});

describe('picking the scorer and the assist of a sent goal (#29 items 2 and 3)', () => {
  const pick = (m: number, eventId: number, payload: object, token = teamCoach) =>
    t.request({ method: 'PATCH', url: `/api/matches/${m}/goals/${eventId}`, token, payload });
  const quickGoal = async (m: number, payload: object = {}) =>
    (await post(m, 'goals', { minute: 12, scorer_later: true, ...payload })).json<{ data: { id: number } }>().data.id;

  it('sets the scorer, then the assist, each keeping the other: the pick of each tap, in order', async () => {
    const m = await startedMatch();
    const goal = await quickGoal(m);
    const scorer = await pick(m, goal, { player_id: squad[0] });
    expect(scorer.statusCode, scorer.body).toBe(200);
    expect(scorer.json()).toMatchObject({ data: { player_id: squad[0], assist_player_id: null } });
    const assist = await pick(m, goal, { assist_player_id: squad[1] });
    expect(assist.statusCode, assist.body).toBe(200);
    expect(assist.json()).toMatchObject({ data: { player_id: squad[0], assist_player_id: squad[1] } });
    // Sent again from the outbox (its answer was lost): the same goal.
    expect((await pick(m, goal, { assist_player_id: squad[1] })).json()).toEqual(assist.json());
    // No assist after all.
    expect((await pick(m, goal, { assist_player_id: null })).json()).toMatchObject({
      data: { player_id: squad[0], assist_player_id: null },
    });
  });

  it('is taken after full time, when the last goal was named on the way home', async () => {
    const m = await startedMatch();
    const goal = await quickGoal(m, { minute: 44 });
    for (const [event_type, minute] of [
      ['HALF_TIME', 45],
      ['SECOND_HALF_START', 45],
      ['GAME_END', 90],
    ] as const)
      expect((await post(m, 'events', { event_type, minute }, admin)).statusCode).toBe(201);
    const res = await pick(m, goal, { player_id: squad[2] });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('refuses what a goal cannot have, changing nothing', async () => {
    const m = await startedMatch();
    const goal = await quickGoal(m);
    const other = (await make.player((await make.team()).team_id)).player_id;
    const theirs = (await post(m, 'goals', { minute: 13, is_opposition_goal: true, scorer_later: true })).json<{
      data: { id: number };
    }>().data.id;
    expect((await pick(m, goal, { player_id: squad[0] })).statusCode).toBe(200);
    for (const [id, payload, error] of [
      [goal, {}, 'Pick the scorer or the assist'],
      [goal, { assist_player_id: squad[0] }, 'The assist must be by another player'],
      [goal, { player_id: other }, "Player is not in this match's team"],
      [goal, { player_id: squad[1], minute: 3 }, 'Unknown field: minute'],
      [theirs, { player_id: squad[1] }, "The opposition's goals have no scorer of ours to pick"],
    ] as const) {
      const res = await pick(m, id, payload);
      expect([res.statusCode, res.json<{ error: string }>().error]).toEqual([400, error]);
    }
    const [row] = await t.db
      .select({ player: matchEvents.playerId, assist: matchEvents.assistPlayerId })
      .from(matchEvents)
      .where(eq(matchEvents.id, goal));
    expect(row).toEqual({ player: squad[0], assist: null });
  });

  it('refuses a coach of another team and a parent before any rule (403), and an unknown goal (404)', async () => {
    const m = await startedMatch();
    const goal = await quickGoal(m);
    for (const token of [otherCoach, parent]) expect((await pick(m, goal, {}, token)).statusCode).toBe(403);
    expect((await pick(m, 2_000_000_000, { player_id: squad[0] })).statusCode).toBe(404);
  });
});

describe('undo and corrections', () => {
  const put = (m: number, eventId: number, payload: object, token: string) =>
    t.request({ method: 'PUT', url: `/api/matches/${m}/goals/${eventId}`, token, payload });
  const remove = (m: number, eventId: number, token: string) =>
    t.request({ method: 'DELETE', url: `/api/matches/${m}/goals/${eventId}`, token });
  const goalBy = async (m: number, token: string) =>
    (await post(m, 'goals', { player_id: squad[0], minute: 10 }, token)).json<{ data: { id: number } }>().data.id;
  const age = (eventId: number, seconds: number) =>
    t.db
      .update(matchEvents)
      .set({ recordedAt: sql`now() - make_interval(secs => ${seconds})` })
      .where(eq(matchEvents.id, eventId));

  it('lets whoever recorded an event undo it within 30 seconds, and not after', async () => {
    // Yesterday's match: the match day is over, so only the recorder's undo window lets the team's coach change it.
    const m = await startedMatch(addDaysToDate(today(), -1));
    const undone = await goalBy(m, teamCoach);
    expect((await remove(m, undone, teamCoach)).statusCode).toBe(204);
    const late = await goalBy(m, teamCoach);
    await age(late, UNDO_SECONDS + 2);
    const refused = await remove(m, late, teamCoach);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: correctionMessages.dayOver });
    expect((await t.db.select().from(matchEvents).where(eq(matchEvents.id, late))).length).toBe(1);
    // A coach of another team records nothing to undo (decision 116).
    const stranger = await post(m, 'goals', { player_id: squad[0], minute: 10 }, otherCoach);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toMatchObject({ error: correctionMessages.notTeamCoach });
  });

  it("lets a coach of the team correct the scorer of anyone's goal on the match day, on the record", async () => {
    const m = await startedMatch();
    const goal = await goalBy(m, admin);
    await age(goal, 600);
    const changed = await put(m, goal, { player_id: squad[1], minute: 10 }, teamCoach);
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ data: { id: goal, player_id: squad[1] } });
    const [entry] = await t.db
      .select({ actorUserId: auditLog.actorUserId, action: auditLog.action })
      .from(auditLog)
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toEqual({ actorUserId: teamCoachId, action: 'PUT /api/matches/:id/goals/:eventId' });
    expect((await remove(m, goal, teamCoach)).statusCode).toBe(204);
  });

  it("refuses a coach of another team, and the team's coach once the match day is over", async () => {
    const m = await startedMatch();
    const goal = await goalBy(m, admin);
    const other = await put(m, goal, { player_id: squad[1], minute: 10 }, otherCoach);
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: correctionMessages.notTeamCoach });

    const yesterday = await startedMatch(addDaysToDate(today(), -1));
    const old = await goalBy(yesterday, admin);
    const late = await put(yesterday, old, { player_id: squad[1], minute: 10 }, teamCoach);
    expect(late.statusCode).toBe(403);
    expect(late.json()).toMatchObject({ error: correctionMessages.dayOver });
    expect((await remove(yesterday, old, teamCoach)).statusCode).toBe(403);
    // Admins always can.
    expect((await put(yesterday, old, { player_id: squad[1], minute: 10 }, admin)).statusCode).toBe(200);
  });

  it('tells the console what the caller may do', async () => {
    const m = await startedMatch();
    const rights = (token: string) => t.request({ method: 'GET', url: `/api/matches/${m}/event-rights`, token });
    expect((await rights(admin)).json()).toEqual({ can_correct: true, until: null, undo_seconds: UNDO_SECONDS });
    const coach = (await rights(teamCoach)).json<{ can_correct: boolean; until: string }>();
    expect(coach.can_correct).toBe(true);
    expect(new Date(coach.until).getTime()).toBeGreaterThan(Date.now());
    expect((await rights(otherCoach)).json()).toEqual({ can_correct: false, until: null, undo_seconds: UNDO_SECONDS });
    expect((await rights(parent)).statusCode).toBe(403);
  });
});

describe("a team's coaches", () => {
  const set = (user_ids: unknown, token = admin) =>
    t.request({ method: 'PUT', url: `/api/teams/${teamId}/coaches`, token, payload: { user_ids } });

  it('are set by an admin, to coaches only', async () => {
    expect((await set([teamCoachId, otherCoachId])).json()).toEqual({
      team_id: teamId,
      user_ids: [teamCoachId, otherCoachId].sort((a, b) => a - b),
    });
    const notCoach = await set([parentId]);
    expect(notCoach.statusCode).toBe(400);
    expect(notCoach.json()).toMatchObject({ error: 'parent is not a coach' });
    const unknown = await set([987654]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'No such user' });
    expect((await set([teamCoachId], teamCoach)).statusCode).toBe(403);
    expect((await set('everyone')).statusCode).toBe(400);
    const list = await t.request({ method: 'GET', url: '/api/team-coaches', token: admin });
    expect(list.json<{ teams: unknown[] }>().teams).toContainEqual({
      team_id: teamId,
      user_ids: [teamCoachId, otherCoachId].sort((a, b) => a - b),
      // Neither has a DBS check on the register (#31): both flagged on Team Management.
      without_valid_dbs: [teamCoachId, otherCoachId].sort((a, b) => a - b),
    });
    expect((await set([teamCoachId])).statusCode).toBe(200);
  });
});

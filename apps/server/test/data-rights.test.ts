import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { parentPlayerAssociations, players } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;
let child: number;
let parentId: number;
let matchId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  const team = (await make.team()).team_id;
  child = (
    await make.player(team, { player_name: 'Isla Private', player_short_name: 'Isla P', date_of_birth: '2015-04-04' })
  ).player_id;
  parentId = await t.createUser({ username: 'isla-mum', types: ['Parent'], shortName: 'Isla Mum' });
  await t.db.insert(parentPlayerAssociations).values({ parentUserId: parentId, playerId: child });
  const kidUser = await t.createUser({ username: 'isla', types: ['Player'] });
  await t.db.update(players).set({ userId: kidUser }).where(eq(players.playerId, child));
  const parent = await t.signIn('isla-mum');
  await t.request({
    method: 'POST',
    url: '/api/availability',
    token: parent,
    payload: { player_id: child, unavailable_date: '2099-05-05', notes: 'Hospital appointment' },
  });
  matchId = (await make.match(team)).match_id;
  await t.request({
    method: 'PUT',
    url: `/api/matches/${matchId}/answers/${child}`,
    token: parent,
    payload: { status: 'maybe', note: 'Isla has a dentist visit that morning' },
  });
  await t.request({
    method: 'POST',
    url: `/api/matches/${matchId}/events`,
    token: admin,
    payload: { event_type: 'GAME_START', minute: 0 },
  });
  await t.request({
    method: 'POST',
    url: `/api/matches/${matchId}/goals`,
    token: admin,
    payload: { player_id: child, minute: 9 },
  });
  await t.request({
    method: 'POST',
    url: `/api/matches/${matchId}/goals`,
    token: admin,
    payload: { is_opposition_goal: true, opposition_scorer_name: 'X', minute: 11 },
  });
});
afterAll(() => t.close());

describe('data rights', () => {
  it('exports everything held about a user, without secrets', async () => {
    // A device for notifications and the choices of #32: the export says what they are, never the push address.
    await t.db.execute(sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, label)
      values (${parentId}, 'https://push.example.com/send/secret-capability', 'key', 'auth', 'Chrome on Android')`);
    await t.db.execute(sql`insert into email_preferences (user_id, kind, email, push)
      values (${parentId}, 'match_day', false, true)`);
    await t.db.execute(sql`update users set language = 'es', email_digest = true where user_id = ${parentId}`);
    const res = await t.request({ method: 'GET', url: `/api/admin/users/${parentId}/export`, token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="touchline-user-${parentId}.json"`);
    const data = res.json<{
      user: Record<string, unknown>;
      linked_players: unknown[];
      availability_recorded: { notes: string }[];
      fixture_answers_given: { status: string; note: string }[];
      sessions: unknown[];
      email_preferences: unknown[];
      push_devices: unknown[];
    }>();
    expect(data.user).toMatchObject({
      username: 'isla-mum',
      short_name: 'Isla Mum',
      language: 'es',
      email_digest: true,
    });
    expect(data.email_preferences).toEqual([{ kind: 'match_day', email: false, push: true }]);
    expect(data.push_devices).toMatchObject([{ label: 'Chrome on Android' }]);
    expect(res.body).not.toContain('secret-capability');
    expect(data.linked_players).toEqual([{ player_id: child, player_name: 'Isla Private' }]);
    expect(data.availability_recorded[0]?.notes).toBe('Hospital appointment');
    expect(data.fixture_answers_given).toMatchObject([
      { status: 'maybe', note: 'Isla has a dentist visit that morning' },
    ]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/password|argon2|token_hash/i);
  });

  it('exports a player with their linked records', async () => {
    const data = (await t.request({ method: 'GET', url: `/api/admin/players/${child}/export`, token: admin })).json<{
      player: Record<string, unknown>;
      parents: unknown[];
      availability: unknown[];
      match_events: { kind: string }[];
      fixture_answers: { status: string }[];
    }>();
    expect(data.player).toMatchObject({ player_name: 'Isla Private', date_of_birth: '2015-04-04' });
    expect(data.fixture_answers).toMatchObject([{ status: 'maybe' }]);
    expect(data.parents).toHaveLength(1);
    expect(data.availability).toHaveLength(1);
    expect(data.match_events.map((e) => e.kind)).toEqual(['GOAL']);
  });

  it(
    'erases a player: no personal field left, match history ' + 'kept anonymously, score unchanged, both on record',
    async () => {
      const scoreBefore = (
        await t.request({ method: 'GET', url: `/api/matches/${matchId}/score`, token: admin })
      ).json();
      const res = await t.request({ method: 'POST', url: `/api/admin/players/${child}/erase`, token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ player_id: child, player_name: `Erased player ${child}` });
      const data = (await t.request({ method: 'GET', url: `/api/admin/players/${child}/export`, token: admin })).json<{
        player: Record<string, unknown>;
        parents: unknown[];
        availability: unknown[];
        match_events: unknown[];
      }>();
      expect(data.player).toMatchObject({
        player_name: `Erased player ${child}`,
        player_short_name: null,
        date_of_birth: null,
        preferred_position: 'Unknown',
        user_id: null,
      });
      expect(data.parents).toEqual([]);
      expect(data.availability).toEqual([]);
      expect(data.match_events).toHaveLength(1);
      expect(JSON.stringify(data)).not.toMatch(/Isla|2015-04-04|Hospital|dentist/);
      expect((await t.request({ method: 'GET', url: `/api/matches/${matchId}/score`, token: admin })).json()).toEqual(
        scoreBefore,
      );
      const timeline = (
        await t.request({ method: 'GET', url: `/api/matches/${matchId}/timeline`, token: admin })
      ).json<{
        events: { data: { scorer?: string } }[];
      }>();
      expect(timeline.events.some((e) => e.data.scorer === `Erased player ${child}`)).toBe(true);
      await new Promise((r) => setTimeout(r, 50));
      const audit = (await t.request({ method: 'GET', url: '/api/audit?entity=admin', token: admin })).json<{
        entries: { action: string }[];
      }>();
      const exports = (await t.request({ method: 'GET', url: '/api/audit?action=data.export', token: admin })).json<{
        entries: unknown[];
      }>();
      expect(audit.entries.map((e) => e.action)).toContain('POST /api/admin/players/:id/erase');
      expect(exports.entries.length).toBeGreaterThanOrEqual(3);
    },
  );

  it(
    "leaves none of the child's personal data in the audit " + 'log or any other answer, keeping the entries (#13.14)',
    async () => {
      const team = (await make.team()).team_id;
      const kid = (
        await make.player(team, { player_name: 'Zara Quist', player_short_name: 'Zee', date_of_birth: '2016-02-29' })
      ).player_id;
      const match = (await make.match(team)).match_id;
      const personal = [
        'Zara Quist',
        'Zee',
        '2016-02-29',
        'Physio with Dr Sharp',
        'Zara Quist scored from the halfway line',
      ];
      expect(
        (
          await t.request({
            method: 'POST',
            url: '/api/availability',
            token: admin,
            payload: { player_id: kid, unavailable_date: '2099-06-06', notes: 'Physio with Dr Sharp' },
          })
        ).statusCode,
      ).toBe(201);
      await t.request({
        method: 'POST',
        url: `/api/matches/${match}/events`,
        token: admin,
        payload: { event_type: 'GAME_START', minute: 0 },
      });
      const goal = await t.request({
        method: 'POST',
        url: `/api/matches/${match}/goals`,
        token: admin,
        payload: { player_id: kid, minute: 9, notes: 'Zara Quist scored from the halfway line' },
      });
      expect(goal.statusCode).toBe(201);
      await new Promise((r) => setTimeout(r, 50));
      const auditBody = async () =>
        (await t.request({ method: 'GET', url: '/api/audit?limit=500', token: admin })).body;
      const before = await auditBody();
      for (const value of personal) expect(before).toContain(value);
      const entriesBefore = JSON.parse(before) as { total: number };

      expect(
        (await t.request({ method: 'POST', url: `/api/admin/players/${kid}/erase`, token: admin })).statusCode,
      ).toBe(200);
      await new Promise((r) => setTimeout(r, 50));
      const after = await auditBody();
      for (const value of personal) expect(after).not.toContain(value);
      expect((JSON.parse(after) as { total: number }).total).toBe(entriesBefore.total + 1);
      expect(after).toContain(`Erased player ${kid}`);

      const ids = [kid, match, team, parentId, child];
      const reads = [...new Set(t.app.routeList)].filter((r) => r.startsWith('GET ') && !r.endsWith('/stream'));
      for (const route of reads) {
        for (const id of ids) {
          const url = route.slice(4).replace(/:[A-Za-z]+/g, String(id));
          const res = await t.request({ method: 'GET', url, token: admin });
          for (const value of personal) expect(res.body, `${url} shows ${value}`).not.toContain(value);
        }
      }
    },
  );

  it('is for admins only and answers 404 for nobody', async () => {
    const parent = await t.signIn('isla-mum');
    expect(
      (await t.request({ method: 'GET', url: `/api/admin/users/${parentId}/export`, token: parent })).statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'POST', url: '/api/admin/players/999999/erase', token: admin })).statusCode).toBe(
      404,
    );
  });
});

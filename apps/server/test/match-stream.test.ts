import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { messages as texts } from '@touchline/domain';
import { buildApp } from '../src/app';
import { PostgresBus } from '../src/live/bus';
import type { StreamMessage } from '../src/live/match-stream';
import { factories } from './support/factories';
import { createTestApp, testConfig, type TestApp } from './support/test-app';

/**
 * Viewers follow a match through GET /matches/{id}/stream. On PGlite one instance does both; on PostgreSQL the
 * viewer's instance and the writer's instance are two apps on the same database, linked by LISTEN/NOTIFY.
 */
const postgres = process.env.TEST_DB === 'postgres';
let writer: TestApp;
let viewerApp: FastifyInstance;
let base: string;
let admin: string;
let parent: string;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  const startBus = async (url: string | undefined) => {
    const bus = new PostgresBus(url as string);
    await bus.start();
    return bus;
  };
  if (postgres) {
    // Writer and viewer are separate app instances, each with its own LISTEN connection.
    writer = await createTestApp({}, { live: startBus });
    viewerApp = await buildApp({ config: testConfig(), db: writer.db, live: await startBus(writer.url) });
  } else {
    writer = await createTestApp();
    viewerApp = writer.app;
  }
  await viewerApp.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(viewerApp.server.address() as AddressInfo).port}`;
  admin = await writer.signIn('admin');
  await writer.createUser({ username: 'parent', types: ['Parent'] });
  parent = await writer.signIn('parent');
  make = factories(writer, () => admin);
});

afterAll(async () => {
  if (viewerApp !== writer.app) await viewerApp.close();
  await writer.close();
});

/** Reads an SSE stream with fetch (bearer header, as the web client does) and collects `change` messages. */
async function follow(matchId: number, token: string) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/matches/${matchId}/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const messages: StreamMessage[] = [];
  const waiters: (() => void)[] = [];
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => (ready = resolve));
  let ended!: () => void;
  const endedPromise = new Promise<void>((resolve) => (ended = resolve));
  void (async () => {
    const reader = res.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes('event: ready')) ready();
          const data = frame.split('\n').find((line) => line.startsWith('data: ') && frame.includes('event: change'));
          if (data) {
            messages.push(JSON.parse(data.slice(6)) as StreamMessage);
            waiters.splice(0).forEach((w) => w());
          }
        }
      }
    } catch {
      // aborted
    } finally {
      ended();
    }
  })();
  await readyPromise;
  return {
    res,
    messages,
    /** Settles when the server ends the stream (or it is stopped). */
    ended: endedPromise,
    async waitFor(n: number, ms = 1000) {
      const started = Date.now();
      while (messages.length < n) {
        if (Date.now() - started > ms) throw new Error(`only ${messages.length} of ${n} messages within ${ms} ms`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    stop: () => controller.abort(),
  };
}

describe(`live match stream (${postgres ? 'two instances over LISTEN/NOTIFY' : 'one instance'})`, () => {
  it('needs a signed-in viewer and an existing match', async () => {
    const { match_id } = await make.match((await make.team()).team_id);
    expect((await fetch(`${base}/api/matches/${match_id}/stream`)).status).toBe(401);
    expect(
      (await fetch(`${base}/api/matches/999999/stream`, { headers: { authorization: `Bearer ${parent}` } })).status,
    ).toBe(404);
  });

  it(
    'delivers each new, changed and deleted event to every ' + 'viewer within a second, in order, with the score',
    async () => {
      const teamId = (await make.team()).team_id;
      const player = (await make.player(teamId)).player_id;
      const { match_id: m } = await make.match(teamId);
      const viewers = [await follow(m, parent), await follow(m, admin)];
      onTestFinished(() => viewers.forEach((viewer) => viewer.stop()));
      expect(viewers[0]?.res.headers.get('content-type')).toMatch(/text\/event-stream/);

      // A message carries the event and score as they are when it is sent, never older: each write waits for its
      // message, so what every message holds is known.
      const delivered = async (n: number) => {
        for (const viewer of viewers) await viewer.waitFor(n);
      };
      const post = (path: string, payload: object) =>
        writer.request({ method: 'POST', url: `/api/matches/${m}/${path}`, token: admin, payload });
      await post('events', { event_type: 'GAME_START', minute: 0 });
      await delivered(1);
      const goal = (await post('goals', { player_id: player, minute: 7 })).json<{ data: { id: number } }>();
      await delivered(2);
      await writer.request({
        method: 'PUT',
        url: `/api/matches/${m}/goals/${goal.data.id}`,
        token: admin,
        payload: { player_id: player, minute: 8 },
      });
      await delivered(3);
      await writer.request({ method: 'DELETE', url: `/api/matches/${m}/goals/${goal.data.id}`, token: admin });
      await delivered(4);

      for (const viewer of viewers) {
        expect(viewer.messages.map((x) => [x.seq, x.action])).toEqual([
          [1, 'created'],
          [2, 'created'],
          [3, 'updated'],
          [4, 'deleted'],
        ]);
        expect(viewer.messages[1]?.event).toMatchObject({ type: 'GOAL', minute: 7 });
        expect(viewer.messages[1]?.score).toEqual({
          our_goals: 1,
          opposition_goals: 0,
          has_events: true,
          youth_mode: false,
        });
        expect(viewer.messages[2]?.event).toMatchObject({ minute: 8 });
        expect(viewer.messages[3]?.event).toBeUndefined();
        expect(viewer.messages[3]?.score).toEqual({
          our_goals: 0,
          opposition_goals: 0,
          has_events: true,
          youth_mode: false,
        });
      }
    },
  );

  it(
    "sends a parent a youth team's events without the goals, in the score or as events, and the admin everything, " +
      'live and replayed (decision 110)',
    async () => {
      const teamId = (await make.team({ age_group: 'U9' })).team_id;
      const player = (await make.player(teamId)).player_id;
      const { match_id: m } = await make.match(teamId);
      const [family, staff] = [await follow(m, parent), await follow(m, admin)];
      onTestFinished(() => [family, staff].forEach((viewer) => viewer.stop()));
      const post = (path: string, payload: object) =>
        writer.request({ method: 'POST', url: `/api/matches/${m}/${path}`, token: admin, payload });
      await post('events', { event_type: 'GAME_START', minute: 0 });
      await post('goals', { player_id: player, minute: 7 });
      for (const viewer of [family, staff]) await viewer.waitFor(2);

      // The parent hears that something changed, not that it was a goal: a list of goals is the score.
      expect(family.messages[1]).not.toHaveProperty('event');
      expect(staff.messages[1]?.event).toMatchObject({ type: 'GOAL', minute: 7 });
      expect(family.messages[1]?.score).toEqual({
        our_goals: null,
        opposition_goals: null,
        has_events: true,
        youth_mode: true,
      });
      expect(staff.messages[1]?.score).toEqual({
        our_goals: 1,
        opposition_goals: 0,
        has_events: true,
        youth_mode: true,
      });

      // What a reconnecting parent missed comes without the goals too.
      const back = await rawStream(m, parent, '0');
      await post('events', { event_type: 'HALF_TIME', minute: 25 });
      await back.waitFor(3);
      expect(back.frames.map((f) => f.message.score?.our_goals)).toEqual([null, null, null]);
      expect(back.frames.map((f) => f.message.event?.type ?? null)).toEqual(['MATCH_EVENT', null, 'MATCH_EVENT']);
      back.stop();
    },
  );

  it('ends a stream with its session, and holds at most ten open for an account (#28 item 16)', async () => {
    const { match_id } = await make.match((await make.team()).team_id);
    await writer.createUser({ username: `streamer${match_id}`, types: ['Parent'] });
    const token = await writer.signIn(`streamer${match_id}`);
    const open: Awaited<ReturnType<typeof follow>>[] = [];
    for (let i = 0; i < 10; i += 1) open.push(await follow(match_id, token));
    onTestFinished(() => open.forEach((viewer) => viewer.stop()));
    const eleventh = await fetch(`${base}/api/matches/${match_id}/stream`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(eleventh.status).toBe(429);
    expect(await eleventh.json()).toMatchObject({ error: texts.tooManyStreams(10) });
    // Signed out on the writer's instance: on that instance its streams end at once; another instance ends them at its
    // next check (each heartbeat).
    expect((await writer.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBeLessThan(300);
    expect(await viewerApp.matchStreams.endDeadSessions()).toBe(postgres ? 10 : 0);
    await Promise.all(open.map((viewer) => viewer.ended));
    // Nothing left to end: the next check finds no stream of a dead session.
    expect(await viewerApp.matchStreams.endDeadSessions()).toBe(0);
  });

  it('forgets viewers who leave', async () => {
    const { match_id: m } = await make.match((await make.team()).team_id);
    const viewer = await follow(m, parent);
    expect(viewerApp.matchStreams.viewerCount).toBeGreaterThanOrEqual(1);
    const before = viewerApp.matchStreams.viewerCount;
    viewer.stop();
    await new Promise((r) => setTimeout(r, 200));
    expect(viewerApp.matchStreams.viewerCount).toBe(before - 1);
  });

  it(
    'numbers its messages and replays what a reconnecting ' +
      'viewer missed, from Last-Event-ID, exactly once (#13.18)',
    async () => {
      const teamId = (await make.team()).team_id;
      const player = (await make.player(teamId)).player_id;
      const { match_id: m } = await make.match(teamId);
      const post = (path: string, payload: object) =>
        writer.request({ method: 'POST', url: `/api/matches/${m}/${path}`, token: admin, payload });

      const first = await rawStream(m, parent);
      await post('events', { event_type: 'GAME_START', minute: 0 });
      const goal = (await post('goals', { player_id: player, minute: 7 })).json<{ data: { id: number } }>();
      await first.waitFor(2);
      expect(first.frames.map((f) => [f.id, f.message.seq, f.message.action])).toEqual([
        ['1', 1, 'created'],
        ['2', 2, 'created'],
      ]);
      first.stop();
      await new Promise((r) => setTimeout(r, 200));
      expect(viewerApp.matchStreams.viewerCount).toBe(0);

      // While away: a goal, a change and a deletion.
      const second = (
        await post('goals', { is_opposition_goal: true, opposition_scorer_name: 'Nine', minute: 9 })
      ).json<{
        data: { id: number };
      }>();
      await writer.request({
        method: 'PUT',
        url: `/api/matches/${m}/goals/${goal.data.id}`,
        token: admin,
        payload: { player_id: player, minute: 8 },
      });
      await writer.request({ method: 'DELETE', url: `/api/matches/${m}/goals/${second.data.id}`, token: admin });

      const back = await rawStream(m, parent, '2');
      await back.waitFor(3);
      await post('events', { event_type: 'HALF_TIME', minute: 45 });
      await back.waitFor(4);
      await new Promise((r) => setTimeout(r, 300));
      expect(back.frames.map((f) => [f.id, f.message.action, f.message.eventId])).toEqual([
        ['3', 'created', second.data.id],
        ['4', 'updated', goal.data.id],
        ['5', 'deleted', second.data.id],
        ['6', 'created', expect.any(Number)],
      ]);
      expect(back.frames[1]?.message.event).toMatchObject({ minute: 8 });
      expect(back.frames[2]?.message.score).toEqual({
        our_goals: 1,
        opposition_goals: 0,
        has_events: true,
        youth_mode: false,
      });
      back.stop();

      // An id from the future or not a number replays nothing; the stream still goes on.
      const odd = await rawStream(m, parent, 'abc');
      await post('events', { event_type: 'SECOND_HALF_START', minute: 45 });
      await odd.waitFor(1);
      expect(odd.frames.map((f) => f.id)).toEqual(['7']);
      odd.stop();
    },
  );
});

/** A plain SSE client over node:http, as an EventSource would connect (sending Last-Event-ID when it reconnects). */
async function rawStream(matchId: number, token: string, lastEventId?: string) {
  const frames: { id: string | null; message: StreamMessage }[] = [];
  let res: IncomingMessage | null = null;
  const req = httpRequest(`${base}/api/matches/${matchId}/stream`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'text/event-stream',
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    },
  });
  await new Promise<void>((resolve, reject) => {
    req.on('error', reject);
    req.on('response', (response) => {
      res = response;
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const lines = buffer.slice(0, end).split('\n');
          buffer = buffer.slice(end + 2);
          if (lines.includes('event: ready')) resolve();
          const data = lines.find((line) => line.startsWith('data: '));
          if (lines.includes('event: change') && data) {
            frames.push({
              id: lines.find((line) => line.startsWith('id: '))?.slice(4) ?? null,
              message: JSON.parse(data.slice(6)) as StreamMessage,
            });
          }
        }
      });
    });
    req.end();
  });
  return {
    frames,
    async waitFor(n: number, ms = 2000) {
      const started = Date.now();
      while (frames.length < n) {
        if (Date.now() - started > ms) throw new Error(`only ${frames.length} of ${n} messages within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop: () => {
      (res as IncomingMessage | null)?.destroy();
      req.destroy();
    },
  };
}

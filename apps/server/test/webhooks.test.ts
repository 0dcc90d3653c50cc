import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, type CreatedWebhook, type DeliveryPage, type Webhook } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import serverPackage from '../package.json' with { type: 'json' };
import { today } from '../src/today';
import { factories } from './support/factories';
import { logCapture } from './support/log-capture';
import { createTestApp, type TestApp } from './support/test-app';
import { verifySignature, WebhookReceiver, type Received } from './support/webhook-receiver';

/**
 * Webhooks (#35, decision 137): an admin adds a receiver's address and its events (the signing secret shown once); the
 * real routes decide deliveries in their own transactions (a fixture created, changed, postponed or cancelled, full
 * time, a squad published), and the worker posts them to a real local receiver, signed (HMAC-SHA256 over
 * "<t>.<body>"), with the same delivery id on every attempt, retried with back-off until the receiver takes one, and
 * failed for good with its answer; the log pages, a failed delivery goes again, and nothing names a child.
 */
const log = logCapture();
let t: TestApp;
let admin: string;
let coach: string;
let f: ReturnType<typeof factories>;
let receiver: WebhookReceiver;
let hook: CreatedWebhook;
let team: number;
let squad: { player_id: number; player_name: string }[];

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload && { payload }) });

const deliveries = async (id: number, query = '') => {
  const res = await call(admin, 'GET', `/api/webhooks/${id}/deliveries${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DeliveryPage>();
};

/** Waits until the delivery log's newest entry has this status (the worker polls every 50 ms here). */
async function settled(id: number, status: string) {
  for (let tries = 0; tries < 200; tries++) {
    const [newest] = (await deliveries(id)).deliveries;
    if (newest?.status === status) return newest;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no delivery became ${status}`);
}

/** How many of the receiver's requests the tests have looked at. */
let seen = 0;

/** The next request the receiver got (or gets) that no test has looked at yet. */
async function next(): Promise<Received> {
  const got = (await receiver.waitFor(seen + 1))[seen++];
  if (!got) throw new Error('no request');
  return got;
}

/** Nothing more arrives within 300 ms (the worker polls every 50). */
async function nothingMore() {
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(receiver.received.length).toBe(seen);
}

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  t = await createTestApp(
    {},
    {
      log: log.stream,
      webhookWorker: {
        pollMs: 50,
        retry: { attempts: 3, initialDelayMs: 100, factor: 1, maxDelayMs: 100, jitter: 0 },
      },
    },
  );
  admin = await t.signIn('admin');
  f = factories(t, () => admin);
  await t.createUser({ username: 'wcoach', types: ['Coach'] });
  coach = await t.signIn('wcoach');
  team = (await f.team({ team_name: 'Swifts', age_group: 'U14' })).team_id;
  squad = [];
  for (const name of ['Ava Swift', 'Ben Swift', 'Cal Swift', 'Dee Swift', 'Eve Swift'])
    squad.push(await f.player(team, { player_name: name }));
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('adding a webhook', () => {
  it('is for admins, refused before the body is read', async () => {
    expect((await call(coach, 'POST', '/api/webhooks', { url: 'nonsense' })).statusCode).toBe(403);
    expect((await call(coach, 'GET', '/api/webhooks')).statusCode).toBe(403);
  });

  it('refuses an address that is not http(s) and an unknown event, adding nothing', async () => {
    for (const [payload, error] of [
      [{ url: 'ftp://example.org/x', events: ['fixture.created'] }, 'The URL must be a web address'],
      [{ url: 'https://user:pw@example.org/', events: ['fixture.created'] }, 'The URL must be a web address'],
      [{ url: 'https://example.org/', events: [] }, 'Choose at least one event'],
      [{ url: 'https://example.org/', events: ['player.created'] }, 'An event must be'],
    ] as const) {
      const res = await call(admin, 'POST', '/api/webhooks', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(error);
    }
    expect((await call(admin, 'GET', '/api/webhooks')).json<Webhook[]>()).toEqual([]);
  });

  it('shows the secret once and lists the webhook without it', async () => {
    const res = await call(admin, 'POST', '/api/webhooks', {
      url: receiver.url(),
      events: ['fixture.created', 'fixture.changed', 'fixture.cancelled', 'result.final', 'squad.published'],
    });
    expect(res.statusCode, res.body).toBe(201);
    hook = res.json<CreatedWebhook>();
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(hook.active).toBe(true);
    const listed = (await call(admin, 'GET', '/api/webhooks')).json<Webhook[]>();
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed)).not.toContain(hook.secret);
  });
});

describe('events from the real routes', () => {
  let matchId: number;

  it('posts fixture.created, signed, with its headers', async () => {
    const created = await f.match(team, { opposition_name: 'Larks', match_date: addDaysToDate(today(), 6) });
    matchId = created.match_id;
    const got = await next();
    expect(got.body.event).toBe('fixture.created');
    expect(got.body.data).toMatchObject({ match_id: matchId, opposition_name: 'Larks', status: 'scheduled' });
    expect(got.headers['touchline-event']).toBe('fixture.created');
    expect(got.headers['touchline-delivery']).toBe(got.body.id);
    expect(got.headers['user-agent']).toBe(`Touchline/${serverPackage.version}`);
    expect(got.headers['content-type']).toBe('application/json');
    expect(verifySignature(hook.secret, got.headers['touchline-signature'] as string, got.raw)).toBe(true);
    // Not with another secret, and not for another body.
    expect(verifySignature('whsec_other', got.headers['touchline-signature'] as string, got.raw)).toBe(false);
    expect(verifySignature(hook.secret, got.headers['touchline-signature'] as string, `${got.raw} `)).toBe(false);
    const done = await settled(hook.webhook_id, 'delivered');
    expect(done).toMatchObject({ event: 'fixture.created', attempts: 1, last_status: 200, last_error: null });
    expect(done.delivery_key).toBe(got.body.id);
  });

  it('posts fixture.changed for a change, nothing for a save that changes nothing, and fixture.cancelled', async () => {
    const body = f.matchBody(team, { opposition_name: 'Larks', match_date: addDaysToDate(today(), 6) });
    await call(admin, 'PUT', `/api/matches/${matchId}`, { ...body, kick_off_time: '11:00' });
    const changed = await next();
    expect(changed.body.event).toBe('fixture.changed');
    expect(changed.body.data).toMatchObject({ kick_off_time: '11:00' });
    await call(admin, 'PUT', `/api/matches/${matchId}`, { ...body, kick_off_time: '11:00' });
    const postponed = await call(admin, 'POST', `/api/matches/${matchId}/status`, {
      status: 'postponed',
      reason: 'Waterlogged pitch',
    });
    expect(postponed.statusCode).toBe(200);
    // The save that changed nothing told nothing: the next request is the postponement.
    const off = await next();
    expect(off.body.event).toBe('fixture.cancelled');
    expect(off.body.data).toMatchObject({ status: 'postponed', status_reason: 'Waterlogged pitch' });
    await call(admin, 'POST', `/api/matches/${matchId}/status`, { status: 'scheduled' });
    const on = await next();
    expect(on.body.event).toBe('fixture.changed');
    expect(on.body.data).toMatchObject({ status: 'scheduled' });
  });

  it('posts squad.published and result.final with the fixture and score, never a child', async () => {
    const formations = (await call(admin, 'GET', '/api/formations')).json<{ id: number; players_on_pitch: number }[]>();
    const five = formations.find((x) => x.players_on_pitch === 5);
    const shape = (await call(admin, 'GET', `/api/formations/${five?.id}`)).json<{
      positions: { id: number; position_name: string }[];
    }>();
    const lineup = await call(admin, 'POST', `/api/lineups/match/${matchId}`, {
      formationId: five?.id,
      players: squad.map((k, i) => ({
        player_id: k.player_id,
        formation_position_id: shape.positions[i]?.id,
        position: shape.positions[i]?.position_name,
      })),
    });
    expect(lineup.statusCode, lineup.body).toBeLessThan(300);
    const published = await call(admin, 'POST', `/api/matches/${matchId}/squad`, { substitutes: [], standby: [] });
    expect(published.statusCode, published.body).toBe(200);
    const announced = await next();
    expect(announced.body.event).toBe('squad.published');
    expect(announced.body.data).toMatchObject({ match_id: matchId, times: 1 });

    const post = (path: string, payload: object) => call(admin, 'POST', `/api/matches/${matchId}/${path}`, payload);
    expect((await post('events', { event_type: 'GAME_START', minute: 0 })).statusCode).toBe(201);
    expect((await post('goals', { player_id: squad[0]?.player_id, minute: 5 })).statusCode).toBe(201);
    const theirs = { is_opposition_goal: true, opposition_scorer_name: 'Number 9', minute: 9 };
    expect((await post('goals', theirs)).statusCode).toBe(201);
    const second = await post('goals', { player_id: squad[1]?.player_id, minute: 30 });
    expect(second.statusCode).toBe(201);
    expect((await post('events', { event_type: 'GAME_END', minute: 70 })).statusCode).toBe(201);
    const final = await next();
    expect(final.body.event).toBe('result.final');
    expect(final.body.data).toMatchObject({
      match_id: matchId,
      home_or_away: 'Home',
      result: { phase: 'FINISHED', our_goals: 2, opposition_goals: 1, home_goals: 2, away_goals: 1 },
    });
    // A goal taken back after full time: the result again, as it now stands.
    const goalId = second.json<{ data: { id: number } }>().data.id;
    expect((await call(admin, 'DELETE', `/api/matches/${matchId}/goals/${goalId}`)).statusCode).toBe(204);
    const corrected = await next();
    expect(corrected.body).toMatchObject({ event: 'result.final', data: { result: { our_goals: 1, home_goals: 1 } } });
    expect(corrected.body.id).not.toBe(final.body.id);
    // Nothing the receiver got names a child.
    const everything = receiver.received.map((r) => r.raw).join('\n');
    for (const child of squad) expect(everything).not.toContain(child.player_name.split(' ')[0]);
    expect(everything).not.toContain('player_id');
  });
});

describe('retries', () => {
  it('sends again after a 500 with the same delivery id, and delivers once', async () => {
    receiver.answers = [500];
    await f.match(team, { opposition_name: 'Rooks' });
    const [first, second] = [await next(), await next()];
    expect(first.body.id).toBe(second.body.id);
    expect(first.headers['touchline-delivery']).toBe(second.headers['touchline-delivery']);
    expect(verifySignature(hook.secret, second.headers['touchline-signature'] as string, second.raw)).toBe(true);
    const done = await settled(hook.webhook_id, 'delivered');
    expect(done).toMatchObject({ attempts: 2, last_status: 200, last_error: null });
    await nothingMore();
  });

  it('fails for good after the schedule with the answer, and a redelivery goes with the same id', async () => {
    receiver.answers = [503, 503, 503];
    await f.match(team, { opposition_name: 'Crows' });
    const failed = await settled(hook.webhook_id, 'failed');
    expect(failed).toMatchObject({ attempts: 3, last_status: 503, last_error: 'HTTP 503: busy', delivered_at: null });
    for (let i = 0; i < 3; i++) expect((await next()).body.id).toBe(failed.delivery_key);
    await nothingMore();
    expect((await call(admin, 'GET', '/api/webhooks')).json<Webhook[]>()[0]?.failed).toBe(1);
    // Only a failed delivery goes again; by an admin.
    const path = `/api/webhooks/${hook.webhook_id}/deliveries/${failed.delivery_id}/redeliver`;
    expect((await call(coach, 'POST', path)).statusCode).toBe(403);
    const again = await call(admin, 'POST', path);
    expect(again.statusCode, again.body).toBe(202);
    const got = await next();
    expect(got.body.id).toBe(failed.delivery_key);
    const done = await settled(hook.webhook_id, 'delivered');
    expect(done.delivery_id).toBe(failed.delivery_id);
    expect((await call(admin, 'POST', path)).statusCode).toBe(409);
  });

  it('tells an address that does not answer as such', async () => {
    const closed = await WebhookReceiver.start();
    const url = closed.url();
    await closed.close();
    const res = await call(admin, 'POST', '/api/webhooks', { url, events: ['fixture.created'] });
    const dead = res.json<CreatedWebhook>();
    expect((await call(admin, 'POST', `/api/webhooks/${dead.webhook_id}/test`)).statusCode).toBe(202);
    const failed = await settled(dead.webhook_id, 'failed');
    expect(failed.last_status).toBeNull();
    expect(failed.last_error).toContain('ECONNREFUSED');
    expect((await call(admin, 'DELETE', `/api/webhooks/${dead.webhook_id}`)).statusCode).toBe(204);
  });
});

describe('the delivery log, the test event, off and on', () => {
  it('pages newest first with the total', async () => {
    const all = await deliveries(hook.webhook_id, '?limit=100');
    expect(all.total).toBe(all.deliveries.length);
    const page = await deliveries(hook.webhook_id, '?limit=2&offset=1');
    expect(page.total).toBe(all.total);
    expect(page.deliveries.map((d) => d.delivery_id)).toEqual(all.deliveries.slice(1, 3).map((d) => d.delivery_id));
    const ids = all.deliveries.map((d) => d.delivery_id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await call(admin, 'GET', `/api/webhooks/${hook.webhook_id}/deliveries?limit=0`)).statusCode).toBe(400);
    expect((await call(admin, 'GET', '/api/webhooks/999999/deliveries')).statusCode).toBe(404);
  });

  it('sends a ping to that webhook', async () => {
    const res = await call(admin, 'POST', `/api/webhooks/${hook.webhook_id}/test`);
    expect(res.statusCode, res.body).toBe(202);
    const got = await next();
    expect(got.body.event).toBe('ping');
    expect(got.headers['touchline-event']).toBe('ping');
  });

  it('decides nothing while off, and nothing it did not ask for', async () => {
    const body = { url: receiver.url(), events: ['fixture.created'] };
    const off = await call(admin, 'PUT', `/api/webhooks/${hook.webhook_id}`, { ...body, active: false });
    expect(off.json<Webhook>()).toMatchObject({ active: false, events: ['fixture.created'] });
    expect((await call(admin, 'POST', `/api/webhooks/${hook.webhook_id}/test`)).statusCode).toBe(409);
    await f.match(team, { opposition_name: 'Jays' });
    await nothingMore();
    // Inactive when the fixture was made: no delivery was decided for it.
    expect((await deliveries(hook.webhook_id)).deliveries[0]?.event).toBe('ping');
    await call(admin, 'PUT', `/api/webhooks/${hook.webhook_id}`, { ...body, active: true });
    const match = await f.match(team, { opposition_name: 'Finches' });
    await call(admin, 'POST', `/api/matches/${match.match_id}/status`, { status: 'cancelled', reason: 'No referee' });
    const got = await next();
    expect(got.body).toMatchObject({ event: 'fixture.created', data: { opposition_name: 'Finches' } });
    await nothingMore();
  });

  it('is on the audit log, and keeps its secret out of the database answers and the log', async () => {
    const entries = (await call(admin, 'GET', '/api/audit?entity=webhooks')).json<{ entries: { action: string }[] }>()
      .entries;
    expect(entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['POST /api/webhooks', 'PUT /api/webhooks/:id', 'POST /api/webhooks/:id/test']),
    );
    const audit = (await t.db.execute(sql`select row_to_json(a)::text as j from audit_log a`)) as unknown as {
      rows: { j: string }[];
    };
    expect(audit.rows.map((r) => r.j).join('\n')).not.toContain(hook.secret);
    expect(log.text()).not.toContain(hook.secret);
    expect(log.text()).not.toContain('/touchline');
    // Deleting a webhook deletes its log.
    expect((await call(admin, 'DELETE', `/api/webhooks/${hook.webhook_id}`)).statusCode).toBe(204);
    expect((await call(admin, 'GET', `/api/webhooks/${hook.webhook_id}/deliveries`)).statusCode).toBe(404);
  });
});

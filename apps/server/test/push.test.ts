import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, defaultChannels, type NotificationPreferences, type PushSettings } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import { today } from '../src/today';
import { clubWithPush, type ClubWithPush } from './support/club-with-push';
import { personWithEmail, type Person } from './support/people';
import type { PushSink } from './support/push-sink';
import type { SmtpSink } from './support/smtp-sink';
import type { TestApp } from './support/test-app';

/**
 * Web Push (#32): a person turns notifications on per device and chooses, per kind, push, email, both or neither;
 * a notice reaches a local push service (support/push-sink.ts) encrypted for the device (RFC 8291) and signed with the
 * installation's VAPID key, which the sink checks and decrypts; a device the service says is gone is removed.
 */
let club: ClubWithPush;
let t: TestApp;
let push: PushSink;
let mail: SmtpSink;
let admin: string;
let f: ClubWithPush['f'];
let choose: ClubWithPush['choose'];
let turnOn: ClubWithPush['turnOn'];

beforeAll(async () => {
  club = await clubWithPush();
  ({ t, push, mail, admin, f, choose, turnOn } = club);
});
afterAll(() => club.close());

let n = 0;
const prefs = (kinds: Partial<NotificationPreferences['kinds']>, digest = false): NotificationPreferences => ({
  kinds: { ...defaultChannels, ...kinds },
  digest,
});

/** A team with a match in six days and a parent per player. */
async function team(size = 3) {
  const squad = await f.team();
  const parents: Person[] = [];
  for (let i = 0; i < size; i++) {
    const player = await f.player(squad.team_id);
    parents.push(await personWithEmail(t, `push.parent${++n}`, ['Parent'], [player.player_id]));
  }
  const match = await f.match(squad.team_id, { match_date: addDaysToDate(today(), 6), kick_off_time: '10:00' });
  return { squad, parents, match };
}

async function moveKickOff(teamId: number, matchId: number, kickOff: string, date = addDaysToDate(today(), 6)) {
  const body = f.matchBody(teamId, { match_date: date, kick_off_time: kickOff });
  const res = await t.request({ method: 'PUT', url: `/api/matches/${matchId}`, token: admin, payload: body });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.jobs.drain();
}

const devicesLeft = async () =>
  ((await t.db.execute(sql`select endpoint from push_subscriptions`)) as unknown as { rows: { endpoint: string }[] })
    .rows;

describe('notification preferences', () => {
  it('start as email for every kind and none for the match day, and keep what is chosen', async () => {
    const { parents } = await team(1);
    const parent = parents[0]!;
    const start = await t.request({ method: 'GET', url: '/api/account/notification-preferences', token: parent.token });
    expect(start.json()).toEqual({ kinds: defaultChannels, digest: false });
    await choose(parent, { fixture_change: 'both', squad: 'push', club_message: 'none' });
    const chosen = await t.request({
      method: 'GET',
      url: '/api/account/notification-preferences',
      token: parent.token,
    });
    expect(chosen.json()).toEqual(prefs({ fixture_change: 'both', squad: 'push', club_message: 'none' }));
    const bad = await t.request({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      token: parent.token,
      payload: { kinds: { ...defaultChannels, squad: 'pigeon' }, digest: false },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/squad/);
  });
});

describe('devices', () => {
  it("gives the installation's VAPID key, takes a device once, and refuses an address that is not https", async () => {
    const { parents } = await team(1);
    const parent = parents[0]!;
    const settings = (
      await t.request({ method: 'GET', url: '/api/account/push-devices', token: parent.token })
    ).json<PushSettings>();
    expect(settings.public_key).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(settings.devices).toEqual([]);
    const device = await turnOn(parent, `keys-${n}`);
    expect(device.label).toBe('Chrome on Android');
    // The same browser again (it subscribes on every visit): still one device.
    await turnOn(parent, `keys-${n}`);
    const again = (
      await t.request({ method: 'GET', url: '/api/account/push-devices', token: parent.token })
    ).json<PushSettings>();
    expect(again.devices.map((d) => d.id)).toEqual([device.id]);
    expect(again.public_key).toBe(settings.public_key);
    for (const endpoint of ['http://push.example.com/x', 'ftp://127.0.0.1/x', 'https://user:pw@push.example.com/x']) {
      const res = await t.request({
        method: 'POST',
        url: '/api/account/push-devices',
        token: parent.token,
        payload: { ...push.subscribe(`bad-${n}`), endpoint },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'endpoint must be an https address' });
    }
    const badKey = await t.request({
      method: 'POST',
      url: '/api/account/push-devices',
      token: parent.token,
      payload: { endpoint: 'https://push.example.com/y', keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(badKey.statusCode).toBe(400);
  });

  it("removes only one's own device (another's is 404) and sends a test to each", async () => {
    const { parents } = await team(2);
    const [a, b] = parents as [Person, Person];
    const device = await turnOn(a, `own-${n}`);
    const refused = await t.request({
      method: 'DELETE',
      url: `/api/account/push-devices/${device.id}`,
      token: b.token,
    });
    expect(refused.statusCode).toBe(404);
    const none = await t.request({ method: 'POST', url: '/api/account/push-devices/test', token: b.token });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ error: 'Notifications are not turned on on any of your devices' });
    const before = push.received.length;
    const sent = await t.request({ method: 'POST', url: '/api/account/push-devices/test', token: a.token });
    expect(sent.json()).toEqual({ devices: 1 });
    const [test] = (await push.waitFor(before + 1)).slice(before);
    expect(test).toMatchObject({
      device: `own-${n}`,
      payload: { title: 'Touchline notifications work', url: '/account' },
    });
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/account/push-devices/${device.id}`,
      token: a.token,
    });
    expect(removed.json()).toEqual({ removed: 1 });
  });
});

describe('a fixture change by push', () => {
  it('reaches each device as its person chose: push, both, email or neither', async () => {
    const { squad, parents, match } = await team(4);
    const [pushOnly, both, emailOnly, neither] = parents as [Person, Person, Person, Person];
    await choose(pushOnly, { fixture_change: 'push' });
    await choose(both, { fixture_change: 'both' });
    await choose(neither, { fixture_change: 'none' });
    for (const p of parents) await turnOn(p, p.username);
    const pushedBefore = push.received.length;
    await moveKickOff(squad.team_id, match.match_id, '11:30');
    const pushed = (await push.waitFor(pushedBefore + 2)).slice(pushedBefore);
    expect(pushed.map((p) => p.device).sort()).toEqual([pushOnly.username, both.username].sort());
    const [message] = pushed;
    expect(message!.payload.title).toMatch(/^Kick-off changed: Team \d+ v Opp \d+, \w+day \d+ \w+$/);
    expect(message!.payload.url).toMatch(/^\/inbox\/\d+$/);
    expect(message!.payload.kind).toBe('fixture_change');
    // Signed with the installation's key, for the push service's origin, by the club's address.
    const { public_key } = (
      await t.request({ method: 'GET', url: '/api/account/push-devices', token: both.token })
    ).json<PushSettings>();
    expect(message!.vapid).toMatchObject({
      aud: `http://127.0.0.1:${push.port}`,
      sub: 'mailto:club@oakfield.example',
      publicKey: public_key,
    });
    // A match six days away is not urgent; the message lives a day in the push service.
    expect(message!.urgency).toBe('normal');
    expect(message!.ttl).toBe('86400');
    const emails = await mail.waitFor(2, (e) => [both.email, emailOnly.email].includes(e.to));
    expect(emails.map((e) => e.to).sort()).toEqual([both.email, emailOnly.email].sort());
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mail.received.filter((e) => [pushOnly.email, neither.email].includes(e.to))).toEqual([]);
    expect(push.received.filter((p) => [emailOnly.username, neither.username].includes(p.device))).toEqual([]);
  });

  it('removes a device the push service says is gone (410), and whatever else waited for it', async () => {
    const { squad, parents, match } = await team(1);
    const parent = parents[0]!;
    await choose(parent, { fixture_change: 'push' });
    const device = `gone-${n}`;
    await turnOn(parent, device);
    push.gone.add(device);
    await moveKickOff(squad.team_id, match.match_id, '12:00');
    const deadline = Date.now() + 10_000;
    while ((await devicesLeft()).some((d) => d.endpoint.endsWith(`/${device}`))) {
      if (Date.now() > deadline) throw new Error('the gone device is still there');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const left = (
      await t.request({ method: 'GET', url: '/api/account/push-devices', token: parent.token })
    ).json<PushSettings>();
    expect(left.devices).toEqual([]);
    expect(push.of(device)).toEqual([]);
  });

  it('tries a struggling push service again later (503) and sends the message once it answers', async () => {
    const { squad, parents, match } = await team(1);
    const parent = parents[0]!;
    await choose(parent, { fixture_change: 'push' });
    const device = `busy-${n}`;
    await turnOn(parent, device);
    push.failing.add(device);
    await moveKickOff(squad.team_id, match.match_id, '13:00');
    const waiting = async () =>
      (
        (await t.db.execute(sql`select p.status, p.attempts, p.last_error from push_outbox p
          join push_subscriptions s on s.id = p.subscription_id
          where s.endpoint like ${`%/${device}`}`)) as unknown as {
          rows: { status: string; attempts: number; last_error: string | null }[];
        }
      ).rows;
    const deadline = Date.now() + 10_000;
    while ((await waiting())[0]?.last_error == null) {
      if (Date.now() > deadline) throw new Error('not tried');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await waiting())[0]).toMatchObject({ status: 'queued', last_error: '503 Service Unavailable' });
    push.failing.delete(device);
    await t.db.execute(sql`update push_outbox set next_attempt_at = now() where status = 'queued'`);
    t.app.push.wake();
    await push.waitFor(push.received.length + 1);
    expect(push.of(device)).toHaveLength(1);
    const sentBy = Date.now() + 10_000;
    while ((await waiting())[0]?.status !== 'sent')
      if (Date.now() > sentBy) throw new Error('not marked sent');
      else await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await waiting())[0]).toMatchObject({ attempts: 2, last_error: null });
  });
});

describe('the match day by push', () => {
  it('tells kick-off, goals with the score and full time to those who chose it; youth mode tells no goal', async () => {
    const { squad, parents, match } = await team(2);
    const [fan, quiet] = parents as [Person, Person];
    await choose(fan, { match_day: 'push' });
    await turnOn(fan, fan.username);
    await turnOn(quiet, quiet.username);
    await t.db.execute(sql`update matches set match_date = ${today()} where match_id = ${match.match_id}`);
    const record = async (path: string, payload: object) => {
      const res = await t.request({
        method: 'POST',
        url: `/api/matches/${match.match_id}/${path}`,
        token: admin,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    };
    const before = push.received.length;
    await record('events', { event_type: 'GAME_START', minute: 0 });
    await record('goals', { minute: 12, scorer_later: true });
    await record('events', { event_type: 'GAME_END', minute: 50 });
    await t.app.jobs.drain();
    const told = (await push.waitFor(before + 3)).slice(before);
    expect(told.map((p) => p.device)).toEqual([fan.username, fan.username, fan.username]);
    expect(told.map((p) => p.payload.title)).toEqual([
      expect.stringMatching(new RegExp(`^Kick-off: ${squad.team_name} v Opp \\d+$`)),
      `Goal for ${squad.team_name} (12')`,
      expect.stringMatching(new RegExp(`^Full time: ${squad.team_name} 1–0 Opp \\d+$`)),
    ]);
    expect(told.every((p) => p.payload.url === '/matches/live' && p.urgency === 'high')).toBe(true);

    // Youth mode (decision 110): no goal and no score, only that the match started and ended.
    const youth = await team(1);
    await t.db.execute(sql`update teams set youth_mode = true where team_id = ${youth.squad.team_id}`);
    await t.db.execute(sql`update matches set match_date = ${today()} where match_id = ${youth.match.match_id}`);
    const child = youth.parents[0]!;
    await choose(child, { match_day: 'push' });
    await turnOn(child, child.username);
    for (const [path, payload] of [
      ['events', { event_type: 'GAME_START', minute: 0 }],
      ['goals', { minute: 12, scorer_later: true }],
      ['events', { event_type: 'GAME_END', minute: 50 }],
    ] as const) {
      const res = await t.request({
        method: 'POST',
        url: `/api/matches/${youth.match.match_id}/${path}`,
        token: admin,
        payload,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    await t.app.jobs.drain();
    await push.waitFor(before + 5);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(push.of(child.username).map((p) => p.payload.title)).toEqual([
      expect.stringMatching(/^Kick-off: /),
      expect.stringMatching(new RegExp(`^Full time: ${youth.squad.team_name} v Opp \\d+$`)),
    ]);
  });
});

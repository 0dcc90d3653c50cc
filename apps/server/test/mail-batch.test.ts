import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate, defaultChannels, nextDigestAt } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import { today } from '../src/today';
import { factories } from './support/factories';
import { personWithEmail, type Person } from './support/people';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Fewer, better emails (#32, decision 131): what is decided for one person within MAIL_BATCH_SECONDS goes as one
 * email (the fixtures import's availability requests to a parent of two children), a person who chose the daily
 * digest gets what is not urgent once a day, and an admin tests the email settings with the SMTP server's answer.
 */
let t: TestApp;
let sink: SmtpSink;
let admin: string;
let f: ReturnType<typeof factories>;

beforeAll(async () => {
  sink = await SmtpSink.create();
  t = await createTestApp(
    {
      SMTP_URL: sink.url,
      MAIL_FROM: 'Oakfield Juniors <club@oakfield.example>',
      PUBLIC_URL: 'https://club.example.org',
      MAIL_BATCH_SECONDS: '2',
      CLUB_TIMEZONE: 'Europe/London',
    },
    { mailWorker: { pollMs: 100 } },
  );
  admin = await t.signIn('admin');
  f = factories(t, () => admin);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

let n = 0;
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two teams; a parent of a child in each, and a parent of one child in the first. */
async function club() {
  const lions = await f.team({ team_name: `Lions ${++n}` });
  const hawks = await f.team({ team_name: `Hawks ${n}` });
  const a = await f.player(lions.team_id);
  const b = await f.player(hawks.team_id);
  const c = await f.player(lions.team_id);
  const twoChildren = await personWithEmail(t, `two.children${n}`, ['Parent'], [a.player_id, b.player_id]);
  const oneChild = await personWithEmail(t, `one.child${n}`, ['Parent'], [c.player_id]);
  return { lions, hawks, twoChildren, oneChild };
}

/** The fixtures import of five matches in the next fortnight: each asks its families at once (decision 106). */
async function importFixtures(lions: string, hawks: string) {
  const csv = [
    'Team,Date,Opposition,Kick-off,Home/Away',
    `${lions},${addDaysToDate(today(), 3)},Rovers,10:00,Home`,
    `${lions},${addDaysToDate(today(), 7)},United,10:00,Away`,
    `${lions},${addDaysToDate(today(), 10)},Athletic,10:00,Home`,
    `${hawks},${addDaysToDate(today(), 4)},City,11:00,Home`,
    `${hawks},${addDaysToDate(today(), 11)},Town,11:00,Away`,
  ].join('\n');
  const res = await t.request({ method: 'POST', url: '/api/import/fixtures', token: admin, payload: { csv } });
  expect(res.statusCode, res.body).toBe(200);
  await t.app.planNotices();
  expect(await t.app.jobs.drain()).toBe(5);
}

const to = (person: Person) => sink.received.filter((e) => e.to === person.email);

describe('one email per family', () => {
  it("puts the import's five availability requests to a parent of two into one email", async () => {
    const { lions, hawks, twoChildren, oneChild } = await club();
    await importFixtures(lions.team_name, hawks.team_name);
    // Five jobs, each its own transaction: the rows wait for one another, then go together.
    await sink.waitFor(1, (e) => e.to === twoChildren.email);
    await sink.waitFor(1, (e) => e.to === oneChild.email);
    await settle(2500);
    expect(to(twoChildren)).toHaveLength(1);
    expect(to(oneChild)).toHaveLength(1);
    const [email] = to(twoChildren);
    expect(email!.subject).toMatch(/^Oakfield Juniors: 5 updates \(Can Player \d+ play on \w+day \d+ \w+\?\)$/);
    // Each request keeps its own answer buttons and its own way to stop them.
    expect(email!.text.match(/^Available: https:\/\/club\.example\.org\/respond\/available#/gm)).toHaveLength(5);
    expect(email!.html.match(/<h2 /g)).toHaveLength(5);
    expect(email!.text.match(/Stop these emails: /g)).toHaveLength(5);
    // One kind of email: its one-click unsubscribe still applies.
    expect(email!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(to(oneChild)[0]!.text.match(/^Available: /gm)).toHaveLength(3);
    // The rows say what was sent, without their bodies.
    const rows = (
      (await t.db.execute(
        sql`select status, parts, batch_id from outbox where user_id = ${twoChildren.userId}`,
      )) as unknown as {
        rows: { status: string; parts: unknown; batch_id: number }[];
      }
    ).rows;
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => `${r.status} ${r.parts} ${r.batch_id}`)).size).toBe(1);
    expect(rows[0]).toMatchObject({ status: 'sent', parts: null });
  });
});

describe('a batch across a crash', () => {
  it('goes again whole, named by its first row, when its sender died mid-send', async () => {
    const { lions, hawks, twoChildren } = await club();
    await importFixtures(lions.team_name, hawks.team_name);
    // Inside the batch's two minutes (here two seconds), as a sender killed mid-send leaves the rows: claimed as one
    // batch named by its first row, attempted once, its lease over.
    const [held] = (
      (await t.db.execute(sql`update outbox set status = 'sending', attempts = 1,
        batch_id = (select min(id) from outbox where user_id = ${twoChildren.userId}),
        lease_until = now() - interval '1 second'
        where user_id = ${twoChildren.userId} returning batch_id`)) as unknown as { rows: { batch_id: number }[] }
    ).rows;
    t.app.mail!.wake();
    const [email] = await sink.waitFor(1, (e) => e.to === twoChildren.email);
    expect(email!.messageId).toMatch(new RegExp(`^<outbox-${held!.batch_id}\\.`));
    expect(email!.text.match(/^Available: /gm)).toHaveLength(5);
    await settle(2500);
    expect(to(twoChildren)).toHaveLength(1);
  });
});

describe('the daily digest', () => {
  it('holds what is not urgent for 6 pm, sends what is urgent at once, and sends the day as one', async () => {
    const { lions, hawks, twoChildren } = await club();
    const chose = await t.request({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      token: twoChildren.token,
      payload: { kinds: defaultChannels, digest: true },
    });
    expect(chose.json()).toMatchObject({ digest: true });
    await importFixtures(lions.team_name, hawks.team_name);
    await settle(2500);
    expect(to(twoChildren)).toEqual([]);
    const held = (
      (await t.db.execute(sql`select digest, to_char(next_attempt_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI')
        as due from outbox where user_id = ${twoChildren.userId} and status = 'queued'`)) as unknown as {
        rows: { digest: boolean; due: string }[];
      }
    ).rows;
    expect(held).toHaveLength(5);
    const evening = nextDigestAt(new Date(), 'Europe/London').toISOString().slice(0, 16);
    expect(held.every((r) => r.digest && r.due === evening)).toBe(true);

    // A fixture cancelled for today is urgent: it goes now.
    const match = await f.match(lions.team_id, { match_date: today(), kick_off_time: '23:59' });
    await t.app.jobs.drain();
    const cancelled = await t.request({
      method: 'POST',
      url: `/api/matches/${match.match_id}/status`,
      token: admin,
      payload: { status: 'cancelled', reason: 'Waterlogged pitch' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await t.app.jobs.drain();
    const [urgent] = await sink.waitFor(1, (e) => e.to === twoChildren.email);
    expect(urgent!.subject).toMatch(/^Cancelled: /);

    // Six o'clock: the day's five requests, as one digest.
    await t.db.execute(sql`update outbox set next_attempt_at = now() where user_id = ${twoChildren.userId}
      and status = 'queued'`);
    t.app.mail!.wake();
    const [, digest] = await sink.waitFor(2, (e) => e.to === twoChildren.email);
    expect(digest!.subject).toBe('Today at Oakfield Juniors: 5 updates');
    expect(digest!.text).toContain('Here is what happened at Oakfield Juniors today.');
    expect(digest!.text.match(/^Available: /gm)).toHaveLength(5);
    await settle(1000);
    expect(to(twoChildren)).toHaveLength(2);
  });
});

describe('a test email', () => {
  it("sends one now to the admin's address or another, with the SMTP server's answer in words", async () => {
    const none = await t.request({ method: 'POST', url: '/api/outbox/test', token: admin, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({
      error: 'Your account has no email address: add one in Account settings or give an address',
    });
    const sent = await t.request({
      method: 'POST',
      url: '/api/outbox/test',
      token: admin,
      payload: { to: 'treasurer@oakfield.example' },
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ sent: true, to: 'treasurer@oakfield.example' });
    expect(sent.json().response).toMatch(/^250 /);
    const [email] = await sink.waitFor(1, (e) => e.to === 'treasurer@oakfield.example');
    expect(email!.subject).toBe('Test email from Oakfield Juniors');
    sink.refusedDomains.add('nowhere.example');
    const refused = await t.request({
      method: 'POST',
      url: '/api/outbox/test',
      token: admin,
      payload: { to: 'nobody@nowhere.example' },
    });
    expect(refused.json()).toMatchObject({ sent: false, to: 'nobody@nowhere.example' });
    expect(refused.json().response).toMatch(/^550 /);
    const bad = await t.request({ method: 'POST', url: '/api/outbox/test', token: admin, payload: { to: 'x' } });
    expect(bad.statusCode).toBe(400);
    const parent = await personWithEmail(t, `not.admin${++n}`, ['Parent']);
    const forbidden = await t.request({ method: 'POST', url: '/api/outbox/test', token: parent.token, payload: {} });
    expect(forbidden.statusCode).toBe(403);
  });

  it('says when email is not set up', async () => {
    const bare = await createTestApp();
    const res = await bare.request({
      method: 'POST',
      url: '/api/outbox/test',
      token: await bare.signIn('admin'),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Email is not set up on this server (SMTP_URL)' });
    await bare.close();
  });
});

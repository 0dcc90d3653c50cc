import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OutboxEntry } from '@touchline/domain';
import { outboxMessages } from '@touchline/domain';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The outbox against a real SMTP server that goes down, comes back and refuses (decision 100): nothing is lost,
 * nothing is sent twice, a permanent refusal shows its reason and can be tried again.
 */
const fast = {
  retry: { attempts: 10, initialDelayMs: 150, factor: 2, maxDelayMs: 600, jitter: 0 },
  pollMs: 100,
};
const open: { t?: TestApp; sink?: SmtpSink } = {};
afterEach(async () => {
  await open.t?.close();
  await open.sink?.stop();
});

async function setUp(sinkUp: boolean) {
  const sink = await SmtpSink.create({ up: sinkUp });
  const env = { SMTP_URL: sink.url, MAIL_FROM: 'club@oakfield.example', PUBLIC_URL: 'http://localhost:3000' };
  const t = await createTestApp(env, { mailWorker: fast });
  Object.assign(open, { t, sink });
  return { t, sink, admin: await t.signIn('admin') };
}

async function outbox(t: TestApp, admin: string): Promise<OutboxEntry[]> {
  return (await t.request({ method: 'GET', url: '/api/outbox', token: admin })).json<OutboxEntry[]>();
}

async function until<T>(look: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = await look();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const invite = (t: TestApp, admin: string, username: string, email: string) =>
  t.request({ method: 'POST', url: '/api/register', token: admin, payload: { username, email, invite: true } });

describe('the outbox', () => {
  it('keeps an email through an SMTP outage, tries again with back-off, and sends it once it comes back', async () => {
    const { t, sink, admin } = await setUp(false);
    // The write does not wait for the SMTP server.
    expect((await invite(t, admin, 'ola', 'ola@example.org')).statusCode).toBe(201);
    const failing = await until(
      () => outbox(t, admin),
      // Two attempts made and the second one over (a row being tried again is `sending`).
      ([entry]) => (entry?.attempts ?? 0) >= 2 && entry?.status === 'queued',
    );
    expect(failing[0]).toMatchObject({ status: 'queued', to_address: 'ola@example.org' });
    expect(failing[0]?.last_error).toMatch(/ECONNREFUSED/);
    expect(failing[0]?.last_error).not.toContain('smtp-secret');

    await sink.start();
    await sink.waitFor(1);
    const [sent] = await until(
      () => outbox(t, admin),
      ([entry]) => entry?.status === 'sent',
    );
    expect(sent?.attempts).toBeGreaterThanOrEqual(3);
    expect(sent?.last_error).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(sink.received).toHaveLength(1);
  });

  it('marks a permanent refusal failed with its reason; Retry sends it again', async () => {
    const { t, sink, admin } = await setUp(true);
    sink.refusedDomains.add('gone.example');
    await invite(t, admin, 'pat', 'pat@gone.example');
    const [failed] = await until(
      () => outbox(t, admin),
      ([entry]) => entry?.status === 'failed',
    );
    expect(failed?.attempts).toBe(1);
    expect(failed?.last_error).toMatch(/^550 .*No such user: pat@gone\.example/);

    await invite(t, admin, 'quin', 'quin@example.org');
    const [sent] = await until(
      () => outbox(t, admin),
      ([entry]) => entry?.status === 'sent',
    );
    const notFailed = await t.request({ method: 'POST', url: `/api/outbox/${sent?.id}/retry`, token: admin });
    expect(notFailed.statusCode).toBe(409);
    expect(notFailed.json()).toMatchObject({ error: outboxMessages.notFailed });

    sink.refusedDomains.clear();
    const retried = await t.request({ method: 'POST', url: `/api/outbox/${failed?.id}/retry`, token: admin });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: failed?.id, status: 'queued', attempts: 0, last_error: null });
    await sink.waitFor(1, (e) => e.to === 'pat@gone.example');
    await until(
      () => outbox(t, admin),
      (entries) => entries.every((e) => e.status === 'sent'),
    );
  });

  it('holds no email of a write that was rolled back', async () => {
    const { t, sink, admin } = await setUp(true);
    const user = (await invite(t, admin, 'rae', 'rae@example.org')).json<{ user_id: number }>();
    await sink.waitFor(1);
    // The audit entry cannot be written: the resend (link, email and entry in one transaction) is undone whole.
    await t.db.execute(sql`create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused for this test'; end $$`);
    await t.db.execute(sql`create trigger refuse_audit before insert on audit_log for each row
      execute function refuse_audit()`);
    const resend = await t.request({ method: 'POST', url: `/api/users/${user.user_id}/invitation`, token: admin });
    expect(resend.statusCode).toBe(500);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await outbox(t, admin)).toHaveLength(1);
    expect(sink.received).toHaveLength(1);
  });
});

import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from '@touchline/domain';
import { SmtpSink } from '../support/smtp-sink';
import { json, signInTo, startServer, type ServerProcess } from '../support/server-process';
import { initialisedDataDir } from '../support/data-dir-template';

/**
 * The outbox across kill -9 (decision 100): an email decided while the SMTP server is down survives the crash and is
 * sent once after the restart; an email already sent is not sent again after another crash.
 */
const ADMIN_PASSWORD = 'mail-crash-admin-password';

const signIn = (server: ServerProcess) => signInTo(server, ADMIN_PASSWORD);

async function outbox(server: ServerProcess, token: string): Promise<OutboxEntry[]> {
  const res = await fetch(server.url('/api/outbox'), { headers: { authorization: `Bearer ${token}` } });
  return json<OutboxEntry[]>(res);
}

async function until<T>(look: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await look();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up waiting; last: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A server's environment: its data folder and email through the sink. */
const envFor = (dataDir: string, sink: SmtpSink) => ({
  DATA_DIR: dataDir,
  ADMIN_PASSWORD,
  SMTP_URL: sink.url,
  MAIL_FROM: 'club@oakfield.example',
  PUBLIC_URL: 'http://localhost:3000',
});

/** A new account invited by email: its invitation is the outbox's email. */
async function invite(server: ServerProcess, token: string, username: string, email: string) {
  const created = await fetch(server.url('/api/register'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ username, email, invite: true }),
  });
  expect(created.status).toBe(201);
}

describe('the outbox across kill -9', { timeout: 400_000 }, () => {
  it('sends an email decided during an SMTP outage after the restart, once, and never again', async () => {
    const dataDir = initialisedDataDir('touchline-mail-');
    const sink = await SmtpSink.create({ up: false });
    const env = envFor(dataDir, sink);
    const first = startServer(env);
    await first.ready;
    let token = await signIn(first);
    await invite(first, token, 'crash.parent', 'crash@example.org');
    await until(
      () => outbox(first, token),
      ([entry]) => (entry?.attempts ?? 0) >= 1 && entry?.last_error !== null,
    );
    first.child.kill('SIGKILL');
    await first.exited;

    await sink.start();
    const second = startServer(env);
    await second.ready;
    token = await signIn(second);
    // Waiting for a retry when the server stopped, it is tried as soon as the server starts again.
    const [email] = await sink.waitFor(1);
    expect(email?.to).toBe('crash@example.org');
    await until(
      () => outbox(second, token),
      ([entry]) => entry?.status === 'sent',
    );
    second.child.kill('SIGKILL');
    await second.exited;

    const third = startServer(env);
    await third.ready;
    token = await signIn(third);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received).toHaveLength(1);
    expect((await outbox(third, token)).map((e) => e.status)).toEqual(['sent']);
    // The log holds no link.
    const link = /#([A-Za-z0-9_-]{20,})/.exec(email?.text ?? '')?.[1] ?? 'missing';
    expect(first.output() + second.output() + third.output()).not.toContain(link);
    third.child.kill('SIGTERM');
    await third.exited;
    await sink.stop();
  });

  it('sends an email again, with the same Message-ID, if the server died before it heard it arrived', async () => {
    const dataDir = initialisedDataDir('touchline-mail-window-');
    const sink = await SmtpSink.create();
    sink.unansweredDomains.add('window.example');
    const env = envFor(dataDir, sink);
    const first = startServer(env);
    await first.ready;
    let token = await signIn(first);
    await invite(first, token, 'window.parent', 'ann@window.example');
    // The SMTP server has the whole message; its 250 has not reached the sender when the sender is killed.
    const [held] = await sink.waitFor(1);
    first.child.kill('SIGKILL');
    await first.exited;
    sink.unansweredDomains.clear();

    // The only server of its embedded database cannot be sending it elsewhere: it sends it again at once, not after
    // the five minutes' lease, and the copy carries the first one's Message-ID for the receiving side to drop.
    const second = startServer(env);
    await second.ready;
    token = await signIn(second);
    const copies = await sink.waitFor(2);
    expect(copies.map((email) => email.messageId)).toEqual([held?.messageId, held?.messageId]);
    await until(
      () => outbox(second, token),
      ([entry]) => entry?.status === 'sent',
    );
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.received).toHaveLength(2);
    second.child.kill('SIGTERM');
    await second.exited;
    await sink.stop();
  });
});

import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/open';
import { enqueueEmail } from '../src/mail/outbox';
import { smtpSender } from '../src/mail/transport';
import { MailWorker } from '../src/mail/worker';
import { SmtpSink } from './support/smtp-sink';
import { createEmptyPostgres } from './support/test-app';

/**
 * PostgreSQL only: three server instances' mail workers on one database take each email with FOR UPDATE SKIP LOCKED,
 * so every email is sent once, whichever instance sends it.
 */
const cleanUp: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

describe('the outbox on one PostgreSQL database with several instances', () => {
  it('sends each email exactly once', async () => {
    const target = await createEmptyPostgres();
    cleanUp.push(target.drop);
    const sink = await SmtpSink.create();
    cleanUp.push(() => sink.stop());
    const writer = await openDatabase({ databaseUrl: target.url, dataDir: '' });
    cleanUp.push(() => writer.close());
    await writer.migrate();
    const count = 40;
    await writer.db.transaction(async (tx) => {
      for (let i = 1; i <= count; i += 1) {
        const content = { subject: `Email ${i}`, text: `Body ${i}`, html: `<p>Body ${i}</p>` };
        await enqueueEmail(tx, { kind: 'invitation', to: `person${i}@example.org`, userId: null, content });
      }
    });

    const config = { smtpUrl: sink.url, from: 'club@oakfield.example', publicUrl: 'http://localhost' };
    const instances: Database[] = [];
    // Each instance's SMTP connection is closed with it: an open one keeps the sink's close waiting 30 s.
    const senders: ReturnType<typeof smtpSender>[] = [];
    const workers: MailWorker[] = [];
    const sentBy = new Map<number, number>();
    for (let n = 0; n < 3; n += 1) {
      const instance = await openDatabase({ databaseUrl: target.url, dataDir: '' });
      instances.push(instance);
      const sender = smtpSender(config);
      senders.push(sender);
      const worker = new MailWorker({
        db: instance.db,
        send: sender.send,
        messageIdHost: 'localhost',
        pollMs: 50,
        onAttempt: ({ outcome }) => outcome === 'sent' && sentBy.set(n, (sentBy.get(n) ?? 0) + 1),
      });
      workers.push(worker);
    }
    cleanUp.push(async () => {
      for (const worker of workers) await worker.stop();
      for (const sender of senders) sender.close();
      for (const instance of instances) await instance.close();
    });
    for (const worker of workers) worker.start();

    await sink.waitFor(count);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const subjects = sink.received.map((e) => e.subject).sort();
    expect(subjects).toEqual(Array.from({ length: count }, (_, i) => `Email ${i + 1}`).sort());
    expect(new Set(sink.received.map((e) => e.messageId)).size).toBe(count);
    // More than one instance took part.
    expect([...sentBy.values()].reduce((a, b) => a + b, 0)).toBe(count);
    expect(sentBy.size).toBeGreaterThan(1);
    const result = (await writer.db.execute(
      sql`select count(*)::int as n from outbox where status = 'sent' and attempts = 1`,
    )) as unknown as { rows: { n: number }[] };
    expect(result.rows[0]?.n).toBe(count);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/open';
import { enqueueEmail } from '../src/mail/outbox';
import { SmtpSink } from './support/smtp-sink';
import { createTestApp, testConfig, type TestApp } from './support/test-app';

const PUBLIC_URL = 'https://club.example.org';

/**
 * PostgreSQL only: a change of the club's settings made on one instance takes effect on another on the same database
 * without a restart (decision 138): its club name, and its mail worker's SMTP server and From address.
 */
describe("the club's settings across two server instances on one PostgreSQL", () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: Database;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await SmtpSink.create();
    // The first makes the changes and sends nothing; the second looks at the settings every 100 ms and sends.
    first = await createTestApp({ PUBLIC_URL }, { mailWorker: false });
    secondDatabase = await openDatabase({ databaseUrl: first.url, dataDir: '' });
    second = await buildApp({
      config: testConfig({ PUBLIC_URL }),
      db: secondDatabase.db,
      jobWorker: false,
      pushWorker: false,
      mailWorker: { pollMs: 50 },
      settingsPollMs: 100,
    });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
    await sink.stop();
  });

  const features = async () => (await second.inject({ method: 'GET', url: '/api/features' })).json();

  it('takes a change made on the other within its poll, and sends email through the new settings', async () => {
    expect(await features()).toMatchObject({ club_name: 'Touchline', email: false });
    // An email queued while email is off waits in the outbox: the second's worker leaves it alone.
    await enqueueEmail(first.db, {
      kind: 'invitation',
      to: 'waiting@oakfield.example',
      userId: null,
      content: { subject: 'Waiting', text: 'It waited.', html: '<p>It waited.</p>' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received).toEqual([]);

    const admin = await first.signIn('admin');
    const res = await first.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { club_name: 'Riverside Colts', smtp_url: sink.url, mail_from: 'Riverside Colts <colts@river.example>' },
    });
    expect(res.statusCode).toBe(200);
    await expect.poll(features, { timeout: 5_000 }).toMatchObject({ club_name: 'Riverside Colts', email: true });
    expect(second.settings.mail()).toMatchObject({ from: 'Riverside Colts <colts@river.example>' });
    const [email] = await sink.waitFor(1, (e) => e.to === 'waiting@oakfield.example');
    expect(email?.from).toContain('colts@river.example');

    // Another From: the second's transport is made again with it.
    await first.request({
      method: 'PUT',
      url: '/api/settings',
      token: admin,
      payload: { mail_from: 'Colts Office <office@river.example>' },
    });
    await expect
      .poll(() => second.settings.mail()?.from, { timeout: 5_000 })
      .toBe('Colts Office <office@river.example>');
    await enqueueEmail(first.db, {
      kind: 'invitation',
      to: 'after@oakfield.example',
      userId: null,
      content: { subject: 'After', text: 'Sent after the change.', html: '<p>Sent after the change.</p>' },
    });
    second.mail?.wake();
    const [after] = await sink.waitFor(1, (e) => e.to === 'after@oakfield.example');
    expect(after?.from).toContain('office@river.example');
  });
});

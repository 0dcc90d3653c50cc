import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createSession, revokeSession } from '../src/auth/sessions';
import { pruneExpired } from '../src/db/retention';
import {
  accountLinks,
  auditLog,
  jobs,
  loginThrottle,
  outbox,
  requestThrottle,
  sessions,
  webhookDeliveries,
  webhooks,
} from '../src/db/schema';
import { loadConfig } from '../src/config';
import { createTestApp, type TestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  adminId = await t.createUser({ username: 'keeper', role: 'admin' });
});
afterAll(() => t.close());

const n = async (table: typeof sessions | typeof loginThrottle | typeof auditLog) =>
  (await t.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('retention', () => {
  it('prunes ended sessions, stale sign-in failures and old audit entries, and keeps the rest', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    // Sessions: one live, one signed out, one expired.
    const live = await createSession(t.db, adminId);
    await createSession(t.db, adminId);
    const [signedOut] = await t.db.select({ id: sessions.id }).from(sessions).orderBy(sessions.id).limit(1).offset(1);
    await revokeSession(t.db, signedOut?.id ?? 0);
    await t.db.insert(sessions).values({ tokenHash: 'expired-hash', userId: adminId, expiresAt: ago(1) });
    const sessionsBefore = await n(sessions);
    // Sign-in failures: one from two days ago, one from a minute ago.
    const failure = { failures: 3, pending: 0 };
    await t.db.insert(loginThrottle).values([
      { source: 'a', username: 'old', ...failure, firstFailureAt: ago(2), lastFailureAt: ago(2) },
      { source: 'a', username: 'new', ...failure, firstFailureAt: ago(0.001), lastFailureAt: ago(0.001) },
    ]);
    // Audit: one entry three years old, one a year old.
    const entry = { action: 'x', entity: 'teams', status: 200 };
    await t.db.insert(auditLog).values([
      { ...entry, at: ago(3 * 365) },
      { ...entry, at: ago(365) },
    ]);
    const auditBefore = await n(auditLog);
    const pruned = await pruneExpired(t.db, { auditDays: 730 }, now);
    expect(pruned).toEqual({
      sessions: 2,
      loginFailures: 1,
      auditEntries: 1,
      linkRequests: 0,
      accountLinks: 0,
      emails: 0,
      jobs: 0,
      webhookDeliveries: 0,
      leavers: 0,
    });
    expect(await n(sessions)).toBe(sessionsBefore - 2);
    expect(await n(loginThrottle)).toBe(1);
    expect(await n(auditLog)).toBe(auditBefore - 1);
    // The live session still signs in.
    expect((await t.request({ method: 'GET', url: '/api/users/validate', token: live })).statusCode).toBe(200);

    // 0 keeps the audit log for ever.
    await t.db.insert(auditLog).values({ ...entry, at: ago(10 * 365) });
    expect((await pruneExpired(t.db, { auditDays: 0 }, now)).auditEntries).toBe(0);
  });

  it('prunes link counters past their hour, used or expired links after 30 days, emails, jobs after 90', async () => {
    const now = new Date();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    await t.db.insert(requestThrottle).values([
      { key: 'link:user:1', windowStartedAt: ago(0.1), count: 3 },
      { key: 'link:user:2', windowStartedAt: ago(0.01), count: 1 },
    ]);
    const link = { userId: adminId, purpose: 'password_reset' as const, expiresAt: ago(39) };
    await t.db.insert(accountLinks).values([
      { ...link, tokenHash: 'old-used', createdAt: ago(40), usedAt: ago(40) },
      { ...link, tokenHash: 'old-expired', createdAt: ago(40) },
      { ...link, tokenHash: 'recent-used', createdAt: ago(2), usedAt: ago(2), expiresAt: ago(1) },
      { ...link, tokenHash: 'live-invitation', purpose: 'invitation', createdAt: ago(1), expiresAt: ago(-6) },
    ]);
    const email = { kind: 'invitation' as const, toAddress: 'a@example.org', subject: 'Hi' };
    await t.db.insert(outbox).values([
      { ...email, status: 'sent', createdAt: ago(91) },
      { ...email, status: 'failed', createdAt: ago(100) },
      { ...email, status: 'sent', createdAt: ago(10) },
      // Never pruned while it may still be sent.
      { ...email, status: 'queued', createdAt: ago(200) },
    ]);
    const job = { kind: 'fixture-answers', payload: {} };
    await t.db.insert(jobs).values([
      { ...job, key: 'old-done', status: 'done', createdAt: ago(95) },
      { ...job, key: 'recent-done', status: 'done', createdAt: ago(5) },
      { ...job, key: 'old-queued', status: 'queued', createdAt: ago(95) },
    ]);
    const [hook] = await t.db
      .insert(webhooks)
      .values({ url: 'https://example.org/hook', secret: 'whsec_x', events: ['fixture.created'] })
      .returning({ id: webhooks.webhookId });
    const delivery = { webhookId: hook?.id ?? 0, event: 'fixture.created', payload: {} };
    await t.db.insert(webhookDeliveries).values([
      { ...delivery, status: 'delivered', createdAt: ago(91) },
      { ...delivery, status: 'failed', createdAt: ago(100) },
      { ...delivery, status: 'delivered', createdAt: ago(10) },
      // Never pruned while it may still be sent.
      { ...delivery, status: 'queued', createdAt: ago(200) },
    ]);
    const pruned = await pruneExpired(t.db, { auditDays: 730 }, now);
    expect(pruned).toMatchObject({ linkRequests: 1, accountLinks: 2, emails: 2, jobs: 1, webhookDeliveries: 2 });
    const kept = await t.db.select({ status: webhookDeliveries.status }).from(webhookDeliveries);
    expect(kept.map((d) => d.status).sort()).toEqual(['delivered', 'queued']);
    expect((await t.db.select({ key: jobs.key }).from(jobs)).map((j) => j.key).sort()).toEqual([
      'old-queued',
      'recent-done',
    ]);
    expect((await t.db.select({ hash: accountLinks.tokenHash }).from(accountLinks)).map((l) => l.hash).sort()).toEqual([
      'live-invitation',
      'recent-used',
    ]);
    expect((await t.db.select({ status: outbox.status }).from(outbox)).map((e) => e.status).sort()).toEqual([
      'queued',
      'sent',
    ]);
  });

  it('reads the audit period from AUDIT_RETENTION_DAYS: two years unless set', () => {
    expect(loadConfig({}).auditRetentionDays).toBe(730);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: '-1' })).toThrow('AUDIT_RETENTION_DAYS');
    expect(() => loadConfig({ AUDIT_RETENTION_DAYS: 'forever' })).toThrow('AUDIT_RETENTION_DAYS');
  });
});

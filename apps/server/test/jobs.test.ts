import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { enqueueEmail } from '../src/mail/outbox';
import { enqueueJob, JobWorker } from '../src/jobs/worker';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The durable jobs (decision 106): a job's writes commit with its 'done', so a job that fails part-way leaves nothing
 * behind and runs again whole; a key decides a job once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('the job worker', () => {
  it('rolls a failed job back, tries it again later, and runs it once', async () => {
    let calls = 0;
    const worker = new JobWorker({
      db: t.db,
      retry: { attempts: 3, initialDelayMs: 0, factor: 1, maxDelayMs: 0, jitter: 0 },
      handlers: {
        flaky: async (tx, payload) => {
          calls += 1;
          const content = { subject: 'Job email', text: 'Body', html: '<p>Body</p>' };
          await enqueueEmail(tx, { kind: 'club_message', to: 'someone@example.org', userId: null, content });
          if (calls === 1) throw new Error(`the first try fails (${JSON.stringify(payload)})`);
        },
      },
    });
    expect(await enqueueJob(t.db, { kind: 'flaky', key: 'flaky:1', payload: { n: 1 } })).toBe(true);
    expect(await enqueueJob(t.db, { kind: 'flaky', key: 'flaky:1', payload: { n: 2 } })).toBe(false);
    // The first run fails after writing its email: nothing is left of it; the second run succeeds.
    expect(await worker.drain()).toBe(1);
    expect(calls).toBe(2);
    const emails = await rows<{ n: number }>(sql`select count(*)::int as n from outbox where subject = 'Job email'`);
    expect(emails[0]?.n).toBe(1);
    const [job] = await rows<{ status: string; attempts: number; last_error: string | null }>(
      sql`select status, attempts, last_error from jobs where key = 'flaky:1'`,
    );
    expect(job).toEqual({ status: 'done', attempts: 2, last_error: null });
    expect(await worker.drain()).toBe(0);
  });

  it('marks a job failed, with the reason, after its last attempt', async () => {
    const worker = new JobWorker({
      db: t.db,
      retry: { attempts: 2, initialDelayMs: 0, factor: 1, maxDelayMs: 0, jitter: 0 },
      handlers: {
        broken: async () => {
          throw new Error('it never works');
        },
      },
    });
    await enqueueJob(t.db, { kind: 'broken', key: 'broken:1', payload: {} });
    await enqueueJob(t.db, { kind: 'nobody-runs-this', key: 'unknown:1', payload: {} });
    expect(await worker.drain()).toBe(0);
    const jobs = await rows<{ key: string; status: string; attempts: number; last_error: string }>(
      sql`select key, status, attempts, last_error from jobs where key in ('broken:1', 'unknown:1') order by key`,
    );
    expect(jobs).toEqual([
      { key: 'broken:1', status: 'failed', attempts: 2, last_error: 'it never works' },
      { key: 'unknown:1', status: 'failed', attempts: 2, last_error: 'No handler for jobs of kind nobody-runs-this' },
    ]);
  });
});

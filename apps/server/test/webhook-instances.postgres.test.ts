import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/open';
import { webhooks } from '../src/db/schema';
import { enqueueWebhookEvent } from '../src/webhooks/events';
import { WebhookWorker } from '../src/webhooks/worker';
import { createEmptyPostgres } from './support/test-app';
import { WebhookReceiver } from './support/webhook-receiver';

/**
 * PostgreSQL only (decision 137): three server instances' webhook workers on one database take each delivery with
 * FOR UPDATE SKIP LOCKED and a lease, so a receiver gets each delivery once, whichever instance sends it.
 */
const cleanUp: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

describe('webhook deliveries on one PostgreSQL database with several instances', () => {
  it('sends each delivery exactly once', async () => {
    const target = await createEmptyPostgres();
    cleanUp.push(target.drop);
    const receiver = await WebhookReceiver.start();
    cleanUp.push(() => receiver.close());
    const writer = await openDatabase({ databaseUrl: target.url, dataDir: '' });
    cleanUp.push(() => writer.close());
    await writer.migrate();
    await writer.db.insert(webhooks).values({ url: receiver.url(), secret: 'whsec_test', events: ['fixture.created'] });
    const count = 30;
    await writer.db.transaction(async (tx) => {
      for (let i = 1; i <= count; i += 1) await enqueueWebhookEvent(tx, 'fixture.created', { match_id: i });
    });

    const workers: WebhookWorker[] = [];
    for (let n = 0; n < 3; n += 1) {
      const instance = await openDatabase({ databaseUrl: target.url, dataDir: '' });
      cleanUp.push(() => instance.close());
      const worker = new WebhookWorker({
        db: instance.db,
        pollMs: 50,
        concurrency: 4,
      });
      workers.push(worker);
    }
    for (const worker of workers) worker.start();
    await receiver.waitFor(count);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const worker of workers) await worker.stop();
    const ids = receiver.received.map((r) => r.body.id);
    expect(ids).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect(new Set(receiver.received.map((r) => (r.body.data as { match_id: number }).match_id)).size).toBe(count);
  });
});

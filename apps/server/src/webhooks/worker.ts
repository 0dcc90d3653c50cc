import { backoffDelay, type BackoffSchedule } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { PollLoop, resumeOutbox } from '../poll-loop';
import { postWebhook, type WebhookOutcome, type WebhookRequest } from './send';

/**
 * After a failed attempt: 30 s, 1, 2, 4 … minutes, at most 2 hours; failed for good after 12 attempts (about 8 hours
 * after the first), with the receiver's last answer on the log.
 */
export const WEBHOOK_RETRY: BackoffSchedule = {
  attempts: 12,
  initialDelayMs: 30_000,
  factor: 2,
  maxDelayMs: 2 * 60 * 60_000,
  jitter: 0.2,
};

export type SendWebhook = (request: WebhookRequest) => Promise<WebhookOutcome>;

export interface WebhookWorkerOptions {
  db: Db;
  send?: SendWebhook;
  retry?: BackoffSchedule;
  pollMs?: number;
  /** How long a claimed delivery is left to its sender (the receiver has 10 s) before another attempt sends it. */
  leaseMs?: number;
  /** How many deliveries are sent at once. */
  concurrency?: number;
  /** The embedded database, which one server holds at a time: a delivery a crash left `sending` goes at start. */
  soleSender?: boolean;
  onError?: (error: unknown) => void;
  /** After each attempt: for the log (never the payload, the secret or the address) and for tests. */
  onAttempt?: (attempt: { id: number; event: string; delivered: boolean; status: number | null }) => void;
}

interface Claimed {
  delivery_id: number;
  delivery_key: string;
  event: string;
  payload: unknown;
  attempts: number;
  created_at: string | Date;
  url: string;
  secret: string;
}

/**
 * Sends the webhook deliveries (decision 137) as the push worker sends the push outbox: due rows of active webhooks
 * claimed with FOR UPDATE SKIP LOCKED and a lease (several instances never send one at once), each outcome recorded
 * only if the claim is still its own; retried with back-off, failed for good after the schedule.
 */
export class WebhookWorker {
  private readonly retry: BackoffSchedule;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly send: SendWebhook;
  private readonly loop: PollLoop;
  private closing = false;

  constructor(private readonly options: WebhookWorkerOptions) {
    this.retry = options.retry ?? WEBHOOK_RETRY;
    this.leaseMs = options.leaseMs ?? 60_000;
    this.concurrency = options.concurrency ?? 8;
    this.send = options.send ?? ((request) => postWebhook(request));
    this.loop = new PollLoop(
      async () => {
        await this.drain();
      },
      options.pollMs ?? 15_000,
      (error) => this.options.onError?.(error),
    );
  }

  /**
   * Starts sending; deliveries waiting for a retry are due at once, as the outbox's are (mail/worker.ts), and with the
   * embedded database what a crash left mid-send goes again at once (same delivery id).
   */
  start(): void {
    this.loop.start(() => resumeOutbox(this.options.db, 'webhook_deliveries', this.options.soleSender));
  }

  wake(): void {
    this.loop.wake();
  }

  /** Stops; waits for the attempts under way (each at most the receiver's 10 s). */
  async stop(): Promise<void> {
    this.closing = true;
    await this.loop.stop();
  }

  /** Sends every due delivery; the number of attempts made (tests call it when the worker is not started). */
  async drain(): Promise<number> {
    let attempts = 0;
    while (!this.closing) {
      const claimed = await this.claim();
      if (claimed.length === 0) break;
      await Promise.all(claimed.map((delivery) => this.deliver(delivery)));
      attempts += claimed.length;
    }
    return attempts;
  }

  private async claim(): Promise<Claimed[]> {
    const claimed = await this.options.db.execute(sql`
      update webhook_deliveries d set status = 'sending', attempts = d.attempts + 1,
        lease_until = now() + make_interval(secs => ${this.leaseMs / 1000})
      from webhooks w
      where w.webhook_id = d.webhook_id and d.delivery_id in (
        select delivery_id from webhook_deliveries
        where status in ('queued', 'sending')
          and (case when status = 'queued' then next_attempt_at <= now() else lease_until < now() end)
          and webhook_id in (select webhook_id from webhooks where active)
        order by next_attempt_at, delivery_id
        limit ${this.concurrency}
        for update skip locked)
      returning d.delivery_id, d.delivery_key, d.event, d.payload, d.attempts, d.created_at, w.url, w.secret`);
    return (claimed as unknown as { rows: Claimed[] }).rows;
  }

  private async deliver(delivery: Claimed): Promise<void> {
    const { db, onAttempt } = this.options;
    const mine = sql`delivery_id = ${delivery.delivery_id} and status = 'sending' and attempts = ${delivery.attempts}`;
    const body = JSON.stringify({
      id: delivery.delivery_key,
      event: delivery.event,
      created_at: new Date(delivery.created_at).toISOString(),
      data: delivery.payload,
    });
    const result = await this.send({
      url: delivery.url,
      secret: delivery.secret,
      deliveryKey: delivery.delivery_key,
      event: delivery.event,
      body,
    });
    if (result.delivered) {
      await db.execute(sql`update webhook_deliveries set status = 'delivered', delivered_at = now(), lease_until = null,
        last_status = ${result.status}, last_error = null where ${mine}`);
    } else if (delivery.attempts >= this.retry.attempts) {
      await db.execute(sql`update webhook_deliveries set status = 'failed', lease_until = null,
        last_status = ${result.status}, last_error = ${result.error} where ${mine}`);
    } else {
      const delayMs = backoffDelay(this.retry, delivery.attempts);
      await db.execute(sql`update webhook_deliveries set status = 'queued', lease_until = null,
        last_status = ${result.status}, last_error = ${result.error},
        next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}) where ${mine}`);
    }
    onAttempt?.({
      id: delivery.delivery_id,
      event: delivery.event,
      delivered: result.delivered,
      status: result.status,
    });
  }
}

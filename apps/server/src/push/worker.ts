import { backoffDelay, type BackoffSchedule } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { PollLoop, resumeOutbox } from '../poll-loop';
import type { PushOutcome, PushTarget } from './send';

/** After a failed attempt: 30 s, 1, 2, 4 … minutes, at most 30; failed for good after 8 attempts (about 3 hours). */
export const PUSH_RETRY: BackoffSchedule = {
  attempts: 8,
  initialDelayMs: 30_000,
  factor: 2,
  maxDelayMs: 30 * 60_000,
  jitter: 0.2,
};

/** Sends one message to one device; the worker passes the row's id as the RFC 8030 Topic and for the log. */
export type SendOnePush = (
  target: PushTarget,
  message: { id: number; payload: string; urgency: 'normal' | 'high' },
) => Promise<PushOutcome>;

export interface PushWorkerOptions {
  db: Db;
  send: SendOnePush;
  retry?: BackoffSchedule;
  pollMs?: number;
  /** How long a claimed message is left to its sender before another attempt sends it again (same Topic and tag). */
  leaseMs?: number;
  /** How many messages are sent at once: a club's 1,200 devices are not told one after another. */
  concurrency?: number;
  /** The embedded database, which one server holds at a time: a message a crash left `sending` goes at start. */
  soleSender?: boolean;
  onError?: (error: unknown) => void;
  /** After each attempt: for the log (never the payload) and for tests. */
  onAttempt?: (attempt: { id: number; outcome: PushOutcome['outcome']; reason?: string }) => void;
}

interface Claimed extends PushTarget {
  id: number;
  subscription_id: number;
  payload: string | null;
  urgency: 'normal' | 'high';
  attempts: number;
}

/**
 * Sends the push outbox (push_outbox) as the mail worker sends the email outbox: due rows claimed with FOR UPDATE
 * SKIP LOCKED and a lease (several instances never take the same row), each outcome recorded only if the claim is
 * still its own. A device the push service says is gone is removed, with whatever else was waiting for it.
 */
export class PushWorker {
  private readonly retry: BackoffSchedule;
  private readonly leaseMs: number;
  private readonly concurrency: number;
  private readonly loop: PollLoop;

  constructor(private readonly options: PushWorkerOptions) {
    this.retry = options.retry ?? PUSH_RETRY;
    this.leaseMs = options.leaseMs ?? 2 * 60_000;
    this.concurrency = options.concurrency ?? 16;
    this.loop = new PollLoop(
      () => this.drain(),
      options.pollMs ?? 15_000,
      (error) => this.options.onError?.(error),
    );
  }

  /** Starts sending; messages waiting for a retry are due at once, as the outbox's are (mail/worker.ts). */
  start(): void {
    this.loop.start(() => resumeOutbox(this.options.db, 'push_outbox', this.options.soleSender));
  }

  wake(): void {
    this.loop.wake();
  }

  stop(): Promise<void> {
    return this.loop.stop();
  }

  private async drain(): Promise<void> {
    while (!this.loop.isStopped) {
      const claimed = await this.claim();
      if (claimed.length === 0) return;
      await Promise.all(claimed.map((message) => this.deliver(message)));
    }
  }

  private async claim(): Promise<Claimed[]> {
    const claimed = await this.options.db.execute(sql`
      update push_outbox p set status = 'sending', attempts = p.attempts + 1,
        lease_until = now() + make_interval(secs => ${this.leaseMs / 1000})
      from push_subscriptions s
      where s.id = p.subscription_id and p.id in (
        select id from push_outbox
        where status in ('queued', 'sending')
          and (case when status = 'queued' then next_attempt_at <= now() else lease_until < now() end)
        order by next_attempt_at, id
        limit ${this.concurrency}
        for update skip locked)
      returning p.id, p.subscription_id, p.payload, p.urgency, p.attempts, s.endpoint, s.p256dh, s.auth`);
    return (claimed as unknown as { rows: Claimed[] }).rows;
  }

  private async deliver(message: Claimed): Promise<void> {
    const { db, send, onAttempt } = this.options;
    const mine = sql`id = ${message.id} and status = 'sending' and attempts = ${message.attempts}`;
    const result: PushOutcome =
      message.payload === null
        ? { outcome: 'failed', reason: 'The message has no payload any more' }
        : await send(message, { id: message.id, payload: message.payload, urgency: message.urgency });
    if (result.outcome === 'sent') {
      await db.execute(sql`update push_outbox set status = 'sent', sent_at = now(), lease_until = null,
        last_error = null, payload = null where ${mine}`);
      await db.execute(sql`update push_subscriptions set last_sent_at = now() where id = ${message.subscription_id}`);
    } else if (result.outcome === 'gone') {
      // The browser dropped the subscription (notifications turned off, the app removed): so do we.
      await db.execute(sql`delete from push_subscriptions where id = ${message.subscription_id}`);
    } else if (result.outcome === 'failed' || message.attempts >= this.retry.attempts) {
      await db.execute(sql`update push_outbox set status = 'failed', lease_until = null, payload = null,
        last_error = ${result.reason} where ${mine}`);
    } else {
      const delayMs = backoffDelay(this.retry, message.attempts);
      await db.execute(sql`update push_outbox set status = 'queued', lease_until = null, last_error = ${result.reason},
        next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}) where ${mine}`);
    }
    onAttempt?.({ id: message.id, outcome: result.outcome, ...('reason' in result && { reason: result.reason }) });
  }
}

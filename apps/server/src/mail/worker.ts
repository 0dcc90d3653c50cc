import { backoffDelay, type BackoffSchedule } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { PollLoop } from '../poll-loop';
import { composeBatch, type EmailParts } from './templates';
import { failureReason, isPermanentFailure, type SendEmail } from './transport';

/** After a failed attempt: 30 s, 1, 2, 4, 8, 16 minutes, then every 30 minutes; failed for good after 10 attempts. */
export const MAIL_RETRY: BackoffSchedule = {
  attempts: 10,
  initialDelayMs: 30_000,
  factor: 2,
  maxDelayMs: 30 * 60_000,
  jitter: 0.2,
};

export interface MailWorkerOptions {
  db: Db;
  send: SendEmail;
  /**
   * Whether email is set up now (the club's settings, decision 138): while it is not, the outbox is left as it is.
   * Always, when absent.
   */
  enabled?: () => boolean;
  /** The host part of every Message-ID (PUBLIC_URL's host). */
  messageIdHost: string;
  retry?: BackoffSchedule;
  /** How often the outbox is looked at without being woken: other instances' emails, and retries falling due. */
  pollMs?: number;
  /**
   * How long a claimed email is left to its sender. A sender that died mid-send (kill -9) leaves the row `sending`;
   * once the lease is over another attempt sends it again, with the same Message-ID.
   */
  leaseMs?: number;
  /**
   * No other process sends this outbox: the embedded database, which one server holds at a time. An email a crash
   * left `sending` is then tried again as soon as the server starts, not when its lease is over (decision 121).
   */
  soleSender?: boolean;
  onError?: (error: unknown) => void;
  /** After each attempt: for the log (never with the body) and for tests. */
  onAttempt?: (attempt: { id: number; to: string; outcome: 'sent' | 'retry' | 'failed'; reason?: string }) => void;
}

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  unsubscribe_url: string | null;
  attempts: number;
  install_id: string;
  user_id: number | null;
  kind: string;
  /** A family notice's email (#32): put together here with the rest of its batch. */
  parts: EmailParts | null;
  digest: boolean;
  batch_id: number | null;
  resend?: boolean;
}

/** The rows of one email: one, or a family notice's batch. */
type Batch = { leader: Claimed; members: Claimed[] };

/**
 * Sends the outbox: claims one due email at a time with FOR UPDATE SKIP LOCKED (several instances on one PostgreSQL
 * never take the same row), sends it, and records the outcome only if the claim is still its own. A failure is
 * tried again later (back-off), a permanent refusal (SMTP 5xx) or the last attempt marks it failed with the reason.
 */
export class MailWorker {
  private readonly retry: BackoffSchedule;
  private readonly pollMs: number;
  private readonly leaseMs: number;
  private readonly loop: PollLoop;

  constructor(private readonly options: MailWorkerOptions) {
    this.retry = options.retry ?? MAIL_RETRY;
    this.pollMs = options.pollMs ?? 15_000;
    this.leaseMs = options.leaseMs ?? 5 * 60_000;
    this.loop = new PollLoop(
      () => this.drain(),
      this.pollMs,
      (error) => this.options.onError?.(error),
    );
  }

  /**
   * Starts sending. Emails waiting for a retry are due at once: a server starting again is often one whose SMTP
   * settings were just put right. Emails held for a batch or a digest (never tried yet) keep their time.
   */
  start(): void {
    this.loop.start(async () => {
      if (!this.enabled()) return;
      await this.options.db.execute(
        sql`update outbox set next_attempt_at = now()
          where status = 'queued' and next_attempt_at > now() and attempts > 0`,
      );
      if (this.options.soleSender)
        await this.options.db.execute(
          // The claims of the server that died end now: each is sent again as it was claimed (a batch whole, with its
          // Message-ID).
          sql`update outbox set lease_until = now() - interval '1 second' where status = 'sending'`,
        );
    });
  }

  /** Look at the outbox now (after a commit that queued an email). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops looking; waits for the email being sent, if any. */
  stop(): Promise<void> {
    return this.loop.stop();
  }

  private enabled(): boolean {
    return this.options.enabled?.() ?? true;
  }

  private async drain(): Promise<void> {
    while (!this.loop.isStopped && this.enabled()) {
      const claimed = await this.claim();
      if (!claimed) return;
      await this.deliver(await this.batchOf(claimed));
    }
  }

  private async claim(): Promise<Claimed | undefined> {
    // `resend`: the row was mid-send when its sender died (its batch, if any, was claimed with it then).
    const result = (await this.options.db.execute(sql`
      with due as (
        select id, status = 'sending' as resend from outbox
        where status in ('queued', 'sending')
          and (case when status = 'queued' then next_attempt_at <= now()
            else lease_until < now() and (batch_id is null or batch_id = id) end)
        order by next_attempt_at, id
        limit 1
        for update skip locked)
      update outbox o set status = 'sending', attempts = o.attempts + 1,
        lease_until = now() + make_interval(secs => ${this.leaseMs / 1000}),
        batch_id = case when o.parts is not null then o.id end
      from due where o.id = due.id
      returning ${RETURNED}, due.resend`)) as unknown as { rows: Claimed[] };
    return result.rows[0];
  }

  /**
   * A family notice's email takes with it every other one due for the same person (#32): claimed together, sent as
   * one email named by the first row (`batch_id`), so a crash's resend carries the same Message-ID. Other rows are
   * sent alone.
   */
  private async batchOf(leader: Claimed): Promise<Batch> {
    if (leader.parts === null || leader.user_id === null) return { leader, members: [] };
    const lease = sql`lease_until = now() + make_interval(secs => ${this.leaseMs / 1000})`;
    // A resend after a crash: the batch as it was claimed. Otherwise every other notice due for the person now.
    const members = (leader.resend
      ? await this.options.db.execute(sql`update outbox o set ${lease}, attempts = o.attempts + 1
            where batch_id = ${leader.id} and id <> ${leader.id} and status = 'sending' returning ${RETURNED}`)
      : await this.options.db.execute(sql`
            update outbox o set status = 'sending', attempts = o.attempts + 1, ${lease}, batch_id = ${leader.id}
            where id in (
              select id from outbox
              where user_id = ${leader.user_id} and to_address = ${leader.to_address} and parts is not null
                and status = 'queued' and next_attempt_at <= now() and id <> ${leader.id}
              for update skip locked)
            returning ${RETURNED}`)) as unknown as { rows: Claimed[] };
    return { leader, members: members.rows.sort((a, b) => a.id - b.id) };
  }

  private async deliver({ leader: email, members }: Batch): Promise<void> {
    const { db, send, messageIdHost, onAttempt } = this.options;
    // The batch's rows, or the one row while it is still this attempt's.
    const mine =
      email.batch_id !== null
        ? sql`batch_id = ${email.batch_id} and status = 'sending'`
        : sql`id = ${email.id} and status = 'sending' and attempts = ${email.attempts}`;
    const rows = [email, ...members];
    let unsubscribeUrl = email.unsubscribe_url;
    try {
      let content: { subject: string; text: string; html: string };
      if (email.parts !== null) {
        if (rows.some((r) => r.parts === null)) throw new Error('The email has no body any more');
        content = composeBatch(
          rows.map((r) => r.parts!),
          rows.some((r) => r.digest),
        );
        // One-click unsubscribe stops one kind: offered when the email is about one kind only.
        if (rows.some((r) => r.kind !== email.kind)) unsubscribeUrl = null;
      } else {
        if (email.text_body === null || email.html_body === null) throw new Error('The email has no body any more');
        content = { subject: email.subject, text: email.text_body, html: email.html_body };
      }
      await send({
        to: email.to_address,
        ...content,
        messageId: `<outbox-${email.batch_id ?? email.id}.${email.install_id}@${messageIdHost}>`,
        ...(unsubscribeUrl && { unsubscribeUrl }),
      });
    } catch (error) {
      const reason = failureReason(error);
      const last = isPermanentFailure(error) || email.attempts >= this.retry.attempts;
      if (last) {
        await db.execute(sql`update outbox set status = 'failed', lease_until = null, last_error = ${reason}
          where ${mine}`);
      } else {
        const delayMs = backoffDelay(this.retry, email.attempts);
        await db.execute(sql`update outbox set status = 'queued', lease_until = null, last_error = ${reason},
          batch_id = null, next_attempt_at = now() + make_interval(secs => ${delayMs / 1000}) where ${mine}`);
      }
      for (const row of rows)
        onAttempt?.({ id: row.id, to: row.to_address, outcome: last ? 'failed' : 'retry', reason });
      return;
    }
    // Sent: the bodies (and the links in them) are not kept.
    await db.execute(sql`update outbox set status = 'sent', sent_at = now(), lease_until = null, last_error = null,
      text_body = null, html_body = null, parts = null, unsubscribe_url = null where ${mine}`);
    for (const row of rows) onAttempt?.({ id: row.id, to: row.to_address, outcome: 'sent' });
  }
}

/** What a claim reads of each row. */
const RETURNED = sql.raw(`o.id, o.to_address, o.subject, o.text_body, o.html_body, o.unsubscribe_url, o.attempts,
  o.user_id, o.kind, o.parts, o.digest, o.batch_id, (select install_id::text from install limit 1) as install_id`);

import { sql, type SQL } from 'drizzle-orm';

/**
 * A background loop that works when woken and every `pollMs` otherwise (the mail and job workers): one pass at a time;
 * a wake during a pass makes another pass right after it; the timer never keeps the process alive. A pass is a polled
 * one (the job worker's planner runs on those) whenever `pollMs` has gone by since the last, woken or not: on a busy
 * server, where a write wakes the loop more often than `pollMs`, the timer alone would never come round.
 */
export class PollLoop {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = true;
  /** When the last polled pass began. */
  private lastPolled = 0;

  /** `pass(polled)`: the work; `polled` is true on the timer's passes (and the first), false on a wake's. */
  constructor(
    private readonly pass: (polled: boolean) => Promise<void>,
    private readonly pollMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Starts with a pass (after `first`, when given). */
  start(first?: () => Promise<unknown>): void {
    this.stopped = false;
    if (!first) return this.run(true);
    this.running = first()
      .then(() => undefined)
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        this.run(true);
      });
  }

  /** A pass now (after a commit that gave it work). */
  wake(): void {
    this.run(false);
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  private run(polled: boolean): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const due = polled || Date.now() - this.lastPolled >= this.pollMs;
    if (due) this.lastPolled = Date.now();
    this.running = this.pass(due)
      .catch(this.onError)
      .finally(() => {
        this.running = null;
        if (this.stopped) return;
        if (this.again) {
          this.again = false;
          this.run(false);
        } else {
          this.timer = setTimeout(() => this.run(true), this.pollMs);
          this.timer.unref();
        }
      });
  }

  /** Stops; waits for the pass under way, if any. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}

/**
 * What a sender of an outbox table (push_outbox, webhook_deliveries) does as it starts: what waits for a retry is due
 * at once, and, where the server is the only sender (the embedded database), what a crash left mid-send goes again.
 */
export async function resumeOutbox(
  db: { execute: (query: SQL) => Promise<unknown> },
  table: 'push_outbox' | 'webhook_deliveries',
  soleSender: boolean | undefined,
): Promise<void> {
  const name = sql.raw(table);
  await db.execute(sql`update ${name} set next_attempt_at = now() where status = 'queued' and next_attempt_at > now()`);
  if (soleSender)
    await db.execute(
      sql`update ${name} set status = 'queued', lease_until = null, next_attempt_at = now() where status = 'sending'`,
    );
}

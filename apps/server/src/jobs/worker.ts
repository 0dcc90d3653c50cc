import { backoffDelay, type BackoffSchedule } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/open';
import { jobs } from '../db/schema';
import { PollLoop } from '../poll-loop';

/** A job's work: every write in `tx`, the transaction that marks the job done, so it is done exactly once. */
export type JobHandler = (tx: Tx, payload: unknown) => Promise<void>;

/** After a failed run: 10 s, 20 s, 40 s … up to 10 minutes; failed for good after 8 attempts. */
export const JOB_RETRY: BackoffSchedule = {
  attempts: 8,
  initialDelayMs: 10_000,
  factor: 2,
  maxDelayMs: 10 * 60_000,
  jitter: 0.2,
};

/**
 * Decides a job: one row, unique by its key, in the caller's transaction (or on its own). A key already taken means
 * the job was decided before (by this instance or another), and nothing is added. True when this call added it.
 */
export async function enqueueJob(
  db: Db | Tx,
  job: { kind: string; key: string; payload: unknown; runAt?: Date },
): Promise<boolean> {
  const added = await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload, ...(job.runAt && { runAt: job.runAt }) })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return added.length > 0;
}

export interface JobWorkerOptions {
  db: Db;
  handlers: Record<string, JobHandler>;
  retry?: BackoffSchedule;
  /** How often the table is looked at without being woken (other instances' jobs, retries falling due). */
  pollMs?: number;
  /** Called after each commit of a job (the mail worker is woken to send what it queued). */
  afterJob?: (job: { id: number; kind: string }) => void;
  /**
   * Readies what jobs read outside their transaction (the link-signing key), before each is claimed: on the embedded
   * database, a statement outside an open transaction would wait for it for ever.
   */
  beforeJob?: () => Promise<unknown>;
  /** Another task that runs on each poll before the jobs are looked at: the reminder planner. */
  beforePoll?: () => Promise<void>;
  onError?: (error: unknown, job?: { id: number; kind: string }) => void;
}

interface Claimed {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/**
 * Runs due jobs one at a time. A job is claimed with FOR UPDATE SKIP LOCKED inside the transaction that runs it and
 * marks it done: several instances on one PostgreSQL never run the same job, and a process killed mid-job leaves the
 * transaction uncommitted, so the job is run again, whole, by whichever instance next looks.
 */
export class JobWorker {
  private readonly retry: BackoffSchedule;
  private readonly pollMs: number;
  private readonly loop: PollLoop;
  private closing = false;

  constructor(private readonly options: JobWorkerOptions) {
    this.retry = options.retry ?? JOB_RETRY;
    this.pollMs = options.pollMs ?? 30_000;
    this.loop = new PollLoop(
      async (polled) => {
        // The planner on the timer's passes: a wake is for a job just decided.
        if (polled) await this.options.beforePoll?.();
        await this.drain();
      },
      this.pollMs,
      (error) => this.options.onError?.(error),
    );
  }

  start(): void {
    this.loop.start();
  }

  /** Look at the jobs now (after a commit that decided one). */
  wake(): void {
    this.loop.wake();
  }

  /** Stops looking; waits for the job being run, if any. */
  async stop(): Promise<void> {
    this.closing = true;
    await this.loop.stop();
  }

  /** Runs every due job; resolves when none is left (tests call it to run what is due now). */
  async drain(): Promise<number> {
    let done = 0;
    while (!this.closing) {
      const outcome = await this.runOne();
      if (outcome === 'none') break;
      if (outcome === 'done') done += 1;
    }
    return done;
  }

  private async runOne(): Promise<'none' | 'done' | 'failed'> {
    const { db, handlers } = this.options;
    let claimed: Claimed | undefined;
    await this.options.beforeJob?.();
    try {
      await db.transaction(async (tx) => {
        const result = (await tx.execute(sql`
          select id, kind, payload, attempts from jobs
          where status = 'queued' and run_at <= now()
          order by run_at, id limit 1
          for update skip locked`)) as unknown as { rows: Claimed[] };
        claimed = result.rows[0];
        if (!claimed) return;
        const handler = handlers[claimed.kind];
        if (!handler) throw new Error(`No handler for jobs of kind ${claimed.kind}`);
        await handler(tx, claimed.payload);
        await tx.execute(sql`update jobs set status = 'done', finished_at = now(), attempts = attempts + 1,
          last_error = null where id = ${claimed.id}`);
      });
    } catch (error) {
      if (!claimed) throw error;
      await this.failed(claimed, error);
      return 'failed';
    }
    if (!claimed) return 'none';
    this.options.afterJob?.({ id: claimed.id, kind: claimed.kind });
    return 'done';
  }

  private async failed(job: Claimed, error: unknown): Promise<void> {
    const attempts = job.attempts + 1;
    const reason = (error instanceof Error ? error.message : String(error)).split('\nparams: ')[0]!.slice(0, 500);
    this.options.onError?.(error, { id: job.id, kind: job.kind });
    if (attempts >= this.retry.attempts) {
      await this.options.db.execute(sql`update jobs set status = 'failed', attempts = ${attempts},
        last_error = ${reason}, finished_at = now() where id = ${job.id} and status = 'queued'`);
    } else {
      const delayMs = backoffDelay(this.retry, attempts);
      await this.options.db.execute(sql`update jobs set attempts = ${attempts}, last_error = ${reason},
        run_at = now() + make_interval(secs => ${delayMs / 1000}) where id = ${job.id} and status = 'queued'`);
    }
  }
}

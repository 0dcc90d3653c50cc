import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import { DataVersions, VERSION_CHANNEL, announcedVersion } from './data-versions';
import { statementMayWait } from './request-statements';

/**
 * The embedded database in its own thread (decision 098). PGlite runs its queries synchronously on the thread that
 * calls it: on the HTTP thread, a report recomputed after a write stopped every other request and the live stream for
 * as long as it ran. Here it runs in a worker thread (pglite-worker.ts) and this object stands in for it, with the
 * part of PGlite's interface Drizzle uses (`query`, `transaction`, `close`), one message a call.
 *
 * The worker runs one statement at a time, as PGlite does anyway, choosing which: a transaction, once begun, runs to
 * its end before anything else (as PGlite's own transaction lock would have it); otherwise the statements of writes,
 * live streams and the server's own work go before those of plain reads (GETs), so a burst of reports recomputed after
 * a match event does not hold up the next event or its delivery. An error keeps the database's fields (code, detail,
 * constraint), which the error handling reads.
 */

/** What the server asks of the worker. */
type Request =
  | {
      op: 'query';
      sql: string;
      params: unknown[];
      rowMode: 'array' | 'object';
      textOids: number[];
      /** The transaction it belongs to; `begins` on its first statement, which begins it (one message, not two). */
      tx?: number;
      begins?: boolean;
      /** A plain read's: it waits while writes and live streams have statements waiting. */
      mayWait: boolean;
    }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'close' };

/** A transaction as the server's side knows it: whether its first statement (which begins it) has been sent. */
interface TransactionState {
  id: number;
  begun: boolean;
}

/** A request as it travels, numbered so its answer finds it. */
export type ToWorker = Request & { id: number };

/** An error as it crosses from the worker: its message and the database's fields. */
export type WorkerError = { message: string; name?: string } & Record<string, unknown>;

/** What the worker answers. */
export type FromWorker =
  | { kind: 'ready' }
  | { kind: 'failed'; error: WorkerError }
  | { kind: 'result'; id: number; result: unknown }
  /** A notification on the versions' channel, sent before the result of the statement that committed it. */
  | { kind: 'announced'; payload: string }
  | { kind: 'error'; id: number; error: WorkerError };

/**
 * The worker next to this module: the build's dist/pglite-worker.js in production; under tsx and the tests, the
 * TypeScript source, loaded through tsx registered in the worker (a worker does not inherit the loader).
 */
function startWorker(dataDir: string, loadFrom: string | undefined): Worker {
  const workerData = { dataDir, channel: VERSION_CHANNEL, loadFrom };
  if (!import.meta.url.endsWith('.ts')) {
    return new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData });
  }
  const entry = new URL('./pglite-worker.ts', import.meta.url).href;
  const tsx = import.meta.resolve('tsx/esm/api');
  const [api, source] = [JSON.stringify(tsx), JSON.stringify(entry)];
  const boot = `import(${api}).then((tsx) => { tsx.register(); return import(${source}); })`;
  return new Worker(boot, { eval: true, workerData });
}

/**
 * A new data folder's cluster (PGlite's initdb) is made in a short-lived process of its own: made in the server's
 * thread it left the server about 100 MB larger until a restart (measured, NODE_ENV=production, 20 s after ready:
 * 650–700 MB against 560–585 MB; closing and reopening the thread did not give it back). #28, Running it.
 */
function createClusterApart(dataDir: string): Promise<void> {
  const pglite = JSON.stringify(import.meta.resolve('@electric-sql/pglite'));
  const folder = JSON.stringify(dataDir);
  const script =
    `const { PGlite } = await import(${pglite}); ` + `const db = await PGlite.create(${folder}); await db.close();`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`The embedded database could not be created in ${dataDir}: ${errors.trim() || code}`)),
    );
  });
}

/** An Error again, with the fields the worker sent: Drizzle wraps it, and errors.ts reads `code` and `detail`. */
function revive(error: WorkerError): Error {
  const { message, name: _name, ...fields } = error;
  return Object.assign(new Error(message), fields);
}

export class PGliteThread {
  private readonly pending = new Map<number, { resolve: (value: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private nextTransaction = 1;
  private broken: Error | null = null;
  private closing = false;
  private readonly failureListeners: ((error: Error) => void)[] = [];
  /**
   * The read cache's versions as the database announces them (migration 0011): each committed change is heard here
   * before the statement that committed it gets its result, so a write's own answer never goes out before them.
   */
  readonly versions = new DataVersions(true);

  private constructor(private readonly worker: Worker) {
    worker.on('message', (message: FromWorker) => {
      if (message.kind === 'announced') this.versions.heard(announcedVersion(message.payload));
      if (message.kind !== 'result' && message.kind !== 'error') return;
      const call = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.kind === 'result') call?.resolve(message.result);
      else call?.reject(revive(message.error));
    });
    const fail = (error: Error) => {
      if (this.broken) return;
      this.broken = error;
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
      if (!this.closing) for (const listener of this.failureListeners) listener(error);
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The embedded database's thread stopped (exit code ${code})`)));
  }

  /**
   * Opens the database in `dataDir` (or in memory with `memory://`) in a new worker thread; `loadFrom`, a file PGlite's
   * `dumpDataDir` wrote, is the data directory to start from (the tests' migrated template, decision 112).
   */
  static async create(dataDir: string, loadFrom?: string): Promise<PGliteThread> {
    if (!loadFrom && !dataDir.startsWith('memory://') && !existsSync(path.join(dataDir, 'PG_VERSION')))
      await createClusterApart(dataDir);
    const worker = startWorker(dataDir, loadFrom);
    const listeners: { message?: (m: FromWorker) => void; error?: (e: Error) => void; exit?: (c: number) => void } = {};
    try {
      await new Promise<void>((resolve, reject) => {
        listeners.message = (message) => {
          if (message.kind === 'ready') resolve();
          if (message.kind === 'failed') reject(revive(message.error));
        };
        listeners.error = reject;
        listeners.exit = (code) => reject(new Error(`The embedded database's thread stopped (exit code ${code})`));
        worker.on('message', listeners.message).on('error', listeners.error).on('exit', listeners.exit);
      });
    } finally {
      // Only these: the Worker's own listeners (which start its message port) stay.
      if (listeners.message) worker.off('message', listeners.message);
      if (listeners.error) worker.off('error', listeners.error);
      if (listeners.exit) worker.off('exit', listeners.exit);
    }
    return new PGliteThread(worker);
  }

  private call<T>(message: Request): Promise<T> {
    if (this.broken) return Promise.reject(this.broken);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...message, id });
    });
  }

  private run<T>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: TransactionState,
  ): Promise<Results<T>> {
    const begins = tx !== undefined && !tx.begun;
    if (tx) tx.begun = true;
    return this.call({
      op: 'query',
      sql,
      params,
      rowMode: options.rowMode ?? 'object',
      // Drizzle passes parsers that keep these types' text as it is; the worker applies the same.
      textOids: Object.keys(options.parsers ?? {}).map(Number),
      mayWait: statementMayWait(),
      ...(tx === undefined ? {} : { tx: tx.id, begins }),
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.run<T>(sql, params, options);
  }

  /** A transaction: begun by its first statement, ended by one message (none if it ran no statement). */
  async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    const state: TransactionState = { id: this.nextTransaction++, begun: false };
    const tx = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => this.run<R>(sql, params, options, state),
    } as unknown as Transaction;
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      if (state.begun) await this.call({ op: 'end', tx: state.id, commit: false }).catch(() => undefined);
      throw error;
    }
    if (state.begun) await this.call({ op: 'end', tx: state.id, commit: true });
    return result;
  }

  /**
   * Calls `listener` if the database's thread stops without being closed (a crash, running out of memory): every
   * statement after it would fail, so the server exits and its service manager starts it again (main.ts).
   */
  onFailure(listener: (error: Error) => void): void {
    this.failureListeners.push(listener);
  }

  async close(): Promise<void> {
    if (this.broken) return;
    this.closing = true;
    await this.call({ op: 'close' });
    await this.worker.terminate();
  }

  /** Drizzle's PGlite driver takes this object as its client. */
  asClient(): PGlite {
    return this as unknown as PGlite;
  }
}

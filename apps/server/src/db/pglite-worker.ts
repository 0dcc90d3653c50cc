/**
 * The embedded database's own thread (decision 098): PGlite runs here, in a worker thread, so its queries do not stop
 * the server's HTTP thread. The server talks to it through `PGliteThread` (pglite-thread.ts), one message a call; this
 * file opens the database and carries the messages out one at a time, in the order pglite-thread.ts describes.
 */
import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { FromWorker, ToWorker, WorkerError } from './pglite-thread';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only');
const send = (message: FromWorker) => port.postMessage(message);

/** A database error's fields (code, detail, constraint …), which a structured clone of the Error would drop. */
function describe(error: unknown): WorkerError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number') fields[key] = value;
  }
  return { ...fields, message: error.message, name: error.name };
}

/** Drizzle's parsers (pglite/session.js) keep dates, times and intervals as PostgreSQL's text: identity for each. */
const keepText = (oids: number[]) => Object.fromEntries(oids.map((oid) => [oid, (value: string) => value]));

const { dataDir, channel, loadFrom } = workerData as { dataDir: string; channel: string; loadFrom?: string };
let db: PGlite;
try {
  db = await PGlite.create(dataDir, loadFrom ? { loadDataDir: new Blob([await readFile(loadFrom)]) } : {});
  // PGlite hands a notification to its listeners in a microtask queued while it reads the statement's answer, before
  // the statement's own answer: the server hears the new versions before the write that made them has its result.
  await db.listen(channel, (payload) => send({ kind: 'announced', payload }));
  send({ kind: 'ready' });
} catch (error) {
  send({ kind: 'failed', error: describe(error) });
  process.exit(1);
}

/** The transaction running, if any: begun with PGlite, waiting for the server to say how it ends. */
let open: { id: number; tx: Transaction; decide: (commit: boolean) => void; done: Promise<void> } | null = null;

/** Begins transaction `id`: PGlite runs the callback holding its transaction lock until the server says how it ends. */
async function begin(id: number): Promise<Transaction> {
  let decide!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (decide = resolve));
  return new Promise<Transaction>((begun, failed) => {
    const done = db.transaction(async (tx) => {
      open = { id, tx, decide, done };
      begun(tx);
      if (!(await decided)) await tx.rollback();
    });
    done.catch(failed);
  });
}

async function carryOut(message: ToWorker): Promise<unknown> {
  switch (message.op) {
    case 'query': {
      const options = { rowMode: message.rowMode, parsers: keepText(message.textOids) };
      if (message.tx === undefined) return db.query(message.sql, message.params, options);
      const tx = message.begins ? await begin(message.tx) : open?.id === message.tx ? open.tx : null;
      if (!tx) throw new Error(`No open transaction ${message.tx}`);
      return tx.query(message.sql, message.params, options);
    }
    case 'end': {
      if (open?.id !== message.tx) throw new Error(`No open transaction ${message.tx}`);
      const { decide, done } = open;
      decide(message.commit);
      try {
        await done;
      } finally {
        open = null;
      }
      return undefined;
    }
    case 'close':
      await db.close();
      return undefined;
  }
}

/** Waiting messages: those that go first (writes, live streams, the server's own work), and plain reads. */
const first: ToWorker[] = [];
const reads: ToWorker[] = [];
let busy = false;

/**
 * How long after a statement that goes first the worker keeps to such statements: a write sends its statements one
 * after the other, each once the answer to the one before has crossed to the HTTP thread and back; without this
 * pause a report's statement would slip in between each two of them, and a write would wait for a dozen reports.
 */
const KEEP_FOR_WRITES_MS = 3;
let firstDoneAt = Number.NEGATIVE_INFINITY;
let resume: NodeJS.Timeout | null = null;

const mayWait = (message: ToWorker) => message.op === 'query' && message.mayWait;

/**
 * The next message to carry out: the open transaction's own, else the first waiting, writes before reads, and reads
 * only once writes have had their moment (undefined: nothing to do now; a timer or the next message starts again).
 */
function next(): ToWorker | undefined {
  if (open) {
    const transactionId = open.id;
    const ofOpen = (m: ToWorker) => (m.op === 'query' || m.op === 'end') && m.tx === transactionId;
    for (const queue of [first, reads]) {
      const at = queue.findIndex(ofOpen);
      if (at !== -1) return queue.splice(at, 1)[0];
    }
    return undefined;
  }
  if (first.length > 0) return first.shift();
  const wait = firstDoneAt + KEEP_FOR_WRITES_MS - performance.now();
  if (reads.length > 0 && wait > 0) {
    resume ??= setTimeout(() => {
      resume = null;
      void pump();
    }, wait);
    return undefined;
  }
  return reads.shift();
}

async function pump(): Promise<void> {
  if (busy) return;
  busy = true;
  try {
    for (let message = next(); message; message = next()) {
      const { id } = message;
      const goesFirst = !mayWait(message);
      try {
        send({ kind: 'result', id, result: await carryOut(message) });
      } catch (error) {
        send({ kind: 'error', id, error: describe(error) });
      }
      if (goesFirst) firstDoneAt = performance.now();
    }
  } finally {
    busy = false;
  }
}

port.on('message', (message: ToWorker) => {
  (mayWait(message) ? reads : first).push(message);
  void pump();
});

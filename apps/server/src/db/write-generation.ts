import { CACHE_MAP } from './cache-map';

/**
 * The embedded database's writes, counted in this process. PGlite lives inside the server process and its data folder
 * can be open in one process only, so every write to it passes through here. `current` moves on with every statement
 * that is not a plain read (the hourly VACUUM runs only after writes, db/maintenance.ts); `unattended` only with those
 * run outside any request (the retention job) that may change what a cached answer reads: the read cache counts them
 * in its versions (db/data-versions.ts), each making every kept answer stale. A write to a table no cached answer
 * reads (the job queue, the outbox: a job's claim and its mail's sending, several a minute on a match day) is not
 * counted (decision 129).
 */
export class WriteGeneration {
  private value = 0;
  private outside = 0;

  get current(): string {
    return `g${this.value}`;
  }

  get unattended(): number {
    return this.outside;
  }

  bump(inRequest: boolean, text = ''): void {
    this.value++;
    if (!inRequest && mayChangeCachedData(text)) this.outside++;
  }
}

const TARGET = /^\s*(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?[\s(]/i;

/**
 * Whether a writing statement may change what a cached answer reads: false only for one that plainly writes a table
 * the read cache's map says no cached answer reads (`never`); anything else (a WITH query, a table it reads, a
 * statement it cannot tell) may.
 */
export function mayChangeCachedData(text: string): boolean {
  const table = TARGET.exec(text)?.[1]?.toLowerCase();
  const entry = table === undefined ? undefined : (CACHE_MAP as Record<string, object | undefined>)[table];
  return !(entry && 'never' in entry);
}

const READ_ONLY = /^\s*\(?\s*(select|show|explain)\b/i;
const WITH_QUERY = /^\s*with\b/i;
const WRITE_WORD = /\b(insert|update|delete|merge|truncate)\b/i;

/** Does this statement only read? Plain selects, and WITH queries with no data-modifying part. Anything else writes. */
export function isReadOnlyStatement(text: string): boolean {
  if (READ_ONLY.test(text)) return true;
  return WITH_QUERY.test(text) && !WRITE_WORD.test(text);
}

const generations = new WeakMap<object, WriteGeneration>();

export function registerWriteGeneration(db: object, generation: WriteGeneration): void {
  generations.set(db, generation);
}

/** The write generation of an embedded database; undefined for a PostgreSQL server. */
export function writeGenerationOf(db: object): WriteGeneration | undefined {
  return generations.get(db);
}

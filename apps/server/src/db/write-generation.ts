/**
 * The embedded database's writes, counted in this process. PGlite lives inside the server process and its data folder
 * can be open in one process only, so every write to it passes through here. `current` moves on with every statement
 * that is not a plain read (the hourly VACUUM runs only after writes, db/maintenance.ts); `unattended` only with those
 * run outside any request (the retention job): the read cache counts them in its versions (db/data-versions.ts),
 * since no request reads the database's versions after them.
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

  bump(inRequest: boolean): void {
    this.value++;
    if (!inRequest) this.outside++;
  }
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

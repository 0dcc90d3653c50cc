/**
 * The embedded database's version, kept in this process. PGlite lives inside the server process and its data folder
 * can be open in one process only, so every write to it passes through here: each statement that is not a plain
 * read moves the generation on as it is sent, and the server moves it on again when a request that may write
 * (anything but GET and HEAD) has finished, so an answer computed while a write was under way is never kept as
 * current. The read cache (plugins/read-cache.ts) files answers under it, as it files them under the `data_version`
 * row on a PostgreSQL server, where other instances write too.
 */
export class WriteGeneration {
  private value = 0;

  get current(): string {
    return `g${this.value}`;
  }

  bump(): void {
    this.value++;
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

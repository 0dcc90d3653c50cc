import { createReadStream, createWriteStream, renameSync, rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { Db } from '../db/open';
import { BackupError, parseHeader, writeBackup } from './backup';

/**
 * Fills `file` through `fill`, written first as `<file>.partial` readable by its owner only and renamed once whole: a
 * file by the backup's name is always a whole one. A failure leaves no partial file behind.
 */
export async function writeFileFrom(file: string, fill: (out: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { mode: 0o600 });
  try {
    await fill(out);
    renameSync(partial, file);
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}

/** Streams a gzipped backup of `db` into `out` (writeBackup's snapshot); answers the row counts. */
export async function gzipBackupInto(
  db: Db,
  options: { appVersion: string; migrationsFolder: string },
  out: NodeJS.WritableStream,
): Promise<Record<string, number>> {
  const gzip = createGzip();
  const written = pipeline(gzip, out);
  const counts = await writeBackup(db, options, (line) => {
    if (!gzip.write(line)) return new Promise<void>((resolve) => gzip.once('drain', resolve));
  });
  gzip.end();
  await written;
  return counts;
}

/**
 * Reads a backup file back whole (#35): a Touchline backup's header, then every table's rows as JSON, as many as
 * `counts` says were written. Throws a BackupError naming what differs.
 */
export async function verifyBackupFile(file: string, counts: Record<string, number>): Promise<void> {
  const input = createReadStream(file).pipe(createGunzip());
  const lines = createInterface({ input, crlfDelay: Infinity });
  const found: Record<string, number> = {};
  let table: string | null = null;
  let first = true;
  for await (const line of lines) {
    if (first) {
      parseHeader(line);
      first = false;
      continue;
    }
    const row = JSON.parse(line) as { $table?: string; $end?: unknown };
    if (row.$end !== undefined) break;
    if (typeof row.$table === 'string') {
      table = row.$table;
      found[table] = 0;
    } else if (table !== null) found[table] = (found[table] ?? 0) + 1;
  }
  if (first) throw new BackupError(`${file} is empty.`);
  for (const [name, n] of Object.entries(counts))
    if (found[name] !== n) throw new BackupError(`${file} holds ${found[name] ?? 0} rows of ${name}, not ${n}.`);
}

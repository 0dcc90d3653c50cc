/**
 * Backup and restore of the benchmark's large club (large-club.ts, scale BENCH_SCALE, default 1) on PGlite and
 * PostgreSQL (decision 086): backup time and file size, restore time into an empty database of the same engine, and
 * the move from the embedded database to PostgreSQL (the PGlite backup restored there). PostgreSQL: TEST_DATABASE_URL
 * (default postgres://postgres@127.0.0.1:5432/test), as for the tests.
 *
 *   node --import tsx bench/backup.ts
 */
import { createReadStream, createWriteStream, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { bootstrap } from '../apps/server/src/db/bootstrap';
import { migrationsFolder, openDatabase, type Database } from '../apps/server/src/db/open';
import { parseHeader, restoreBackup, writeBackup } from '../apps/server/src/ops/backup';
import { createEmptyPostgres } from '../apps/server/test/support/test-app';
import { seedLargeClub } from '../apps/server/test/support/large-club';

const scale = Number(process.env.BENCH_SCALE ?? '1');
const work = mkdtempSync(path.join(tmpdir(), 'touchline-bench-backup-'));
const drops: (() => Promise<void>)[] = [];

const dataDirs = new Map<Database, string>();

/** The bytes of every file under `dir`. */
function folderSize(dir: string): number {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

async function open(engine: 'pglite' | 'postgres'): Promise<Database> {
  if (engine === 'pglite') {
    const dataDir = mkdtempSync(path.join(work, 'data-'));
    const database = await openDatabase({ dataDir });
    dataDirs.set(database, dataDir);
    return database;
  }
  const target = await createEmptyPostgres();
  drops.push(target.drop);
  return openDatabase({ databaseUrl: target.url, dataDir: '' });
}

async function backupTo(database: Database, file: string): Promise<{ ms: number; rows: number }> {
  const started = performance.now();
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  const counts = await writeBackup(database.db, { appVersion: 'bench', migrationsFolder }, (line) => {
    if (!gzip.write(line)) return new Promise<void>((resolve) => gzip.once('drain', resolve));
  });
  gzip.end();
  await written;
  return { ms: performance.now() - started, rows: Object.values(counts).reduce((a, b) => a + b, 0) };
}

async function restoreFrom(file: string, engine: 'pglite' | 'postgres'): Promise<number> {
  const target = await open(engine);
  const started = performance.now();
  const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  const iterator = lines[Symbol.asyncIterator]();
  const header = parseHeader((await iterator.next()).value as string);
  await restoreBackup(target, header, { [Symbol.asyncIterator]: () => iterator }, migrationsFolder);
  const ms = performance.now() - started;
  await target.close();
  return ms;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
try {
  const lines: string[] = [];
  const files: Record<string, string> = {};
  for (const engine of ['pglite', 'postgres'] as const) {
    const source = await open(engine);
    await source.migrate();
    await bootstrap(source.db, { adminPassword: 'bench-admin-password', demoData: false });
    await seedLargeClub(source.db, scale);
    const file = path.join(work, `${engine}.jsonl.gz`);
    files[engine] = file;
    const backup = await backupTo(source, file);
    await source.close();
    const dataDir = dataDirs.get(source);
    // The embedded database's folder on disk: what DATA_DIR needs (the server also keeps nothing else there).
    if (dataDir) lines.push(`pglite: DATA_DIR ${(folderSize(dataDir) / 1024 / 1024).toFixed(0)} MB on disk`);
    const restore = await restoreFrom(file, engine);
    const mb = (statSync(file).size / 1024 / 1024).toFixed(1);
    lines.push(
      `${engine}: ${backup.rows} rows, backup ${seconds(backup.ms)}, file ${mb} MB, restore ${seconds(restore)}`,
    );
  }
  lines.push(`pglite backup → postgres restore: ${seconds(await restoreFrom(files.pglite as string, 'postgres'))}`);
  console.log(`Large club (scale ${scale}):\n${lines.join('\n')}`);
} finally {
  for (const drop of drops) await drop();
  rmSync(work, { recursive: true, force: true });
}

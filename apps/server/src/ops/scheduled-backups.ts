import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { gzipBackupInto, verifyBackupFile, writeFileFrom } from './backup-file';

export interface BackupSchedule {
  /** Hours between backups; 0: none. */
  everyHours: number;
  /** How many of the newest scheduled backups are kept. */
  keep: number;
  /** The folder they are written to (made, readable by its owner only, when missing). */
  dir: string;
  appVersion: string;
  migrationsFolder: string;
}

/** A scheduled backup's file name: `touchline-2026-11-29T07-00-00Z.jsonl.gz`, so names sort as times do. */
const NAME = /^touchline-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ\.jsonl\.gz$/;
export const backupFileName = (at: Date) => `touchline-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z.jsonl.gz`;

/** How often the schedule is looked at: a backup is at most this late. */
const CHECK_MS = 5 * 60_000;

/**
 * Takes the backup of the schedule's current slot (every `everyHours` from midnight UTC), when no instance has
 * (#35): the slot is claimed once across instances by a row of `jobs` keyed by it, as every decision here is. The
 * backup is written whole (a `.partial` file renamed), read back and counted before it stands, and only the `keep`
 * newest stay. A failure gives the slot back, so the next look tries again. Answers the file written, or null.
 */
export async function backupIfDue(db: Db, schedule: BackupSchedule, now: Date = new Date()): Promise<string | null> {
  if (schedule.everyHours <= 0) return null;
  const slot = Math.floor(now.getTime() / (schedule.everyHours * 3_600_000));
  const key = `scheduled-backup:${schedule.everyHours}h:${slot}`;
  const claimed = await rowsOf<{ id: number }>(
    db,
    sql`insert into jobs (kind, key, payload, status, finished_at)
      values ('scheduled-backup', ${key}, '{}'::jsonb, 'done', now()) on conflict (key) do nothing returning id`,
  );
  if (claimed.length === 0) return null;
  const file = path.join(schedule.dir, backupFileName(now));
  try {
    mkdirSync(schedule.dir, { recursive: true, mode: 0o700 });
    await writeFileFrom(file, async (out) => {
      const counts = await gzipBackupInto(db, schedule, out);
      await new Promise<void>((resolve) => setImmediate(resolve));
      await verifyBackupFile(`${file}.partial`, counts);
    });
  } catch (error) {
    await db.execute(sql`delete from jobs where key = ${key}`);
    throw error;
  }
  pruneBackups(schedule.dir, schedule.keep);
  return file;
}

/**
 * Removes all but the `keep` newest scheduled backups in `dir`, and the partial files a crash left more than an hour
 * ago; any other file is not ours and stays.
 */
export function pruneBackups(dir: string, keep: number, now: Date = new Date()): string[] {
  const names = readdirSync(dir);
  const backups = names
    .filter((n) => NAME.test(n))
    .sort()
    .reverse();
  const stale = (n: string) => now.getTime() - statSync(path.join(dir, n)).mtimeMs > 3_600_000;
  const removed = [
    ...backups.slice(keep),
    ...names.filter((n) => n.endsWith('.partial') && NAME.test(n.slice(0, -'.partial'.length)) && stale(n)),
  ].filter((n) => statSync(path.join(dir, n)).isFile());
  for (const n of removed) rmSync(path.join(dir, n), { force: true });
  return removed;
}

/** Looks at the schedule at start and every five minutes; each backup taken or failed is reported. */
export function scheduleBackups(
  db: Db,
  schedule: BackupSchedule,
  report: (file: string) => void,
  onError: (error: unknown) => void,
): { stop(): void } {
  if (schedule.everyHours <= 0) return { stop: () => undefined };
  const run = () =>
    backupIfDue(db, schedule).then((file) => {
      if (file) report(file);
    }, onError);
  void run();
  const timer = setInterval(() => void run(), CHECK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
  utimesSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/config';
import { migrationsFolder } from '../src/db/open';
import { linesOf, parseHeader } from '../src/ops/backup';
import { verifyBackupFile } from '../src/ops/backup-file';
import { backupFileName, backupIfDue, type BackupSchedule } from '../src/ops/scheduled-backups';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Scheduled backups (#35): one a slot across instances, written whole and read back before it stands, the newest
 * `keep` kept and nothing else touched; a failure gives the slot back.
 */
let t: TestApp;
let dir: string;
const schedule = (over: Partial<BackupSchedule> = {}): BackupSchedule => ({
  everyHours: 24,
  keep: 2,
  dir,
  appVersion: 'test',
  migrationsFolder,
  ...over,
});
const day = (n: number) => new Date(Date.UTC(2026, 10, n, 3, 0, 0));

beforeAll(async () => {
  t = await createTestApp();
  dir = mkdtempSync(path.join(tmpdir(), 'touchline-backups-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

describe('the backup schedule', () => {
  it('reads BACKUP_EVERY_HOURS, BACKUP_KEEP and BACKUP_DIR, off by default, in their own words when wrong', () => {
    expect(loadConfig({ DATA_DIR: '/srv/club' }).backups).toEqual({ everyHours: 0, keep: 7, dir: '/srv/club/backups' });
    expect(loadConfig({ BACKUP_EVERY_HOURS: '6', BACKUP_KEEP: '3', BACKUP_DIR: '/mnt/b' }).backups).toEqual({
      everyHours: 6,
      keep: 3,
      dir: '/mnt/b',
    });
    expect(() => loadConfig({ BACKUP_EVERY_HOURS: '1.5' })).toThrow(/BACKUP_EVERY_HOURS: must be a whole number/);
    expect(() => loadConfig({ BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP: must be from 1 to 1000/);
  });

  it('takes nothing when off', async () => {
    expect(await backupIfDue(t.db, schedule({ everyHours: 0 }), day(1))).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('takes one backup a slot, however many instances look, readable by its owner only and whole', async () => {
    const [a, b] = await Promise.all([backupIfDue(t.db, schedule(), day(1)), backupIfDue(t.db, schedule(), day(1))]);
    const file = path.join(dir, backupFileName(day(1)));
    expect([a, b].filter(Boolean)).toEqual([file]);
    expect(await backupIfDue(t.db, schedule(), new Date(day(1).getTime() + 3_600_000))).toBeNull();
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const lines: string[] = [];
    for await (const line of linesOf(readFileSync(file))) lines.push(line);
    expect(parseHeader(lines[0])).toMatchObject({ format: 'touchline-backup', appVersion: 'test' });
    expect(lines.some((l) => l.includes('"username":"admin"'))).toBe(true);
    // Read back and counted: a file short of what was written is refused.
    await expect(verifyBackupFile(file, { users: 1 })).resolves.toBeUndefined();
    await expect(verifyBackupFile(file, { users: 2 })).rejects.toThrow(/holds 1 rows of users, not 2/);
  });

  it('keeps the newest ones and nothing it did not write is touched', async () => {
    writeFileSync(path.join(dir, 'notes.txt'), 'the operator’s own');
    // A partial file a crash left two hours ago goes; a fresh one (a backup being written) stays.
    const crashed = path.join(dir, `${backupFileName(day(2))}.partial`);
    writeFileSync(crashed, '');
    utimesSync(crashed, new Date(Date.now() - 7_200_000), new Date(Date.now() - 7_200_000));
    const writing = path.join(dir, `${backupFileName(day(9))}.partial`);
    writeFileSync(writing, '');
    await backupIfDue(t.db, schedule(), day(3));
    await backupIfDue(t.db, schedule(), day(4));
    expect(readdirSync(dir).sort()).toEqual(
      [backupFileName(day(3)), backupFileName(day(4)), 'notes.txt', `${backupFileName(day(9))}.partial`].sort(),
    );
  });

  it('gives the slot back when the backup cannot be written, so the next look takes it', async () => {
    const blocked = path.join(dir, 'blocked');
    writeFileSync(blocked, 'a file where the folder should be');
    await expect(backupIfDue(t.db, schedule({ dir: blocked }), day(5))).rejects.toThrow();
    const claims = await t.db.execute(sql`select count(*)::int as n from jobs where kind = 'scheduled-backup'`);
    const before = (claims as unknown as { rows: { n: number }[] }).rows[0]?.n;
    rmSync(blocked);
    chmodSync(dir, 0o700);
    expect(await backupIfDue(t.db, schedule({ dir: blocked }), day(5))).toBe(
      path.join(blocked, backupFileName(day(5))),
    );
    const after = await t.db.execute(sql`select count(*)::int as n from jobs where kind = 'scheduled-backup'`);
    expect((after as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe((before ?? 0) + 1);
  });
});

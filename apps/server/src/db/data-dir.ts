import { chmodSync, lstatSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The data folder cannot be used; its message is the one line the operator sees. */
export class DataDirError extends Error {}

/** What a file-system error code means, in words. */
const reasons: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EEXIST: 'it is a file, not a folder',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  ELOOP: 'too many symbolic links',
  ENAMETOOLONG: 'the path is too long',
};

function reasonOf(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${reasons[code] ?? 'cannot be written'} (${code})` : String(error);
}

/**
 * Takes group and other permissions off the folder and everything in it. The folder's own 0700 already keeps every
 * other user out; this also covers an install from before, and the files PGlite creates, whose file-system layer
 * sets their mode (0666) itself whatever the umask.
 */
export function restrict(target: string): void {
  const stat = lstatSync(target);
  if (stat.isSymbolicLink()) return;
  if ((stat.mode & 0o077) !== 0) chmodSync(target, stat.mode & 0o700);
  if (stat.isDirectory()) for (const name of readdirSync(target)) restrict(path.join(target, name));
}

/**
 * Makes the embedded database's folder ready: created if missing, readable and writable by the server's user only
 * (with the process's umask at 077, everything created later is too), and proven writable. Throws a DataDirError
 * naming the folder and the reason.
 */
export function prepareDataDir(dataDir: string): void {
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    if (!lstatSync(dataDir).isDirectory()) throw Object.assign(new Error('not a folder'), { code: 'EEXIST' });
    restrict(dataDir);
    const probe = path.join(dataDir, `.write-test-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    throw new DataDirError(`DATA_DIR ${dataDir} cannot be used: ${reasonOf(error)}.`);
  }
}

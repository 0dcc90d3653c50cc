import { statfs } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';

/** How long a write refused for lack of space keeps the health check saying so. */
const REMEMBER_FULL_MS = 5 * 60 * 1000;
/** Below this much free space on the embedded database's disk, the health check says the disk is full. */
export const LOW_SPACE_BYTES = 50 * 1024 * 1024;

/** PostgreSQL's disk_full (53100), or the operating system's ENOSPC, anywhere in the error's causes. */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (code === '53100' || code === 'ENOSPC') return true;
  if (typeof message === 'string' && /No space left on device/i.test(message)) return true;
  return isDiskFull(cause, depth + 1);
}

export interface DiskWatch {
  /** A write was refused for lack of space. */
  noteFull(): void;
  /** Whether the disk is (or was just found) full: a write refused lately, or little space left. */
  isFull(): Promise<boolean>;
}

/**
 * Watches the disk: the embedded database's folder by its free space, and either database by writes refused for
 * lack of space (a PostgreSQL server's disk cannot be seen from here).
 */
export function registerDiskWatch(app: FastifyInstance, dataDir: string | null): void {
  let fullAt: number | null = null;
  const watch: DiskWatch = {
    noteFull: () => {
      fullAt = Date.now();
    },
    isFull: async () => {
      if (fullAt !== null && Date.now() - fullAt < REMEMBER_FULL_MS) return true;
      if (dataDir === null) return false;
      const stats = await statfs(dataDir).catch(() => null);
      return stats !== null && stats.bavail * stats.bsize < LOW_SPACE_BYTES;
    },
  };
  app.decorate('disk', watch);
}

declare module 'fastify' {
  interface FastifyInstance {
    disk: DiskWatch;
  }
}

/**
 * A new embedded data directory for the process tests, without waiting for PGlite's initdb each time (3–4 s a
 * start; decision 112). Vitest's global setup initialises one empty cluster per run; `initialisedDataDir()` copies it,
 * and the server's first start on the copy does the rest as on any new DATA_DIR: migrations, the install's own id,
 * the admin. Tests of the very first start (data-dir.test.ts, compiled.test.ts) keep an empty folder.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An embedded data directory that PGlite has initialised and nothing has used. */
    initialisedDataDir: string;
  }
}

/** A copy of the run's initialised data directory, in a new folder named `prefix…`. */
export function initialisedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(inject('initialisedDataDir'), dataDir, { recursive: true });
  return dataDir;
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-initialised-'));
  const db = await PGlite.create(dataDir);
  await db.close();
  project.provide('initialisedDataDir', dataDir);
  return () => rmSync(dataDir, { recursive: true, force: true });
}

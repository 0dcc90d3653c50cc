/**
 * The API tests' migrated template (decision 112): Vitest's global setup migrates one database per run and each test
 * file starts from a copy of it, instead of running every migration again (11.6 s a file on PGlite, 2.4 s on
 * PostgreSQL). PGlite: a dump of the migrated data directory, which a new in-memory database loads. PostgreSQL: a
 * migrated database that each file's `CREATE DATABASE … TEMPLATE` copies.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrationsFolder, openDatabase } from '../../src/db/open';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PGlite dump file (server-pglite) or the template database's name (server-postgres). */
    templateDatabase: string;
  }
}

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/** The PostgreSQL test server's URL for `database` (its own database when not given). */
export function testServerUrl(database?: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL);
  if (database) url.pathname = `/${database}`;
  return url.toString();
}

/** Runs one statement on the test server's own database (CREATE and DROP DATABASE cannot run in a pool's session). */
export async function onTestServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testServerUrl() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function pgliteTemplate(): Promise<{ value: string; teardown: () => void }> {
  const db = await PGlite.create('memory://');
  await migrate(drizzle(db), { migrationsFolder });
  const dump = await db.dumpDataDir('none');
  await db.close();
  const folder = mkdtempSync(path.join(tmpdir(), 'touchline-template-'));
  const file = path.join(folder, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return { value: file, teardown: () => rmSync(folder, { recursive: true, force: true }) };
}

async function postgresTemplate(): Promise<{ value: string; teardown: () => Promise<void> }> {
  const name = `touchline_template_${randomBytes(6).toString('hex')}`;
  await onTestServer(`create database ${name}`);
  const database = await openDatabase({ databaseUrl: testServerUrl(name), dataDir: '' });
  try {
    await database.migrate();
  } finally {
    // A template must have no connection open while it is copied.
    await database.close();
  }
  return { value: name, teardown: () => onTestServer(`drop database if exists ${name} with (force)`) };
}

/** Vitest's global setup for the two server projects: builds the template and drops it after the run. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = project.name === 'server-postgres' ? await postgresTemplate() : await pgliteTemplate();
  project.provide('templateDatabase', template.value);
  return async () => template.teardown();
}

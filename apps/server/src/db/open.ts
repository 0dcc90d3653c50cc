import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { registerAnnouncedVersions } from './data-versions';
import { restrict } from './data-dir';
import { PGliteThread } from './pglite-thread';
import { noteStatement } from './request-statements';
import * as schema from './schema';
import { WriteGeneration, isReadOnlyStatement, registerWriteGeneration } from './write-generation';

/** Every statement passes through here, so requests can count their queries and know whether they wrote. */
const logger = { logQuery: (query: string) => void noteStatement(!isReadOnlyStatement(query)) };

export type Schema = typeof schema;
/** The one database type the code sees, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** An open transaction: a Db whose statements commit or roll back together. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** A PostgreSQL server's connection pool, as the metrics show it. */
export interface PoolFigures {
  total: number;
  idle: number;
  waiting: number;
}

const pools = new WeakMap<Db, pg.Pool>();

/** The connection pool under a PostgreSQL server's Db; null for the embedded database. */
export function poolFiguresOf(db: Db): PoolFigures | null {
  const pool = pools.get(db);
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs the migrations of another folder (a restore migrates to its backup's level first, ops/backup.ts). */
  migrateFrom(folder: string): Promise<void>;
  close(): Promise<void>;
  /** The embedded database only: `listener` is called if its thread stops without being closed. */
  onFailure?(listener: (error: Error) => void): void;
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** The advisory lock the instances on one PostgreSQL database take turns under to migrate it. */
const MIGRATION_LOCK = 727_275;

/**
 * Migrates on one connection holding a session advisory lock, so instances starting together on one database take
 * turns: the first runs the new migrations, the others then find nothing left to run (drizzle's migrator alone lets
 * them race to create the same tables).
 */
async function migrateInTurn(pool: pg.Pool, folder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    // Closed, not pooled: should the unlock have failed, the lock ends with the connection.
    client.release(true);
  }
}

/**
 * `DATABASE_URL` set → a node-postgres pool; otherwise PGlite in `dataDir` (or in memory with `memory://`), started
 * from the dump in `loadFrom` when given (PGlite's `dumpDataDir`: the tests' migrated template, decision 112).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  loadFrom?: string;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger });
    pools.set(db as unknown as Db, pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateInTurn(pool, migrationsFolder),
      migrateFrom: (folder) => migrateInTurn(pool, folder),
      close: () => pool.end(),
    };
  }
  const onDisk = !options.dataDir.startsWith('memory://');
  if (onDisk) mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  // PGlite in its own thread (decision 098): its queries no longer hold up the HTTP thread.
  const client = await PGliteThread.create(options.dataDir, options.loadFrom);
  const generation = new WriteGeneration();
  const db = drizzlePglite(client.asClient(), {
    schema,
    logger: {
      logQuery: (query: string) => {
        const writes = !isReadOnlyStatement(query);
        const inRequest = noteStatement(writes);
        if (writes) generation.bump(inRequest, query);
      },
    },
  });
  registerWriteGeneration(db, generation);
  registerAnnouncedVersions(db, client.versions);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    migrateFrom: (folder) => migratePglite(db, { migrationsFolder: folder }),
    // PGlite's file layer makes its files 0666 whatever the umask: whoever opened the database (the server, a restore,
    // a backup) leaves the folder readable by its owner only (#28, Running it).
    close: async () => {
      await client.close();
      if (onDisk) restrict(options.dataDir);
    },
    onFailure: (listener) => client.onFailure(listener),
  };
}

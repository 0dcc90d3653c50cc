import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { countQuery } from './query-counter';
import * as schema from './schema';
import { WriteGeneration, isReadOnlyStatement, registerWriteGeneration } from './write-generation';

/** Every statement passes through here, so requests can count their queries. */
const logger = { logQuery: () => countQuery() };

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
}

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** `DATABASE_URL` set → a node-postgres pool; otherwise PGlite in `dataDir` (or in memory with `memory://`). */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, logger });
    pools.set(db as unknown as Db, pool);
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      migrateFrom: (folder) => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir);
  const generation = new WriteGeneration();
  const db = drizzlePglite(client, {
    schema,
    logger: {
      logQuery: (query: string) => {
        countQuery();
        if (!isReadOnlyStatement(query)) generation.bump();
      },
    },
  });
  registerWriteGeneration(db, generation);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    migrateFrom: (folder) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

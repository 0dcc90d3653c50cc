import type { Writable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, inject } from 'vitest';
import { buildApp, type AppOptions } from '../../src/app';
import { hashPassword } from '../../src/auth/passwords';
import { loadConfig } from '../../src/config';
import type { LiveBus } from '../../src/live/bus';
import { bootstrap } from '../../src/db/bootstrap';
import { openDatabase, type Database, type Db } from '../../src/db/open';
import { install, userTypes, users } from '../../src/db/schema';
import { onTestServer, testServerUrl } from './template-database';

export const ADMIN_PASSWORD = 'admin-password-for-tests';

/** A new database on the PostgreSQL test server (`create database` + `how`), and how to drop it. */
async function createPostgres(how: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `touchline_test_${randomBytes(6).toString('hex')}`;
  await onTestServer(`create database ${name}${how}`);
  return { url: testServerUrl(name), drop: () => onTestServer(`drop database if exists ${name} with (force)`) };
}

/** A new, empty PostgreSQL database (not migrated) on the test server, and how to drop it. */
export const createEmptyPostgres = () => createPostgres('');

/**
 * A fresh, migrated database for one test file: PGlite in memory, or a new database on the PostgreSQL server
 * (TEST_DB=postgres), each a copy of the run's migrated template (support/template-database.ts).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void>; url?: string }> {
  const template = inject('templateDatabase');
  const copy =
    process.env.TEST_DB !== 'postgres'
      ? { database: await openDatabase({ dataDir: 'memory://', loadFrom: template }), drop: async () => undefined }
      : await createPostgres(` template ${template}`).then(async ({ url, drop }) => ({
          database: await openDatabase({ databaseUrl: url, dataDir: '' }),
          url,
          drop,
        }));
  // Each database the migrations make has an installation id of its own (migration 0009); so does each copy.
  await copy.database.db.update(install).set({ installId: sql`gen_random_uuid()` });
  return copy;
}

/**
 * A new, migrated, empty database for each test that asks (`const db = await fresh()`), closed and dropped after the
 * test. Call at the top level of a test file.
 */
export function freshDatabasePerTest(): () => Promise<Db> {
  let opened: Awaited<ReturnType<typeof openTestDatabase>> | undefined;
  afterEach(async () => {
    await opened?.database.close();
    await opened?.drop();
    opened = undefined;
  });
  return async () => {
    opened = await openTestDatabase();
    return opened.database.db;
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  /** The PostgreSQL database's URL (TEST_DB=postgres only). */
  url: string | undefined;
  /** app.inject with an optional bearer token. */
  request(options: InjectOptions & { token?: string | undefined }): Promise<LightMyRequestResponse>;
  signIn(username: string, password?: string): Promise<string>;
  createUser(options: {
    username: string;
    password?: string;
    role?: 'user' | 'admin';
    types?: ('Player' | 'Parent' | 'Coach')[];
    shortName?: string;
  }): Promise<number>;
  close(): Promise<void>;
}

export const USER_PASSWORD = 'user-password-for-tests';

export function testConfig(env: Record<string, string> = {}) {
  // A family's notices are emailed as soon as their job commits (what one job decides still goes as one email); the
  // batching tests set MAIL_BATCH_SECONDS themselves.
  return loadConfig({
    ADMIN_PASSWORD,
    DEMO_DATA: '0',
    WEB_DIST: '/nonexistent-web-dist',
    MAIL_BATCH_SECONDS: '0',
    ...env,
  });
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    live?: (url: string | undefined) => Promise<LiveBus>;
    /** Where the app's log goes (every level), for tests that read it; no log otherwise. */
    log?: Writable;
    controlSecret?: string;
    /** The mail worker's timings, or false for none (buildApp's `mailWorker`). */
    mailWorker?: AppOptions['mailWorker'];
    /** The job worker's timings; stopped unless given (tests run jobs with `app.jobs.drain()`). */
    jobWorker?: AppOptions['jobWorker'];
    /** The push worker's timings; stopped unless given (push messages then stay queued). */
    pushWorker?: AppOptions['pushWorker'];
    /** The webhook worker's timings; stopped unless given (tests send deliveries with `app.webhooks.drain()`). */
    webhookWorker?: AppOptions['webhookWorker'];
  } = {},
): Promise<TestApp> {
  const { database, drop, url } = await openTestDatabase();
  const config = testConfig(env);
  const app = await buildApp({
    config,
    db: database.db,
    controlSecret: options.controlSecret ?? null,
    ...(options.mailWorker !== undefined ? { mailWorker: options.mailWorker } : {}),
    jobWorker: options.jobWorker ?? false,
    pushWorker: options.pushWorker ?? false,
    webhookWorker: options.webhookWorker ?? false,
    ...(options.live ? { live: await options.live(url) } : {}),
    ...(options.log ? { logger: { level: 'trace', stream: options.log } } : {}),
  });
  await bootstrap(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
  const passwordHash = await hashPassword(USER_PASSWORD);

  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });

  return {
    app,
    db: database.db,
    database,
    url,
    request,
    async signIn(username, password) {
      const res = await request({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: password ?? (username === 'admin' ? ADMIN_PASSWORD : USER_PASSWORD) },
      });
      if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
      return res.json<{ token: string }>().token;
    },
    async createUser({ username, password, role = 'user', types = [], shortName }) {
      const [row] = await database.db
        .insert(users)
        .values({
          username,
          role,
          shortName: shortName ?? null,
          passwordHash: password ? await hashPassword(password) : passwordHash,
        })
        .returning({ userId: users.userId });
      const userId = row?.userId as number;
      if (types.length) await database.db.insert(userTypes).values(types.map((type) => ({ userId, type })));
      return userId;
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/**
 * What the benchmark's parts share: the large club in a new database on either engine, the server as a child
 * process, and Markdown tables.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { bootstrap } from '../apps/server/src/db/bootstrap';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, type Database, type Db } from '../apps/server/src/db/open';
import { LARGE_CLUB, seedLargeClub, type ClubSize, type LargeClub } from '../apps/server/test/support/large-club';

export const ADMIN_PASSWORD = 'bench-admin-password';
const PG_SERVER = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const root = path.resolve(import.meta.dirname, '..');

/** The p-th percentile (nearest rank) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** Starts a script of this repository under tsx and waits until it answers on PORT (READY_PATH, /api/health). */
export function startProcess(script: string, env: Record<string, string>): Promise<ChildProcess> {
  // BENCH_PROFILE=<folder>: each process writes a V8 CPU profile there as it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 60_000);
    const poll = setInterval(async () => {
      try {
        const res = await fetch(`http://127.0.0.1:${env.PORT}${env.READY_PATH ?? '/api/health'}`);
        if (res.status < 500) {
          clearInterval(poll);
          clearTimeout(timer);
          resolve(child);
        }
      } catch {
        // not up yet
      }
    }, 200);
    child.on('exit', (code) => {
      clearInterval(poll);
      clearTimeout(timer);
      reject(new Error(`${script} exited with ${code}:\n${output}`));
    });
  });
}

export async function stop(child: ChildProcess): Promise<void> {
  child.removeAllListeners('exit');
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * A new database of the large club (large-club.ts) at `scale`, or of another `size` (the largest club), analysed, and
 * the environment to serve it.
 */
export async function prepare(
  target: string,
  scale: number,
  size: ClubSize = LARGE_CLUB,
): Promise<{ database: Database; env: Record<string, string>; club: LargeClub; drop: () => Promise<void> }> {
  let database: Database;
  let env: Record<string, string>;
  let drop = async () => undefined;
  if (target === 'postgres') {
    const name = `touchline_bench_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: PG_SERVER });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(PG_SERVER);
    url.pathname = `/${name}`;
    database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    env = { DATABASE_URL: url.toString() };
    drop = async () => {
      const client = new pg.Client({ connectionString: PG_SERVER });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-bench-'));
    database = await openDatabase({ dataDir });
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  await database.migrate();
  await bootstrap(database.db, { adminPassword: ADMIN_PASSWORD, demoData: false });
  const club = await seedLargeClub(database.db, scale, size);
  // After a bulk load, as a database administrator would: fresh planner statistics.
  await database.db.execute(sql`analyze`);
  return { database, env, club, drop };
}

/** Rows as a Markdown table, the first row its header; numbers right-aligned. */
export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  return rows
    .map((r, ri) => {
      const cells = r.map((c, i) => (ri === 0 || i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)));
      const rule = ri === 0 ? `\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|` : '';
      return `| ${cells.join(' | ')} |${rule}`;
    })
    .join('\n');
}

/** The API server on the prepared database (`env`), quiet, without the web app, on 127.0.0.1:`port`. */
export async function startApiServer(env: Record<string, string>, port: string) {
  const server = await startProcess('apps/server/src/main.ts', {
    ...env,
    PORT: port,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'error',
    DEMO_DATA: '0',
    ADMIN_PASSWORD,
    WEB_DIST: '/nonexistent',
  });
  return { server, base: `http://127.0.0.1:${port}` };
}

/**
 * The API in this process on `db`, signed in as the admin, without the workers: `call` answers a request's time and
 * its answer, and throws on anything but success. The money and rollover runs call it as their screens do.
 */
export async function adminApi(db: Db, env: Record<string, string>) {
  const config = loadConfig({ ...env, ADMIN_PASSWORD, DEMO_DATA: '0', WEB_DIST: '/nonexistent' });
  const app = await buildApp({ config, db, jobWorker: false, mailWorker: false, pushWorker: false });
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const headers = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
  const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const started = performance.now();
    const res = await app.inject({ method, url, headers, ...(payload && { payload }) });
    const ms = performance.now() - started;
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return { ms, res };
  };
  return { app, call };
}

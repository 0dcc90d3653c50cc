import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_DATABASE_URL } from '../support/template-database';
import { json, startServer, type ServerProcess } from '../support/server-process';
import { passOn } from '../support/tcp-proxy';

/**
 * PostgreSQL goes away under load and comes back. The server reaches PostgreSQL through a TCP proxy that this test
 * cuts and restores, so the machine's shared PostgreSQL server keeps serving the other tests. The server must keep
 * answering (503 while the database is gone, never crash) and recover by itself.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const target = new URL(serverUrl);
const dbName = `touchline_outage_${Date.now().toString(36)}`;
let proxy: net.Server | null = null;
let proxyPort = 0;
const sockets = new Set<net.Socket>();

function startProxy(port = 0): Promise<number> {
  return new Promise((resolve) => {
    proxy = net.createServer((client) => passOn(client, target, sockets));
    proxy.listen(port, '127.0.0.1', () => resolve((proxy?.address() as net.AddressInfo).port));
  });
}

/** The database "stops": no new connections, and every open one is cut. */
async function stopProxy(): Promise<void> {
  const server = proxy;
  proxy = null;
  for (const s of sockets) s.destroy();
  sockets.clear();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
}

let server: ServerProcess;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  proxyPort = await startProxy();
  const url = new URL(serverUrl);
  url.port = String(proxyPort);
  url.pathname = `/${dbName}`;
  server = startServer({ DATABASE_URL: url.toString(), ADMIN_PASSWORD: 'outage-admin-password' });
  await server.ready;
}, 300_000);

afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await stopProxy();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
});

describe('PostgreSQL stops and restarts under load', { timeout: 400_000 }, () => {
  it('answers 503 while the database is down, never crashes, and recovers by itself', async () => {
    const login = await fetch(server.url('/api/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'outage-admin-password' }),
    });
    const { token } = await json<{ token: string }>(login);
    const statuses: number[] = [];
    let running = true;
    // Steady load: eight clients reading all the time.
    const load = Array.from({ length: 8 }, async () => {
      while (running) {
        const res = await fetch(server.url('/api/teams'), { headers: { authorization: `Bearer ${token}` } });
        statuses.push(res.status);
        if (res.status >= 400) expect(typeof (await json<{ error: unknown }>(res)).error).toBe('string');
        else await res.arrayBuffer();
      }
    });
    await new Promise((r) => setTimeout(r, 500));
    expect(statuses.every((s) => s === 200)).toBe(true);

    await stopProxy();
    const downFrom = statuses.length;
    await new Promise((r) => setTimeout(r, 1500));
    const whileDown = statuses.slice(downFrom + 20);
    expect(whileDown.length).toBeGreaterThan(0);
    expect(new Set(whileDown)).toEqual(new Set([503]));
    expect((await fetch(server.url('/api/health'))).status).toBe(503);

    await startProxy(proxyPort);
    const upFrom = statuses.length;
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !statuses.slice(upFrom).includes(200)) await new Promise((r) => setTimeout(r, 100));
    await new Promise((r) => setTimeout(r, 500));
    running = false;
    await Promise.all(load);
    expect(statuses.slice(-10).every((s) => s === 200)).toBe(true);
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect((await fetch(server.url('/api/health'))).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});

import { readFileSync } from 'node:fs';
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TEST_DATABASE_URL } from '../support/template-database';
import { startServer } from '../support/server-process';
import { passOn } from '../support/tcp-proxy';

/**
 * Starting on PostgreSQL (#28, Running it): a database that is not up yet is waited for with one clear line a try,
 * one that never comes ends the start with one line (no stack trace, no password), and the log names the migrations
 * a start applied.
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
const target = new URL(serverUrl);
const dbName = `touchline_start_${Date.now().toString(36)}`;
const PASSWORD_IN_URL = 'secret-in-the-url';
const journal = JSON.parse(
  readFileSync(new URL('../../src/db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
) as { entries: { tag: string }[] };
const tags = journal.entries.map((e) => e.tag);

/** DATABASE_URL through `port`, with a password the log must never show. */
function urlThrough(port: number): string {
  const url = new URL(serverUrl);
  url.port = String(port);
  url.pathname = `/${dbName}`;
  url.password = PASSWORD_IN_URL;
  return url.toString();
}

/**
 * A TCP proxy to the test PostgreSQL that holds its port from the start, so no other test's listener can take it: while
 * "down" it resets every connection (the server sees ECONNRESET, as from a database not up yet), once `up` it passes
 * them on.
 */
async function proxy() {
  const sockets = new Set<net.Socket>();
  let up = false;
  const server = net.createServer((client) => {
    if (!up) {
      client.resetAndDestroy();
      return;
    }
    passOn(client, target, sockets);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    start: () => {
      up = true;
    },
    stop: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const admin = () => new pg.Client({ connectionString: serverUrl });

beforeAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`create database ${dbName}`);
  await client.end();
});

afterAll(async () => {
  const client = admin();
  await client.connect();
  await client.query(`drop database if exists ${dbName} with (force)`);
  await client.end();
});

describe('starting on PostgreSQL', { timeout: 400_000 }, () => {
  it('waits for a database that comes up, says so in one line a try, and names the migrations it applied', async () => {
    const database = await proxy();
    const port = database.port;
    const server = startServer({ DATABASE_URL: urlThrough(port), ADMIN_PASSWORD: 'start-admin-password' });
    // Up only once the server has said it cannot reach it (a loaded machine may take seconds to get that far).
    const deadline = Date.now() + 120_000;
    while (!server.output().includes('cannot be reached yet') && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 100));
    database.start();
    try {
      await server.ready;
      const output = server.output();
      expect(output).toContain(`The database at 127.0.0.1:${port}/${dbName} cannot be reached yet`);
      expect(output).toContain('trying again in 5 s (try 1)');
      expect(output).toContain(`Database migrations applied: ${tags.join(', ')}`);
      expect(output).not.toContain(PASSWORD_IN_URL);
      expect(output).not.toMatch(/^\s+at /m);
      server.child.kill('SIGTERM');
      await server.exited;

      // Started again on the same database: nothing to apply, and it says which migration it is at.
      const again = startServer({ DATABASE_URL: urlThrough(port), ADMIN_PASSWORD: 'start-admin-password' });
      await again.ready;
      expect(again.output()).toContain(`Database up to date (migration ${tags.at(-1)})`);
      again.child.kill('SIGTERM');
      await again.exited;
    } finally {
      await database.stop();
    }
  });

  it('ends the start with one line when the database never comes, without a stack trace or the password', async () => {
    const database = await proxy();
    const port = database.port;
    const server = startServer({
      DATABASE_URL: urlThrough(port),
      ADMIN_PASSWORD: 'start-admin-password',
      DATABASE_WAIT_SECONDS: '6',
    });
    expect(await server.exited).toBe(1);
    await database.stop();
    const output = server.output();
    expect(output).toContain(
      `Touchline failed to start: The database at 127.0.0.1:${port}/${dbName} could not be reached in 6 s`,
    );
    expect(output).toContain('check DATABASE_URL and that PostgreSQL is running.');
    expect(output).not.toContain(PASSWORD_IN_URL);
    expect(output).not.toMatch(/^\s+at /m);
  });
});

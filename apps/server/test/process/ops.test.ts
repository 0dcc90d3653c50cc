import { execFile } from 'node:child_process';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTROL_FILE } from '../../src/ops/control';
import { builtMain } from '../support/built-server';
import { startServer, type ServerProcess } from '../support/server-process';
import { createEmptyPostgres } from '../support/test-app';

/**
 * The operator's commands against the real server process on an embedded DATA_DIR (decision 086): while it runs,
 * backup, reset-password and remove-demo go through its control endpoint; the backup restores into an empty DATA_DIR
 * and an empty PostgreSQL database, and a server on the restored DATA_DIR answers the same data.
 */
/** The operator's commands as they ship: dist/cli.js beside the compiled server. */
const cli = path.join(path.dirname(builtMain), 'cli.js');
const work = mkdtempSync(path.join(tmpdir(), 'touchline-ops-'));
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await Promise.all(servers.map((s) => s.exited));
  rmSync(work, { recursive: true, force: true });
});

function run(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [cli, ...args],
      { env: { ...process.env, DATABASE_URL: '', ADMIN_PASSWORD: '', ...env }, timeout: 120_000 },
      (error, stdout, stderr) =>
        resolve({ code: error ? ((error.code as number | undefined) ?? -1) : 0, stdout, stderr }),
    );
  });
}

async function signIn(server: ServerProcess, username: string, password: string): Promise<string | null> {
  const res = await fetch(server.url('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return res.status === 200 ? ((await res.json()) as { token: string }).token : null;
}

async function get(server: ServerProcess, url: string, token: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(server.url(url), { headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: res.status === 200 ? await res.json() : null };
}

/** Whatever in `dir` (the folder included) group or other users may read, write or enter. */
function openToOthers(dir: string): string[] {
  const open = (statSync(dir).mode & 0o077) !== 0 ? [dir] : [];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    const target = path.join(dir, name);
    if (!lstatSync(target).isSymbolicLink() && (statSync(target).mode & 0o077) !== 0) open.push(target);
  }
  return open;
}

describe('backup, restore, password reset and demo removal beside the running server', () => {
  it('work through the control endpoint, and the restored copy answers the same data', async () => {
    const dataDir = path.join(work, 'data');
    const server = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'first-admin-password', DEMO_DATA: '1' });
    servers.push(server);
    await server.ready;
    const control = path.join(dataDir, CONTROL_FILE);
    expect(statSync(control).mode & 0o777).toBe(0o600);
    const oldToken = await signIn(server, 'admin', 'first-admin-password');
    expect(oldToken).toBeTruthy();

    // Unknown user: exit 1, one line.
    const unknown = await run(['reset-password', 'nobody'], { DATA_DIR: dataDir });
    expect(unknown).toMatchObject({ code: 1, stdout: '', stderr: "No user is named 'nobody'.\n" });

    // A random password, printed once on stdout only; the old password and session no longer work.
    const reset = await run(['reset-password', 'admin'], { DATA_DIR: dataDir });
    expect(reset.code).toBe(0);
    const password = /set to: (\S+)/.exec(reset.stdout)?.[1] ?? '';
    expect(password).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(server.output()).not.toContain(password);
    expect(server.output()).not.toContain(JSON.parse(readFileSync(control, 'utf8')).secret as string);
    expect((await get(server, '/api/teams', oldToken ?? '')).status).toBe(401);
    expect(await signIn(server, 'admin', 'first-admin-password')).toBeNull();
    const token = (await signIn(server, 'admin', password)) ?? '';
    expect(token).toBeTruthy();

    // A backup taken by the running server.
    const file = path.join(work, 'club.jsonl.gz');
    const backup = await run(['backup', file], { DATA_DIR: dataDir });
    expect(backup).toMatchObject({ code: 0, stdout: expect.stringContaining('by the running server') });
    expect(statSync(file).mode & 0o777).toBe(0o600);

    // Restore refuses the running server's DATA_DIR, restores into an empty one, then refuses it (now not empty).
    const busy = await run(['restore', file], { DATA_DIR: dataDir });
    expect(busy).toMatchObject({ code: 1, stderr: expect.stringContaining('A server is running on DATA_DIR') });
    const copyDir = path.join(work, 'copy');
    const restored = await run(['restore', file], { DATA_DIR: copyDir });
    expect(restored).toMatchObject({ code: 0, stderr: '' });
    // The restored folder holds password hashes and children's data: its owner's alone, before any server starts.
    expect(openToOthers(copyDir)).toEqual([]);
    const again = await run(['restore', file], { DATA_DIR: copyDir });
    expect(again).toMatchObject({ code: 1, stderr: expect.stringMatching(/^The target already has data \(users,/) });
    expect(again.stderr.trim().split('\n')).toHaveLength(1);

    // A server on the copy: ADMIN_PASSWORD is ignored (and says so), the reset password signs in, same answers.
    const copy = startServer({ DATA_DIR: copyDir, ADMIN_PASSWORD: 'ignored-password-1', DEMO_DATA: '1' });
    servers.push(copy);
    await copy.ready;
    expect(copy.output()).toContain('ADMIN_PASSWORD is set but the users already exist, so it was ignored');
    expect(copy.output()).toContain('npm run admin:reset-password -- admin');
    expect(copy.output()).not.toContain('ignored-password-1');
    const copyToken = (await signIn(copy, 'admin', password)) ?? '';
    expect(copyToken).toBeTruthy();
    for (const url of ['/api/teams', '/api/players', '/api/matches', '/api/trainings', '/api/users', '/api/seasons']) {
      const mine = await get(server, url, token);
      expect(mine.status, url).toBe(200);
      expect(await get(copy, url, copyToken), url).toEqual(mine);
    }
    const matches = (await get(server, '/api/matches', token)).body as { match_id: number }[];
    for (const match of matches.slice(0, 5)) {
      const url = `/api/matches/${match.match_id}/timeline`;
      expect(await get(copy, url, copyToken), url).toEqual(await get(server, url, token));
    }
    const audit = (s: ServerProcess, t: string) => get(s, '/api/audit?limit=1', t);
    // The copy's own sign-in is not on record; the source's reset is, in both.
    expect(((await audit(copy, copyToken)).body as { total: number }).total).toBe(
      ((await audit(server, token)).body as { total: number }).total,
    );

    // The copy keeps the demo's marks: demo:remove through its control endpoint takes the demo club away, once.
    const removed = await run(['remove-demo'], { DATA_DIR: copyDir });
    expect(removed).toMatchObject({ code: 0, stderr: '' });
    expect(removed.stdout).toMatch(
      /^Removed the demo club: 3 teams, 39 players, \d+ matches, \d+ training sessions, 25 acc/,
    );
    expect(await get(copy, '/api/teams', copyToken)).toEqual({ status: 200, body: [] });
    expect((await get(copy, '/api/users', copyToken)).body).toEqual([expect.objectContaining({ username: 'admin' })]);
    expect(((await get(server, '/api/teams', token)).body as unknown[]).length).toBe(3);
    const noDemo = await run(['remove-demo'], { DATA_DIR: copyDir });
    expect(noDemo).toMatchObject({ code: 0, stdout: 'There is no demo club in this database: nothing was removed.\n' });

    // Moving to PostgreSQL: backup of the running server's DATA_DIR, restored into an empty database.
    const target = await createEmptyPostgres();
    try {
      const moved = await run(['migrate-to-postgres', path.join(work, 'move.jsonl.gz')], {
        DATA_DIR: dataDir,
        DATABASE_URL: target.url,
      });
      expect(moved).toMatchObject({ code: 0, stderr: '' });
      const client = new pg.Client({ connectionString: target.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>('select count(*)::int as n from match_events');
      await client.end();
      expect(rows[0]?.n).toBeGreaterThan(100);
      const twice = await run(['restore', file], { DATABASE_URL: target.url });
      expect(twice).toMatchObject({ code: 1, stderr: expect.stringContaining('already has data') });
    } finally {
      await target.drop();
    }

    for (const s of [server, copy]) s.child.kill('SIGTERM');
    await expect(server.exited).resolves.toBe(0);
    await expect(copy.exited).resolves.toBe(0);
    expect(existsSync(control)).toBe(false);

    // With no server running the commands open DATA_DIR themselves.
    const offline = await run(['reset-password', 'admin'], { DATA_DIR: dataDir, ADMIN_PASSWORD: 'offline-password-1' });
    expect(offline).toMatchObject({ code: 0, stdout: expect.stringContaining('set from ADMIN_PASSWORD') });
    expect(offline.stdout).not.toContain('offline-password-1');
    const offlineBackup = await run(['backup', path.join(work, 'offline.jsonl.gz')], { DATA_DIR: dataDir });
    expect(offlineBackup).toMatchObject({ code: 0, stdout: expect.stringMatching(/^Backup of \d+ rows written/) });
  }, 300_000);

  it('never open a DATA_DIR whose control file names a live process that does not answer', async () => {
    const dataDir = path.join(work, 'held');
    mkdirSync(dataDir);
    const control = { pid: process.pid, host: '127.0.0.1', port: 9, secret: 'not-a-real-secret' };
    writeFileSync(path.join(dataDir, CONTROL_FILE), JSON.stringify(control));
    for (const args of [
      ['backup', path.join(work, 'held.jsonl.gz')],
      ['reset-password', 'admin'],
    ]) {
      const res = await run(args, { DATA_DIR: dataDir });
      expect(res).toMatchObject({ code: 1, stderr: expect.stringContaining('does not answer') });
    }
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(false);
  }, 300_000);
});

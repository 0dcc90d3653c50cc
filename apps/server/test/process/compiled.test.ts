import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtMain } from '../support/built-server';
import { startServer } from '../support/server-process';

/**
 * What ships: the server compiled by `npm run build` (apps/server/dist, built once a run: support/built-server.ts),
 * run by plain node with no TypeScript loader.
 */
const outdir = path.dirname(builtMain);

describe('the compiled server', () => {
  it('bundles the workspace code, keeps npm packages external, and serves from a migrated database', async () => {
    const code = readFileSync(builtMain, 'utf8');
    expect(code).not.toMatch(/from "@touchline\//);
    expect(code).toMatch(/from "fastify"/);

    const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-data-'));
    const server = startServer({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'compiled-admin-password' });
    await server.ready;
    expect((await fetch(server.url('/api/health'))).status).toBe(200);
    const login = (body: unknown) =>
      fetch(server.url('/api/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // A user row from first-run setup (the migrations ran) and argon2 (a native package) checking its password.
    expect((await login({ username: 'admin', password: 'compiled-admin-password' })).status).toBe(200);
    // The validation message comes from @touchline/domain, bundled in.
    const empty = await login({ username: '', password: '' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: 'Username and password are required' });
    // The operator's commands, compiled beside it (dist/cli.js), reach it through its control endpoint, plain node.
    const cli = (args: string[]) =>
      new Promise<{ code: number; stdout: string; stderr: string }>((resolve) =>
        execFile(
          process.execPath,
          [path.join(outdir, 'cli.js'), ...args],
          { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'compiled-new-password' } },
          (error, stdout, stderr) => resolve({ code: error ? Number(error.code) : 0, stdout, stderr }),
        ),
      );
    expect(await cli(['reset-password', 'nobody'])).toEqual({
      code: 1,
      stdout: '',
      stderr: "No user is named 'nobody'.\n",
    });
    expect((await cli(['reset-password', 'admin'])).code).toBe(0);
    expect((await login({ username: 'admin', password: 'compiled-new-password' })).status).toBe(200);
    server.child.kill('SIGTERM');
    await expect(server.exited).resolves.toBe(0);
  }, 300_000);
});

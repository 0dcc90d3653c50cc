import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, DEMO_PASSWORD } from './env';

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The compiled server on a club of its own (a new embedded database with the demo club), for a spec whose change
 * touches the whole club and so would change what the other specs read on the shared one: the season's rollover
 * makes a new season current and moves every team up an age group (#34). Email is off.
 */
export async function startOwnServer(): Promise<OwnServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-own-'));
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD,
      DEMO_DATA: '1',
      DEMO_PASSWORD,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
  });
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    const up = await fetch(`${url}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the own server did not start on ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in on `url`'s server and keeps the token as the app does (cookies are the host's, whatever the port). */
export async function signInAt(page: Page, url: string, username: string, password: string): Promise<void> {
  const res = await page.request.post(`${url}/api/login`, { data: { username, password } });
  if (!res.ok()) throw new Error(`sign-in of ${username} at ${url} failed: ${res.status()}`);
  const { token } = (await res.json()) as { token: string };
  await page.context().addCookies([
    { name: 'token', value: token, domain: 'localhost', path: '/', secure: true, sameSite: 'Strict', expires: -1 },
    { name: 'cookieConsent', value: 'true', domain: 'localhost', path: '/', sameSite: 'Strict', expires: -1 },
  ]);
}

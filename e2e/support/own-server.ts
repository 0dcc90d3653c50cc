import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { serverEnv } from './env';

export interface OwnServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * The compiled server on a club of its own (a new embedded database with the demo club), for a spec whose change
 * touches the whole club and so would change what the other specs read on the shared one: the season's rollover
 * makes a new season current and moves every team up an age group (#34). Email is off unless `env` sets it up; `env`
 * adds to or overrides the server's environment (the club's settings, #35).
 */
export async function startOwnServer(env: NodeJS.ProcessEnv = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-own-'));
  // Port 0: the system gives the server a free one, which it writes in its control file (ops/control.ts); a port
  // probed here first could be taken by another process before the server listens on it.
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: 'ignore',
    env: { ...serverEnv(0, dataDir), SMTP_URL: '', ...env },
  });
  const controlFile = path.join(dataDir, 'touchline-control.json');
  const deadline = Date.now() + 90_000;
  let url = '';
  for (;;) {
    if (!url && existsSync(controlFile)) {
      const port = (JSON.parse(readFileSync(controlFile, 'utf8')) as { port?: number }).port;
      if (port) url = `http://localhost:${port}`;
    }
    const up =
      url !== '' &&
      (await fetch(`${url}/api/health`).then(
        (res) => res.ok,
        () => false,
      ));
    if (up) break;
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the own server did not start (${dataDir})`);
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

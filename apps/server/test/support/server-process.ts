import { spawn, type ChildProcess } from 'node:child_process';
import { builtMain } from './built-server';

export interface ServerProcess {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
  output: () => string;
  port: () => number;
  url: (p: string) => string;
}

/** How long a server process may take to say it listens before the test gives up on it and kills it. */
export const START_LIMIT_MS = 150_000;

/**
 * Starts the real server process and resolves `ready` once it logs that it listens: the compiled server that ships
 * (apps/server/dist/main.js, built once a run: support/built-server.ts) under plain node, or another `main`.
 */
export function startServer(env: Record<string, string>, nodeArgs: string[] = [], main = builtMain): ServerProcess {
  const loader = main.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...nodeArgs, ...loader, main], {
    env: {
      ...process.env,
      LOG_LEVEL: 'info',
      DEMO_DATA: '0',
      WEB_DIST: '/nonexistent',
      PORT: '0',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let port = 0;
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const ready = new Promise<void>((resolve, reject) => {
    // Beside the browser tests on a slow day a start took over 40 s. One that does not come up is killed, not left
    // running after the test (#28, Running it).
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${START_LIMIT_MS / 1000} s:\n${output}`));
    }, START_LIMIT_MS);
    const check = () => {
      const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (match && output.includes('Touchline ready')) {
        port = Number(match[1]);
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', check);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  // A test that expects the process to fail never awaits `ready`.
  ready.catch(() => undefined);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(code ?? (signal ? -1 : null))),
  );
  return { child, ready, exited, output: () => output, port: () => port, url: (p) => `http://127.0.0.1:${port}${p}` };
}

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** Signs in to a started server through POST /api/login; the token. */
export async function signInTo(server: ServerProcess, password: string, username = 'admin'): Promise<string> {
  const res = await fetch(server.url('/api/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  return (await json<{ token: string }>(res)).token;
}

/** One API call to a started server with a bearer token: its status and its JSON answer (null when it has none). */
export async function callServer(server: ServerProcess, token: string, method: string, path: string, body?: object) {
  const res = await fetch(server.url(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body && { 'content-type': 'application/json' }) },
    ...(body && { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as unknown };
}

/** Kills the server with SIGKILL (a crash: nothing is finished) and starts it again on the same data. */
export async function killAndRestart(previous: ServerProcess, env: Record<string, string>): Promise<ServerProcess> {
  previous.child.kill('SIGKILL');
  await previous.exited;
  const next = startServer(env);
  await next.ready;
  return next;
}

import { vi } from 'vitest';
import type { MyTeams } from '@touchline/domain';

/** One request the code under test made. */
export interface Call {
  url: string;
  method: string;
  at: number;
  headers: Headers;
  cache: RequestCache | undefined;
  body: string | undefined;
}

export type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;

/** The person's teams every fake server answers unless told otherwise: someone who sees every team, as before #30. */
export const EVERY_TEAM: MyTeams = { coaching: [], family: [], all_teams: true };

/**
 * Replaces global fetch with `handler` and records each call (fake clock's time), or those `record` keeps.
 * GET /api/account/teams answers `myTeams` (EVERY_TEAM unless given; null leaves it to `handler`).
 */
export function stubFetch(
  handler: Handler,
  options: { record?: (url: string) => boolean; myTeams?: MyTeams | null } = {},
): Call[] {
  const myTeams = options.myTeams === undefined ? EVERY_TEAM : options.myTeams;
  const answer: Handler = (url, init) =>
    myTeams !== null && url === '/api/account/teams' ? json(200, myTeams) : handler(url, init);
  const calls: Call[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (options.record?.(url) !== false)
      calls.push({
        url,
        method: init.method ?? 'GET',
        at: Date.now(),
        headers: new Headers(init.headers),
        cache: init.cache,
        body: typeof init.body === 'string' ? init.body : undefined,
      });
    try {
      return Promise.resolve(answer(url, init)).then(copyOfCanned);
    } catch (error) {
      return Promise.reject(error);
    }
  });
  return calls;
}

/** Answers made by `json`: one may answer many requests (a failed query is fetched again when a new reader mounts). */
const canned = new WeakSet<Response>();

/** A body is read once: each request gets its own copy of a canned answer, as if the server had answered again. */
function copyOfCanned(answer: Response): Response {
  return canned.has(answer) ? answer.clone() : answer;
}

export function json(status: number, body: unknown, statusText = ''): Response {
  const answer = new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });
  canned.add(answer);
  return answer;
}

export function empty(status: number, statusText = ''): Response {
  return new Response(null, { status, statusText });
}

/** A request the server never answers: it only ends when aborted, as real fetch does. */
export function hang(init: RequestInit): Promise<Response> {
  return new Promise((_, reject) => {
    init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
  });
}

/** What fetch does when the connection fails. */
export function connectionError(): Promise<Response> {
  return Promise.reject(new TypeError('Failed to fetch'));
}

export interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
}

export function deferred<T>(): Deferred<T> {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** Observes a promise without awaiting it, so a rejection is never reported as unhandled. */
export function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false };
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

import type { BackoffSchedule } from '@touchline/domain';
import type { Contract } from '@touchline/domain';
import {
  backoffDelay,
  systemContracts,
  MANUAL_WARM_UP,
  pathOf,
  REQUEST_TIMEOUT_MS,
  TOKEN_VALIDATION_WARM_UP,
} from '@touchline/domain';
import { API_BASE } from './api-base';

export interface WarmUpOptions {
  /** Random source for the back-off jitter, [0, 1). */
  random?: () => number;
  /** Stops the warm-up (resolves false) when aborted. */
  signal?: AbortSignal;
}

export interface WaitForServerOptions extends WarmUpOptions {
  /** Called before each attempt with its 1-based number and the number of attempts, for 'Attempt N of 8'. */
  onAttempt?: (attempt: number, of: number) => void;
}

/** One uncached GET without a token; true when the server answered 2xx within the time-out. */
async function probe(target: Contract, timeoutMs: number, signal: AbortSignal | undefined): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const stop = () => controller.abort();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    const response = await fetch(`${API_BASE}${pathOf(target)}`, {
      method: 'GET',
      cache: 'no-store',
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', stop);
  }
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
  });
}

async function runSchedule(
  schedule: BackoffSchedule,
  attempt: (n: number) => Promise<boolean>,
  { random = Math.random, signal }: WarmUpOptions,
): Promise<boolean> {
  for (let n = 1; n <= schedule.attempts; n += 1) {
    if (signal?.aborted) return false;
    if (await attempt(n)) return true;
    if (n < schedule.attempts) await sleep(backoffDelay(schedule, n, random), signal);
  }
  return false;
}

/**
 * The manual warm-up (spec §9): up to 6 attempts alternating GET /health (odd attempts) and GET /
 * (even attempts), each with its own 6 s time-out, 1 s × 1.8 up to 12 s between attempts.
 */
export function manualWarmUp(options: WarmUpOptions = {}): Promise<boolean> {
  const schedule = MANUAL_WARM_UP;
  const timeoutMs = schedule.attemptTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return runSchedule(
    schedule,
    (n) => probe(n % 2 === 1 ? systemContracts.health : systemContracts.root, timeoutMs, options.signal),
    options,
  );
}

/**
 * The token-validation warm-up (spec §9): up to 8 attempts of GET /health, 800 ms × 1.6 up to 10 s
 * between attempts with ±20 % jitter. Each attempt waits at most the request time-out (15 s).
 * Resolves true as soon as the server is healthy, false after the last failed attempt.
 */
export function waitForServer(options: WaitForServerOptions = {}): Promise<boolean> {
  const schedule = TOKEN_VALIDATION_WARM_UP;
  const timeoutMs = schedule.attemptTimeoutMs ?? REQUEST_TIMEOUT_MS;
  return runSchedule(
    schedule,
    (n) => {
      options.onAttempt?.(n, schedule.attempts);
      return probe(systemContracts.health, timeoutMs, options.signal);
    },
    options,
  );
}

let inFlight: { done: Promise<boolean>; stop: AbortController } | null = null;

/** The manual warm-up, run once for all the requests that fail while it is running. */
export function sharedWarmUp(): Promise<boolean> {
  if (!inFlight) {
    const stop = new AbortController();
    const current = {
      stop,
      done: manualWarmUp({ signal: stop.signal }).finally(() => {
        if (inFlight === current) inFlight = null;
      }),
    };
    inFlight = current;
  }
  return inFlight.done;
}

/**
 * Stops a shared warm-up still running (it answers false). For the unit tests, which share this module: a warm-up
 * left running by one test went on probing through the next test's fake server.
 */
export function stopSharedWarmUp(): void {
  inFlight?.stop.abort();
  inFlight = null;
}

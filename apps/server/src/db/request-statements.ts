import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The SQL statements of the request being served: how many (tests and `npm run bench` read the X-Query-Count
 * header) and whether one of them wrote, so the server reads the data versions again before that request's answer
 * leaves (plugins/data-version.ts).
 */
const store = new AsyncLocalStorage<{ count: number; wrote: boolean; reader: boolean }>();

/** Counts a statement for the request it runs in; answers false when it runs outside any request. */
export function noteStatement(writes: boolean): boolean {
  const current = store.getStore();
  if (!current) return false;
  current.count++;
  if (writes) current.wrote = true;
  return true;
}

/**
 * Runs a request's handling (from its first hook on) with its own count. `reader`: a plain read (a GET that is not a
 * live stream), whose statements the embedded database runs after those of writes and live streams (decision 098).
 */
export function runInRequest<T>(fn: () => T, reader = false): T {
  return store.run({ count: 0, wrote: false, reader }, fn);
}

/** Whether the statement about to run is a plain read's, which may wait for a write's (outside a request: no). */
export function statementMayWait(): boolean {
  return store.getStore()?.reader ?? false;
}

export function queriesSoFar(): number | undefined {
  return store.getStore()?.count;
}

/** Did the request being served write? */
export function requestWrote(): boolean {
  return store.getStore()?.wrote ?? false;
}

import { AsyncLocalStorage } from 'node:async_hooks';

/** Counts the SQL statements each request runs (tests and `npm run bench` read it from the X-Query-Count header). */
const store = new AsyncLocalStorage<{ count: number }>();

export function countQuery(): void {
  const current = store.getStore();
  if (current) current.count++;
}

export function runCounted<T>(fn: () => T): T {
  return store.run({ count: 0 }, fn);
}

export function queriesSoFar(): number | undefined {
  return store.getStore()?.count;
}

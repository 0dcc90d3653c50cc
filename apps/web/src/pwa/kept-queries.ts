import { partialMatchKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { indexedDbStore } from '../browser/indexed-db';

/**
 * Reads kept on this device for a screen that must work without signal (#29 item 1: the match console): each read's
 * last answer, per signed-in user, in IndexedDB. A screen names the reads it keeps (`keepQueries`) and, when it opens,
 * puts back what it kept (`restoreKept`) before its reads start: then a reload without signal, or with the server
 * unreachable, opens on the match as it was. The server's answer replaces the kept one as soon as it comes.
 *
 * Kept for a match day only (KEPT_FOR_MS), or until the time an answer itself names (`keep_until`: the squad's
 * medical information, gone at the end of its match day, decision 130), and emptied when a session ends
 * (`clearKept`, with the offline fixtures).
 */

/** A kept read older than this is let go unread: the console is for the match day. */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

interface KeptQuery {
  /** The user and the query key. */
  id: string;
  userId: number;
  key: QueryKey;
  data: unknown;
  /** When the server answered it (ms). */
  updatedAt: number;
}

const idOf = (userId: number, key: QueryKey) => `${userId}:${JSON.stringify(key)}`;

/** Is a kept read past its time: older than a match day, or past the `keep_until` its answer names? */
export function isExpired(entry: Pick<KeptQuery, 'data' | 'updatedAt'>, now: number): boolean {
  if (entry.updatedAt < now - KEPT_FOR_MS) return true;
  const until = (entry.data as { keep_until?: unknown } | null)?.keep_until;
  return typeof until === 'string' && Date.parse(until) <= now;
}
const available = () => typeof indexedDB !== 'undefined';

const { run } = indexedDbStore('touchline-kept', 'queries', 'id');

/**
 * Puts back into the query cache what `userId` kept, where the cache has nothing newer; lets go of what is older than
 * a match day. Never throws: without IndexedDB (or with it refused) the screen simply reads the server.
 */
export async function restoreKept(client: QueryClient, userId: number, now = Date.now()): Promise<void> {
  if (!available()) return;
  try {
    const kept = await run('readonly', (s) => s.getAll() as IDBRequest<KeptQuery[]>);
    for (const entry of kept) {
      if (isExpired(entry, now)) {
        await run('readwrite', (s) => s.delete(entry.id));
        continue;
      }
      if (entry.userId !== userId) continue;
      const state = client.getQueryState(entry.key);
      if (state?.data !== undefined && state.dataUpdatedAt >= entry.updatedAt) continue;
      client.setQueryData(entry.key, entry.data, { updatedAt: entry.updatedAt });
    }
  } catch {
    // Nothing kept can be read: the screen reads the server.
  }
}

function write(entry: KeptQuery): void {
  run('readwrite', (s) => s.put(entry)).catch(() => undefined);
}

/**
 * Keeps the answers of the reads named by `keys` for `userId`, now and whenever they change while the screen is
 * open (a server's answer, the live stream's change, an event the outbox sent). A key names the reads it starts
 * (a match list of some teams, `[matches, 'all', [3]]`, under `[matches, 'all']`). Answers the unsubscribe.
 */
export function keepQueries(client: QueryClient, userId: number, keys: readonly QueryKey[]): () => void {
  if (!available()) return () => undefined;
  for (const query of keys.flatMap((queryKey) => client.getQueryCache().findAll({ queryKey }))) {
    const { queryKey: key, state } = query;
    if (state.data !== undefined)
      write({ id: idOf(userId, key), userId, key, data: state.data, updatedAt: state.dataUpdatedAt });
  }
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    const { queryKey, state } = event.query;
    if (!keys.some((key) => partialMatchKey(queryKey, key)) || state.data === undefined) return;
    write({ id: idOf(userId, queryKey), userId, key: queryKey, data: state.data, updatedAt: state.dataUpdatedAt });
  });
}

/**
 * Lets go of every kept read past its time, whoever kept it: run when the app starts, so that what a console kept
 * for a match day (its squad's medical information) is gone after the day even if the console is not opened again.
 */
export async function dropExpiredKept(now = Date.now()): Promise<void> {
  if (!available()) return;
  try {
    const kept = await run('readonly', (s) => s.getAll() as IDBRequest<KeptQuery[]>);
    for (const entry of kept.filter((e) => isExpired(e, now))) await run('readwrite', (s) => s.delete(entry.id));
  } catch {
    // Nothing kept can be read: nothing to let go.
  }
}

/** Lets go of everything kept (a session ended: the next person on this device sees none of it). */
export async function clearKept(): Promise<void> {
  if (!available()) return;
  await run('readwrite', (s) => s.clear()).catch(() => undefined);
}

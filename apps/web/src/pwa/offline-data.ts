import type { QueryClient } from '@tanstack/react-query';
import { clearKept } from './kept-queries';

/** The service worker's cache of the last-seen fixtures and teams (API_CACHE in public/sw.js). */
export const OFFLINE_API_CACHE = 'touchline-api-v2';

/**
 * Empties the offline copy of the fixtures, and the match data the console kept, when a session ends, so the next
 * person on this device never sees the previous one's data (the worker also keeps each session's answers apart).
 */
export function clearOfflineApiData(): void {
  void clearKept();
  if (typeof caches === 'undefined') return;
  caches.delete(OFFLINE_API_CACHE).catch(() => undefined);
}

/**
 * Reads again, through the service worker that has just taken control, what is on screen, so that the worker keeps
 * the fixtures for offline use. A first read still on its way went past the worker, and TanStack Query would only
 * wait for it rather than read again: it is cancelled first (the screen keeps its loading state) and then read anew.
 */
export async function readAgainThroughWorker(client: QueryClient): Promise<void> {
  await client.cancelQueries({ type: 'active', fetchStatus: 'fetching' });
  await client.invalidateQueries({ type: 'active' });
}

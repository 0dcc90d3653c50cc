/** The service worker's cache of the last-seen fixtures and teams (API_CACHE in public/sw.js). */
export const OFFLINE_API_CACHE = 'touchline-api-v1';

/**
 * Empties the offline copy of the fixtures when a session ends, so the next person on this device never sees the
 * previous one's data (the worker also keeps each session's answers apart).
 */
export function clearOfflineApiData(): void {
  if (typeof caches === 'undefined') return;
  caches.delete(OFFLINE_API_CACHE).catch(() => undefined);
}

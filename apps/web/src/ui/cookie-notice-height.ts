import { useSyncExternalStore } from 'react';

// The height of the cookie notice bar while it shows (0 otherwise), so that the layouts can keep
// their last lines, menu items and buttons out from under it.
let height = 0;
const listeners = new Set<() => void>();

export function setCookieNoticeHeight(next: number): void {
  if (next === height) return;
  height = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCookieNoticeHeight(): number {
  return useSyncExternalStore(
    subscribe,
    () => height,
    () => 0,
  );
}

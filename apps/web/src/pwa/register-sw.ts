/** The URL of the service worker (apps/web/public/sw.js); its scope is the whole app. */
const SERVICE_WORKER_URL = '/sw.js';

export interface RegisterOptions {
  /**
   * Called once when a newly installed worker takes control of this page (the first visit). The page's data was
   * fetched before that, past the worker; reloading it lets the worker keep the fixtures for offline use.
   */
  onFirstControl?: () => void;
  /**
   * A tapped notification's page, for a window the worker could not move itself (one it does not control): a path on
   * this site (public/sw.js, notificationclick).
   */
  onOpenPath?: (path: string) => void;
}

/** The worker's 'open-path' message: the path, when it is one on this site. */
export function openPathOf(data: unknown): string | null {
  if (typeof data !== 'object' || data === null || !('type' in data) || data.type !== 'open-path') return null;
  if (!('path' in data) || typeof data.path !== 'string') return null;
  return /^\/(?![/\\])/.test(data.path) ? data.path : null;
}

/** The same-origin /assets/ files this page has loaded, to hand to a worker that did not see them load. */
function loadedAssets(): string[] {
  if (typeof performance === 'undefined') return [];
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  }
  for (const element of document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[href]')) {
    const url = new URL(element instanceof HTMLScriptElement ? element.src : element.href, location.href);
    if (url.origin === location.origin && url.pathname.startsWith('/assets/')) urls.add(url.pathname);
  }
  return [...urls];
}

/**
 * Registers the service worker after the page has loaded, in production builds only (the dev server's modules are
 * not files a worker should keep). Registration failures are ignored: the app works without it, only not offline.
 */
export function registerServiceWorker(options: RegisterOptions = {}): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  if (container.controller === null) {
    // The first time a worker controls this page: give it what was loaded before, and reload the data through it.
    container.addEventListener(
      'controllerchange',
      () => {
        container.controller?.postMessage({ type: 'cache-assets', urls: loadedAssets() });
        options.onFirstControl?.();
      },
      { once: true },
    );
  }
  container.addEventListener('message', (event: MessageEvent<unknown>) => {
    const path = openPathOf(event.data);
    if (path) options.onOpenPath?.(path);
  });
  const register = () => {
    container.register(SERVICE_WORKER_URL, { scope: '/' }).catch(() => undefined);
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

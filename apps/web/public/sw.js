/* Touchline service worker: the app opens offline and shows the last-seen fixtures.
 *
 * - App shell: index.html and the files it links are cached at install; every other /assets/ file (hashed, never
 *   changes) is cached the first time it is loaded. Navigations go to the network first and fall back to the cached
 *   index.html, so a new version is picked up as soon as there is a network.
 * - API: only GET /api/matches, /api/matches/upcoming, /api/matches/current-season and /api/teams, network first with
 *   the last answer as the fallback when the browser is offline. Answers are kept per session (under a hash of the
 *   bearer token, never the token itself) and only when they succeeded. Nothing else under /api is ever cached: not
 *   sign-in, not writes, not anything personal. The page's 15 s time-out, warm-up and single retry
 *   (apps/web/src/api/http.ts) work as without the worker: online, its failures reach the page as they are, its read
 *   gives up when the page's does, and never waits behind one that hangs (see networkFirstApi).
 * - Notifications (#32): a push message from the server is shown as a notification (its title, text and tag); a tap
 *   on it opens the page it names in a Touchline window already open, else a new one. Only paths of this site open.
 *
 * Plain JavaScript served as it is from apps/web/public (the CSP allows script-src 'self').
 */
/* global self, caches */
'use strict';

// v2: the match lists carry each match's state; v1's kept answers lack it.
const VERSION = 'v2';
const SHELL_CACHE = `touchline-shell-${VERSION}`;
/** Also named in apps/web/src/pwa/offline-data.ts, which empties it when a session ends. */
const API_CACHE = `touchline-api-${VERSION}`;
const INDEX = '/index.html';
const STATIC_FILES = [
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/icon-maskable-512.png',
  '/icons/apple-touch-icon.png',
];
const CACHED_API = new Set(['/api/matches', '/api/matches/upcoming', '/api/matches/current-season', '/api/teams']);
/** The page's request time-out, REQUEST_TIMEOUT_MS in packages/domain/src/constants.ts (a test checks they agree). */
const REQUEST_TIMEOUT_MS = 15000;
/** Old hashed files are dropped beyond this many, oldest first. */
const MAX_ASSETS = 300;

const sameOrigin = (url) => url.origin === self.location.origin;

/** Caches `paths` one by one, so one missing file does not stop the others. */
async function cacheEach(cache, paths) {
  await Promise.all(
    paths.map(async (path) => {
      try {
        const response = await fetch(path, { cache: 'no-cache' });
        if (response.ok) await cache.put(path, response);
      } catch {
        // Cached later, when it is first loaded.
      }
    }),
  );
}

/** The /assets/ files an index.html links (scripts, module preloads, styles). */
function linkedAssets(html) {
  return [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]))];
}

async function precacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(INDEX, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`index.html answered ${response.status}`);
  const html = await response.clone().text();
  await cache.put(INDEX, response);
  await cacheEach(cache, [...linkedAssets(html), ...STATIC_FILES]);
}

async function trimAssets(cache) {
  const keys = (await cache.keys()).filter((request) => new URL(request.url).pathname.startsWith('/assets/'));
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((request) => cache.delete(request)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(precacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([SHELL_CACHE, API_CACHE]);
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith('touchline-') && !keep.has(name)).map((name) => caches.delete(name)),
      );
      await self.clients.claim();
    })(),
  );
});

/** The page sends the /assets/ files it loaded before this worker controlled it (the first visit). */
self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-assets' || !Array.isArray(data.urls)) return;
  const paths = data.urls
    .map((value) => {
      try {
        return new URL(String(value), self.location.origin);
      } catch {
        return null;
      }
    })
    .filter((url) => url && sameOrigin(url) && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL_CACHE);
      const missing = [];
      for (const path of new Set(paths)) if (!(await cache.match(path))) missing.push(path);
      await cacheEach(cache, missing);
      await trimAssets(cache);
    })(),
  );
});

/** Keeps `response` under `key` without holding the answer back; the worker stays alive until it is stored. */
function keep(event, cacheName, key, response) {
  event.waitUntil(
    caches
      .open(cacheName)
      .then((cache) => cache.put(key, response))
      .catch(() => undefined),
  );
}

/** Navigations: the network's page (kept as the new offline copy), else the cached index.html. */
async function navigation(event) {
  const request = event.request;
  try {
    const response = await fetch(request);
    const type = response.headers.get('Content-Type') || '';
    if (response.ok && type.includes('text/html')) keep(event, SHELL_CACHE, INDEX, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(INDEX, { cacheName: SHELL_CACHE });
    if (cached) return cached;
    throw error;
  }
}

/** Hashed files never change: the cached copy, else the network's (then cached). */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    trimAssets(cache).catch(() => undefined);
  }
  return response;
}

/** Small files beside the app (manifest, icons): the network's, else the cached copy. */
async function networkFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

/** A cache key of its own per session: a SHA-256 of the Authorization header, never the header. */
async function apiCacheKey(request, url) {
  const authorization = request.headers.get('Authorization');
  if (!authorization) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(authorization));
  const hash = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${self.location.origin}/__offline-api/${hash}${url.pathname}${url.search}`;
}

/**
 * Ends when the page's request is cancelled (where the browser tells the worker) or after the page's own time-out:
 * Chromium does not pass the page's abort on, and a read left waiting would hang on for as long as the server does.
 */
function pageRequestSignal(request) {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([request.signal, timeout]) : timeout;
}

/**
 * The fixtures and teams: the network's answer (kept when it succeeded), else, offline, the last one kept for this
 * session.
 * `no-store` (the API's answers are no-store anyway) keeps the read out of the browser's HTTP cache, whose per-URL
 * lock made the page's retry of a hung read queue behind it instead of reaching the server.
 */
async function networkFirstApi(event, url) {
  const request = event.request;
  const key = await apiCacheKey(request, url);
  try {
    const response = await fetch(request, { cache: 'no-store', signal: pageRequestSignal(request) });
    if (key && response.ok) keep(event, API_CACHE, key, response.clone());
    return response;
  } catch (error) {
    // Only with no network at all. Online, the page sees the failure as it would without the worker: its warm-up
    // and single retry then read the server's current answer rather than an old copy.
    if (key && self.navigator.onLine === false) {
      const cached = await caches.match(key, { cacheName: API_CACHE });
      if (cached) return cached;
    }
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!sameOrigin(url)) return;
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
    // Everything else under /api goes to the network untouched.
    if (CACHED_API.has(url.pathname)) event.respondWith(networkFirstApi(event, url));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(navigation(event));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (STATIC_FILES.includes(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});

const NOTIFICATION_ICON = '/icons/icon-192.png';

/** A notification's page: a path on this site as the server gave it, else the home page (never another site). */
function pathOnThisSite(url) {
  return typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : '/';
}

/** The notification a push message's payload ({ title, body, url, tag, kind }) asks for; without one, Touchline's. */
function notificationOf(data) {
  const options = { icon: NOTIFICATION_ICON, badge: NOTIFICATION_ICON };
  if (!data || typeof data !== 'object' || typeof data.title !== 'string' || data.title === '') {
    return { title: 'Touchline', options: { ...options, body: 'There is news in Touchline.', data: { url: '/' } } };
  }
  const tag = typeof data.tag === 'string' && data.tag !== '' ? data.tag : undefined;
  return {
    title: data.title,
    options: {
      ...options,
      body: typeof data.body === 'string' ? data.body : '',
      data: { url: pathOnThisSite(data.url) },
      // A newer message with the same tag (the same match's score) replaces the older one, and still alerts.
      ...(tag ? { tag, renotify: true } : {}),
    },
  };
}

function payloadOf(event) {
  try {
    return event.data ? event.data.json() : null;
  } catch {
    return null;
  }
}

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(payloadOf(event));
  event.waitUntil(self.registration.showNotification(title, options));
});

/**
 * Opens `path` in a Touchline window: the focused one or the first open one, moved to the page (navigate, or, for a
 * window this worker does not control, a message its page follows: register-sw.ts), else a new window.
 */
async function openPath(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = (await self.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client) => new URL(client.url).origin === self.location.origin,
  );
  const open = windows.find((client) => client.focused) || windows[0];
  if (!open) {
    await self.clients.openWindow(url);
    return;
  }
  try {
    await open.focus();
  } catch {
    // Focus is the browser's to give; the page still moves.
  }
  if (typeof open.navigate === 'function') {
    try {
      await open.navigate(url);
      return;
    } catch {
      // Not controlled by this worker: its page moves itself.
    }
  }
  open.postMessage({ type: 'open-path', path });
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data;
  event.waitUntil(openPath(pathOnThisSite(data && data.url)));
});

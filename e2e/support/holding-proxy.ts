import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E2E_PORT } from './env';

/** One request as the proxy saw it, `at` in ms since the proxy started. */
export interface ProxiedRequest {
  at: number;
  method: string;
  path: string;
  /** When a held request's connection was closed by the browser. */
  closedAt?: number;
  held: boolean;
  refused: boolean;
}

export interface HoldingProxy {
  /** The proxy's origin: open the app here so that everything it asks goes through the proxy. */
  origin: string;
  /** Every request, in the order they arrived. */
  requests: ProxiedRequest[];
  /** The next `times` GETs of `path` get no answer at all, as from a server that hangs. */
  hold(path: string, times?: number): void;
  /** The next `times` GETs of `path` fail without an answer (a network error), as with a server that is down. */
  refuse(path: string, times?: number): void;
  /**
   * Until called with false, every request ('all', open streams cut too: the server is stopped) or every write
   * ('writes': the server cannot be reached for them) fails without an answer.
   */
  down(mode: 'all' | 'writes' | false): void;
  close(): Promise<void>;
}

/**
 * A proxy in front of the real test server that passes everything on unchanged, except the requests it is told to hold
 * (never answered) or refuse (a network error). It sees what the browser sends, the service worker's requests included
 * (which `page.route()` does not).
 */
export async function startHoldingProxy(): Promise<HoldingProxy> {
  const started = Date.now();
  const requests: ProxiedRequest[] = [];
  const holds = new Map<string, number>();
  const refusals = new Map<string, number>();
  const open = new Set<http.ServerResponse>();
  const piped = new Set<http.ServerResponse>();
  let downMode: 'all' | 'writes' | false = false;

  const server = http.createServer((req, res) => {
    const path = req.url ?? '/';
    const left = req.method === 'GET' ? (holds.get(path) ?? 0) : 0;
    const isDown = downMode === 'all' || (downMode === 'writes' && req.method !== 'GET');
    const refusalsLeft = isDown ? 1 : req.method === 'GET' ? (refusals.get(path) ?? 0) : 0;
    const seen: ProxiedRequest = {
      at: Date.now() - started,
      method: req.method ?? 'GET',
      path,
      held: left > 0,
      refused: refusalsLeft > 0,
    };
    requests.push(seen);
    if (refusalsLeft > 0) {
      if (!isDown) refusals.set(path, refusalsLeft - 1);
      // Headers no browser accepts (two different lengths): a network error, before any answer. (A connection dropped
      // without a word is tried again by Chromium itself when it was a reused one; a reply that is not HTTP at all is
      // read as an HTTP/0.9 answer.)
      req.socket.end('HTTP/1.1 200 OK\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nxx');
      return;
    }
    if (left > 0) {
      holds.set(path, left - 1);
      open.add(res);
      res.on('close', () => {
        seen.closedAt = Date.now() - started;
        open.delete(res);
      });
      return;
    }
    const upstream = http.request(
      { host: '127.0.0.1', port: E2E_PORT, path, method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    piped.add(res);
    res.on('close', () => piped.delete(res));
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    origin: `http://localhost:${port}`,
    requests,
    hold: (path, times = 1) => holds.set(path, times),
    refuse: (path, times = 1) => refusals.set(path, times),
    down: (mode) => {
      downMode = mode;
      if (mode === 'all') for (const res of piped) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { dataVersion } from '../db/schema';
import { today } from '../today';

/**
 * Cached reads for the heavy GETs (fixture lists, timeline and score, statistics, targets, coach reports).
 *
 * Each answer is kept serialised, filed under the data version read at the start of the request (plugins/access.ts,
 * plugins/data-version.ts): on the embedded database the process's write generation; on a PostgreSQL server the
 * `data_version` row, which every transaction that changes club data bumps as it commits (a deferred trigger,
 * migration 0005) and announces to every instance, so no code has to say which write touches which read.
 * The data itself is read after the version, so an answer is never older than the version it is filed under. Any
 * write makes every kept answer stale (the next read of each recomputes it), which suits a club: reads outnumber
 * writes by far, and match day's writes reach viewers over the live stream.
 *
 * The key is the route, the URL with its query string and the club's date (answers that depend on "today"): only
 * answers that are the same for everyone allowed to see them are cached, and access checks stay in the handler,
 * before the cache is consulted. Concurrent misses of one answer share a single computation. Answers carry an ETag;
 * a matching If-None-Match gets 304 with no body. They stay `no-store` like every API answer: children's data is not
 * written to a browser's disk cache (the service worker keeps its own per-user copy of the fixtures). Answers of
 * 1 kB or more are also kept gzipped, for clients that accept it.
 */

interface Entry {
  version: string;
  day: string;
  value: unknown;
  bytes: number;
}

interface Answer {
  body: string;
  etag: string;
  /** The body gzipped once, for the clients that accept it (all browsers); only for bodies of 1 kB or more. */
  gzip: Buffer | null;
}

const GZIP_FROM_BYTES = 1024;

function acceptsGzip(request: FastifyRequest): boolean {
  const header = request.headers['accept-encoding'];
  return typeof header === 'string' && /\bgzip\b(?!\s*;\s*q=0(\.0*)?\b)/i.test(header);
}

const MAX_ENTRIES = 2_000;
const MAX_BYTES = 64 * 1024 * 1024;

/** A bounded map (least recently used goes first) of values, each valid for one data version and one day. */
export class ReadCache {
  private entries = new Map<string, Entry>();
  private pending = new Map<string, Promise<unknown>>();
  private bytes = 0;
  hits = 0;
  misses = 0;

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** The value kept for `key` at `version`, or computed with `fill` (once, however many ask at the same time). */
  async remember<T>(
    key: string,
    version: string,
    fill: () => Promise<T>,
    sizeOf: (value: T) => number = () => 64,
  ): Promise<T> {
    const day = today();
    const found = this.entries.get(key);
    if (found && found.version === version && found.day === day) {
      // The Map's order is the eviction order: most recently used goes last.
      this.entries.delete(key);
      this.entries.set(key, found);
      this.hits++;
      return found.value as T;
    }
    this.misses++;
    const pendingKey = `${key}\n${version}\n${day}`;
    const inFlight = this.pending.get(pendingKey);
    if (inFlight) return inFlight as Promise<T>;
    const computing = fill()
      .then((value) => {
        this.store(key, { version, day, value, bytes: sizeOf(value) });
        return value;
      })
      .finally(() => this.pending.delete(pendingKey));
    this.pending.set(pendingKey, computing);
    return computing;
  }

  private store(key: string, entry: Entry): void {
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes;
      this.entries.delete(key);
    }
    if (entry.bytes > MAX_BYTES / 4) return;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    for (const [oldest, value] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.bytes <= MAX_BYTES) break;
      this.entries.delete(oldest);
      this.bytes -= value.bytes;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }
}

/** The data version read with this request's session, or read now for a request without one. */
export async function currentVersion(request: FastifyRequest): Promise<string> {
  if (request.dataVersion) return request.dataVersion;
  const [row] = await request.server.db.select({ version: dataVersion.version }).from(dataVersion);
  return String(row?.version ?? '');
}

/**
 * Answers a GET from the read cache, or computes it with `load`, serialises it through the route's response schema
 * (so nothing the schema leaves out can be kept or leak), and keeps it; sends it as it is, or 304 when the
 * client's If-None-Match names it. Only for answers that do not depend on who asks.
 */
export async function cachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<unknown>,
): Promise<FastifyReply> {
  const key = `read\n${request.routeOptions.url}\n${request.url}`;
  const version = await currentVersion(request);
  const entry = await request.server.readCache.remember<Answer>(
    key,
    version,
    async () => {
      const body = reply.serializeInput((await load()) as Record<string, unknown>, '200') as string;
      const gzip = Buffer.byteLength(body) >= GZIP_FROM_BYTES ? gzipSync(body) : null;
      return { body, etag: createHash('sha1').update(body).digest('base64url'), gzip };
    },
    (answer) => answer.body.length + (answer.gzip?.length ?? 0),
  );
  const gzipped = entry.gzip !== null && acceptsGzip(request);
  // One ETag per representation, as HTTP wants; If-None-Match may name either. Cache-Control stays the API's no-store.
  reply
    .header('ETag', `"${entry.etag}${gzipped ? '-gz' : ''}"`)
    .header('Cache-Control', 'no-store')
    .header('Vary', 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  const match = request.headers['if-none-match'];
  if (
    match &&
    match
      .split(',')
      .some((tag) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-gz$/, '') === entry.etag)
  ) {
    return reply.code(304).send();
  }
  if (gzipped) return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  return reply.send(entry.body);
}

export function registerReadCache(app: FastifyInstance): void {
  app.decorate('readCache', new ReadCache());
  app.decorateRequest('dataVersion', null);
}

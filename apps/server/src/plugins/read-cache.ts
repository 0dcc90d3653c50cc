import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { hidesResultsFrom } from '@touchline/domain';
import { VersionSnapshot, readVersions, type TeamData, type VersionScope } from '../db/data-versions';
import { matches, players } from '../db/schema';
import { setPageHeaders, slicePage, type Page } from './paging';
import { today } from '../today';

/**
 * Cached reads for the heavy GETs (fixture lists, timeline and score, statistics, targets, coach reports).
 *
 * Each answer is kept serialised, filed under the versions, read at the start of the request (plugins/access.ts,
 * plugins/data-version.ts), of the scopes it reads (decision 096): the whole club's data by default; one team's match
 * day data and the club's for the reads of one match, one player or one team. Every transaction that changes data
 * moves on the version of each scope it touched as it commits (deferred triggers, generated from db/cache-map.ts), so
 * no code has to say which write touches which read, and a match event makes stale what reads that team, not every
 * answer.
 * The data itself is read after the versions, so an answer is never older than the versions it is filed under.
 *
 * The key is the route, the URL with its query string, the viewer's audience and the club's date (answers that depend
 * on "today"). The audience is one of two: coaches and admins, who see everything, or everyone else (parents and
 * players), from whom youth mode hides results and goal counts (decision 110); an answer kept for one is never sent
 * to the other. Beyond that, only answers that are the same for everyone allowed to see them are cached, and access
 * checks stay in the handler, before the cache is consulted. Concurrent misses of one answer share a single
 * computation. Answers carry an ETag; a matching If-None-Match gets 304 with no body. They stay `no-store` like every
 * API answer: children's data is not written to a browser's disk cache (the service worker keeps its own per-user
 * copy of the fixtures). Answers of 1 kB or more are also kept gzipped, for clients that accept it.
 */

interface Entry {
  version: string;
  day: string;
  /** When the value goes stale by the clock alone (a deadline it shows as open), in ms since the epoch. */
  until: number;
  value: unknown;
  bytes: number;
}

/** Whether a kept entry still answers for `version` today, now. */
const fresh = (entry: Entry | undefined, version: string, day: string): entry is Entry =>
  entry !== undefined && entry.version === version && entry.day === day && Date.now() < entry.until;

interface Answer {
  body: string;
  /** When the answer goes stale by the clock alone (cachedRead's `until`). */
  until: Date | null;
  etag: string;
  /** The body gzipped once, for the clients that accept it (all browsers); only for bodies of 1 kB or more. */
  gzip: Buffer | null;
  /** A page's: how many rows the whole list holds. */
  total: number | null;
}

const GZIP_FROM_BYTES = 1024;

/** Compresses on libuv's thread pool, not the server's one thread: a large list takes tens of milliseconds. */
const gzip = promisify(gzipCallback);

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

  /**
   * The value kept for `key` at `version`, or computed with `fill` (once, however many ask at the same time).
   * `until` says when a value goes stale by the clock alone (null: not before the day ends).
   */
  async remember<T>(
    key: string,
    version: string,
    fill: () => Promise<T>,
    sizeOf: (value: T) => number = () => 64,
    until: (value: T) => Date | null = () => null,
  ): Promise<T> {
    const day = today();
    const found = this.entries.get(key);
    if (fresh(found, version, day)) {
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
        const stale = until(value)?.getTime() ?? Number.POSITIVE_INFINITY;
        this.store(key, { version, day, until: stale, value, bytes: sizeOf(value) });
        return value;
      })
      .finally(() => this.pending.delete(pendingKey));
    this.pending.set(pendingKey, computing);
    return computing;
  }

  /** The value kept for `key` at `version` today, if there is one (counted as a hit or a miss). */
  peek<T>(key: string, version: string): T | undefined {
    const found = this.entries.get(key);
    if (!fresh(found, version, today())) {
      this.misses++;
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, found);
    this.hits++;
    return found.value as T;
  }

  /** Keeps `value` for `key` at `version`, today. */
  put(key: string, version: string, value: unknown, bytes: number): void {
    this.store(key, { version, day: today(), until: Number.POSITIVE_INFINITY, value, bytes });
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

/** The versions read with this request's session, or read now for a request without one. */
export async function versionsOf(request: FastifyRequest): Promise<VersionSnapshot> {
  request.versions ??= VersionSnapshot.of(Object.fromEntries(await readVersions(request.server.db)));
  return request.versions;
}

/** What a read depends on: a scope, or the match or player whose team's scope it is (the part of it it reads). */
export type ReadScope = VersionScope | { match: number; reads?: TeamData } | { player: number; reads?: TeamData };

/**
 * The scope of a read of one match or player: its team's. The team is looked up once for each version of the club's
 * data (a match or player changing team is a change to the club's data); an unknown one reads as the whole club.
 */
async function scopeOf(request: FastifyRequest, scope: ReadScope, versions: VersionSnapshot): Promise<VersionScope> {
  if (typeof scope === 'string' || 'team' in scope || 'teams' in scope) return scope;
  const db = request.server.db;
  const [kind, id] = 'match' in scope ? (['match', scope.match] as const) : (['player', scope.player] as const);
  const team = await request.server.readCache.remember(`team-of\n${kind}\n${id}`, versions.key('club'), async () => {
    const [row] =
      kind === 'match'
        ? await db.select({ team: matches.teamId }).from(matches).where(eq(matches.matchId, id))
        : await db.select({ team: players.teamId }).from(players).where(eq(players.playerId, id));
    return row?.team ?? null;
  });
  if (team === null) return 'all';
  return scope.reads ? { team, reads: scope.reads } : { team };
}

/** The key of the versions, as this request started, that an answer reading `scope` is filed under. */
export async function versionKey(request: FastifyRequest, scope: ReadScope): Promise<string> {
  const versions = await versionsOf(request);
  return versions.key(await scopeOf(request, scope, versions));
}

/** Each row's JSON, by its row schema: a row object kept in a team piece is serialised once, not on every rebuild. */
const rowJson = new WeakMap<z.ZodType, WeakMap<object, string>>();

/**
 * The answer's JSON as the route's serializer makes it (its 200 schema's encoding, then JSON.stringify). A list
 * (the fixture lists, all targets) is joined from its rows' JSON, each kept while its row object lives: rows come
 * from cached team pieces (plugins/team-pieces.ts), so after a match event only the touched team's rows are
 * serialised again, not the club's 1,800 matches. Rows are never changed once loaded.
 */
function serialise(request: FastifyRequest, reply: FastifyReply, answer: unknown): string {
  const schema = (request.routeOptions.schema?.response as Record<string, unknown> | undefined)?.[200];
  if (!(schema instanceof z.ZodArray) || !Array.isArray(answer)) {
    return reply.serializeInput(answer as Record<string, unknown>, '200') as string;
  }
  const element = schema.element as z.ZodType;
  let kept = rowJson.get(element);
  if (!kept) rowJson.set(element, (kept = new WeakMap()));
  const rows = answer.map((row: unknown) => {
    if (typeof row !== 'object' || row === null) return JSON.stringify(z.encode(element, row));
    let json = kept.get(row);
    if (json === undefined) {
      json = JSON.stringify(z.encode(element, row));
      kept.set(row, json);
    }
    return json;
  });
  return `[${rows.join(',')}]`;
}

/**
 * Whom an answer is for: 'full' for coaches and admins, 'family' for everyone else (youth mode hides results from
 * them, decision 110), 'key' for an API key (what a family sees, less a training session's notes; decision 137). Part
 * of every cached answer's key, so none is ever sent another's answer.
 */
export function audienceOf(request: FastifyRequest): 'full' | 'family' | 'key' {
  if (request.apiKey) return 'key';
  return request.auth && !hidesResultsFrom(request.auth) ? 'full' : 'family';
}

/**
 * Answers a GET from the read cache, or computes it with `load`, serialises it through the route's response schema
 * (so nothing the schema leaves out can be kept or leak), and keeps it; sends it as it is, or 304 when the
 * client's If-None-Match names it. Only for answers that depend on who asks through the audience alone (audienceOf),
 * or, `for: 'user'`, answers of the signed-in user's own (their teams, their calendar feed), kept per user.
 * `scope` says what the answer reads (the whole club's data unless said otherwise): say less, and a write it reads
 * would leave it stale. `until` says when an answer that shows the time (answers still open until a deadline) goes
 * stale by the clock alone. `page`: the answer is one page of the list `load` reads whole (decision 140), kept apart
 * from the other pages, with its total.
 */
export async function cachedRead<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  load: () => Promise<T>,
  scope: ReadScope = 'all',
  {
    for: viewer = 'audience',
    until,
    page,
  }: { for?: 'audience' | 'user'; until?: (answer: T) => Date | null; page?: Page } = {},
): Promise<FastifyReply> {
  const who = viewer === 'user' ? `user:${request.auth?.userId ?? 'none'}` : audienceOf(request);
  const key = `read\n${who}\n${request.routeOptions.url}\n${request.url}`;
  const version = await versionKey(request, scope);
  const entry = await request.server.readCache.remember<Answer>(
    key,
    version,
    async () => {
      const value = await load();
      const total = page && Array.isArray(value) ? value.length : null;
      const body = serialise(request, reply, page && Array.isArray(value) ? slicePage(value, page) : value);
      const gzipped = Buffer.byteLength(body) >= GZIP_FROM_BYTES ? await gzip(body) : null;
      const etag = createHash('sha1').update(body).digest('base64url');
      return { body, etag, gzip: gzipped, until: until?.(value) ?? null, total };
    },
    (answer) => answer.body.length + (answer.gzip?.length ?? 0),
    (answer) => answer.until,
  );
  if (page && entry.total !== null) setPageHeaders(request, reply, page, entry.total);
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
  app.decorateRequest('versions', null);
}

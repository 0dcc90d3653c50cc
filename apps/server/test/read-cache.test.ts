import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { contracts } from '@touchline/domain';
import { parentPlayerAssociations } from '../src/db/schema';
import { ReadCache } from '../src/plugins/read-cache';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The read cache answers a repeated read from memory, and never with an answer older than the database: any write,
 * through this server or straight into the database (as another server instance would on PostgreSQL), is seen by
 * the next read.
 */
let t: TestApp;
let admin: string;
let coach: string;
let parent: string;
let otherParent: string;
let teamId: number;
let matchId: number;
let playerId: number;

beforeAll(async () => {
  t = await createTestApp({ QUERY_COUNT: '1' });
  admin = await t.signIn('admin');
  const coachId = await t.createUser({ username: 'coach', types: ['Coach'] });
  const parentId = await t.createUser({ username: 'parent', types: ['Parent'] });
  await t.createUser({ username: 'other-parent', types: ['Parent'] });
  coach = await t.signIn('coach');
  parent = await t.signIn('parent');
  otherParent = await t.signIn('other-parent');
  const make = factories(t, () => admin);
  teamId = (await make.team()).team_id;
  await make.coaches(teamId, [coachId]);
  playerId = (await make.player(teamId)).player_id;
  matchId = (await make.match(teamId, { match_date: new Date().toISOString().slice(0, 10) })).match_id;
  await t.db.insert(parentPlayerAssociations).values({ parentUserId: parentId, playerId });
  await t.request({
    method: 'POST',
    url: `/api/matches/${matchId}/events`,
    token: admin,
    payload: { event_type: 'GAME_START', minute: 0 },
  });
});
afterAll(() => t.close());

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  t.request({ method: 'GET', url, token, headers });

describe('read cache', () => {
  it(
    'answers a repeated read with the same body and ETag, ' + 'running no query but the session lookup on PostgreSQL',
    async () => {
      const first = await get(`/api/matches/${matchId}/score`, coach);
      const second = await get(`/api/matches/${matchId}/score`, coach);
      expect(first.statusCode).toBe(200);
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.headers['content-type']).toContain('application/json');
      expect(second.headers['cache-control']).toBe('no-store');
      // PostgreSQL: the session lookup, which reads the snapshot; embedded: the session is remembered too.
      expect(Number(second.headers['x-query-count'])).toBe(process.env.TEST_DB === 'postgres' ? 1 : 0);
    },
  );

  it('sees a goal recorded through the API at once', async () => {
    const before = (await get(`/api/matches/${matchId}/score`, coach)).json<{ our_goals: number }>();
    const posted = await t.request({
      method: 'POST',
      url: `/api/matches/${matchId}/goals`,
      token: coach,
      payload: { player_id: playerId, minute: 10 },
    });
    expect(posted.statusCode).toBe(201);
    const after = (await get(`/api/matches/${matchId}/score`, coach)).json<{ our_goals: number }>();
    expect(after.our_goals).toBe(before.our_goals + 1);
  });

  it('sees a write made straight into the database, as another server instance would make it', async () => {
    const before = (await get('/api/matches', coach)).json<{ match_id: number; opposition_name: string }[]>();
    expect(before.find((m) => m.match_id === matchId)?.opposition_name).not.toBe('Written Elsewhere FC');
    await t.db.execute(sql`update matches set opposition_name = 'Written Elsewhere FC' where match_id = ${matchId}`);
    const after = (await get('/api/matches', coach)).json<{ match_id: number; opposition_name: string }[]>();
    expect(after.find((m) => m.match_id === matchId)?.opposition_name).toBe('Written Elsewhere FC');
  });

  it('answers 304 without a body to a matching If-None-Match, and 200 again once the data changed', async () => {
    const url = `/api/matches/${matchId}/timeline`;
    const first = await get(url, coach);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const unchanged = await get(url, coach, { 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    await t.request({
      method: 'POST',
      url: `/api/matches/${matchId}/goals`,
      token: coach,
      payload: { player_id: playerId, minute: 20 },
    });
    const changed = await get(url, coach, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json<{ events: unknown[] }>().events.length).toBe(
      first.json<{ events: unknown[] }>().events.length + 1,
    );
  });

  it('sends large answers gzipped to clients that accept it, the same JSON once unzipped', async () => {
    const make = factories(t, () => admin);
    for (let i = 0; i < 5; i++) await make.match(teamId);
    const plain = await get('/api/matches', coach);
    const zipped = await get('/api/matches', coach, { 'accept-encoding': 'gzip, deflate, br' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(zipped.headers.etag).not.toBe(plain.headers.etag);
    expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
    // Either representation's ETag revalidates.
    expect((await get('/api/matches', coach, { 'if-none-match': zipped.headers.etag as string })).statusCode).toBe(304);
    // A client that refuses gzip gets plain JSON.
    expect(
      (await get('/api/matches', coach, { 'accept-encoding': 'gzip;q=0, identity' })).headers['content-encoding'],
    ).toBeUndefined();
  });

  it('joins a list from rows kept serialised: exactly the JSON of the list, before and after a change', async () => {
    // What the route's serializer would make of the list in one go: its response schema's encoding, as JSON.
    const whole = (body: string) =>
      JSON.stringify(z.encode(contracts.matches.list.response, JSON.parse(body) as never));
    const make = factories(t, () => admin);
    const other = (await make.team()).team_id;
    await make.match(other);
    const before = await get('/api/matches', coach);
    expect(before.body).toBe(whole(before.body));
    // A goal changes one team's piece; the other team's rows come from their kept JSON.
    await t.request({
      method: 'POST',
      url: `/api/matches/${matchId}/goals`,
      token: admin,
      payload: { player_id: playerId, minute: 30 },
    });
    const after = await get('/api/matches', coach);
    expect(after.body).not.toBe(before.body);
    expect(after.body).toBe(whole(after.body));
    const rows = (await get('/api/matches', admin)).json<{ match_id: number; team_id: number }[]>();
    expect(rows.map((row) => row.team_id)).toEqual(expect.arrayContaining([teamId, other]));
  });

  it('still refuses a parent another child, after the answer was cached for someone allowed', async () => {
    const url = `/api/players/${playerId}/statistics`;
    expect((await get(url, parent)).statusCode).toBe(200);
    expect((await get(url, coach)).statusCode).toBe(200);
    const refused = await get(url, otherParent);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ error: string }>().error).toBeTruthy();
    // And the remembered access decision goes with the link: unlinked, the parent is refused at once.
    await t.db.delete(parentPlayerAssociations);
    expect((await get(url, parent)).statusCode).toBe(403);
  });

  it('reports its entries, hits and misses to admins in GET /api/metrics', async () => {
    const url = `/api/matches/${matchId}/score`;
    await get(url, coach);
    const before = (await get('/api/metrics', admin)).json<{
      read_cache: { entries: number; hits: number; misses: number };
    }>().read_cache;
    await get(url, coach);
    const after = (await get('/api/metrics', admin)).json<{
      read_cache: { entries: number; hits: number; misses: number };
    }>().read_cache;
    expect(before.entries).toBeGreaterThan(0);
    // The repeated read was answered from memory: more hits, not one more miss.
    expect(after.hits).toBeGreaterThan(before.hits);
    expect(after.misses).toBe(before.misses);
  });

  it('does not keep a 404', async () => {
    expect((await get('/api/matches/999999/score', coach)).statusCode).toBe(404);
    expect((await get('/api/matches/999999/score', coach)).statusCode).toBe(404);
  });
});

describe('ReadCache', () => {
  it('computes once for concurrent misses of the same answer and snapshot', async () => {
    const cache = new ReadCache();
    let fills = 0;
    const fill = async () => {
      fills++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return 'answer';
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.remember('k', 's1', fill)));
    expect(answers.every((a) => a === 'answer')).toBe(true);
    expect(fills).toBe(1);
    expect(cache.hits + cache.misses).toBe(20);
  });

  it('recomputes when the snapshot changes, and does not keep a failed computation', async () => {
    const cache = new ReadCache();
    expect(await cache.remember('k', 's1', async () => 1)).toBe(1);
    expect(await cache.remember('k', 's1', async () => 2)).toBe(1);
    expect(await cache.remember('k', 's2', async () => 3)).toBe(3);
    await expect(cache.remember('k', 's3', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.remember('k', 's3', async () => 4)).toBe(4);
  });

  it('recomputes an answer that shows the time once its moment has passed (answers open to a deadline)', async () => {
    const cache = new ReadCache();
    const soon = () => new Date(Date.now() + 40);
    expect(await cache.remember('k', 's', async () => 'open', undefined, soon)).toBe('open');
    expect(await cache.remember('k', 's', async () => 'closed', undefined, soon)).toBe('open');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(
      await cache.remember(
        'k',
        's',
        async () => 'closed',
        undefined,
        () => null,
      ),
    ).toBe('closed');
    expect(await cache.remember('k', 's', async () => 'again')).toBe('closed');
    expect(cache.peek('k', 's')).toBe('closed');
  });

  it('stays within its bounds, dropping the least recently used first', async () => {
    const cache = new ReadCache();
    for (let i = 0; i < 2_500; i++) await cache.remember(`k${i}`, 's', async () => i);
    expect(cache.size).toBe(2_000);
    // The oldest are gone, the newest kept.
    expect(await cache.remember('k0', 's', async () => -1)).toBe(-1);
    expect(await cache.remember('k2499', 's', async () => -1)).toBe(2_499);
    const big = 'x'.repeat(10 * 1024 * 1024);
    for (let i = 0; i < 10; i++)
      await cache.remember(
        `big${i}`,
        's',
        async () => big,
        (v) => v.length,
      );
    expect(cache.totalBytes).toBeLessThanOrEqual(64 * 1024 * 1024);
  });
});

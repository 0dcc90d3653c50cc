import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/open';
import { PostgresBus } from '../src/live/bus';
import { factories } from './support/factories';
import { USER_PASSWORD, createTestApp, testConfig, type TestApp } from './support/test-app';

/**
 * PostgreSQL only (the embedded database serves one process): two server instances on one database, each with its
 * own read cache. A write on one is seen by the other once the database's announcement of the new data version
 * arrives, and a read the other has cached costs no query.
 */
/** Polls `check` until it is true or `ms` have passed; returns whether it became true. */
async function eventually(check: () => Promise<boolean>, ms = 3000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return check();
}

describe('read cache across two server instances on one PostgreSQL', () => {
  let writer: TestApp;
  let reader: FastifyInstance;
  let readerDatabase: Database;
  let readerBus: PostgresBus;
  let token: string;
  let match: number;
  let scorer: number;

  beforeAll(async () => {
    writer = await createTestApp(
      {},
      {
        live: async (url) => {
          const bus = new PostgresBus(url as string);
          await bus.start();
          return bus;
        },
      },
    );
    // The second instance: its own connection pool, its own LISTEN connection, its own cache.
    readerDatabase = await openDatabase({ databaseUrl: writer.url, dataDir: '' });
    readerBus = new PostgresBus(writer.url as string);
    await readerBus.start();
    reader = await buildApp({ config: testConfig({ QUERY_COUNT: '1' }), db: readerDatabase.db, live: readerBus });
    const writerAdmin = await writer.signIn('admin');
    const coachId = await writer.createUser({ username: 'reader-coach', types: ['Coach'] });
    const make = factories(writer, () => writerAdmin);
    const team = (await make.team()).team_id;
    await make.coaches(team, [coachId]);
    scorer = (await make.player(team)).player_id;
    match = (await make.match(team, { match_date: new Date().toISOString().slice(0, 10) })).match_id;
    await writer.request({
      method: 'POST',
      url: `/api/matches/${match}/events`,
      token: writerAdmin,
      payload: { event_type: 'GAME_START', minute: 0 },
    });
    token = (
      await reader.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'reader-coach', password: USER_PASSWORD },
      })
    ).json<{ token: string }>().token;
  });
  afterAll(async () => {
    await reader.close();
    await readerDatabase.close();
    await writer.close();
  });

  const score = () =>
    reader.inject({ method: 'GET', url: `/api/matches/${match}/score`, headers: { authorization: `Bearer ${token}` } });

  it('answers a repeated read with no query at all once the database has announced its version', async () => {
    // Wait for the announcements of the setup's writes to settle.
    const settled = async () => {
      const version = reader.knownVersions()?.key('all') ?? null;
      await new Promise((resolve) => setTimeout(resolve, 100));
      return version !== null && version === reader.knownVersions()?.key('all');
    };
    expect(await eventually(settled)).toBe(true);
    await score();
    const again = await score();
    expect(again.statusCode).toBe(200);
    expect(Number(again.headers['x-query-count'])).toBe(0);
  });

  it('sees a goal recorded on the other instance as soon as its announcement arrives', async () => {
    const before = (await score()).json<{ our_goals: number }>().our_goals;
    const posted = await writer.request({
      method: 'POST',
      url: `/api/matches/${match}/goals`,
      token,
      payload: { player_id: scorer, minute: 5 },
    });
    expect(posted.statusCode).toBe(201);
    expect(await eventually(async () => (await score()).json<{ our_goals: number }>().our_goals === before + 1)).toBe(
      true,
    );
  });

  it('refuses a session signed out on the other instance', async () => {
    expect((await score()).statusCode).toBe(200);
    expect((await writer.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBeLessThan(300);
    expect(await eventually(async () => (await score()).statusCode === 401)).toBe(true);
  });

  it('refuses the sessions a password change on the other instance ended', async () => {
    const userId = await writer.createUser({ username: 'moving-coach', types: ['Coach'] });
    const session = (
      await reader.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'moving-coach', password: USER_PASSWORD },
      })
    ).json<{ token: string }>().token;
    const validate = async () =>
      (
        await reader.inject({
          method: 'GET',
          url: '/api/users/validate',
          headers: { authorization: `Bearer ${session}` },
        })
      ).statusCode;
    expect(await validate()).toBe(200);
    const admin = await writer.signIn('admin');
    const changed = await writer.request({
      method: 'PUT',
      url: `/api/users/${userId}`,
      token: admin,
      payload: { username: 'moving-coach', password: 'a-new-password', role: 'user', userTypes: ['Coach'] },
    });
    expect(changed.statusCode).toBe(200);
    expect(await eventually(async () => (await validate()) === 401)).toBe(true);
  });
});

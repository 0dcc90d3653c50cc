import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { messages } from '@touchline/domain';
import serverPackage from '../package.json' with { type: 'json' };
import { isDiskFull } from '../src/plugins/disk-space';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A full disk: the database refuses a write with PostgreSQL's disk_full (53100), raised here by a trigger the way the
 * engine raises it when a file cannot grow. The write is a 503 saying so, nothing changes, and the health check says
 * so too.
 */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const teamCount = async () =>
  ((await t.db.execute(sql`select count(*)::int as n from teams`)) as unknown as { rows: { n: number }[] }).rows[0]?.n;

describe('a full disk', () => {
  it('answers a write 503 with a clear error, changes nothing, and the health check says so', async () => {
    const make = factories(t, () => admin);
    const healthy = await t.request({ method: 'GET', url: '/api/health' });
    expect(healthy.statusCode).toBe(200);
    expect(healthy.json()).toEqual({ status: 'ok', version: serverPackage.version });

    const before = await teamCount();
    await t.db.execute(sql`create function disk_full() returns trigger language plpgsql as $$
      begin
        raise exception 'could not extend file "base/1/2": No space left on device' using errcode = '53100';
      end $$`);
    await t.db.execute(sql`create trigger disk_full before insert on teams for each row execute function disk_full()`);
    try {
      const refused = await t.request({ method: 'POST', url: '/api/teams', token: admin, payload: make.teamBody() });
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ error: messages.diskFull });
    } finally {
      await t.db.execute(sql`drop trigger disk_full on teams`);
      await t.db.execute(sql`drop function disk_full()`);
    }
    expect(await teamCount()).toBe(before);
    const health = await t.request({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ error: messages.diskFull });
    expect(health.headers['cache-control']).toBe('no-store');
  });
});

describe('isDiskFull', () => {
  it.each([
    [{ code: '53100' }, true],
    [{ code: 'ENOSPC' }, true],
    [new Error('write failed', { cause: Object.assign(new Error('x'), { code: 'ENOSPC' }) }), true],
    [new Error('could not write block: No space left on device'), true],
    [{ code: '23505' }, false],
    [new Error('boom'), false],
    [null, false],
  ])('%o → %s', (error, full) => {
    expect(isDiskFull(error)).toBe(full);
  });
});

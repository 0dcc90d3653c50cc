import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { factories } from './support/factories';
import { createTestApp, openTestDatabase, testConfig, type TestApp } from './support/test-app';

/** #13.16: a NUL character is bad input (400 naming the field, nothing changed), and no log prints SQL parameters. */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;
let teamId: number;
let userId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  teamId = (await make.team()).team_id;
  userId = await t.createUser({ username: 'coach', types: ['Coach'] });
});
afterAll(() => t.close());

const count = async (table: string) =>
  Number(
    (
      (await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n,
  );

describe('a NUL character in text', () => {
  it('is refused with 400 naming the field, on sign-in, writes and query strings, and changes nothing', async () => {
    const cases = [
      {
        method: 'POST',
        url: '/api/login',
        payload: { username: 'ad\u0000min', password: 'x' },
        field: 'username',
        token: undefined,
      },
      {
        method: 'POST',
        url: '/api/teams',
        payload: make.teamBody({ team_name: 'Li\u0000ons' }),
        field: 'team_name',
        token: admin,
      },
      {
        method: 'POST',
        url: '/api/players',
        payload: {
          player_name: 'A\u0000B',
          preferred_position: 'Midfielder',
          date_of_birth: '2014-05-01',
          team_id: teamId,
        },
        field: 'player_name',
        token: admin,
      },
      {
        method: 'POST',
        url: '/api/matches',
        payload: make.matchBody(teamId, { venue_address: 'Mill\u0000Lane' }),
        field: 'venue_address',
        token: admin,
      },
      {
        method: 'PUT',
        url: `/api/users/${userId}`,
        payload: {
          username: 'coach',
          short_name: 'C\u0000',
          password: 'a new password',
          role: 'user',
          userTypes: ['Coach'],
        },
        field: 'short_name',
        token: admin,
      },
      {
        method: 'POST',
        url: '/api/teams',
        payload: { ...make.teamBody(), extra: { deeper: ['ok', 'x\u0000'] } },
        field: 'extra.deeper.1',
        token: admin,
      },
    ] as const;
    for (const c of cases) {
      const before = await Promise.all(['users', 'teams', 'players', 'matches', 'audit_log'].map(count));
      const res = await t.request({ method: c.method, url: c.url, payload: c.payload, token: c.token });
      expect(res.statusCode, `${c.method} ${c.url} ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ error: `${c.field} must not contain a NUL character` });
      expect(await Promise.all(['users', 'teams', 'players', 'matches', 'audit_log'].map(count))).toEqual(before);
    }
  });

  it('is refused in a query string and in a path', async () => {
    const audit = await t.request({ method: 'GET', url: '/api/audit?actor=ad%00min', token: admin });
    expect(audit.statusCode).toBe(400);
    expect(audit.json()).toMatchObject({ error: 'actor must not contain a NUL character' });
    const path = await t.request({ method: 'GET', url: '/api/calendar/abc%00def.ics' });
    expect(path.statusCode).toBe(400);
    expect(path.json<{ error: string }>().error).toMatch(/must not contain a NUL character$/);
  });

  it('is refused on every write route, before anything reaches the database', async () => {
    const writes = [...new Set(t.app.routeList)].filter(
      (r) => /^(POST|PUT|PATCH) /.test(r) && r !== 'POST /api/logout',
    );
    expect(writes.length).toBeGreaterThan(20);
    for (const route of writes) {
      const [method, path] = route.split(' ') as ['POST' | 'PUT' | 'PATCH', string];
      const res = await t.request({
        method,
        url: path.replace(/:[A-Za-z]+/g, '1'),
        token: admin,
        payload: { notes: 'a\u0000b' },
      });
      expect(res.statusCode, `${route} ${res.body}`).toBe(400);
      expect(res.json(), route).toMatchObject({ error: 'notes must not contain a NUL character' });
    }
  });
});

describe('the error log', () => {
  it('never prints the parameters of a failed SQL statement, nor a calendar feed token', async () => {
    const { database, drop } = await openTestDatabase();
    let logged = '';
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        logged += chunk.toString();
        done();
      },
    });
    const app = await buildApp({ config: testConfig(), db: database.db, logger: { level: 'info', stream } });
    const secret = '$argon2id$v=19$m=65536,t=3,p=4$secret-hash-in-a-parameter';
    app.get('/api/test-failing-query', { config: { access: 'public' } }, async () =>
      database.db.execute(sql`select length(${secret}) / 0`),
    );
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-failing-query' });
      await app.inject({ method: 'GET', url: '/api/calendar/a-secret-feed-token.ics' });
      expect(res.statusCode).toBe(500);
      expect(logged).toContain('test-failing-query');
      expect(logged).toMatch(/"level":50/);
      expect(logged).toContain('select length($1) / 0');
      expect(logged).toContain('division by zero');
      expect(logged).not.toContain('secret-hash-in-a-parameter');
      expect(logged).not.toContain('argon2');
      expect(logged).toContain('/api/calendar/[token].ics');
      expect(logged).not.toContain('a-secret-feed-token');
    } finally {
      await app.close();
      await database.close();
      await drop();
    }
  });
});

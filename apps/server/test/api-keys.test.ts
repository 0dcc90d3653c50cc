import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { contracts, type ApiKey, type AuditPage, type Contract, type CreatedApiKey } from '@touchline/domain';
import { factories } from './support/factories';
import { logCapture } from './support/log-capture';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * API keys (#35, decision 137): an admin makes a key (shown once, stored as its hash), lists and revokes it; a key
 * reads the fixtures and results (`fixtures:read`) or creates and changes fixtures (`fixtures:write`) and nothing else,
 * refused before its body is read; its writes are on the audit log as the key's, its reads once an hour; a revoked key
 * is refused at its next request. The club's website calls with it from another origin (CORS_ORIGIN).
 */
const WEBSITE = 'https://club.example.org';
const log = logCapture();
let t: TestApp;
let admin: string;
let coach: string;
let f: ReturnType<typeof factories>;
let team: number;
let matchId: number;
const made: string[] = [];

const call = (token: string | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.request({ method, url, token, ...(payload && { payload }) });

async function makeKey(name: string, scopes: string[]): Promise<CreatedApiKey> {
  const res = await call(admin, 'POST', '/api/api-keys', { name, scopes });
  expect(res.statusCode, res.body).toBe(201);
  const key = res.json<CreatedApiKey>();
  made.push(key.key);
  return key;
}

beforeAll(async () => {
  t = await createTestApp({ CORS_ORIGIN: WEBSITE }, { log: log.stream });
  admin = await t.signIn('admin');
  f = factories(t, () => admin);
  await t.createUser({ username: 'kcoach', types: ['Coach'] });
  coach = await t.signIn('kcoach');
  team = (await f.team({ team_name: 'Kestrels' })).team_id;
  await f.player(team, { player_name: 'Ava Kestrel' });
  matchId = (await f.match(team, { opposition_name: 'Hawks' })).match_id;
  await f.training(team, { notes: 'Ava brings the bibs' });
});
afterAll(() => t.close());

describe('making and listing keys', () => {
  it('is for admins, refused before the body is read', async () => {
    expect((await call(coach, 'POST', '/api/api-keys', { name: '' })).statusCode).toBe(403);
    expect((await call(coach, 'GET', '/api/api-keys')).statusCode).toBe(403);
    expect((await call(undefined, 'GET', '/api/api-keys')).statusCode).toBe(401);
  });

  it('refuses a key without a name or a scope, and an unknown scope, making nothing', async () => {
    for (const [payload, error] of [
      [{ name: '', scopes: ['fixtures:read'] }, 'Name is required'],
      [{ name: 'Site', scopes: [] }, 'Choose at least one thing the key may do'],
      [{ name: 'Site', scopes: ['players:read'] }, 'A scope must be fixtures:read or fixtures:write'],
    ] as const) {
      const res = await call(admin, 'POST', '/api/api-keys', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toBe(error);
    }
    expect((await call(admin, 'GET', '/api/api-keys')).json<ApiKey[]>()).toEqual([]);
  });

  it('shows the key once, keeps only its hash and first characters, and lists it without the key', async () => {
    const key = await makeKey('Club website', ['fixtures:read', 'fixtures:read']);
    expect(key.key).toMatch(/^tl_[A-Za-z0-9_-]{43}$/);
    expect(key.prefix).toBe(key.key.slice(0, 11));
    expect(key.scopes).toEqual(['fixtures:read']);
    expect(key.created_by).toBe('admin');
    const listed = (await call(admin, 'GET', '/api/api-keys')).json<ApiKey[]>();
    const { key: _shownOnce, ...shown } = key;
    expect(listed).toEqual([shown]);
    expect(JSON.stringify(listed)).not.toContain(key.key);
  });
});

describe('a key that reads the fixtures', () => {
  let key: string;
  beforeAll(async () => {
    key = (await makeKey('Fixtures page', ['fixtures:read'])).key;
  });

  it('reads teams, seasons, the fixtures with their state, one match, and training dates without notes', async () => {
    for (const url of ['/api/teams', `/api/teams/${team}`, '/api/seasons', '/api/matches/upcoming']) {
      expect((await call(key, 'GET', url)).statusCode, url).toBe(200);
    }
    const list = await call(key, 'GET', '/api/matches');
    expect(list.statusCode).toBe(200);
    expect(JSON.stringify(list.json())).toContain('Hawks');
    const one = await call(key, 'GET', `/api/matches/${matchId}`);
    expect(one.json<{ opposition_name: string }>().opposition_name).toBe('Hawks');
    const training = await call(key, 'GET', '/api/trainings');
    expect(training.statusCode).toBe(200);
    expect(training.body).not.toContain('Ava');
    // A coach still reads the notes: the key's answer is kept apart from theirs.
    expect((await call(coach, 'GET', '/api/trainings')).body).toContain('Ava brings the bibs');
  });

  it("is refused everything else, a child's data first of all, with 403 before any 400", async () => {
    for (const [method, url] of [
      ['GET', '/api/players'],
      ['GET', `/api/players/team/${team}`],
      ['GET', `/api/lineups/match/${matchId}`],
      ['GET', `/api/matches/${matchId}/squad`],
      ['GET', `/api/matches/${matchId}/timeline`],
      ['GET', `/api/matches/${matchId}/score`],
      ['GET', '/api/users'],
      ['GET', '/api/audit'],
      ['GET', '/api/api-keys'],
      ['POST', '/api/matches'],
      ['PUT', `/api/matches/${matchId}`],
      ['POST', '/api/api-keys'],
    ] as const) {
      const res = await call(key, method, url, method === 'GET' ? undefined : { nonsense: true });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json<{ error: string }>().error).toBe('This API key may not do this');
    }
  });

  it('puts its use on record: last used, and one audit entry an hour', async () => {
    const [listed] = (await call(admin, 'GET', '/api/api-keys')).json<ApiKey[]>();
    expect(listed?.name).toBe('Fixtures page');
    expect(listed?.last_used_at).not.toBeNull();
    const entries = (await call(admin, 'GET', '/api/audit?action=api_key.used')).json<AuditPage>().entries;
    const mine = entries.filter((e) => e.actor_username === `API key "Fixtures page" (${key.slice(0, 11)})`);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.actor_user_id).toBeNull();
    // Within the hour, another minute's use writes no second entry.
    await t.db.execute(sql`update api_keys set last_used_at = now() - interval '5 minutes'`);
    expect((await call(key, 'GET', '/api/teams')).statusCode).toBe(200);
    const again = (await call(admin, 'GET', '/api/audit?action=api_key.used')).json<AuditPage>().entries;
    expect(again.filter((e) => e.actor_username?.includes('Fixtures page'))).toHaveLength(1);
  });

  it("answers the club's website from its origin (CORS_ORIGIN)", async () => {
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/api/matches',
      headers: {
        origin: WEBSITE,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(WEBSITE);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/i);
    const res = await t.request({ method: 'GET', url: '/api/matches', token: key, headers: { origin: WEBSITE } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(WEBSITE);
  });
});

describe('a key that writes fixtures', () => {
  let key: CreatedApiKey;
  beforeAll(async () => {
    key = await makeKey('League tool', ['fixtures:write']);
  });

  it('creates and changes a fixture (permission first, then the rules), on record as the key', async () => {
    const bad = await call(key.key, 'POST', '/api/matches', { ...f.matchBody(team), venue_name: '' });
    expect(bad.statusCode).toBe(400);
    const created = await call(key.key, 'POST', '/api/matches', f.matchBody(team, { opposition_name: 'Owls' }));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ match_id: number }>().match_id;
    const changed = await call(key.key, 'PUT', `/api/matches/${id}`, f.matchBody(team, { opposition_name: 'Owls B' }));
    expect(changed.statusCode, changed.body).toBe(200);
    const off = await call(key.key, 'POST', `/api/matches/${id}/status`, { status: 'postponed', reason: 'Frost' });
    expect(off.statusCode, off.body).toBe(200);
    // It writes; it does not read (a scope of its own).
    expect((await call(key.key, 'GET', '/api/matches')).statusCode).toBe(403);
    const entries = (await call(admin, 'GET', `/api/audit?entity=matches`)).json<AuditPage>().entries;
    const byKey = entries.filter((e) => e.actor_username === `API key "League tool" (${key.prefix})`);
    expect(byKey.map((e) => e.action).sort()).toEqual([
      'POST /api/matches',
      'POST /api/matches/:id/status',
      'PUT /api/matches/:id',
    ]);
    expect(byKey.every((e) => e.actor_user_id === null && e.entity_id === String(id))).toBe(true);
  });
});

describe('every route', () => {
  it('refuses a key with every scope unless its contract names one, before any rule', async () => {
    const key = (await makeKey('Everything', ['fixtures:read', 'fixtures:write'])).key;
    const all = Object.values(contracts).flatMap((area) => Object.values(area) as Contract[]);
    const byRoute = new Map(all.map((c) => [`${c.method} /api${c.path}`, c]));
    const allowed: string[] = [];
    for (const entry of t.app.routeList) {
      const c = byRoute.get(entry);
      if (!c || c.access === 'public') continue;
      const [method = 'GET', path = ''] = entry.split(' ');
      const url = path.replace(/:\w+/g, '1');
      const res = await t.request({
        method: method as 'GET',
        url,
        token: key,
        ...(method !== 'GET' && { payload: {} }),
      });
      if (c.keyScope) {
        allowed.push(entry);
        expect(res.statusCode, entry).not.toBe(403);
        expect(res.statusCode, entry).not.toBe(401);
      } else {
        expect(res.statusCode, entry).toBe(403);
      }
    }
    expect(allowed.sort()).toEqual(
      [
        'GET /api/matches',
        'GET /api/matches/:id',
        'GET /api/matches/current-season',
        'GET /api/matches/upcoming',
        'GET /api/seasons',
        'GET /api/teams',
        'GET /api/teams/:id',
        'GET /api/trainings',
        'GET /api/trainings/:id',
        'GET /api/trainings/upcoming',
        'POST /api/matches',
        'POST /api/matches/:id/status',
        'PUT /api/matches/:id',
      ].sort(),
    );
  });
});

describe('revoking a key', () => {
  it('refuses it from the next request on, and only once', async () => {
    const key = await makeKey('Old website', ['fixtures:read']);
    expect((await call(key.key, 'GET', '/api/matches')).statusCode).toBe(200);
    expect((await call(coach, 'POST', `/api/api-keys/${key.key_id}/revoke`)).statusCode).toBe(403);
    const revoked = await call(admin, 'POST', `/api/api-keys/${key.key_id}/revoke`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json<ApiKey>().revoked_at).not.toBeNull();
    const refused = await call(key.key, 'GET', '/api/matches');
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['www-authenticate']).toContain('invalid_token');
    expect((await call(admin, 'POST', `/api/api-keys/${key.key_id}/revoke`)).statusCode).toBe(409);
    expect((await call(admin, 'POST', '/api/api-keys/999999/revoke')).statusCode).toBe(404);
    // A key nobody made is refused the same way.
    expect((await call(`tl_${'x'.repeat(43)}`, 'GET', '/api/matches')).statusCode).toBe(401);
  });
});

describe('secrecy', () => {
  it('keeps no key anywhere: not in the database, not in the log', async () => {
    expect(made.length).toBeGreaterThan(2);
    const tables = ['api_keys', 'audit_log'];
    for (const table of tables) {
      const rows = (await t.db.execute(sql.raw(`select row_to_json(x)::text as j from ${table} x`))) as unknown as {
        rows: { j: string }[];
      };
      const text = rows.rows.map((r) => r.j).join('\n');
      for (const key of made) expect(text, table).not.toContain(key.slice(11));
    }
    expect(log.text().length).toBeGreaterThan(0);
    for (const key of made) expect(log.text()).not.toContain(key.slice(11));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** No lost updates: records carry their version as the ETag, and a write on another version is refused (412). */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  teamId = (await make.team()).team_id;
});
afterAll(() => t.close());

interface Versioned {
  version: string;
}

const get = (url: string) => t.request({ method: 'GET', url, token: admin });
const put = (url: string, payload: object, ifMatch?: string) =>
  t.request({ method: 'PUT', url, token: admin, payload, headers: ifMatch ? { 'if-match': ifMatch } : {} });

describe('ETag and If-Match on a fixture', () => {
  it('answers the version as the ETag and refuses a change made on an older one, with the values now', async () => {
    const { match_id } = await make.match(teamId, { venue_name: 'North Park' });
    const url = `/api/matches/${match_id}`;
    const opened = await get(url);
    const version = opened.json<Versioned>().version;
    expect(opened.headers.etag).toBe(`"${version}"`);

    // The first admin saves on the version both opened.
    const first = await put(url, make.matchBody(teamId, { venue_name: 'South Park' }), `"${version}"`);
    expect(first.statusCode, first.body).toBe(200);
    const newVersion = first.json<Versioned>().version;
    expect(newVersion).not.toBe(version);
    expect(first.headers.etag).toBe(`"${newVersion}"`);

    // The second, still on the old version, is refused and shown the first one's values; nothing changes.
    const second = await put(url, make.matchBody(teamId, { venue_name: 'East Park' }), `"${version}"`);
    expect(second.statusCode).toBe(412);
    expect(second.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(second.json()).toMatchObject({
      status: 412,
      error: 'This was changed by someone else after you opened it: their values are shown now',
      current: { match_id, venue_name: 'South Park', version: newVersion },
    });
    expect((await get(url)).json()).toMatchObject({ venue_name: 'South Park', version: newVersion });

    // On the version it was shown, the change goes through; weak tags and `*` are honoured too.
    expect((await put(url, make.matchBody(teamId, { venue_name: 'East Park' }), `W/"${newVersion}"`)).statusCode).toBe(
      200,
    );
    expect((await put(url, make.matchBody(teamId, { venue_name: 'West Park' }), '*')).statusCode).toBe(200);
    // Without If-Match a client that never read a version still writes, as before.
    expect((await put(url, make.matchBody(teamId, { venue_name: 'Any Park' }))).statusCode).toBe(200);
  });

  it('lets exactly one of two changes made on the same version through', async () => {
    const { match_id } = await make.match(teamId);
    const url = `/api/matches/${match_id}`;
    const tag = `"${(await get(url)).json<Versioned>().version}"`;
    const answers = await Promise.all(
      ['A', 'B'].map((side) => put(url, make.matchBody(teamId, { venue_name: `Ground ${side}` }), tag)),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 412]);
  });

  it('refuses a postponement and a deletion made on an older version', async () => {
    const { match_id } = await make.match(teamId);
    const url = `/api/matches/${match_id}`;
    const stale = `"${(await get(url)).json<Versioned>().version}"`;
    expect((await put(url, make.matchBody(teamId, { venue_name: 'Moved' }), stale)).statusCode).toBe(200);
    const postpone = await t.request({
      method: 'POST',
      url: `${url}/status`,
      token: admin,
      payload: { status: 'postponed', reason: 'Waterlogged' },
      headers: { 'if-match': stale },
    });
    expect(postpone.statusCode).toBe(412);
    const removal = await t.request({ method: 'DELETE', url, token: admin, headers: { 'if-match': stale } });
    expect(removal.statusCode).toBe(412);
    expect((await get(url)).json()).toMatchObject({ status: 'scheduled', venue_name: 'Moved' });
  });
});

describe('ETag and If-Match on a training session', () => {
  it('refuses a change made on an older version and keeps the newer one', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/trainings',
      token: admin,
      payload: { team_id: teamId, date: '2030-09-01', start_time: '18:00', end_time: '19:00', venue: 'Hall' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { training_id, version } = created.json<Versioned & { training_id: number }>();
    const url = `/api/trainings/${training_id}`;
    expect((await get(url)).headers.etag).toBe(`"${version}"`);
    const body = { team_id: teamId, date: '2030-09-01', start_time: '18:30', end_time: '19:30', venue: 'Hall' };
    expect((await put(url, body, `"${version}"`)).statusCode).toBe(200);
    const stale = await put(url, { ...body, venue: 'Field' }, `"${version}"`);
    expect(stale.statusCode).toBe(412);
    expect(stale.json()).toMatchObject({ current: { start_time: '18:30', venue: 'Hall' } });
  });
});

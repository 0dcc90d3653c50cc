import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** Lists that grow page with `limit` and `offset`, and say their total and their other pages (decision 140). */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

const get = (url: string) => t.request({ method: 'GET', url, token: admin });

function links(header: string | string[] | number | undefined): Record<string, string> {
  return Object.fromEntries(
    String(header ?? '')
      .split(', ')
      .filter(Boolean)
      .map((part) => {
        const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
        return [rel ?? '', url ?? ''];
      }),
  );
}

describe('paging', () => {
  it('pages the fixture list, soonest first, every row reachable once, with the total and the links', async () => {
    const team = await make.team();
    for (let day = 1; day <= 7; day++) await make.match(team.team_id, { match_date: `2030-05-0${day}` });
    const whole = await get('/api/matches');
    expect(whole.json()).toHaveLength(7);
    expect(whole.headers['x-total-count']).toBeUndefined();

    const seen: string[] = [];
    let url: string | undefined = '/api/matches?limit=3';
    const totals = new Set<string>();
    while (url) {
      const res = await get(url);
      expect(res.statusCode, res.body).toBe(200);
      totals.add(String(res.headers['x-total-count']));
      seen.push(...res.json<{ match_date: string }[]>().map((m) => m.match_date));
      url = links(res.headers.link).next;
    }
    expect(totals).toEqual(new Set(['7']));
    expect(seen).toEqual(whole.json<{ match_date: string }[]>().map((m) => m.match_date));

    const last = await get('/api/matches?limit=3&offset=6');
    expect(links(last.headers.link)).toEqual({
      first: '/api/matches?limit=3&offset=0',
      prev: '/api/matches?limit=3&offset=3',
      last: '/api/matches?limit=3&offset=6',
    });
    // Past the end: an empty page that still says the total.
    const beyond = await get('/api/matches?limit=3&offset=30');
    expect(beyond.json()).toEqual([]);
    expect(beyond.headers['x-total-count']).toBe('7');
    // The team filter pages what it filters.
    const other = await make.team({ team_name: 'Other' });
    await make.match(other.team_id, { match_date: '2030-06-01' });
    const filtered = await get(`/api/matches?team_id=${other.team_id}&limit=5`);
    expect(filtered.json()).toHaveLength(1);
    expect(filtered.headers['x-total-count']).toBe('1');
  });

  it('pages training sessions and users', async () => {
    const team = await make.team({ team_name: 'Trainers' });
    for (let day = 1; day <= 4; day++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/trainings',
        token: admin,
        payload: {
          team_id: team.team_id,
          date: `2030-07-0${day}`,
          start_time: '18:00',
          end_time: '19:00',
          venue: 'Park',
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const page = await get('/api/trainings?limit=2&offset=2');
    expect(page.json<{ date: string }[]>().map((s) => s.date)).toEqual(['2030-07-03', '2030-07-04']);
    expect(page.headers['x-total-count']).toBe('4');

    for (const name of ['u1', 'u2', 'u3']) await t.createUser({ username: name });
    const users = await get('/api/users?limit=2&offset=1');
    expect(users.json<{ username: string }[]>().map((u) => u.username)).toEqual(['u1', 'u2']);
    expect(users.headers['x-total-count']).toBe('4');
  });

  it('reaches every message of the inbox and of the sent list, newest first, beyond the first page', async () => {
    const parentId = await t.createUser({ username: 'reader', types: ['Parent'] });
    const reader = await t.signIn('reader');
    for (let n = 1; n <= 5; n++) {
      const res = await t.request({
        method: 'POST',
        url: '/api/messages',
        token: admin,
        payload: { subject: `Notice ${n}`, body: 'Body', whole_club: true },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const inbox = async (query: string) => {
      const res = await t.request({ method: 'GET', url: `/api/inbox${query}`, token: reader });
      return { subjects: res.json<{ subject: string }[]>().map((m) => m.subject), total: res.headers['x-total-count'] };
    };
    expect(await inbox('?limit=2')).toEqual({ subjects: ['Notice 5', 'Notice 4'], total: '5' });
    expect(await inbox('?limit=2&offset=4')).toEqual({ subjects: ['Notice 1'], total: '5' });
    expect((await inbox('')).subjects).toHaveLength(5);
    const sent = await get('/api/messages/sent?limit=3&offset=3');
    expect(sent.json<{ subject: string }[]>().map((m) => m.subject)).toEqual(['Notice 2', 'Notice 1']);
    expect(sent.headers['x-total-count']).toBe('5');
    expect(parentId).toBeGreaterThan(0);
  });

  it('refuses a page out of range with the reason, naming the parameter', async () => {
    const res = await get('/api/outbox?limit=501');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ parameter: 'limit' }] });
  });
});

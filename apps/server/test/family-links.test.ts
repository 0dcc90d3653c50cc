import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Who is linked to whom (issue 17): the admin's player list names each child's parents, the user list each parent's
 * children, in the one statement of each list; nobody but an admin sees another family.
 */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;
let teamId: number;
let mia: number;
let leo: number;
let sam: number;
let alex: number;

interface Row {
  player_id: number;
  parents: { user_id: number; username: string; short_name: string | null }[] | null;
}
interface UserRow {
  user_id: number;
  children: { player_id: number; player_name: string; player_short_name: string | null }[];
}

const get = async <T>(url: string, token: string) => {
  const res = await t.request({ method: 'GET', url, token });
  expect(res.statusCode, url).toBe(200);
  return res.json<T>();
};
const parentsOf = async (playerId: number, url = '/api/players') =>
  (await get<Row[]>(url, admin)).find((p) => p.player_id === playerId)?.parents;
const childrenOf = async (userId: number) =>
  (await get<UserRow[]>('/api/users', admin)).find((u) => u.user_id === userId)?.children;
const link = (method: 'POST' | 'DELETE', parentId: number, playerId: number) =>
  t.request({
    method,
    url: '/api/parent-player-associations',
    token: admin,
    payload: { parent_user_id: parentId, player_id: playerId },
  });

beforeAll(async () => {
  t = await createTestApp({ QUERY_COUNT: '1' });
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  teamId = (await make.team({ team_name: 'Otters' })).team_id;
  mia = (await make.player(teamId, { player_name: 'Mia Smith', player_short_name: 'Mia' })).player_id;
  leo = (await make.player(teamId, { player_name: 'Leo Smith' })).player_id;
  sam = await t.createUser({ username: 'sam', types: ['Parent'], shortName: 'Sam Smith' });
  alex = await t.createUser({ username: 'alex', types: ['Parent', 'Coach'] });
  await t.createUser({ username: 'coach', types: ['Coach'] });
  await t.createUser({ username: 'other-parent', types: ['Parent'] });
  for (const [parent, child] of [
    [sam, mia],
    [alex, mia],
    [sam, leo],
  ] as const)
    expect((await link('POST', parent, child)).statusCode).toBe(201);
});
afterAll(() => t.close());

describe('the player lists name each child’s parents for an admin', () => {
  it('lists the parents by the name the app shows, on every player list', async () => {
    const both = [
      { user_id: alex, username: 'alex', short_name: null },
      { user_id: sam, username: 'sam', short_name: 'Sam Smith' },
    ];
    expect(await parentsOf(mia)).toEqual(both);
    expect(await parentsOf(mia, `/api/players?team_id=${teamId}`)).toEqual(both);
    expect(await parentsOf(mia, `/api/players/team/${teamId}`)).toEqual(both);
    expect(await parentsOf(leo)).toEqual([{ user_id: sam, username: 'sam', short_name: 'Sam Smith' }]);
  });

  it('gives a player without parents an empty list, and keeps the spec’s fields', async () => {
    const lone = await make.player(teamId, { player_name: 'Ivy Lone' });
    const row = (await get<Row[]>('/api/players', admin)).find((p) => p.player_id === lone.player_id);
    expect(row).toEqual({
      player_id: lone.player_id,
      player_name: 'Ivy Lone',
      player_short_name: null,
      preferred_position: 'Midfielder',
      date_of_birth: '2014-05-01',
      shirt_number: expect.any(Number),
      team_id: teamId,
      team_name: 'Otters',
      team: { team_name: 'Otters' },
      parents: [],
    });
  });

  it.each([
    ['a coach', 'coach'],
    ['a parent of the child', 'sam'],
    ['another parent', 'other-parent'],
  ])('shows %s no parents at all (null), on every player list', async (_who, username) => {
    const token = await t.signIn(username);
    for (const url of ['/api/players', `/api/players?team_id=${teamId}`, `/api/players/team/${teamId}`]) {
      const res = await t.request({ method: 'GET', url, token });
      expect(res.statusCode).toBe(200);
      const rows = res.json<Row[]>();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((r) => r.parents === null)).toBe(true);
      expect(res.body).not.toContain('Sam Smith');
    }
  });

  it('shows an admin who impersonates a parent what the parent sees: no parents', async () => {
    const { token } = (
      await t.request({ method: 'POST', url: '/api/impersonate', token: admin, payload: { user_id: sam } })
    ).json<{ token: string }>();
    const rows = await get<Row[]>('/api/players', token);
    expect(rows.every((r) => r.parents === null)).toBe(true);
  });
});

describe('the user list names each parent’s children', () => {
  it('lists the children in name order; other users have none', async () => {
    expect(await childrenOf(sam)).toEqual([
      { player_id: leo, player_name: 'Leo Smith', player_short_name: null },
      { player_id: mia, player_name: 'Mia Smith', player_short_name: 'Mia' },
    ]);
    expect(await childrenOf(alex)).toEqual([{ player_id: mia, player_name: 'Mia Smith', player_short_name: 'Mia' }]);
    expect(await childrenOf(1)).toEqual([]);
  });

  it('is still for admins only', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users', token: await t.signIn('sam') });
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('Mia');
  });

  it('answers a user’s own read (GET /users/{id}) without the list’s children', async () => {
    const self = await get<object>(`/api/users/${sam}`, await t.signIn('sam'));
    expect(self).not.toHaveProperty('children');
  });
});

describe('a change to a link or a name shows at once', () => {
  it('unlinking and linking again change both lists on the next read', async () => {
    // Read first, so anything kept from these reads would now be stale.
    expect(await parentsOf(leo)).toHaveLength(1);
    expect(await childrenOf(sam)).toHaveLength(2);
    expect((await link('DELETE', sam, leo)).statusCode).toBe(204);
    expect(await parentsOf(leo)).toEqual([]);
    expect((await childrenOf(sam))?.map((c) => c.player_id)).toEqual([mia]);
    expect((await link('POST', alex, leo)).statusCode).toBe(201);
    expect((await parentsOf(leo))?.map((p) => p.user_id)).toEqual([alex]);
    expect((await childrenOf(alex))?.map((c) => c.player_id)).toEqual([leo, mia]);
  });

  it('a parent renamed or a child renamed reads under the new name', async () => {
    const renamed = await t.request({
      method: 'PUT',
      url: `/api/users/${alex}`,
      token: admin,
      payload: { username: 'alex', short_name: 'Alex Smith' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await parentsOf(mia))?.map((p) => p.short_name)).toEqual(['Alex Smith', 'Sam Smith']);
    const child = await t.request({
      method: 'PUT',
      url: `/api/players/${mia}`,
      token: admin,
      payload: {
        player_name: 'Mia Smith-Jones',
        preferred_position: 'Midfielder',
        date_of_birth: '2014-05-01',
        shirt_number: 7,
        team_id: teamId,
      },
    });
    expect(child.statusCode).toBe(200);
    expect((await childrenOf(sam))?.map((c) => c.player_name)).toEqual(['Mia Smith-Jones']);
  });

  it('a deleted parent leaves the child’s list', async () => {
    const gone = await t.createUser({ username: 'gone', types: ['Parent'] });
    expect((await link('POST', gone, mia)).statusCode).toBe(201);
    expect((await parentsOf(mia))?.map((p) => p.user_id)).toContain(gone);
    expect((await t.request({ method: 'DELETE', url: `/api/users/${gone}`, token: admin })).statusCode).toBe(204);
    expect((await parentsOf(mia))?.map((p) => p.user_id)).not.toContain(gone);
  });
});

describe('one statement per list', () => {
  it.each(['/api/players', '/api/users'])('%s: the session lookup and one statement', async (url) => {
    t.app.readCache.clear();
    const res = await t.request({ method: 'GET', url, token: admin });
    expect(res.statusCode).toBe(200);
    expect(Number(res.headers['x-query-count'])).toBe(2);
  });
});

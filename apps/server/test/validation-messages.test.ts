import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** #13.17: leaving a field out of PUT /users/{id} keeps it; id and number messages name the real limits. */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const userRow = async (id: number) =>
  (await t.request({ method: 'GET', url: '/api/users', token: admin }))
    .json<{ user_id: number; role: string; userTypes: { type: string }[] }[]>()
    .find((u) => u.user_id === id);

describe('PUT /users/{id} without a role or types', () => {
  it('keeps an admin an admin, and keeps the types', async () => {
    const id = await t.createUser({ username: 'second-admin', role: 'admin', types: ['Coach'] });
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      payload: { username: 'second-admin', short_name: 'SA' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ role: 'admin', short_name: 'SA', userTypes: [{ type: 'Coach' }] });
    expect(await userRow(id)).toMatchObject({ role: 'admin', userTypes: [{ type: 'Coach' }] });
  });

  it('still changes the role and types when they are sent', async () => {
    const id = await t.createUser({ username: 'third-admin', role: 'admin', types: ['Coach'] });
    const res = await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      payload: { username: 'third-admin', role: 'user', userTypes: [] },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await userRow(id)).toMatchObject({ role: 'user', userTypes: [] });
  });

  it('lets an admin edit their own account without sending the role, but not demote themself', async () => {
    const [me] = (await t.request({ method: 'GET', url: '/api/users', token: admin })).json<
      { user_id: number; username: string }[]
    >();
    const url = `/api/users/${me?.user_id}`;
    expect(
      (await t.request({ method: 'PUT', url, token: admin, payload: { username: me?.username } })).statusCode,
    ).toBe(200);
    const demote = await t.request({
      method: 'PUT',
      url,
      token: admin,
      payload: { username: me?.username, role: 'user' },
    });
    expect(demote.json()).toMatchObject({ error: 'You cannot remove your own admin role' });
  });

  it('refuses a missing username with a message naming it', async () => {
    const id = await t.createUser({ username: 'plain' });
    const res = await t.request({ method: 'PUT', url: `/api/users/${id}`, token: admin, payload: { role: 'user' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Username is required' });
  });
});

describe('id and number messages', () => {
  it.each([
    ['GET', '/api/players/0', undefined, 'id must be a whole number from 1 to 2147483647'],
    ['GET', '/api/players/-3', undefined, 'id must be a whole number from 1 to 2147483647'],
    ['GET', '/api/players/3000000000', undefined, 'id must be a whole number from 1 to 2147483647'],
    ['GET', '/api/players/1e20', undefined, 'id must be a whole number from 1 to 2147483647'],
    ['GET', '/api/players/1.5', undefined, 'id must be a whole number from 1 to 2147483647'],
    [
      'GET',
      '/api/coach-reports/top-scorers?team_id=0',
      undefined,
      'team_id must be a whole number from 1 to 2147483647',
    ],
    [
      'POST',
      '/api/parent-player-associations',
      { parent_user_id: 0, player_id: 1 },
      'parent_user_id must be at least 1',
    ],
    [
      'POST',
      '/api/parent-player-associations',
      { parent_user_id: 1e20, player_id: 1 },
      'parent_user_id must be at most 2147483647',
    ],
    [
      'POST',
      '/api/parent-player-associations',
      { parent_user_id: 1, player_id: 2.5 },
      'player_id must be a whole number',
    ],
    ['POST', '/api/parent-player-associations', { player_id: 1 }, 'parent_user_id is required'],
    ['POST', '/api/impersonate', { user_id: 0 }, 'user_id must be at least 1'],
  ] as const)('%s %s %j → %s', async (method, url, payload, error) => {
    const res = await t.request({ method, url, token: admin, ...(payload ? { payload } : {}) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
  });
});

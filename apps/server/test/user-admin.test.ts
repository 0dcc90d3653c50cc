import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordMessages } from '@touchline/domain';
import { users } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let coach: string;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'coach', types: ['Coach'], shortName: 'Coach C' });
  coach = await t.signIn('coach');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]?.n;
const INVALID = 'Invalid combination of user types. Allowed: Parent, Coach, Player, or Parent+Coach.';

describe('users', () => {
  it('registers a user (who can then sign in), lists users for admins only', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      token: admin,
      payload: {
        username: 'newbie',
        password: 'pw-123456-long-enough',
        role: 'user',
        short_name: 'New',
        email: 'new@example.org',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      username: 'newbie',
      role: 'user',
      short_name: 'New',
      email: 'new@example.org',
      userTypes: [],
    });
    expect(res.body).not.toMatch(/password/);
    expect(await t.signIn('newbie', 'pw-123456-long-enough')).toBeTruthy();
    const list = await t.request({ method: 'GET', url: '/api/users', token: admin });
    expect(list.json<{ username: string }[]>().map((u) => u.username)).toEqual(
      expect.arrayContaining(['admin', 'coach', 'newbie']),
    );
    expect(list.body).not.toMatch(/password|argon/i);
    expect((await t.request({ method: 'GET', url: '/api/users', token: coach })).statusCode).toBe(403);
  });

  it('refuses a taken username (any case), a missing password, a bad role or email', async () => {
    const before = await userCount();
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/register',
          token: admin,
          payload: { username: 'COACH', password: 'a long enough password' },
        })
      ).json(),
    ).toMatchObject({ error: 'Username already exists' });
    expect(
      (await t.request({ method: 'POST', url: '/api/register', token: admin, payload: { username: 'x1' } })).json(),
    ).toMatchObject({ error: 'Password is required' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/register',
          token: admin,
          payload: { username: 'x2', password: 'a long enough password', role: 'root' },
        })
      ).json(),
    ).toMatchObject({ error: 'role must be one of: user, admin' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/register',
          token: admin,
          payload: { username: 'x3', password: 'a long enough password', email: 'nope' },
        })
      ).json(),
    ).toMatchObject({ error: 'Email must be a valid email address' });
    // The password rule (decision 100): at least 12 characters, none of the most common passwords.
    const register = (password: string) =>
      t.request({ method: 'POST', url: '/api/register', token: admin, payload: { username: 'x5', password } });
    expect((await register('short-pw')).json()).toMatchObject({ error: passwordMessages.tooShort });
    expect((await register('sunshine2024!')).json()).toMatchObject({ error: passwordMessages.tooCommon });
    const created = await register('x5x5x5x5x5x5');
    expect(created.statusCode).toBe(201);
    expect(await userCount()).toBe((before ?? 0) + 1);
    await t.request({
      method: 'DELETE',
      url: `/api/users/${created.json<{ user_id: number }>().user_id}`,
      token: admin,
    });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/register',
          token: coach,
          payload: { username: 'x4', password: 'a long enough password' },
        })
      ).statusCode,
    ).toBe(403);
    expect(await userCount()).toBe(before);
  });

  it.each([[['Parent']], [['Coach']], [['Player']], [['Parent', 'Coach']], [[]]])(
    'accepts user types %j',
    async (types) => {
      const id = await t.createUser({ username: `u-${types.join('-') || 'none'}` });
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${id}`,
        token: admin,
        payload: { username: `u-${types.join('-') || 'none'}`, role: 'user', userTypes: types },
      });
      expect(res.statusCode).toBe(200);
      expect(
        res
          .json<{ userTypes: { type: string }[] }>()
          .userTypes.map((x) => x.type)
          .sort(),
      ).toEqual([...types].sort());
    },
  );

  it.each([[['Player', 'Parent']], [['Coach', 'Player']], [['Parent', 'Coach', 'Player']], [['Fan']], ['Parent']])(
    'refuses user types %j with the spec text and changes nothing',
    async (types) => {
      const id = await t.createUser({
        username: `bad-${JSON.stringify(types).length}-${Math.random()}`,
        types: ['Coach'],
      });
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${id}`,
        token: admin,
        payload: { username: 'renamed', role: 'user', userTypes: types },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: INVALID });
      const read = (await t.request({ method: 'GET', url: `/api/users/${id}`, token: admin })).json<{
        username: string;
        userTypes: unknown;
      }>();
      expect(read.userTypes).toEqual([{ type: 'Coach' }]);
      expect(read.username).not.toBe('renamed');
    },
  );

  it('keeps the password when none is sent, changes it when one is', async () => {
    const id = await t.createUser({ username: 'pw-user' });
    await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      payload: { username: 'pw-user', password: '', role: 'user', userTypes: [] },
    });
    expect(await t.signIn('pw-user')).toBeTruthy();
    await t.request({
      method: 'PUT',
      url: `/api/users/${id}`,
      token: admin,
      payload: { username: 'pw-user', password: 'brand-new-pw', role: 'user', userTypes: [] },
    });
    expect(await t.signIn('pw-user', 'brand-new-pw')).toBeTruthy();
  });

  const validate = async (token: string) =>
    (await t.request({ method: 'GET', url: '/api/users/validate', token })).statusCode;

  it('ends every session of a user at once when an admin sets a new password, and only then', async () => {
    const id = await t.createUser({ username: 'pw-sessions' });
    const phone = await t.signIn('pw-sessions');
    const laptop = await t.signIn('pw-sessions');
    const acting = (
      await t.request({ method: 'POST', url: '/api/impersonate', token: admin, payload: { user_id: id } })
    ).json<{ token: string }>().token;
    // Read once, so each session is remembered by the read cache.
    for (const token of [phone, laptop, acting]) expect(await validate(token)).toBe(200);
    const update = (password: string) =>
      t.request({
        method: 'PUT',
        url: `/api/users/${id}`,
        token: admin,
        payload: { username: 'pw-sessions', password, role: 'user', userTypes: [] },
      });
    expect((await update('')).statusCode).toBe(200);
    for (const token of [phone, laptop, acting]) expect(await validate(token)).toBe(200);
    expect((await update('another-new-pw')).statusCode).toBe(200);
    for (const token of [phone, laptop, acting]) expect(await validate(token)).toBe(401);
    expect(await validate(admin)).toBe(200);
    expect(await validate(await t.signIn('pw-sessions', 'another-new-pw'))).toBe(200);
  });

  it(
    'keeps the session that changes its own password ' + "and ends the user's others, impersonations included",
    async () => {
      const id = await t.createUser({ username: 'pw-admin', role: 'admin' });
      const here = await t.signIn('pw-admin');
      const elsewhere = await t.signIn('pw-admin');
      const coachId = (await t.request({ method: 'GET', url: '/api/users/coaches', token: here }))
        .json<{ user_id: number; username: string }[]>()
        .find((c) => c.username === 'coach')?.user_id;
      const acting = (
        await t.request({ method: 'POST', url: '/api/impersonate', token: elsewhere, payload: { user_id: coachId } })
      ).json<{ token: string }>().token;
      for (const token of [here, elsewhere, acting]) expect(await validate(token)).toBe(200);
      const res = await t.request({
        method: 'PUT',
        url: `/api/users/${id}`,
        token: here,
        payload: { username: 'pw-admin', password: 'my-own-new-pw', role: 'admin', userTypes: [] },
      });
      expect(res.statusCode).toBe(200);
      expect(await validate(here)).toBe(200);
      expect(await validate(elsewhere)).toBe(401);
      expect(await validate(acting)).toBe(401);
      expect(await validate(coach)).toBe(200);
    },
  );

  it('deletes users but never the admin themself', async () => {
    const id = await t.createUser({ username: 'leaver' });
    expect((await t.request({ method: 'DELETE', url: `/api/users/${id}`, token: admin })).statusCode).toBe(204);
    const self = await t.request({ method: 'DELETE', url: '/api/users/1', token: admin });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ error: 'You cannot delete your own account' });
  });

  it('lists coaches for any signed-in user', async () => {
    const res = await t.request({ method: 'GET', url: '/api/users/coaches', token: coach });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toContainEqual({ user_id: expect.any(Number), short_name: 'Coach C', username: 'coach' });
  });
});

describe('parent-player associations', () => {
  it('links, lists and unlinks children; only Parents can be linked; parents read their own list only', async () => {
    const team = await make.team({ team_name: 'Foxes' });
    const child = await make.player(team.team_id, { player_name: 'Kid One' });
    const parentId = await t.createUser({ username: 'dad', types: ['Parent'] });
    const coachId = (await t.request({ method: 'GET', url: '/api/users/validate', token: coach })).json<{
      user_id: number;
    }>().user_id;

    const link = await t.request({
      method: 'POST',
      url: '/api/parent-player-associations',
      token: admin,
      payload: { parent_user_id: parentId, player_id: child.player_id },
    });
    expect(link.statusCode).toBe(201);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/parent-player-associations',
          token: admin,
          payload: { parent_user_id: parentId, player_id: child.player_id },
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/parent-player-associations',
          token: admin,
          payload: { parent_user_id: coachId, player_id: child.player_id },
        })
      ).json(),
    ).toMatchObject({ error: 'Only users of type Parent can be linked to players' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/parent-player-associations',
          token: admin,
          payload: { parent_user_id: parentId, player_id: 9999 },
        })
      ).json(),
    ).toMatchObject({ error: 'Player 9999 does not exist' });

    const dad = await t.signIn('dad');
    const list = await t.request({
      method: 'GET',
      url: `/api/parent-player-associations/parent/${parentId}`,
      token: dad,
    });
    expect(list.json()).toEqual([
      {
        parent_user_id: parentId,
        player_id: child.player_id,
        player_name: 'Kid One',
        player_short_name: null,
        team_name: 'Foxes',
      },
    ]);
    expect(
      (await t.request({ method: 'GET', url: `/api/parent-player-associations/parent/${coachId}`, token: dad }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t.request({
          method: 'DELETE',
          url: '/api/parent-player-associations',
          token: dad,
          payload: { parent_user_id: parentId, player_id: child.player_id },
        })
      ).statusCode,
    ).toBe(403);

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: '/api/parent-player-associations',
          token: admin,
          payload: { parent_user_id: parentId, player_id: child.player_id },
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (
        await t.request({ method: 'GET', url: `/api/parent-player-associations/parent/${parentId}`, token: admin })
      ).json(),
    ).toEqual([]);
  });
});

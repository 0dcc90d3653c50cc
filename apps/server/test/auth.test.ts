import { createHash } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@touchline/domain';
import { sessions } from '../src/db/schema';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let coachId: number;
let parentId: number;

beforeAll(async () => {
  t = await createTestApp();
  coachId = await t.createUser({ username: 'coach', types: ['Coach'], shortName: 'Coach C' });
  parentId = await t.createUser({ username: 'parent', types: ['Parent'] });
});
afterAll(() => t.close());

describe('POST /api/login', () => {
  it('answers a token for the right password, case-insensitive username', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ADMIN', password: ADMIN_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ token: string }>();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Object.keys(body)).toEqual(['token']);
  });

  it('answers 401 Invalid credentials for a wrong password and for an unknown user alike', async () => {
    const wrong = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'coach', password: 'nope' },
    });
    const unknown = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody', password: 'nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ error: 'Invalid credentials' });
    expect(unknown.json()).toMatchObject({ error: 'Invalid credentials' });
  });

  it('stores only a hash of the token', async () => {
    const token = await t.signIn('coach');
    const hash = createHash('sha256').update(token).digest('hex');
    const rows = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(rows).toHaveLength(1);
    const all = await t.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(all.some((r) => r.tokenHash === token)).toBe(false);
  });

  it.each([
    ['missing password', { username: 'admin' }, 'password is required'],
    ['empty username', { username: '', password: 'x' }, 'Username and password are required'],
    ['wrong type', { username: 5, password: 'x' }, 'username must be text'],
    ['unknown field', { username: 'admin', password: 'x', admin: true }, 'Unknown field: admin'],
  ])('refuses %s with 400 and a JSON error', async (_name, payload, error) => {
    const before = await t.db.select({ n: count() }).from(sessions);
    const res = await t.request({ method: 'POST', url: '/api/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
    expect(await t.db.select({ n: count() }).from(sessions)).toEqual(before);
  });
});

describe('GET /api/users/validate', () => {
  it('answers user_id and role for a live token, and no impersonator for a session of its own', async () => {
    const token = await t.signIn('coach');
    const res = await t.request({ method: 'GET', url: '/api/users/validate', token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_id: coachId,
      role: 'user',
      impersonated_by: null,
      teams: { coaching: [], family: [], all_teams: false },
      language: null,
      club_language: null,
      club_name: 'Touchline',
      logo_url: null,
    });
  });

  it.each([
    ['no token', undefined],
    ['an unknown token', 'x'.repeat(43)],
    ['a huge token', 'x'.repeat(5000)],
  ])('answers 401 for %s', async (_name, token) => {
    const res = await t.request({ method: 'GET', url: '/api/users/validate', token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('error');
  });

  it('answers 401 for an expired token', async () => {
    const token = await t.signIn('parent');
    const hash = createHash('sha256').update(token).digest('hex');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hash));
    expect((await t.request({ method: 'GET', url: '/api/users/validate', token })).statusCode).toBe(401);
  });

  it('expires sessions after 7 days', async () => {
    const token = await t.signIn('parent');
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    const days = ((row?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token', async () => {
    const token = await t.signIn('coach');
    expect((await t.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: '/api/users/validate', token })).statusCode).toBe(401);
    expect((await t.request({ method: 'POST', url: '/api/logout', token })).statusCode).toBe(401);
  });
});

describe('GET /api/users/:id', () => {
  it('answers the user with types and never a password', async () => {
    const token = await t.signIn('coach');
    const res = await t.request({ method: 'GET', url: `/api/users/${coachId}`, token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user_id: coachId,
      username: 'coach',
      role: 'user',
      short_name: 'Coach C',
      email: null,
      userTypes: [{ type: 'Coach' }],
      player_id: null,
      active: true,
      invitation: null,
      head_of_coaching: false,
      welfare_officer: false,
      treasurer: false,
    });
    expect(res.body).not.toMatch(/password|argon2/i);
  });

  it('lets a user read only themself; an admin reads anyone', async () => {
    const coach = await t.signIn('coach');
    const admin = await t.signIn('admin');
    expect((await t.request({ method: 'GET', url: `/api/users/${parentId}`, token: coach })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `/api/users/${parentId}`, token: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users/999999', token: admin })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/users/abc', token: admin })).statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: '/api/users/99999999999999', token: admin })).statusCode).toBe(400);
  });
});

describe('POST /api/impersonate', () => {
  it('gives an admin a token acting as the user, with the admin on record', async () => {
    const admin = await t.signIn('admin');
    const res = await t.request({
      method: 'POST',
      url: '/api/impersonate',
      token: admin,
      payload: { user_id: parentId },
    });
    expect(res.statusCode).toBe(200);
    const { token } = res.json<{ token: string }>();
    expect((await t.request({ method: 'GET', url: '/api/users/validate', token })).json()).toMatchObject({
      user_id: parentId,
      role: 'user',
      impersonated_by: { user_id: 1, username: 'admin' },
    });
    const hash = createHash('sha256').update(token).digest('hex');
    const [row] = await t.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    const [adminRow] = await t.db.select().from(sessions).where(eq(sessions.userId, 1));
    expect(row?.impersonatorId).toBe(adminRow?.userId);
    // The impersonated (non-admin) user cannot impersonate further.
    expect(
      (await t.request({ method: 'POST', url: '/api/impersonate', token, payload: { user_id: coachId } })).statusCode,
    ).toBe(403);
  });

  it('ends with its admin’s demotion, at once, and never acts as another admin (#28 item 15)', async () => {
    await t.createUser({ username: 'second.admin', role: 'admin', password: 'second admin password 1' });
    await t.createUser({ username: 'third.admin', role: 'admin', password: 'third admin password 1' });
    const second = await t.signIn('second.admin', 'second admin password 1');
    const users = (await t.request({ method: 'GET', url: '/api/users', token: second })).json<
      { user_id: number; username: string }[]
    >();
    const idOf = (name: string) => users.find((u) => u.username === name)!.user_id;
    // Acting as another admin would lend admin rights beyond the session's own: refused in words.
    const asAdmin = await t.request({
      method: 'POST',
      url: '/api/impersonate',
      token: second,
      payload: { user_id: idOf('third.admin') },
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toMatchObject({ error: messages.noAdminImpersonation });
    // Acting as a parent, then demoted by another admin: the impersonation ends with the next request.
    const asParent = (
      await t.request({ method: 'POST', url: '/api/impersonate', token: second, payload: { user_id: parentId } })
    ).json<{ token: string }>().token;
    expect((await t.request({ method: 'GET', url: '/api/users/validate', token: asParent })).statusCode).toBe(200);
    const admin = await t.signIn('admin');
    const demoted = await t.request({
      method: 'PUT',
      url: `/api/users/${idOf('second.admin')}`,
      token: admin,
      payload: { username: 'second.admin', role: 'user' },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/users/validate', token: asParent })).statusCode).toBe(401);
    // Their own session lives on, with the rights they have now.
    expect((await t.request({ method: 'GET', url: '/api/users', token: second })).statusCode).toBe(403);
  });

  it('refuses non-admins with 403, unknown users with 404, bad bodies with 400', async () => {
    const coach = await t.signIn('coach');
    const admin = await t.signIn('admin');
    const forbidden = await t.request({
      method: 'POST',
      url: '/api/impersonate',
      token: coach,
      payload: { user_id: parentId },
    });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ error: 'Admin access required' });
    expect(
      (await t.request({ method: 'POST', url: '/api/impersonate', token: admin, payload: { user_id: 424242 } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'POST', url: '/api/impersonate', token: admin, payload: {} })).json(),
    ).toMatchObject({
      error: 'user_id is required',
    });
    expect(
      (await t.request({ method: 'POST', url: '/api/impersonate', payload: { user_id: parentId } })).statusCode,
    ).toBe(401);
  });
});

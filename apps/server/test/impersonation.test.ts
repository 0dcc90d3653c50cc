import { and, eq, isNull, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Impersonation and the way back (issue 17): the token check says who is impersonating, so the web app shows
 * 'Viewing as'; 'Return to admin' ends the impersonation with POST /logout (on the audit log) and goes on with the
 * admin's own token, which the impersonation left alone.
 */
let t: TestApp;
let parentId: number;

beforeAll(async () => {
  t = await createTestApp();
  parentId = await t.createUser({ username: 'parent-p', types: ['Parent'], shortName: 'Pat Parent' });
  await t.createUser({ username: 'second-admin', role: 'admin' });
});
afterAll(() => t.close());

const validate = (token: string) => t.request({ method: 'GET', url: '/api/users/validate', token });
const logout = (token: string) => t.request({ method: 'POST', url: '/api/logout', token });
const impersonate = async (token: string, userId: number) => {
  const res = await t.request({ method: 'POST', url: '/api/impersonate', token, payload: { user_id: userId } });
  expect(res.statusCode).toBe(200);
  return res.json<{ token: string }>().token;
};
const auditActions = async (admin: string) => {
  const res = await t.request({ method: 'GET', url: '/api/audit?actor=parent-p', token: admin });
  return res.json<{ entries: { action: string; actor_username: string; acting_as_username: string | null }[] }>()
    .entries;
};
const liveSessionsOf = async (userId: number) =>
  t.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)), isNull(sessions.revokedAt)));

describe('the token check during an impersonation', () => {
  it('names the impersonating admin; the admin’s own token still says nobody', async () => {
    const admin = await t.signIn('admin');
    const token = await impersonate(admin, parentId);
    expect((await validate(token)).json()).toMatchObject({
      user_id: parentId,
      role: 'user',
      impersonated_by: { user_id: 1, username: 'admin' },
    });
    expect((await validate(admin)).json()).toMatchObject({ user_id: 1, role: 'admin', impersonated_by: null });
  });

  it('never chains: an admin cannot act as another admin, and an impersonation cannot start another', async () => {
    // Before decision 120 an admin could act as another admin and impersonate again from there; now neither.
    const admin = await t.signIn('admin');
    const secondAdmin = (await validate(await t.signIn('second-admin'))).json<{ user_id: number }>().user_id;
    const asAdmin = await t.request({
      method: 'POST',
      url: '/api/impersonate',
      token: admin,
      payload: { user_id: secondAdmin },
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json()).toMatchObject({ error: 'An admin cannot act as another admin' });
    const asParent = await impersonate(admin, parentId);
    const again = await t.request({
      method: 'POST',
      url: '/api/impersonate',
      token: asParent,
      payload: { user_id: parentId },
    });
    expect(again.statusCode).toBe(403);
    expect((await validate(asParent)).json()).toMatchObject({ impersonated_by: { user_id: 1, username: 'admin' } });
  });
});

describe('Return to admin', () => {
  it('ends the impersonation on the audit log and leaves the admin’s own session signed in', async () => {
    const admin = await t.signIn('admin');
    const token = await impersonate(admin, parentId);
    const before = (await auditActions(admin)).length;

    expect((await logout(token)).statusCode).toBe(204);
    expect((await validate(token)).statusCode).toBe(401);
    const back = await validate(admin);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ user_id: 1, role: 'admin', impersonated_by: null });

    const entries = await auditActions(admin);
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      action: 'impersonation.end',
      actor_username: 'admin',
      acting_as_username: 'parent-p',
    });
    expect(entries[1]?.action).toBe('impersonation.start');
  });

  it('a second Return to admin with the ended token is refused and records nothing', async () => {
    const admin = await t.signIn('admin');
    const token = await impersonate(admin, parentId);
    expect((await logout(token)).statusCode).toBe(204);
    const count = (await auditActions(admin)).length;
    const again = await logout(token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toHaveProperty('error');
    expect((await auditActions(admin)).length).toBe(count);
  });

  it('with the admin’s own session ended meanwhile: the impersonation ends, the admin token is refused', async () => {
    const adminId = await t.createUser({ username: 'lapsed-admin', role: 'admin' });
    const lapsed = await t.signIn('lapsed-admin');
    const token = await impersonate(lapsed, parentId);
    expect((await logout(lapsed)).statusCode).toBe(204);
    // The web app asks with the admin token first: refused, so it goes to the sign-in screen.
    expect((await validate(lapsed)).statusCode).toBe(401);
    expect((await logout(token)).statusCode).toBe(204);
    expect(await liveSessionsOf(adminId)).toEqual([]);
  });
});

describe('Sign Out during an impersonation', () => {
  it('ends both sessions (the web app signs out both tokens): nothing is left live', async () => {
    const adminId = await t.createUser({ username: 'leaving-admin', role: 'admin' });
    const admin = await t.signIn('leaving-admin');
    const token = await impersonate(admin, parentId);
    expect(await liveSessionsOf(adminId)).toHaveLength(2);
    expect((await logout(token)).statusCode).toBe(204);
    expect((await logout(admin)).statusCode).toBe(204);
    expect(await liveSessionsOf(adminId)).toEqual([]);
    expect((await validate(admin)).statusCode).toBe(401);
    expect((await validate(token)).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { oidcMessages } from '@touchline/domain';
import { auditLog, oidcLogins, userIdentities, users, userTypes } from '../src/db/schema';
import { logCapture } from './support/log-capture';
import { startLocalProvider, type LocalProvider } from './support/oidc-provider';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Sign-in with the club's accounts (#35, decision 136) against a real OpenID provider on 127.0.0.1 (oidc-provider):
 * the app reads its discovery document, the test plays the browser on the provider's sign-in page over HTTP, and
 * the app exchanges the code and verifies the ID token.
 */
const PUBLIC_URL = 'http://touchline.test';
const REDIRECT_URI = `${PUBLIC_URL}/signin/oidc`;
const CLIENT = { clientId: 'touchline', clientSecret: 'client-Secret-Xk29-never-logged' };

let provider: LocalProvider;
let t: TestApp;
let admin: string;
const log = logCapture();
/** Every code, state and browser key the tests saw: none may reach the log. */
const secretsSeen: string[] = [];

const oidcEnv = (extra: Record<string, string> = {}) => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: CLIENT.clientId,
  OIDC_CLIENT_SECRET: CLIENT.clientSecret,
  OIDC_NAME: 'Oakfield accounts',
  PUBLIC_URL,
  ...extra,
});

beforeAll(async () => {
  provider = await startLocalProvider();
  provider.addClient({ ...CLIENT, redirectUri: REDIRECT_URI });
  t = await createTestApp(oidcEnv(), { log: log.stream });
  admin = await t.signIn('admin');
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** What the provider sent back to /signin/oidc, as the web page posts it, with the browser's key. */
function answerOf(back: URL, browserKey: string) {
  expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
  const body: Record<string, string> = { browser_key: browserKey };
  for (const key of ['code', 'state', 'iss', 'error', 'error_description']) {
    const value = back.searchParams.get(key);
    if (value !== null) body[key] = value;
  }
  secretsSeen.push(...[body.code, body.state, browserKey].filter((s): s is string => !!s));
  return body;
}

async function start(app: TestApp, token?: string) {
  const res = await app.request({
    method: 'POST',
    url: token ? '/api/account/identities/start' : '/api/oidc/start',
    token,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ url: string; browser_key: string }>();
}

/** A whole sign-in as `login` at the provider: the app's answer to the page's POST. */
async function signInAs(login: string, app = t) {
  const { url, browser_key } = await start(app);
  const back = await provider.signIn(url, login);
  return app.request({ method: 'POST', url: '/api/oidc/complete', payload: answerOf(back, browser_key) });
}

/** POST /identities/{id}/link as `token`: the identity given to `userId`. */
const linkIdentity = (identityId: number | undefined, userId: number, token = admin) =>
  t.request({ method: 'POST', url: `/api/identities/${identityId}/link`, token, payload: { user_id: userId } });

async function userIdOf(token: string) {
  const res = await t.request({ method: 'GET', url: '/api/users/validate', token });
  return res.json<{ user_id: number }>().user_id;
}

const identityRow = async (subject: string) =>
  (await t.db.select().from(userIdentities).where(eq(userIdentities.subject, subject)))[0];
const userCount = async () => (await t.db.select({ id: users.userId }).from(users)).length;

async function userWithEmail(username: string, email: string) {
  const id = await t.createUser({ username });
  await t.db.update(users).set({ email }).where(eq(users.userId, id));
  return id;
}

describe('the sign-in page and the start', () => {
  it('says OIDC is on and the button’s words; the start goes to the provider with state, nonce and PKCE', async () => {
    const features = await t.request({ method: 'GET', url: '/api/features' });
    expect(features.json()).toMatchObject({ oidc: { name: 'Oakfield accounts' } });
    const { url, browser_key } = await start(t);
    const at = new URL(url);
    expect(at.origin).toBe(provider.issuer);
    expect(at.searchParams.get('client_id')).toBe(CLIENT.clientId);
    expect(at.searchParams.get('redirect_uri')).toBe(REDIRECT_URI);
    expect(at.searchParams.get('code_challenge_method')).toBe('S256');
    expect(at.searchParams.get('scope')).toBe('openid email profile');
    for (const key of ['state', 'nonce', 'code_challenge'])
      expect(at.searchParams.get(key)?.length).toBeGreaterThan(20);
    expect(browser_key.length).toBeGreaterThan(20);
    // Neither the state nor the key is stored as it is: only their hash.
    const rows = await t.db.select().from(oidcLogins);
    const state = at.searchParams.get('state') ?? '';
    expect(rows.some((r) => r.stateHash.includes(state) || r.stateHash.includes(browser_key))).toBe(false);
    expect(
      JSON.stringify(await t.request({ method: 'POST', url: '/api/oidc/start' }).then((r) => r.json())),
    ).not.toContain(CLIENT.clientSecret);
  });
});

describe('which account an identity signs in as', () => {
  it('links an account by its verified email (without case) and signs in as it, on record', async () => {
    const sam = await userWithEmail('sam', 'sam.jones@oakfield.example');
    provider.accounts.set('sub-sam', { email: 'Sam.Jones@Oakfield.example', email_verified: true, name: 'Sam Jones' });
    const res = await signInAs('sub-sam');
    expect(res.statusCode, res.body).toBe(200);
    expect(Object.keys(res.json())).toEqual(['token']);
    expect(await userIdOf(res.json<{ token: string }>().token)).toBe(sam);
    expect(await identityRow('sub-sam')).toMatchObject({ userId: sam, linkedBy: 'email', name: 'Sam Jones' });
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.actorUserId, sam));
    expect(entries.map((e) => e.action).sort()).toEqual(['identity.linked-by-email', 'sign-in (OIDC)']);

    // The next sign-in finds the link: the same account, on record once more.
    const again = await signInAs('sub-sam');
    expect(await userIdOf(again.json<{ token: string }>().token)).toBe(sam);
  });

  it('does not link by an email the provider has not verified: the identity waits, nothing else is made', async () => {
    await userWithEmail('una', 'una@oakfield.example');
    provider.accounts.set('sub-una', { email: 'una@oakfield.example', email_verified: false, name: 'Una' });
    const before = await userCount();
    const res = await signInAs('sub-una');
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: oidcMessages.notLinked });
    expect(await identityRow('sub-una')).toMatchObject({ userId: null, linkedBy: null, email: 'una@oakfield.example' });
    expect(await userCount()).toBe(before);
  });

  it('keeps an unknown identity waiting; an admin sees it and links it, and its next sign-in works', async () => {
    provider.accounts.set('sub-wes', { email: 'wes@gmail.example', email_verified: true, name: 'Wes Brown' });
    const before = await userCount();
    const refused = await signInAs('sub-wes');
    expect(refused.statusCode).toBe(403);
    expect(await userCount()).toBe(before);

    const waiting = await t.request({ method: 'GET', url: '/api/identities/waiting', token: admin });
    const wes = waiting
      .json<{ identity_id: number; email: string; name: string }[]>()
      .find((i) => i.name === 'Wes Brown');
    expect(wes).toMatchObject({ email: 'wes@gmail.example', user_id: null, issuer: provider.issuer });
    expect(JSON.stringify(waiting.json())).not.toContain('sub-wes');

    const wesId = await t.createUser({ username: 'wes' });
    const user = await t.signIn('wes');
    const notAdmin = await linkIdentity(wes?.identity_id, wesId, user);
    expect(notAdmin.statusCode).toBe(403);
    const noUser = await linkIdentity(wes?.identity_id, 999999);
    expect(noUser.statusCode).toBe(400);
    const linked = await linkIdentity(wes?.identity_id, wesId);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ user_id: wesId, linked_by: 'admin' });
    const twice = await linkIdentity(wes?.identity_id, wesId);
    expect(twice.statusCode).toBe(409);

    const ofUser = await t.request({ method: 'GET', url: `/api/users/${wesId}/identities`, token: admin });
    expect(ofUser.json()).toEqual([
      expect.objectContaining({ identity_id: wes?.identity_id, email: 'wes@gmail.example' }),
    ]);
    const res = await signInAs('sub-wes');
    expect(res.statusCode, res.body).toBe(200);
    expect(await userIdOf(res.json<{ token: string }>().token)).toBe(wesId);

    // Unlinked by the admin: the next sign-in waits again.
    const removed = await t.request({ method: 'DELETE', url: `/api/identities/${wes?.identity_id}`, token: admin });
    expect(removed.statusCode).toBe(204);
    expect((await signInAs('sub-wes')).statusCode).toBe(403);
    const actions = (await t.db.select({ action: auditLog.action }).from(auditLog)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(['POST /api/identities/:id/link', 'DELETE /api/identities/:id']));
  });

  it('dismisses a waiting identity', async () => {
    provider.accounts.set('sub-stray', { email: 'stray@example.org', email_verified: true });
    await signInAs('sub-stray');
    const row = await identityRow('sub-stray');
    const res = await t.request({ method: 'DELETE', url: `/api/identities/${row?.identityId}`, token: admin });
    expect(res.statusCode).toBe(204);
    expect(await identityRow('sub-stray')).toBeUndefined();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/identities/${row?.identityId}`, token: admin })).statusCode,
    ).toBe(404);
  });

  it('with OIDC_SIGNUP=1, gives a verified identity a new account (role user, no types, a free username)', async () => {
    const signupApp = await createTestApp(oidcEnv({ OIDC_SIGNUP: '1' }));
    try {
      await signupApp.createUser({ username: 'newbie' });
      provider.accounts.set('sub-newbie', { email: 'newbie@oakfield.example', email_verified: true, name: 'Nia Bee' });
      provider.accounts.set('sub-unverified', { email: 'nope@oakfield.example', email_verified: false });
      const res = await signInAs('sub-newbie', signupApp);
      expect(res.statusCode, res.body).toBe(200);
      const validate = await signupApp.request({
        method: 'GET',
        url: '/api/users/validate',
        token: res.json<{ token: string }>().token,
      });
      const [user] = await signupApp.db
        .select()
        .from(users)
        .where(eq(users.userId, validate.json<{ user_id: number }>().user_id));
      expect(user).toMatchObject({
        username: 'newbie2',
        role: 'user',
        email: 'newbie@oakfield.example',
        passwordHash: null,
      });
      expect(
        await signupApp.db
          .select()
          .from(userTypes)
          .where(eq(userTypes.userId, user?.userId ?? 0)),
      ).toEqual([]);
      const [identity] = await signupApp.db
        .select()
        .from(userIdentities)
        .where(eq(userIdentities.subject, 'sub-newbie'));
      expect(identity).toMatchObject({ userId: user?.userId, linkedBy: 'signup' });

      // An unverified email makes no account, even so.
      const count = (await signupApp.db.select().from(users)).length;
      expect((await signInAs('sub-unverified', signupApp)).statusCode).toBe(403);
      expect((await signupApp.db.select().from(users)).length).toBe(count);
    } finally {
      await signupApp.close();
    }
  });
});

describe("a signed-in person's own club account", () => {
  it('is linked from Account settings, signs in as them, and is unlinked while a password remains', async () => {
    const ola = await t.createUser({ username: 'ola' });
    const token = await t.signIn('ola');
    provider.accounts.set('sub-ola', { email: 'ola@elsewhere.example', email_verified: false, name: 'Ola' });
    const { url, browser_key } = await start(t, token);
    const back = await provider.signIn(url, 'sub-ola');
    // The answer of a link is not a sign-in's.
    const asSignIn = await t.request({
      method: 'POST',
      url: '/api/oidc/complete',
      payload: answerOf(back, browser_key),
    });
    expect(asSignIn.statusCode).toBe(400);
    expect(asSignIn.json()).toMatchObject({ error: oidcMessages.wrongPurpose });

    const again = await start(t, token);
    const back2 = await provider.signIn(again.url, 'sub-ola');
    const linked = await t.request({
      method: 'POST',
      url: '/api/account/identities/complete',
      token,
      payload: answerOf(back2, again.browser_key),
    });
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json()).toMatchObject({ user_id: ola, linked_by: 'self', name: 'Ola' });
    const mine = await t.request({ method: 'GET', url: '/api/account/identities', token });
    expect(mine.json()).toHaveLength(1);
    const res = await signInAs('sub-ola');
    expect(await userIdOf(res.json<{ token: string }>().token)).toBe(ola);

    // Someone else cannot take it.
    const other = await t.signIn('admin');
    const third = await start(t, other);
    const back3 = await provider.signIn(third.url, 'sub-ola');
    const taken = await t.request({
      method: 'POST',
      url: '/api/account/identities/complete',
      token: other,
      payload: answerOf(back3, third.browser_key),
    });
    expect(taken.statusCode).toBe(409);

    const id = mine.json<{ identity_id: number }[]>()[0]?.identity_id;
    expect((await t.request({ method: 'DELETE', url: `/api/account/identities/${id}`, token: other })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'DELETE', url: `/api/account/identities/${id}`, token })).statusCode).toBe(204);
    // Without a password, a person's only club account stays.
    provider.accounts.set('sub-pat', { email: 'pat@oakfield.example', email_verified: true });
    await userWithEmail('pat', 'pat@oakfield.example');
    const pat = (await signInAs('sub-pat')).json<{ token: string }>().token;
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.username, 'pat'));
    const patIdentity = await identityRow('sub-pat');
    const kept = await t.request({
      method: 'DELETE',
      url: `/api/account/identities/${patIdentity?.identityId}`,
      token: pat,
    });
    expect(kept.statusCode).toBe(409);
    expect(kept.json()).toMatchObject({ error: oidcMessages.lastWayIn });
  });

  it("is in the person's data export, and goes with their account", async () => {
    provider.accounts.set('sub-exp', { email: 'exp@oakfield.example', email_verified: true, name: 'Export Me' });
    const id = await userWithEmail('exp', 'exp@oakfield.example');
    expect((await signInAs('sub-exp')).statusCode).toBe(200);
    const exported = await t.request({ method: 'GET', url: `/api/admin/users/${id}/export`, token: admin });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json<{ club_accounts: unknown[] }>().club_accounts).toEqual([
      expect.objectContaining({ issuer: provider.issuer, subject: 'sub-exp', email: 'exp@oakfield.example' }),
    ]);
    expect((await t.request({ method: 'DELETE', url: `/api/users/${id}`, token: admin })).statusCode).toBe(204);
    expect(await identityRow('sub-exp')).toBeUndefined();
  });
});

describe('what the provider sends back', () => {
  it('is used once: the same answer again, a forged state, another browser or an old sign-in is refused', async () => {
    provider.accounts.set('sub-once', { email: 'once@oakfield.example', email_verified: true });
    await userWithEmail('once', 'once@oakfield.example');
    const { url, browser_key } = await start(t);
    const answer = answerOf(await provider.signIn(url, 'sub-once'), browser_key);
    const complete = (payload: object) => t.request({ method: 'POST', url: '/api/oidc/complete', payload });
    // Another browser (without this one's key) finds nothing, and the sign-in is still there for its own browser.
    const elsewhere = await complete({ ...answer, browser_key: 'someone-elses-browser-key' });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({ error: oidcMessages.notStartedHere });
    expect((await complete(answer)).statusCode).toBe(200);
    const reused = await complete(answer);
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ error: oidcMessages.notStartedHere });
    expect((await complete({ ...answer, state: 'forged-state-value' })).statusCode).toBe(400);

    const old = await start(t);
    const oldAnswer = answerOf(await provider.signIn(old.url, 'sub-once'), old.browser_key);
    await t.db.execute(sql`update oidc_logins set created_at = now() - interval '11 minutes'`);
    const expired = await complete(oldAnswer);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ error: oidcMessages.notStartedHere });
  });

  it("tells of the provider's refusal (access_denied) and of a code that does not verify", async () => {
    const { url, browser_key } = await start(t);
    const back = await provider.cancel(url);
    expect(back.searchParams.get('error')).toBe('access_denied');
    const cancelled = await t.request({
      method: 'POST',
      url: '/api/oidc/complete',
      payload: answerOf(back, browser_key),
    });
    expect(cancelled.statusCode).toBe(400);
    expect(cancelled.json()).toMatchObject({ error: oidcMessages.refused });

    provider.accounts.set('sub-bad', { email: 'bad@oakfield.example', email_verified: true });
    const second = await start(t);
    const answer = answerOf(await provider.signIn(second.url, 'sub-bad'), second.browser_key);
    const wrongCode = await t.request({
      method: 'POST',
      url: '/api/oidc/complete',
      payload: { ...answer, code: 'not-the-code-the-provider-gave' },
    });
    expect(wrongCode.statusCode).toBe(400);
    expect(wrongCode.json()).toMatchObject({ error: oidcMessages.failed });
  });

  it('throttles answers that find no sign-in, as passwords are', async () => {
    const forged = () =>
      t.request({
        method: 'POST',
        url: '/api/oidc/complete',
        payload: { state: 'guess', browser_key: 'guess', code: 'x' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await forged()).statusCode);
    expect(statuses).toContain(429);
    const last = await forged();
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    await t.db.execute(sql`delete from login_throttle`);
  });
});

describe('the log', () => {
  it('holds no client secret, code, state, browser key or session token', async () => {
    provider.accounts.set('sub-log', { email: 'log@oakfield.example', email_verified: true });
    await userWithEmail('logger', 'log@oakfield.example');
    const res = await signInAs('sub-log');
    const token = res.json<{ token: string }>().token;
    // The web page the provider sends the browser to is logged with its code and state taken out.
    const { url, browser_key } = await start(t);
    const back = await provider.signIn(url, 'sub-log');
    answerOf(back, browser_key);
    await t.request({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(log.text()).toContain('/signin/oidc?');
    for (const secret of [CLIENT.clientSecret, token, ...secretsSeen]) {
      expect(log.text(), `the log holds ${secret}`).not.toContain(secret);
    }
  });
});

describe('with OIDC off', () => {
  it('the endpoints say so and the sign-in page has no button', async () => {
    const off = await createTestApp();
    try {
      expect((await off.request({ method: 'GET', url: '/api/features' })).json()).toMatchObject({ oidc: null });
      const started = await off.request({ method: 'POST', url: '/api/oidc/start' });
      expect(started.statusCode).toBe(404);
      expect(started.json()).toMatchObject({ error: oidcMessages.off });
      const completed = await off.request({
        method: 'POST',
        url: '/api/oidc/complete',
        payload: { state: 's', browser_key: 'k', code: 'c' },
      });
      expect(completed.statusCode).toBe(404);
      const token = await off.signIn('admin');
      expect((await off.request({ method: 'POST', url: '/api/account/identities/start', token })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});

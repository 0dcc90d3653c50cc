import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginThrottle } from '../src/db/schema';
import { ADMIN_PASSWORD, USER_PASSWORD, createTestApp, type TestApp } from './support/test-app';

/**
 * Sign-in throttling (decision 64): per username and source address, counted before the password is checked, with a
 * wait doubling from 1 s after 5 failures; and per address across usernames after 100. The clock stands still unless
 * a test moves it, so a burst is not spread over the waits by a slow machine.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.createUser({ username: 'victim' });
  await t.createUser({ username: 'stepper' });
  await t.createUser({ username: 'proxied' });
});
afterAll(() => t.close());
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
});

function login(
  app: FastifyInstance,
  username: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username, password },
    ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
    ...(from.forwardedFor ? { headers: { 'x-forwarded-for': from.forwardedFor } } : {}),
  });
}

const wait = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('a burst of simultaneous guesses', () => {
  it('gets no more than 5 passwords checked, and the right password after them is refused with 429', async () => {
    const from = { remoteAddress: '203.0.113.10' };
    const guesses = Array.from({ length: 50 }, (_, i) => login(t.app, 'victim', `guess-${i}`, from));
    const answers = await Promise.all([...guesses, login(t.app, 'victim', USER_PASSWORD, from)]);
    const right = answers.pop();
    const checked = answers.filter((a) => a.statusCode !== 429);
    expect(checked.map((a) => a.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(right?.statusCode).toBe(429);
    for (const refused of [...answers.filter((a) => a.statusCode === 429), right]) {
      expect(refused?.headers['retry-after']).toBe('1');
      expect(refused?.json()).toMatchObject({ error: 'Too many sign-in attempts. Try again in 1 second.' });
    }
  });

  it(
    'lets simultaneous right passwords all in: an attempt ' + 'held up only by others being checked waits for them',
    async () => {
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => login(t.app, 'victim', USER_PASSWORD, { remoteAddress: '203.0.113.14' })),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    },
  );

  it("never refuses the real user at another address for someone else's guesses, 'admin' included", async () => {
    const guesses = Array.from({ length: 20 }, (_, i) =>
      login(t.app, 'admin', `guess-${i}`, { remoteAddress: '203.0.113.11' }),
    );
    expect((await Promise.all(guesses)).filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect((await login(t.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '203.0.113.11' })).statusCode).toBe(429);
    expect((await login(t.app, 'admin', ADMIN_PASSWORD, { remoteAddress: '198.51.100.20' })).statusCode).toBe(200);
    expect((await login(t.app, 'ADMIN', ADMIN_PASSWORD)).statusCode).toBe(200);
    expect((await login(t.app, 'victim', USER_PASSWORD, { remoteAddress: '198.51.100.20' })).statusCode).toBe(200);
  });
});

describe('progressive back-off', () => {
  it(
    'waits 1 s after 5 failures, doubling with each further ' +
      'one up to 15 minutes; the right password then clears it',
    async () => {
      const from = { remoteAddress: '203.0.113.12' };
      for (let i = 0; i < 5; i++) expect((await login(t.app, 'stepper', `guess-${i}`, from)).statusCode).toBe(401);
      const waits: string[] = [];
      for (let failures = 5; failures <= 16; failures++) {
        const refused = await login(t.app, 'stepper', USER_PASSWORD, from);
        expect(refused.statusCode).toBe(429);
        const seconds = refused.headers['retry-after'] as string;
        waits.push(seconds);
        wait(Number(seconds) * 1000 - 1);
        expect((await login(t.app, 'stepper', USER_PASSWORD, from)).statusCode).toBe(429);
        wait(1);
        if (failures < 16) expect((await login(t.app, 'stepper', `again-${failures}`, from)).statusCode).toBe(401);
      }
      expect(waits).toEqual(['1', '2', '4', '8', '16', '32', '64', '128', '256', '512', '900', '900']);
      expect((await login(t.app, 'stepper', USER_PASSWORD, from)).statusCode).toBe(200);
      // A success forgets the failures: the next mistake costs no wait.
      expect((await login(t.app, 'stepper', 'typo', from)).statusCode).toBe(401);
      expect((await login(t.app, 'stepper', USER_PASSWORD, from)).statusCode).toBe(200);
    },
  );

  it('says 15 minutes in words', async () => {
    const from = { remoteAddress: '203.0.113.13' };
    for (let i = 0; i < 15; i++) {
      await login(t.app, 'nobody-here', `guess-${i}`, from);
      wait(15 * 60 * 1000);
    }
    await login(t.app, 'nobody-here', 'one-more', from);
    const refused = await login(t.app, 'nobody-here', 'and-another', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('900');
    expect(refused.json()).toMatchObject({ error: 'Too many sign-in attempts. Try again in 15 minutes.' });
  });
});

describe('old counters', () => {
  it('are forgotten by the next attempt from any address, once older than every window', async () => {
    const long = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    const recent = new Date(Date.now() - 60 * 1000);
    await t.db.insert(loginThrottle).values([
      { source: '198.51.100.1', username: 'old', failures: 3, pending: 0, firstFailureAt: long, lastFailureAt: long },
      {
        source: '198.51.100.2',
        username: 'new',
        failures: 3,
        pending: 0,
        firstFailureAt: recent,
        lastFailureAt: recent,
      },
    ]);
    expect((await login(t.app, 'victim', USER_PASSWORD, { remoteAddress: '203.0.113.15' })).statusCode).toBe(200);
    const left = await t.db.select({ username: loginThrottle.username }).from(loginThrottle);
    expect(left.map((r) => r.username)).not.toContain('old');
    expect(left.map((r) => r.username)).toContain('new');
  });
});

describe('password spraying from one address', () => {
  it('allows 100 failures across usernames, then waits; other addresses are not affected', async () => {
    const from = { remoteAddress: '192.0.2.50' };
    // As if 95 guesses at other usernames had come from this address a minute ago
    // (100 argon2 checks are slow on a busy machine).
    const before = new Date(Date.now() - 60_000);
    await t.db.insert(loginThrottle).values({
      source: '192.0.2.50',
      username: '',
      failures: 95,
      pending: 0,
      firstFailureAt: before,
      lastFailureAt: before,
    });
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => login(t.app, `sprayed-${i}`, 'Summer2026!', from)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(401));
    const refused = await login(t.app, 'one-more-name', 'Summer2026!', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('1');
    expect((await login(t.app, 'victim', USER_PASSWORD, from)).statusCode).toBe(429);
    expect((await login(t.app, 'one-more-name', 'Summer2026!', { remoteAddress: '192.0.2.51' })).statusCode).toBe(401);
    // The hour is counted from the first failure: then the address starts afresh.
    wait(59 * 60_000);
    expect((await login(t.app, 'victim', USER_PASSWORD, from)).statusCode).toBe(200);
  });
});

describe('the source address', () => {
  it('ignores X-Forwarded-For without TRUST_PROXY, so a forged header gains no tries', async () => {
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, 'proxied', `guess-${i}`, { forwardedFor: `198.51.100.${i}` })).statusCode).toBe(401);
    expect((await login(t.app, 'proxied', USER_PASSWORD, { forwardedFor: '198.51.100.99' })).statusCode).toBe(429);
  });

  describe('with TRUST_PROXY=1', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp({ TRUST_PROXY: '1' });
      await proxied.createUser({ username: 'proxied' });
    });
    afterAll(() => proxied.close());

    it(
      'throttles the address the proxy saw (the last X-Forwarded-For ' +
        'entry); forging the ones before it gains nothing',
      async () => {
        for (let i = 0; i < 5; i++) {
          expect(
            (await login(proxied.app, 'proxied', `guess-${i}`, { forwardedFor: `10.9.9.${i}, 203.0.113.30` }))
              .statusCode,
          ).toBe(401);
        }
        expect(
          (await login(proxied.app, 'proxied', USER_PASSWORD, { forwardedFor: '10.1.1.1, 203.0.113.30' })).statusCode,
        ).toBe(429);
        expect((await login(proxied.app, 'proxied', USER_PASSWORD, { forwardedFor: '203.0.113.31' })).statusCode).toBe(
          200,
        );
      },
    );
  });
});

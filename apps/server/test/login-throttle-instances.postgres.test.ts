import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/open';
import { USER_PASSWORD, createTestApp, testConfig, type TestApp } from './support/test-app';

/**
 * PostgreSQL only: two server instances on one database share the sign-in counters, and a burst split over both gets no
 * more checks.
 */
describe('sign-in throttling across two server instances on one PostgreSQL', () => {
  let first: TestApp;
  let second: FastifyInstance;
  let secondDatabase: Database;

  beforeAll(async () => {
    first = await createTestApp();
    await first.createUser({ username: 'shared-victim' });
    secondDatabase = await openDatabase({ databaseUrl: first.url, dataDir: '' });
    second = await buildApp({ config: testConfig(), db: secondDatabase.db });
  });
  afterAll(async () => {
    await second.close();
    await secondDatabase.close();
    await first.close();
  });

  // The clock stands still: a slow machine must not spread the burst over the 1 s wait after the fifth failure.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks no more than 5 passwords of a burst sent to both at once', async () => {
    const login = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'shared-victim', password },
        remoteAddress: '203.0.113.40',
      });
    const guesses = Array.from({ length: 40 }, (_, i) => login(i % 2 ? first.app : second, `guess-${i}`));
    const answers = await Promise.all(guesses);
    expect(answers.filter((a) => a.statusCode === 401).length).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.statusCode !== 401).every((a) => a.statusCode === 429)).toBe(true);
    expect((await login(second, USER_PASSWORD)).statusCode).toBe(429);
    expect((await login(first.app, USER_PASSWORD)).statusCode).toBe(429);
  });
});

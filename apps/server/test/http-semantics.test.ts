import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_PASSWORD, createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'guessed' });
});
afterAll(() => t.close());

describe('405 Method Not Allowed', () => {
  it('answers a wrong method on an existing path with 405, an Allow header and an error', async () => {
    const answer = await t.request({ method: 'PATCH', url: '/api/teams/5', token: admin });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD, PUT, DELETE');
    expect(answer.json()).toMatchObject({ error: 'Method PATCH is not allowed here; use GET, HEAD, PUT, DELETE' });
  });

  it('names the only method of a write-only path, to anyone (the methods are no secret)', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/login' });
    expect(answer.statusCode).toBe(405);
    expect(answer.headers.allow).toBe('POST');
    expect(answer.json<{ error: string }>().error).toMatch(/not allowed/);
  });

  it('still answers 404 for an unknown /api path, whatever the method', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await t.request({ method, url: '/api/no-such-thing', token: admin });
      expect(answer.statusCode).toBe(404);
      expect(answer.headers.allow).toBeUndefined();
      expect(answer.json()).toHaveProperty('error');
    }
  });

  it('leaves paths outside /api as they were', async () => {
    const answer = await t.request({ method: 'DELETE', url: '/teams' });
    expect(answer.statusCode).toBe(404);
    expect(answer.headers.allow).toBeUndefined();
  });
});

describe('415 Unsupported Media Type', () => {
  it('refuses a text/plain body with 415 and an error saying to send JSON', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/teams',
      token: admin,
      headers: { 'content-type': 'text/plain' },
      payload: '{"team_name":"Reds"}',
    });
    expect(answer.statusCode).toBe(415);
    expect(answer.json()).toMatchObject({ error: 'Unsupported content type: send application/json' });
  });

  it('refuses a text/plain body on a public route before anything else', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      payload: 'admin',
    });
    expect(answer.statusCode).toBe(415);
  });

  it('keeps malformed JSON with a JSON content type at 400', async () => {
    const answer = await t.request({
      method: 'PUT',
      url: '/api/teams/1',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: '{"team_name":',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ error: 'Malformed JSON body' });
  });
});

describe('401 WWW-Authenticate', () => {
  it('challenges a request without a token with Bearer', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/teams' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="Touchline"');
    expect(answer.json()).toHaveProperty('error');
  });

  it('says invalid_token when the token sent is not a live session', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/teams', token: 'not-a-session' });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="Touchline", error="invalid_token"');
  });

  it('challenges a wrong password too', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'guessed', password: 'wrong' },
      remoteAddress: '203.0.113.40',
    });
    expect(answer.statusCode).toBe(401);
    expect(answer.headers['www-authenticate']).toBe('Bearer realm="Touchline"');
  });

  it('sends no challenge with other answers', async () => {
    const answer = await t.request({ method: 'GET', url: '/api/teams', token: admin });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['www-authenticate']).toBeUndefined();
  });
});

describe('429 Retry-After', () => {
  it('tells a throttled sign-in how many seconds to wait', async () => {
    const from = { remoteAddress: '203.0.113.41' };
    for (let i = 0; i < 5; i++) {
      const guess = await t.request({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'guessed', password: `guess-${i}` },
        ...from,
      });
      expect(guess.statusCode).toBe(401);
    }
    const refused = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'guessed', password: USER_PASSWORD },
      ...from,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^[1-9]\d*$/);
    expect(refused.json<{ error: string }>().error).toMatch(/Too many sign-in attempts/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH } from '@touchline/domain';
import { logCapture } from './support/log-capture';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * #28 item 20: a body nested thousands of levels deep answered 500 on every route that takes one, anonymously too,
 * and logged an error each time. It is refused as bad input before anything walks it, and nothing is logged as an
 * error.
 */
let t: TestApp;
const log = logCapture();

beforeAll(async () => {
  t = await createTestApp({}, { log: log.stream });
});
afterAll(() => t.close());

const nested = (levels: number, open = '[', close = ']') => `${open.repeat(levels)}${close.repeat(levels)}`;
const deepObject = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const tooDeep = { error: `The request body is nested too deeply (more than ${MAX_JSON_DEPTH} levels)` };

describe('a deeply nested JSON body', () => {
  it('is refused with 400 anonymously and signed in, and nothing is logged as an error', async () => {
    const admin = await t.signIn('admin');
    log.clear();
    for (const payload of [nested(8000), deepObject(8000), `{"username":${nested(8000)},"password":"x"}`]) {
      const res = await t.request({
        method: 'POST',
        url: '/api/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject(tooDeep);
    }
    const write = await t.request({
      method: 'POST',
      url: '/api/teams',
      token: admin,
      headers: { 'content-type': 'application/json' },
      payload: `{"team_name":"Deep","extra":${nested(8000)}}`,
    });
    expect(write.statusCode, write.body).toBe(400);
    expect(write.json()).toMatchObject(tooDeep);
    const teams = await t.request({ method: 'GET', url: '/api/teams', token: admin });
    expect(teams.json<{ team_name: string }[]>().map((team) => team.team_name)).not.toContain('Deep');
    expect(log.text()).not.toMatch(/"level":50/);
  });

  it('is refused just past the limit, while a body at the limit is read (and judged by its schema)', async () => {
    const over = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${nested(MAX_JSON_DEPTH)},"password":"x"}`,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject(tooDeep);
    const at = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"username":${nested(MAX_JSON_DEPTH - 1)},"password":"x"}`,
    });
    expect(at.statusCode).toBe(400);
    expect(at.json()).toMatchObject({ error: 'username must be text' });
  });

  it('counts only brackets outside strings', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: `a${'['.repeat(60)}\\"{`, password: 'wrong-Guess-1' }),
    });
    expect(res.statusCode, res.body).toBe(401);
  });
});

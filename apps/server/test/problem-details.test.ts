import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/** Every refusal is an RFC 9457 problem document that keeps the spec's `error` (decision 140). */
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
});
afterAll(() => t.close());

const problemType = /^application\/problem\+json; charset=utf-8$/;

describe('problem details', () => {
  it('lists every problem of a body the schema refuses, each with its JSON pointer, the first as `error`', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/teams',
      token: admin,
      payload: { team_name: '', club_name: 7, age_group: 'U12' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(problemType);
    const body = res.json<{ errors: { pointer: string; detail: string }[]; error: string; detail: string }>();
    expect(body).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 });
    expect(body.errors.length).toBeGreaterThanOrEqual(2);
    expect(body.errors.map((e) => e.pointer)).toEqual(expect.arrayContaining(['#/team_name', '#/club_name']));
    expect(body.error).toBe(body.errors[0]?.detail);
    expect(body.detail).toBe(body.error);
    // Nothing was made.
    const teams = await t.request({ method: 'GET', url: '/api/teams', token: admin });
    expect(teams.json()).toEqual([]);
  });

  it("names the query parameter of a query's problem", async () => {
    const res = await t.request({ method: 'GET', url: '/api/users?limit=0&offset=-1', token: admin });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ errors: { parameter: string }[] }>();
    expect(body.errors.map((e) => e.parameter).sort()).toEqual(['limit', 'offset']);
  });

  it('answers a route’s own refusal, an unknown path, a wrong method and no sign-in as problems too', async () => {
    const answers = await Promise.all([
      t.request({ method: 'GET', url: '/api/teams/999999', token: admin }),
      t.request({ method: 'GET', url: '/api/no-such-thing', token: admin }),
      t.request({ method: 'PATCH', url: '/api/teams', token: admin }),
      t.request({ method: 'GET', url: '/api/teams' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 405, 401]);
    for (const res of answers) {
      expect(res.headers['content-type'], res.body).toMatch(problemType);
      const body = res.json<{ type: string; title: string; status: number; detail: string; error: string }>();
      expect(body.status).toBe(res.statusCode);
      expect(body.type).toBe('about:blank');
      expect(body.title.length).toBeGreaterThan(0);
      expect(body.detail).toBe(body.error);
    }
    expect(answers[3]?.json()).toMatchObject({ title: 'Unauthorized', error: 'Authentication required' });
  });

  it('answers a body that is not JSON with 415, as a problem', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/teams',
      token: admin,
      headers: { 'content-type': 'text/plain' },
      payload: 'team',
    });
    expect(res.statusCode).toBe(415);
    expect(res.headers['content-type']).toMatch(problemType);
    expect(res.json()).toMatchObject({ status: 415, title: 'Unsupported Media Type' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggableUrl } from '../src/plugins/log-serializers';
import { logCapture } from './support/log-capture';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from './support/test-app';

/**
 * No secret reaches the log: the app logs every request at the most detailed level into a buffer, requests carry
 * passwords, bearer tokens, a calendar feed's secret address and secrets in query strings, and the log is read.
 */
let t: TestApp;
const log = logCapture();

beforeAll(async () => {
  t = await createTestApp({}, { log: log.stream });
});
afterAll(() => t.close());

describe('the log', () => {
  it('holds no password, session token, feed address or query secret, while it does log the requests', async () => {
    const token = await t.signIn('admin');
    await t.request({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'wrong-Guess-77' } });
    await t.request({ method: 'GET', url: '/api/users/validate', token });
    await t.request({ method: 'GET', url: '/api/users/validate', token: 'not-a-real-token-Xq9' });
    const feed = (await t.request({ method: 'POST', url: '/api/calendar/feed/reset', token })).json<{ url: string }>();
    const feedPath = new URL(feed.url).pathname;
    expect((await t.request({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    await t.request({ method: 'GET', url: '/api/teams?reset_token=query-Secret-1&invite=x', token });
    await t.request({ method: 'GET', url: '/api/nowhere?code=query-Secret-2', token });
    await t.request({
      method: 'PUT',
      url: '/api/users/1',
      token,
      payload: { username: 'admin', password: 'new-Password-55' },
    });

    const feedToken = feedPath.split('/').pop()?.replace('.ics', '') ?? '';
    expect(feedToken.length).toBeGreaterThan(20);
    for (const secret of [
      ADMIN_PASSWORD,
      'wrong-Guess-77',
      'new-Password-55',
      token,
      'not-a-real-token-Xq9',
      feedToken,
      'query-Secret-1',
      'query-Secret-2',
    ]) {
      expect(log.text(), `the log holds ${secret}`).not.toContain(secret);
    }
    // The requests are there, with their secrets replaced.
    expect(log.text()).toContain('/api/calendar/[token].ics');
    expect(log.text()).toContain('/api/teams?reset_token=[redacted]&invite=x');
    expect(log.text()).toContain('/api/nowhere?code=[redacted]');
    expect(log.text()).toContain('/api/users/validate');
  });
});

describe('a calendar feed token or unsubscribe token in the path', () => {
  it('never reaches the log, whatever the form of the path or the method (#28 item 22)', async () => {
    await t.createUser({ username: 'feed-owner', types: ['Coach'] });
    const token = await t.signIn('feed-owner');
    const feed = (await t.request({ method: 'POST', url: '/api/calendar/feed/reset', token })).json<{ url: string }>();
    const secret = new URL(feed.url).pathname.split('/').pop()?.replace('.ics', '') ?? '';
    const encoded = [...secret].map((c) => `%${c.charCodeAt(0).toString(16)}`).join('');
    log.clear();
    const forms = [
      `/api/calendar/${secret}`,
      `/api/calendar/${secret}/`,
      `/api/calendar/${secret}.ics/`,
      `/api/calendar/${secret}.ics?x=1`,
      `/api/calendar/${secret}?x=1`,
      `/api/calendar/${secret}.ICS`,
      `/api/calendar/${secret}%2Eics`,
      `/api/calendar/${secret}.ics/more`,
      `/api/calendar/${encoded}.ics`,
      `/api/%63alendar/${secret}.ics`,
      `//api/calendar/${secret}.ics`,
      `/api/calendar//${secret}.ics`,
      `/api/calendar/x/${secret}.ics`,
      `/API/calendar/${secret}.ics`,
      `/api/unsubscribe/${secret}`,
      `/api/unsubscribe/${secret}/`,
      `/api/unsubscribe/${secret}?a=1`,
    ];
    for (const url of forms) {
      for (const method of ['GET', 'HEAD', 'POST', 'DELETE'] as const) await t.request({ method, url });
    }
    expect(log.text()).toContain('/api/calendar/[token]');
    for (const line of log.text().split('\n')) expect(line, 'a log line holds the feed token').not.toContain(secret);
    expect(log.text()).not.toContain(secret.slice(0, 12));
  });
});

describe('loggableUrl', () => {
  it.each([
    ['/api/teams', '/api/teams'],
    ['/api/teams?team_id=3', '/api/teams?team_id=3'],
    ['/api/x?token=abc&a=1', '/api/x?token=[redacted]&a=1'],
    ['/api/x?Password=abc', '/api/x?Password=[redacted]'],
    ['/api/x?api%5Fkey=abc', '/api/x?api%5Fkey=[redacted]'],
    ['/api/x?flag', '/api/x?flag'],
    ['/api/calendar/abcdefghijklmnopqrstuvwxyz.ics?x=1', '/api/calendar/[token].ics?x=1'],
    ['/api/calendar/abcdefghijklmnopqrstuvwxyz', '/api/calendar/[token]'],
    ['/api/calendar/abcdefghijklmnopqrstuvwxyz.ics/', '/api/calendar/[token].ics'],
    ['/api/calendar/feed', '/api/calendar/feed'],
    ['/api/calendar/feed/reset/', '/api/calendar/feed/reset/'],
    ['/api/calendar/feed-abcdefghijklmnopqrstuvwxyz', '/api/calendar/[token]'],
  ])('shows %s as %s', (url, shown) => {
    expect(loggableUrl(url)).toBe(shown);
  });
});

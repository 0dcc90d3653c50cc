import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Request ids that cross proxies (#35): an answer carries the X-Request-Id the proxy gave its request, or a new UUID,
 * and every log line of the request carries the same id.
 */
let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({}, { log });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('a request id', () => {
  it('is a new UUID on each answer when the request came without one', async () => {
    const [a, b] = await Promise.all([
      t.request({ method: 'GET', url: '/api/health' }),
      t.request({ method: 'GET', url: '/api/health' }),
    ]);
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("is the proxy's own when it sent one, on the answer and on the request's log lines, errors included", async () => {
    const res = await t.request({ method: 'GET', url: '/api/teams', headers: { 'x-request-id': 'edge-7f3a-0001' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe('edge-7f3a-0001');
    const logged = lines.map((l) => JSON.parse(l) as { reqId?: string }).filter((l) => l.reqId === 'edge-7f3a-0001');
    expect(logged.length).toBeGreaterThan(0);
  });

  it('is replaced by a UUID when what was sent could not go into a log line as it is', async () => {
    for (const bad of ['x'.repeat(129), 'two words', 'tab\there']) {
      const res = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });
});

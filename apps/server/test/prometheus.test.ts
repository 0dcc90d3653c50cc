import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import serverPackage from '../package.json' with { type: 'json' };
import { createTestApp, type TestApp } from './support/test-app';

const TOKEN = 'metrics-token-for-the-tests';

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (authorization?: string) =>
    t.request({ method: 'GET', url: '/metrics', ...(authorization ? { headers: { authorization } } : {}) });

  it('refuses a scrape without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer not-the-metrics-token-xx', `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.body).not.toContain('touchline_');
    }
  });

  it('answers in the Prometheus text format: requests by route, latency, viewers, database and process', async () => {
    const admin = await t.signIn('admin');
    await t.request({ method: 'GET', url: '/api/teams', token: admin });
    await t.request({ method: 'GET', url: '/api/teams', token: admin });
    await t.request({ method: 'GET', url: '/api/teams/999', token: admin });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('touchline_http_requests_total{method="GET",route="/api/teams",status="200"} 2');
    expect(text).toContain('touchline_http_requests_total{method="GET",route="/api/teams/:id",status="404"} 1');
    expect(text).toContain('touchline_http_requests_total{method="POST",route="/api/login",status="200"} 1');
    expect(text).toMatch(
      /touchline_http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/teams"\} 2/,
    );
    expect(text).toContain('touchline_live_viewers 0');
    // The durable queues (#35): one job waiting since a minute ago, one failed email.
    await t.db.execute(sql`insert into jobs (kind, key, payload, created_at)
      values ('test', 'metrics-test', '{}', now() - interval '60 seconds')`);
    await t.db.execute(sql`insert into outbox (kind, to_address, subject, text_body, status)
      values ('invitation', 'a@example.org', 'Hi', 'Hi', 'failed')`);
    const queues = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(queues).toContain('touchline_queue_depth{queue="jobs"} 1');
    expect(queues).toContain('touchline_queue_depth{queue="outbox"} 0');
    expect(queues).toContain('touchline_queue_failed{queue="outbox"} 1');
    expect(queues).toContain('touchline_queue_failed{queue="push_outbox"} 0');
    expect(queues).toContain('touchline_queue_depth{queue="webhook_deliveries"} 0');
    const oldest = Number(/touchline_queue_oldest_seconds\{queue="jobs"\} ([\d.]+)/.exec(queues)?.[1]);
    expect(oldest).toBeGreaterThanOrEqual(59);
    expect(oldest).toBeLessThan(600);
    expect(text).toContain(`touchline_info{version="${serverPackage.version}"} 1`);
    expect(text).toMatch(/touchline_database_size_bytes \d{6,}/);
    expect(text).toMatch(/process_resident_memory_bytes \d+/);
    expect(text).toMatch(/nodejs_eventloop_lag_seconds /);
    if (t.database.kind === 'postgres')
      expect(text).toMatch(/touchline_database_pool_connections\{state="total"\} \d+/);
    else expect(text).not.toContain('touchline_database_pool_connections{');
  });
});

describe('without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has no /metrics at all', async () => {
    const res = await t.request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('touchline_');
  });
});

import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { poolFiguresOf } from '../db/open';
import { version } from '../version';

/** Whether the bearer token of the request is the metrics token (compared in constant time). */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(/^Bearer (.+)$/.exec(header ?? '')?.[1] ?? '');
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics` in Prometheus's text format, for the operator's monitoring: requests by route and status, their
 * latency, live match viewers, the database (a PostgreSQL server's pool, the database's size), the read cache, the
 * durable queues (outbox, push outbox, jobs, webhook deliveries: depth, oldest waiting, failed), the process (memory,
 * CPU, event loop). Off unless `METRICS_TOKEN` is set; then a scrape must send it as a bearer token. Outside `/api`,
 * so the app's own clients never see it.
 */
export function registerPrometheus(app: FastifyInstance, token: string | undefined): void {
  if (!token) return;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({ name: 'touchline_info', help: 'The server, by version', labelNames: ['version'], registers: [registry] })
    .labels(version)
    .set(1);
  const requests = new Counter({
    name: 'touchline_http_requests_total',
    help: 'HTTP requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'touchline_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  new Gauge({
    name: 'touchline_live_viewers',
    help: 'Open live match streams on this instance',
    registers: [registry],
    collect() {
      this.set(app.matchStreams.viewerCount);
    },
  });
  new Gauge({
    name: 'touchline_read_cache_entries',
    help: 'Answers kept by the read cache of this instance',
    registers: [registry],
    collect() {
      this.set(app.readCache.size);
    },
  });
  new Gauge({
    name: 'touchline_database_pool_connections',
    help: "A PostgreSQL server's connection pool on this instance, by state (none for the embedded database)",
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const pool = poolFiguresOf(app.db);
      if (!pool) return;
      for (const [state, n] of Object.entries(pool)) this.labels(state).set(n);
    },
  });
  new Gauge({
    name: 'touchline_database_size_bytes',
    help: "The club's database on disk",
    registers: [registry],
    async collect() {
      const result = (await app.db.execute(
        sql`select pg_database_size(current_database())::float8 as bytes`,
      )) as unknown as {
        rows: { bytes: number }[];
      };
      this.set(Number(result.rows[0]?.bytes ?? 0));
    },
  });

  // The durable queues (#35): what waits to be sent or run, how long the oldest has waited, and what failed for good.
  const queues = async () =>
    (
      (await app.db.execute(sql`
        select q.queue, count(*) filter (where q.status in ('queued', 'sending'))::int as waiting,
          coalesce(extract(epoch from now() - min(q.created_at) filter (where q.status in ('queued', 'sending'))), 0)
            ::float8 as oldest,
          count(*) filter (where q.status = 'failed')::int as failed
        from (select 'outbox' as queue, status, created_at from outbox
          union all select 'push_outbox', status, created_at from push_outbox
          union all select 'jobs', status, created_at from jobs
          union all select 'webhook_deliveries', status, created_at from webhook_deliveries) q
        group by q.queue`)) as unknown as { rows: { queue: string; waiting: number; oldest: number; failed: number }[] }
    ).rows;
  const queueGauge = (name: string, help: string, figure: 'waiting' | 'oldest' | 'failed') =>
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const rows = await queues();
        for (const queue of ['outbox', 'push_outbox', 'jobs', 'webhook_deliveries'])
          this.labels(queue).set(rows.find((r) => r.queue === queue)?.[figure] ?? 0);
      },
    });
  queueGauge('touchline_queue_depth', 'Emails, push messages, jobs or webhook deliveries waiting, by queue', 'waiting');
  queueGauge('touchline_queue_oldest_seconds', 'How long the oldest one waiting has waited, by queue', 'oldest');
  queueGauge(
    'touchline_queue_failed',
    'Emails, push messages, jobs or webhook deliveries that failed for good, by queue',
    'failed',
  );

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route === '/metrics') return;
    requests.labels(request.method, route, String(reply.statusCode)).inc();
    latency.labels(request.method, route).observe(reply.elapsedTime / 1000);
  });

  app.get('/metrics', { config: { access: 'public' } }, async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer realm="metrics"')
        .send({ error: 'Metrics token required' });
    }
    return reply
      .type(registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
}

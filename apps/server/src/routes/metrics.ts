import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const metrics = z.object({
  rss_mb: z.number(),
  heap_used_mb: z.number(),
  live_viewers: z.number(),
  uptime_s: z.number(),
  read_cache: z.object({ entries: z.number(), mb: z.number(), hits: z.number(), misses: z.number() }),
});

/**
 * GET /api/metrics: memory, live viewers and the read cache of this instance, for operators (admins). Collects
 * garbage first when node runs with --expose-gc.
 */
export const metricsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/metrics', { config: { access: 'admin' }, schema: { response: { 200: metrics } } }, async () => {
    (globalThis as { gc?: () => void }).gc?.();
    const mem = process.memoryUsage();
    const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
    const cache = app.readCache;
    return {
      rss_mb: mb(mem.rss),
      heap_used_mb: mb(mem.heapUsed),
      live_viewers: app.matchStreams.viewerCount,
      uptime_s: Math.round(process.uptime()),
      read_cache: { entries: cache.size, mb: mb(cache.totalBytes), hits: cache.hits, misses: cache.misses },
    };
  });
};

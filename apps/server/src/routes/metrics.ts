import type { FastifyPluginAsync } from 'fastify';
import { contracts } from '@touchline/domain';
import { route } from './route';

/**
 * GET /api/metrics: memory, live viewers and the read cache of this instance, for operators (admins). Collects
 * garbage first when node runs with --expose-gc.
 */
export const metricsRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.system.metrics, async () => {
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

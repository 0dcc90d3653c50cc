import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/** GET /health: the server and its database answer. */
export const healthAnswer = lazySchema(() =>
  z.object({ status: z.literal('ok'), version: z.string().describe("The server's version") }),
);

/** GET /: the server answers (no database). */
export const rootAnswer = lazySchema(() => z.object({ name: z.literal('Touchline'), status: z.literal('ok') }));

/** GET /metrics: memory, live viewers and the read cache of one server instance. */
export const instanceMetrics = lazySchema(() =>
  z.object({
    rss_mb: z.number(),
    heap_used_mb: z.number(),
    live_viewers: z.number(),
    uptime_s: z.number(),
    read_cache: z.object({ entries: z.number(), mb: z.number(), hits: z.number(), misses: z.number() }),
  }),
);
export type InstanceMetrics = z.infer<typeof instanceMetrics>;

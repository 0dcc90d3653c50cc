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

/** POST /ops/reset-password (the local operator's command, decision 086): the user and their new password. */
export const resetPasswordInput = lazySchema(() =>
  z.strictObject({
    username: z.string().min(1).max(200),
    password: z.string().min(8, 'must be at least 8 characters').max(200),
  }),
);

/** POST /ops/reset-password: whose password was set. */
export const resetPasswordAnswer = lazySchema(() => z.object({ username: z.string() }));

/** POST /ops/remove-demo (`npm run demo:remove`, decision 095): what went; `removed: false` when there was no demo. */
export const removeDemoAnswer = lazySchema(() =>
  z.object({
    removed: z.boolean(),
    teams: z.number().int(),
    players: z.number().int(),
    matches: z.number().int(),
    trainings: z.number().int(),
    accounts: z.number().int(),
    seasons: z.number().int(),
    opposition_teams: z.number().int(),
    /** Demo accounts left in place because they have been made admins since. */
    kept_admins: z.array(z.string()),
  }),
);
export type RemoveDemoAnswer = z.infer<typeof removeDemoAnswer>;

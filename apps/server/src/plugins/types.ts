import type { AuthUser } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/open';
import type { LiveBus } from '../live/bus';
import type { MatchStreams } from '../live/match-stream';

/** Who may call a route. Every route is `signedIn` unless it says otherwise: deny by default. */
export type Access = 'public' | 'signedIn' | 'coachOrAdmin' | 'admin';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    live: LiveBus;
    matchStreams: MatchStreams;
    /** Every API route as 'METHOD /api/path'. */
    routeList: string[];
  }
  interface FastifyRequest {
    auth: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: Access;
  }
}

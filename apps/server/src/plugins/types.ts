import type { Access, ApiKeyScope, TeamScope } from '@touchline/domain';
import type { ApiKeyAuth } from '../auth/api-keys';
import type { AuthUser } from '../auth/sessions';
import type { Config } from '../config';
import type { VersionSnapshot } from '../db/data-versions';
import type { Db } from '../db/open';
import type { LiveBus } from '../live/bus';
import type { MatchStreams } from '../live/match-stream';
import type { MailWorker } from '../mail/worker';
import type { JobWorker } from '../jobs/worker';
import type { PushWorker } from '../push/worker';
import type { WebhookWorker } from '../webhooks/worker';
import type { NoticeContext } from '../jobs/answer-requests';
import type { ClubSettings } from '../settings/service';
import type { ReadCache } from './read-cache';

/** Who may call a route (declared by its contract in packages/domain): deny by default. */
export type { Access };

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    live: LiveBus;
    matchStreams: MatchStreams;
    /** Every API route as 'METHOD /api/path'. */
    routeList: string[];
    /** The control secret of the operator's commands (routes/ops.ts); null when the server has none. */
    controlSecret: string | null;
    readCache: ReadCache;
    /**
     * Sends the outbox (mail/worker.ts); null without PUBLIC_URL (no email can be set up). It sends only while email
     * is set up (`settings.mail()`). Wake it after committing an email.
     */
    mail: MailWorker | null;
    /** The club's settings in effect on this instance (settings/service.ts, decision 138). */
    settings: ClubSettings;
    /** Sends the push outbox (push/worker.ts). Wake it after committing a push message. */
    push: PushWorker;
    /** Sends the webhook deliveries (webhooks/worker.ts). Wake it after committing one. */
    webhooks: WebhookWorker;
    /** Runs the durable jobs (jobs/worker.ts); wake it after committing one. */
    jobs: JobWorker;
    /** Email settings, the link-signing key and the club's zone, for notices (jobs/answer-requests.ts). */
    notices: NoticeContext;
    /** Decides the availability requests and reminders due now (jobs/planner.ts); the job worker calls it. */
    planNotices(now?: Date): Promise<number>;
    /** The read cache's versions known without asking the database, or null (plugins/data-version.ts). */
    knownVersions(): VersionSnapshot | null;
  }
  interface FastifyRequest {
    auth: AuthUser | null;
    /** The API key the request carries (decision 137), when it is one; `auth` is then null: a key is not a person. */
    apiKey: ApiKeyAuth | null;
    /** The read cache's versions as the request started (plugins/access.ts, plugins/read-cache.ts). */
    versions: VersionSnapshot | null;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** A write on one team's data: only its coaches and admins (plugins/team-access.ts, decision 116). */
    team?: TeamScope;
    /** The API key scope that may call the route (decision 137); none: a key is refused (403). */
    keyScope?: ApiKeyScope;
    /** The status the route answers with on success (the audit log records it). */
    successStatus?: number;
  }
}

import '@touchline/domain/zod-messages';
import type { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyCors from '@fastify/cors';
import helmet from 'helmet';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { clubTimeZone, setClubTimeZone } from './club-time';
import type { Config } from './config';
import { ClubSettings } from './settings/service';
import { settingsRoutes } from './routes/settings';
import { MailWorker, type MailWorkerOptions } from './mail/worker';
import { JobWorker, type JobWorkerOptions } from './jobs/worker';
import { PushWorker, type PushWorkerOptions } from './push/worker';
import { WebhookWorker, type WebhookWorkerOptions } from './webhooks/worker';
import { sendPush } from './push/send';
import { vapidKeys, vapidSubject } from './push/vapid';
import { jobHandlers } from './jobs/handlers';
import { planAnswerNotices } from './jobs/planner';
import { planQualificationReminders } from './jobs/qualification-reminders';
import { planMedicalReviews } from './jobs/medical-reviews';
import { planPaymentReminders } from './jobs/payment-reminders';
import { planDutyReminders } from './jobs/duty-notices';
import { dutyRoutes } from './routes/duties';
import { oidcRoutes } from './routes/oidc';
import { apiKeyRoutes } from './routes/api-keys';
import { webhookRoutes } from './routes/webhooks';
import type { NoticeContext } from './jobs/answer-requests';
import { signingKey } from './db/install';
import type { Db } from './db/open';
import { queriesSoFar, runInRequest } from './db/request-statements';
import './plugins/types';
import { LocalBus, type LiveBus } from './live/bus';
import { MatchStreams } from './live/match-stream';
import { liveSessions } from './auth/sessions';
import { registerAccessControl } from './plugins/access';
import { registerDiskWatch } from './plugins/disk-space';
import { registerPrometheus } from './plugins/prometheus';
import { registerErrorHandling } from './plugins/errors';
import { loggableError, loggableRequest } from './plugins/log-serializers';
import { registerRequestId, REQUEST_ID_HEADER, requestIdOf } from './plugins/request-id';
import { registerHttpSemantics } from './plugins/http-semantics';
import { registerJsonDepthLimit } from './plugins/json-depth';
import { registerNulTextCheck } from './plugins/nul-text';
import { registerOpenApi } from './plugins/openapi';
import { registerDataVersion } from './plugins/data-version';
import { registerReadCache } from './plugins/read-cache';
import { registerWebApp } from './plugins/web';
import { accountRoutes } from './routes/account';
import { availabilityRoutes } from './routes/availability';
import { auditRoutes } from './routes/audit';
import { calendarRoutes } from './routes/calendar';
import { dataRightsRoutes } from './routes/data-rights';
import { metricsRoutes } from './routes/metrics';
import { selectionRoutes } from './routes/selection';
import { authRoutes } from './routes/auth';
import { coachReportRoutes } from './routes/coach-reports';
import { healthRoutes } from './routes/health';
import { importRoutes } from './routes/import';
import { matchEventEditRoutes } from './routes/match-events-edit';
import { matchEventRecordRoutes } from './routes/match-events-record';
import { matchStreamRoutes } from './routes/match-stream';
import { lineupRoutes } from './routes/lineups';
import { liveLinkRoutes } from './routes/live-links';
import { medicalRoutes } from './routes/medical';
import { consentRoutes } from './routes/consents';
import { rotationRoutes } from './routes/rotation';
import { festivalRoutes } from './routes/festival';
import { qualificationRoutes } from './routes/qualifications';
import { safeguardingRoutes } from './routes/safeguarding';
import { moneyRoutes } from './routes/money';
import { bankRoutes } from './routes/bank';
import { kitRoutes } from './routes/kit';
import { matchTypeRoutes } from './routes/match-types';
import { matchRoutes } from './routes/matches';
import { oppositionTeamRoutes } from './routes/opposition-teams';
import { opsRoutes } from './routes/ops';
import { outboxRoutes } from './routes/outbox';
import { familyRoutes } from './routes/families';
import { fixtureAnswerRoutes } from './routes/fixture-answers';
import { squadRoutes } from './routes/squad';
import { teamCoachRoutes } from './routes/team-coaches';
import { messageRoutes } from './routes/messages';
import { emailPreferenceRoutes } from './routes/email-preferences';
import { pushDeviceRoutes } from './routes/push-devices';
import { playerTargetRoutes } from './routes/player-targets';
import { playerRoutes } from './routes/players';
import { seasonRoutes } from './routes/seasons';
import { rolloverRoutes } from './routes/rollover';
import { statisticsRoutes } from './routes/statistics';
import { teamRoutes } from './routes/teams';
import { trainingRoutes } from './routes/trainings';
import { userAdminRoutes } from './routes/user-admin';
import { userRoutes } from './routes/users';

export interface AppOptions {
  config: Config;
  db: Db;
  /** How match changes reach viewers; in-process unless given (main.ts passes the PostgreSQL one). */
  live?: LiveBus;
  /** Off, or pino's level with a transport (main.ts) or a stream (tests read what is logged). */
  logger?: boolean | { level: string; transport?: { target: string }; stream?: Writable };
  /** The secret of the operator's commands (routes/ops.ts, decision 086); without it they answer 404. */
  controlSecret?: string | null;
  /**
   * The mail worker's timings (tests shorten them), or false for no worker: emails then stay queued (a test that
   * looks at the outbox as written). With email set up (config.mail) the worker runs unless this says false.
   */
  mailWorker?: false | Pick<MailWorkerOptions, 'retry' | 'pollMs' | 'leaseMs' | 'onAttempt' | 'soleSender'>;
  /**
   * The job worker's timings, or false to leave it stopped: jobs then run only when a test calls `app.jobs.drain()`
   * (and the planner when it calls `app.planNotices()`).
   */
  jobWorker?: false | Pick<JobWorkerOptions, 'retry' | 'pollMs'>;
  /** The push worker's timings (tests shorten them), or false to leave it stopped: push messages then stay queued. */
  pushWorker?:
    false | Pick<PushWorkerOptions, 'retry' | 'pollMs' | 'leaseMs' | 'onAttempt' | 'soleSender' | 'concurrency'>;
  /**
   * The webhook worker's timings (tests shorten them), or false to leave it stopped: deliveries then wait until a
   * test calls `app.webhooks.drain()`.
   */
  webhookWorker?:
    false | Pick<WebhookWorkerOptions, 'retry' | 'pollMs' | 'leaseMs' | 'onAttempt' | 'soleSender' | 'concurrency'>;
  /** How often this instance looks whether another changed the club's settings (settings/service.ts). */
  settingsPollMs?: number;
}

/**
 * The outbox's sender through the email in effect (the club's settings, decision 138): it sends while email is set up
 * and leaves the outbox alone otherwise. Stopped (after the email in hand) when the server closes.
 */
function startMailWorker(
  app: FastifyInstance,
  settings: ClubSettings,
  publicUrl: string,
  options: Pick<MailWorkerOptions, 'retry' | 'pollMs' | 'leaseMs' | 'onAttempt' | 'soleSender'>,
): MailWorker {
  const worker = new MailWorker({
    db: app.db,
    send: settings.send,
    enabled: () => settings.mail() !== null,
    messageIdHost: new URL(publicUrl).hostname,
    onError: (error) => app.log.warn({ err: error }, 'the mail worker could not read the outbox'),
    ...options,
    onAttempt: (attempt) => {
      // The address and the outcome, never the email's body (it carries single-use links).
      if (attempt.outcome !== 'sent')
        app.log.warn({ email: attempt.id, outcome: attempt.outcome, reason: attempt.reason }, 'an email was not sent');
      options.onAttempt?.(attempt);
    },
  });
  app.addHook('onClose', async () => worker.stop());
  worker.start();
  return worker;
}

/** The push outbox's sender (push/worker.ts), signing with this installation's VAPID keys. */
function createPushWorker(app: FastifyInstance, options: AppOptions['pushWorker'] = {}): PushWorker {
  const subject = vapidSubject(app.config);
  const worker = new PushWorker({
    db: app.db,
    send: async (target, message) =>
      sendPush(target, message.payload, {
        vapid: await vapidKeys(app.db),
        subject,
        urgency: message.urgency,
        topic: `n${message.id}`,
      }),
    onError: (error) => app.log.warn({ err: error }, 'the push worker could not read the push outbox'),
    ...(options || {}),
    onAttempt: (attempt) => {
      // The message's id and the outcome, never its words or the device's address.
      if (attempt.outcome !== 'sent')
        app.log.info({ push: attempt.id, outcome: attempt.outcome, reason: attempt.reason }, 'a push was not sent');
      if (options) options.onAttempt?.(attempt);
    },
  });
  app.addHook('onClose', async () => worker.stop());
  if (options) worker.start();
  return worker;
}

/** The webhook deliveries' sender (webhooks/worker.ts, decision 137); stopped (after the attempts in hand) on close. */
function createWebhookWorker(app: FastifyInstance, options: AppOptions['webhookWorker'] = {}): WebhookWorker {
  const worker = new WebhookWorker({
    db: app.db,
    onError: (error) => app.log.warn({ err: error }, 'the webhook worker could not read its deliveries'),
    ...(options || {}),
    onAttempt: (attempt) => {
      // The delivery's id, event and the receiver's status: never the payload, the address or the secret.
      if (!attempt.delivered)
        app.log.info(
          { webhookDelivery: attempt.id, event: attempt.event, status: attempt.status },
          'a webhook delivery was not accepted',
        );
      if (options) options.onAttempt?.(attempt);
    },
  });
  app.addHook('onClose', async () => worker.stop());
  if (options) worker.start();
  return worker;
}

/**
 * The durable jobs' runner (jobs/worker.ts) with every kind's handler; the reminder planner runs on each poll. Started
 * unless `options` is false; stopped (after the job in hand) when the server closes.
 */
function createJobWorker(
  app: FastifyInstance,
  notices: NoticeContext,
  options: false | Pick<JobWorkerOptions, 'retry' | 'pollMs'>,
): JobWorker {
  const worker = new JobWorker({
    db: app.db,
    handlers: jobHandlers(notices),
    beforeJob: () => notices.signingKey(),
    beforePoll: async () => {
      await app.planNotices();
    },
    afterJob: () => {
      app.mail?.wake();
      app.push.wake();
    },
    onError: (error, job) => app.log.warn({ err: error, job }, 'a job did not run'),
    ...(options || {}),
  });
  app.addHook('onClose', async () => worker.stop());
  if (options) worker.start();
  return worker;
}

/** Builds the whole server; main.ts listens with it, tests call app.inject() on it. */
export async function buildApp({
  config,
  db,
  live = new LocalBus(),
  logger = false,
  controlSecret = null,
  mailWorker = {},
  jobWorker = {},
  pushWorker = {},
  webhookWorker = {},
  settingsPollMs,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // No log line carries a query's parameters or a calendar feed's token.
    logger: logger && { ...(logger === true ? {} : logger), serializers: { err: loggableError, req: loggableRequest } },
    bodyLimit: 100 * 1024,
    // Never let a slow client hold a connection for ever.
    requestTimeout: 30_000,
    return503OnClosing: true,
    // One proxy in front, trusted as the direct peer: the client is the address the proxy saw (the last
    // X-Forwarded-For entry), never what the client wrote before it. (Fastify trusts a bare hop count from nobody.)
    trustProxy: config.trustProxy ? (_address: string, hop: number) => hop === 0 : false,
    routerOptions: { ignoreTrailingSlash: true },
    // X-Request-Id from the proxy in front, else a UUID (plugins/request-id.ts), echoed on the answer.
    requestIdHeader: false,
    genReqId: requestIdOf,
  });
  registerRequestId(app);
  // One club per process: its wall clock is the one "today" and calendar times follow (club-time.ts).
  setClubTimeZone(config.clubTimeZone);
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('controlSecret', controlSecret);
  app.decorate('live', live);
  app.decorate('matchStreams', new MatchStreams(db, live, (ids) => liveSessions(db, ids)));
  // Open event streams would hold the server open: end them before it closes.
  app.addHook('preClose', async () => app.matchStreams.close());
  // While closing, every answer ends its connection: a client's keep-alive connection would otherwise hold the
  // closing server open until it times out (72 s), past any orchestrator's grace period.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onClose', async () => live.close());
  // The club's settings in effect (decision 138): the time zone, the club's name and logo, the email; every instance
  // takes another's change within seconds.
  const settings = new ClubSettings({
    db,
    config,
    ...(settingsPollMs !== undefined && { pollMs: settingsPollMs }),
    onError: (error) => app.log.warn({ err: error }, 'the club settings could not be read'),
  });
  await settings.start();
  app.decorate('settings', settings);
  app.decorate(
    'mail',
    config.publicUrl && mailWorker ? startMailWorker(app, settings, config.publicUrl, mailWorker) : null,
  );
  // After the mail worker's: the transport closes once the email in hand is sent.
  app.addHook('onClose', async () => settings.stop());
  app.decorate('push', createPushWorker(app, pushWorker));
  app.decorate('webhooks', createWebhookWorker(app, webhookWorker));
  const notices: NoticeContext = {
    // The email in effect when a job runs, not when the server started.
    get mail() {
      return settings.mail();
    },
    signingKey: () => signingKey(db),
    timeZone: clubTimeZone,
    batchSeconds: config.mailBatchSeconds,
    language: config.clubLanguage,
  };
  app.decorate('notices', notices);
  // The reminders due now, as jobs: availability requests and reminders, qualifications expiring, the season's
  // medical reviews (#31), payment reminders (#33) and the day-before reminders of families' duties (#34).
  app.decorate(
    'planNotices',
    async (now: Date = new Date()) =>
      (await planAnswerNotices(db, now, clubTimeZone())) +
      (await planQualificationReminders(db, now, clubTimeZone())) +
      (await planMedicalReviews(db, now, clubTimeZone())) +
      (await planPaymentReminders(db, now, clubTimeZone(), config.currency)) +
      (await planDutyReminders(db, now, clubTimeZone())),
  );
  app.decorate('jobs', createJobWorker(app, notices, jobWorker));
  // Every API route as 'METHOD /api/path': the access-control matrix test checks it has an entry for each.
  const routeList: string[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeList.push(`${method} ${route.url}`);
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // The security headers, worked out once: @fastify/helmet builds helmet's middleware again on every request, a few
  // per cent of the server's time under load (decision 098).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables in a style element and style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // HSTS is sent only over HTTPS (below); on plain HTTP it means nothing and would confuse local setups.
    hsts: false,
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return payload;
  });
  if (config.corsOrigin) {
    await app.register(fastifyCors, {
      origin: config.corsOrigin.split(',').map((o) => o.trim()),
      credentials: false,
      exposedHeaders: [REQUEST_ID_HEADER, 'X-Total-Count', 'Link', 'ETag'],
    });
  }

  // Callback-style hook: the rest of the request runs inside its statements' async context (db/request-statements.ts).
  app.addHook('onRequest', (request, _reply, done) =>
    runInRequest(done, request.method === 'GET' && !request.url.split('?')[0]?.endsWith('/stream')),
  );
  if (config.queryCount) {
    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('X-Query-Count', String(queriesSoFar() ?? 0));
      return payload;
    });
  }
  registerDiskWatch(app, config.databaseUrl ? null : config.dataDir);
  registerPrometheus(app, config.metricsToken);
  registerErrorHandling(app);
  registerHttpSemantics(app);
  registerJsonDepthLimit(app);
  registerNulTextCheck(app);
  registerDataVersion(app);
  registerReadCache(app);
  registerAccessControl(app);
  // Before the routes: the OpenAPI document is generated from every route registered after it.
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      api.addHook('onSend', async (_request, reply, payload) => {
        if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
        return payload;
      });
      await api.register(healthRoutes);
      await api.register(authRoutes);
      for (const routes of [
        userRoutes,
        userAdminRoutes,
        teamRoutes,
        playerRoutes,
        seasonRoutes,
        rolloverRoutes,
        matchTypeRoutes,
        oppositionTeamRoutes,
        trainingRoutes,
        matchRoutes,
        matchEventRecordRoutes,
        matchEventEditRoutes,
        matchStreamRoutes,
        lineupRoutes,
        availabilityRoutes,
        statisticsRoutes,
        playerTargetRoutes,
        coachReportRoutes,
        auditRoutes,
        calendarRoutes,
        dataRightsRoutes,
        metricsRoutes,
        selectionRoutes,
        opsRoutes,
        accountRoutes,
        outboxRoutes,
        familyRoutes,
        importRoutes,
        fixtureAnswerRoutes,
        squadRoutes,
        teamCoachRoutes,
        emailPreferenceRoutes,
        pushDeviceRoutes,
        messageRoutes,
        liveLinkRoutes,
        rotationRoutes,
        festivalRoutes,
        medicalRoutes,
        consentRoutes,
        qualificationRoutes,
        safeguardingRoutes,
        moneyRoutes,
        bankRoutes,
        kitRoutes,
        dutyRoutes,
        settingsRoutes,
        oidcRoutes,
        apiKeyRoutes,
        webhookRoutes,
      ]) {
        await api.register(routes);
      }
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, config.webDist);
  return app;
}

import { buildApp } from './app';
import { ConfigError, loadConfig, timeZoneWarning } from './config';
import { bootstrap, recordFirstRun } from './db/bootstrap';
import { DataDirError, prepareDataDir, restrict } from './db/data-dir';
import { maintainEmbeddedDatabase } from './db/maintenance';
import { migrationsFolder, openDatabase } from './db/open';
import { latestMigration, pendingMigrations } from './db/pending-migrations';
import { DatabaseUnreachable, untilReachable, whereIs } from './db/reach';
import { scheduleRetention } from './db/retention';
import { scheduleBackups } from './ops/scheduled-backups';
import { eraseLeavers } from './rollover/leavers';
import { today } from './today';
import { contactHost, newControlSecret, removeControlFile, writeControlFile } from './ops/control';
import { LocalBus, PostgresBus, type LiveBus } from './live/bus';
import { noteVersion } from './jobs/upgrade-notice';
import { version as serverVersion } from './version';

async function main(): Promise<void> {
  // Whatever the server creates (the embedded database, the first run's passwords) is its user's alone.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig();
    if (!config.databaseUrl) prepareDataDir(config.dataDir);
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const startedAt = performance.now();
  /** Migrations this start applied, by name, for the log once it is ready. */
  let applied: string[] = [];
  const open = async () => {
    const opened = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const pending = await pendingMigrations(opened.db, migrationsFolder);
      await opened.migrate();
      if (pending.length) applied = pending;
      return opened;
    } catch (error) {
      await opened.close().catch(() => undefined);
      throw error;
    }
  };
  // A PostgreSQL server that is not up yet is waited for, a line a try (DATABASE_WAIT_SECONDS, 60 by default).
  let database = config.databaseUrl
    ? await untilReachable(open, {
        where: whereIs(config.databaseUrl),
        waitMs: config.databaseWaitSeconds * 1000,
        say: (line) => console.warn(line),
      })
    : await open();
  const result = await bootstrap(database.db, {
    adminPassword: config.adminPassword,
    demoData: config.demoData,
    demoPassword: process.env.DEMO_PASSWORD || undefined,
    currency: config.currency,
  });
  if (result.demo && database.kind === 'pglite') {
    // PGlite keeps the memory it grew to while seeding the demo club (about 900 MB, against 390 MB for the same data
    // opened afresh): its thread is closed and a new one opens the database before the server starts (decision 099).
    await database.close();
    database = await open();
  }
  // An upgrade tells the club's admins what changed, once (jobs/upgrade-notice.ts).
  await noteVersion(database.db, { version: serverVersion, firstRun: result.created });
  let live: LiveBus = new LocalBus();
  if (config.databaseUrl) {
    const bus = new PostgresBus(config.databaseUrl, (error) =>
      console.warn('live updates: LISTEN connection problem, retrying', error),
    );
    await bus.start();
    live = bus;
  }
  // The embedded database's operator commands go through this server while it runs (decision 086).
  const embeddedFolder = database.kind === 'pglite' && !config.dataDir.startsWith('memory://');
  const controlSecret = embeddedFolder ? newControlSecret() : null;
  const app = await buildApp({
    config,
    db: database.db,
    live,
    controlSecret,
    // The embedded database is one server's alone: an email a crash left mid-send is its own to send again at once.
    mailWorker: { soleSender: database.kind === 'pglite' },
    pushWorker: { soleSender: database.kind === 'pglite' },
    webhookWorker: { soleSender: database.kind === 'pglite' },
    logger: { level: config.logLevel, ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}) },
  });
  database.onFailure?.((error) => {
    // Nothing can be read or written any more: exit, so that systemd or Docker starts the server again.
    app.log.fatal({ err: error }, 'the embedded database stopped: exiting');
    process.exit(1);
  });
  const zoneWarning = timeZoneWarning(config);
  if (zoneWarning) app.log.warn(zoneWarning);
  recordFirstRun(app.log, result, config.dataDir);
  const maintenance =
    database.kind === 'pglite'
      ? maintainEmbeddedDatabase(database.db, (error) => app.log.warn({ err: error }, 'database maintenance failed'))
      : null;
  await maintenance?.ready;
  if (database.kind === 'pglite') restrict(config.dataDir);
  const retention = scheduleRetention(
    database.db,
    {
      auditDays: config.auditRetentionDays,
      leavers: {
        days: config.leaverRetentionDays,
        erase: (db, days, now) => eraseLeavers(db, days, today(now, config.clubTimeZone)),
      },
    },
    (pruned) => {
      if (Object.values(pruned).some((n) => n > 0)) app.log.info({ pruned }, 'pruned records past their retention');
    },
    (error) => app.log.warn({ err: error }, 'pruning old records failed'),
  );

  const backups = scheduleBackups(
    database.db,
    { ...config.backups, appVersion: serverVersion, migrationsFolder },
    (file) => app.log.info(`scheduled backup written and read back: ${file}`),
    (error) => app.log.error({ err: error }, 'the scheduled backup failed'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing`);
    // app.close() stops accepting connections and waits for requests in flight.
    maintenance?.stop();
    retention.stop();
    backups.stop();
    if (controlSecret) removeControlFile(config.dataDir, controlSecret);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  if (controlSecret) {
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    writeControlFile(config.dataDir, { pid: process.pid, host: contactHost(config.host), port, secret: controlSecret });
  }
  const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PostgreSQL in ${config.dataDir}`;
  app.log.info(
    applied.length
      ? `Database migrations applied: ${applied.join(', ')}`
      : `Database up to date (migration ${latestMigration(migrationsFolder)})`,
  );
  app.log.info(
    `Touchline ready at http://localhost:${config.port} on ${where}, started ` +
      `in ${Math.round(performance.now() - startedAt)} ms (version ${serverVersion})`,
  );
}

main().catch((error: unknown) => {
  // What an operator can act on is one line; anything else keeps its stack for the bug report.
  if (error instanceof DatabaseUnreachable) console.error(`Touchline failed to start: ${error.message}`);
  else console.error('Touchline failed to start:', error);
  process.exit(1);
});

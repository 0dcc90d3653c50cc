import path from 'node:path';
import { canonicalTimeZone, languages, OIDC_DEFAULT_NAME, type Language } from '@touchline/domain';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_WAIT_SECONDS: z.coerce.number({ message: 'must be a whole number of seconds' }).int().min(0).default(60),
  DATA_DIR: z.string().min(1).default('./data'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_DATA: z.enum(['0', '1'], { message: "must be '0' or '1'" }).optional(),
  NODE_ENV: z.string().optional(),
  AUDIT_RETENTION_DAYS: z.coerce.number({ message: 'must be a whole number of days' }).int().min(0).default(730),
  LEAVER_RETENTION_DAYS: z.coerce.number({ message: 'must be a whole number of days' }).int().min(0).default(730),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  BACKUP_EVERY_HOURS: z.coerce
    .number({ message: 'must be a whole number of hours' })
    .int({ message: 'must be a whole number of hours' })
    .min(0, { message: 'must be from 0 (off) to 720' })
    .max(720, { message: 'must be from 0 (off) to 720' })
    .default(0),
  BACKUP_KEEP: z.coerce
    .number({ message: 'must be a whole number of backups' })
    .int({ message: 'must be a whole number of backups' })
    .min(1, { message: 'must be from 1 to 1000' })
    .max(1000, { message: 'must be from 1 to 1000' })
    .default(7),
  BACKUP_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  CORS_ORIGIN: z.string().optional(),
  TRUST_PROXY: z.enum(['0', '1'], { message: "must be '0' or '1'" }).default('0'),
  QUERY_COUNT: z.enum(['0', '1'], { message: "must be '0' or '1'" }).default('0'),
  WEB_DIST: z.string().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/]+/, 'must look like smtp://user:password@host:port or smtps://… for TLS')
    .optional(),
  MAIL_FROM: z.string().min(3, 'must be an address, e.g. "Touchline <club@example.org>"').optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be the address people open, e.g. https://club.example.org')
    .optional(),
  MAIL_BATCH_SECONDS: z.coerce
    .number({ message: 'must be a whole number of seconds' })
    .int()
    .min(0)
    .max(3600)
    .default(120),
  PUSH_ALLOW_HTTP: z.enum(['0', '1'], { message: "must be '0' or '1'" }).default('0'),
  CLUB_LANGUAGE: z.enum(languages, { message: `must be one of ${languages.join(', ')}` }).optional(),
  CLUB_CURRENCY: z
    .string()
    .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code in capitals, e.g. GBP or EUR')
    .refine((code) => Intl.supportedValuesOf('currency').includes(code), 'must be a currency code, e.g. GBP or EUR')
    .default('GBP'),
  CLUB_TIMEZONE: z
    .string()
    .refine((name) => canonicalTimeZone(name) !== null, 'must be an IANA time zone name, e.g. Europe/London')
    .optional(),
  OIDC_ISSUER: z
    .string()
    .refine(isIssuerUrl, 'must be the https address of the OpenID provider, e.g. https://accounts.google.com')
    .optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_NAME: z.string().trim().min(1).max(60, 'must be at most 60 characters').default(OIDC_DEFAULT_NAME),
  OIDC_SIGNUP: z.enum(['0', '1'], { message: "must be '0' or '1'" }).default('0'),
});

/** An https address; plain http only on this machine (127.0.0.1, localhost), for a local provider in tests. */
function isIssuerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return true;
    return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  } catch {
    return false;
  }
}

const oidcNames = ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** How long a start waits for a PostgreSQL server that cannot be reached yet (DATABASE_WAIT_SECONDS). */
  databaseWaitSeconds: number;
  dataDir: string;
  adminPassword: string | undefined;
  /**
   * Whether an empty database gets the demo club: DEMO_DATA when set; otherwise only the embedded quick start (no
   * DATABASE_URL, NODE_ENV not production) does.
   */
  demoData: boolean;
  /** Audit entries older than this are deleted; 0 keeps them for ever. */
  auditRetentionDays: number;
  /** Players who left at a season's rollover are erased this long after they left (#34); 0 keeps them. */
  leaverRetentionDays: number;
  /**
   * Scheduled backups (#35): one every `everyHours` (0: none) into `dir`, each read back before it counts, the newest
   * `keep` kept.
   */
  backups: { everyHours: number; keep: number; dir: string };
  /** The bearer token a Prometheus scrape of GET /metrics must send; unset: no /metrics. */
  metricsToken: string | undefined;
  logLevel: (typeof logLevels)[number];
  corsOrigin: string | undefined;
  /**
   * Behind one reverse proxy: believe the client address it adds to X-Forwarded-For (the last entry; sign-in
   * throttling counts by it) and its X-Forwarded-Proto (HSTS is sent only over HTTPS).
   */
  trustProxy: boolean;
  /** Adds X-Query-Count (SQL statements run) to every API answer; for tests and benchmarks. */
  queryCount: boolean;
  /** The built web app; served for every non-/api path. */
  webDist: string;
  /**
   * The club's IANA time zone (CLUB_TIMEZONE): "today", upcoming fixtures and calendar times follow its wall clock.
   * Unset, the server's own zone.
   */
  clubTimeZone: string;
  /** CLUB_TIMEZONE was unset: clubTimeZone is the server's zone. */
  clubTimeZoneFromServer: boolean;
  /**
   * Email (SMTP_URL, MAIL_FROM, PUBLIC_URL) from the environment, or null. The club's settings may give the SMTP URL
   * and the From address instead (settings/, decision 138): read the email in effect from `app.settings.mail()`.
   */
  mail: MailConfig | null;
  /** The club's settings the environment sets (CLUB_TIMEZONE, SMTP_URL, MAIL_FROM): they win over the settings. */
  settingsFromEnvironment: { time_zone: string | null; smtp_url: string | null; mail_from: string | null };
  /**
   * PUBLIC_URL without a trailing slash, when set (with or without email): where shared links point (a match's live
   * link, decision 111). Unset, a live link points at the address its coach opened Touchline at.
   */
  publicUrl: string | null;
  /**
   * How long a family notice's email waits for others to the same person (MAIL_BATCH_SECONDS, 120): what is decided
   * for one family within those minutes goes as one email (#32, decision 131).
   */
  mailBatchSeconds: number;
  /**
   * PUSH_ALLOW_HTTP=1: a device's push address may be plain http on this machine (127.0.0.1, localhost), for tests'
   * local push service. Otherwise only https addresses are taken.
   */
  pushAllowHttp: boolean;
  /** CLUB_LANGUAGE: the club's language, for everyone who chose none (decision 132); null: each browser's. */
  clubLanguage: Language | null;
  /** CLUB_CURRENCY: the club's one currency (decision 133), GBP unless set. */
  currency: string;
  /** Sign-in with the club's accounts (OIDC_*, decision 136), or null: passwords only. */
  oidc: OidcConfig | null;
}

export interface OidcConfig {
  /** The provider's issuer address (OIDC_ISSUER); its discovery document is read from it. */
  issuer: string;
  clientId: string;
  /** OIDC_CLIENT_SECRET. A secret: never logged, never answered. */
  clientSecret: string;
  /** The button's words: 'Sign in with {name}' (OIDC_NAME). */
  name: string;
  /** OIDC_SIGNUP=1: an unknown identity with a verified email gets a new account at its first sign-in. */
  signup: boolean;
}

export interface MailConfig {
  /** smtp://user:password@host:port, or smtps:// for TLS from the start. A secret: never logged. */
  smtpUrl: string;
  /** The From of every email, e.g. "Oakfield Juniors <club@oakfield.example>". */
  from: string;
  /** Where the links in emails point: the address people open Touchline at, without a trailing slash. */
  publicUrl: string;
  /** The club's name emails sign with (its settings, decision 138); else MAIL_FROM's display name (`clubOf`). */
  clubName?: string;
}

export class ConfigError extends Error {}

/** Reads the environment; a bad value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const blankToUndefined = Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = schema.safeParse(blankToUndefined);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const mailMissing = c.SMTP_URL ? (['MAIL_FROM', 'PUBLIC_URL'] as const).filter((name) => !c[name]) : [];
  if (mailMissing.length > 0) {
    const lines = mailMissing.map((name) => `  ${name}: must be set when SMTP_URL is`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const oidcSet = oidcNames.filter((name) => c[name]);
  if (oidcSet.length > 0 && oidcSet.length < oidcNames.length) {
    const lines = oidcNames
      .filter((name) => !c[name])
      .map((name) => `  ${name}: must be set when ${oidcSet.join(' and ')} ${oidcSet.length > 1 ? 'are' : 'is'}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    port: c.PORT,
    host: c.HOST,
    databaseUrl: c.DATABASE_URL,
    databaseWaitSeconds: c.DATABASE_WAIT_SECONDS,
    dataDir: path.resolve(c.DATA_DIR),
    adminPassword: c.ADMIN_PASSWORD,
    demoData: c.DEMO_DATA === undefined ? !c.DATABASE_URL && c.NODE_ENV !== 'production' : c.DEMO_DATA === '1',
    auditRetentionDays: c.AUDIT_RETENTION_DAYS,
    leaverRetentionDays: c.LEAVER_RETENTION_DAYS,
    backups: {
      everyHours: c.BACKUP_EVERY_HOURS,
      keep: c.BACKUP_KEEP,
      dir: path.resolve(c.BACKUP_DIR ?? path.join(c.DATA_DIR, 'backups')),
    },
    metricsToken: c.METRICS_TOKEN,
    logLevel: c.LOG_LEVEL,
    corsOrigin: c.CORS_ORIGIN,
    trustProxy: c.TRUST_PROXY === '1',
    queryCount: c.QUERY_COUNT === '1',
    webDist: path.resolve(c.WEB_DIST ?? new URL('../../web/dist', import.meta.url).pathname),
    clubTimeZone: canonicalTimeZone(c.CLUB_TIMEZONE ?? serverTimeZone()) ?? 'UTC',
    clubTimeZoneFromServer: c.CLUB_TIMEZONE === undefined,
    mail:
      c.SMTP_URL && c.MAIL_FROM && c.PUBLIC_URL
        ? { smtpUrl: c.SMTP_URL, from: c.MAIL_FROM, publicUrl: c.PUBLIC_URL.replace(/\/+$/, '') }
        : null,
    publicUrl: c.PUBLIC_URL ? c.PUBLIC_URL.replace(/\/+$/, '') : null,
    settingsFromEnvironment: {
      time_zone: c.CLUB_TIMEZONE ? canonicalTimeZone(c.CLUB_TIMEZONE) : null,
      smtp_url: c.SMTP_URL ?? null,
      mail_from: c.MAIL_FROM ?? null,
    },
    mailBatchSeconds: c.MAIL_BATCH_SECONDS,
    pushAllowHttp: c.PUSH_ALLOW_HTTP === '1',
    clubLanguage: c.CLUB_LANGUAGE ?? null,
    currency: c.CLUB_CURRENCY,
    oidc:
      c.OIDC_ISSUER && c.OIDC_CLIENT_ID && c.OIDC_CLIENT_SECRET
        ? {
            issuer: c.OIDC_ISSUER,
            clientId: c.OIDC_CLIENT_ID,
            clientSecret: c.OIDC_CLIENT_SECRET,
            name: c.OIDC_NAME,
            signup: c.OIDC_SIGNUP === '1',
          }
        : null,
  };
}

/** The process's own zone (TZ, else the system's). */
export function serverTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

const utcNames = /^(Etc\/)?(UTC|UCT|GMT|GMT[+-]?0|Universal|Zulu|Greenwich)$/i;

/**
 * The start-up warning for a club time zone taken from a server that runs in UTC (as containers do): British summer
 * kick-offs would be an hour out in calendar feeds, and "today" would turn at midnight UTC. Null when all is well.
 */
export function timeZoneWarning(config: Pick<Config, 'clubTimeZone' | 'clubTimeZoneFromServer'>): string | null {
  if (!config.clubTimeZoneFromServer || !utcNames.test(config.clubTimeZone)) return null;
  return (
    `CLUB_TIMEZONE is not set and the server runs in UTC: "today" and calendar times use UTC. ` +
    `Set CLUB_TIMEZONE to the club's time zone, e.g. CLUB_TIMEZONE=Europe/London.`
  );
}

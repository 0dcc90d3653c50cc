import { fixedSettings, maskSmtpUrl, type FixedSetting, type LogoType } from '@touchline/domain';
import type { Config, MailConfig } from '../config';
import { DEFAULT_SIGNATURE, displayNameOf } from '../mail/templates';

/** The club_settings row as the service reads it (the logo apart: it is read only when it changed). */
export interface SettingsRow {
  club_name: string | null;
  time_zone: string | null;
  smtp_url: string | null;
  mail_from: string | null;
  logo_type: LogoType | null;
  version: number;
  updated_by: string | null;
  updated_at: Date | string | null;
}

/** The settings in effect: each the environment's where it sets it, else the row's, else the default. */
export interface EffectiveSettings {
  clubName: string;
  timeZone: string;
  /** A secret (its password): never logged, answered masked. */
  smtpUrl: string | null;
  mailFrom: string | null;
  logo: { type: LogoType; data: Buffer } | null;
  /** The row's version; 0 while there is no row. */
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
  /** The fields the environment sets. */
  fixed: FixedSetting[];
}

type Environment = Pick<Config, 'settingsFromEnvironment' | 'clubTimeZone'>;

/**
 * The settings in effect (decision 138): the environment wins where it is set, then the row, then the defaults: the
 * server's own time zone (config.ts), no email, and the club's name from the From address's display name or
 * 'Touchline'.
 */
export function effectiveSettings(
  config: Environment,
  row: SettingsRow | null,
  logo: EffectiveSettings['logo'],
): EffectiveSettings {
  const env = config.settingsFromEnvironment;
  const mailFrom = env.mail_from ?? row?.mail_from ?? null;
  return {
    clubName: row?.club_name || displayNameOf(mailFrom ?? '') || DEFAULT_SIGNATURE,
    timeZone: env.time_zone ?? row?.time_zone ?? config.clubTimeZone,
    smtpUrl: env.smtp_url ?? row?.smtp_url ?? null,
    mailFrom,
    logo: row?.logo_type ? logo : null,
    version: row?.version ?? 0,
    updatedAt: row?.updated_at ? new Date(row.updated_at) : null,
    updatedBy: row?.updated_by ?? null,
    fixed: fixedSettings.filter((field) => env[field] !== null),
  };
}

/** Email in effect: an SMTP server, a From address and PUBLIC_URL (the environment's only), or null. */
export function mailOf(settings: EffectiveSettings, publicUrl: string | null): MailConfig | null {
  if (!settings.smtpUrl || !settings.mailFrom || !publicUrl) return null;
  return { smtpUrl: settings.smtpUrl, from: settings.mailFrom, publicUrl, clubName: settings.clubName };
}

/** The logo's address: it names the settings' version, so a browser keeps it until the logo changes. */
export function logoUrl(settings: EffectiveSettings): string | null {
  return settings.logo ? `/api/settings/logo?v=${settings.version}` : null;
}

/** The settings as GET /settings answers them: the SMTP password hidden. */
export function settingsAnswer(settings: EffectiveSettings, publicUrl: string | null, mail: MailConfig | null) {
  const url = logoUrl(settings);
  return {
    club_name: settings.clubName,
    time_zone: settings.timeZone,
    smtp_url: settings.smtpUrl === null ? null : maskSmtpUrl(settings.smtpUrl),
    mail_from: settings.mailFrom,
    logo: settings.logo && url ? { type: settings.logo.type, url, bytes: settings.logo.data.length } : null,
    email: mail !== null,
    public_url: publicUrl,
    fixed: settings.fixed,
    version: settings.version,
    updated_at: settings.updatedAt?.toISOString() ?? null,
    updated_by: settings.updatedBy,
  };
}

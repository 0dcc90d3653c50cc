import { z } from 'zod';
import { msg } from '../i18n/translate';
import {
  fixedSettings,
  isMailFrom,
  isSmtpUrl,
  logoTypes,
  MAX_CLUB_NAME,
  MAX_LOGO_BYTES,
  PASSWORD_MASK,
} from '../rules/club-settings';
import { canonicalTimeZone } from '../rules/time-zone';
import { requiredText } from './common';
import { lazySchema } from './lazy-schema';

/** The club's settings (#35, decision 138): name, time zone, logo and email, each the environment's where it is set. */

export const settingsMessages = {
  changedBySomeoneElse: msg('These settings were changed by someone else'),
  fixedByEnvironment: {
    time_zone: msg("Time zone is set by the server's environment (CLUB_TIMEZONE) and cannot be changed here"),
    smtp_url: msg("SMTP server is set by the server's environment (SMTP_URL) and cannot be changed here"),
    mail_from: msg("From address is set by the server's environment (MAIL_FROM) and cannot be changed here"),
  },
  timeZone: msg('Time zone must be an IANA time zone name, e.g. Europe/London'),
  smtpUrl: msg('SMTP server must look like smtp://user:password@host:port, or smtps://… for TLS'),
  passwordHidden: msg('SMTP server: type the password again in place of •••, or save the address unchanged'),
  mailFrom: msg('From address must be an address, e.g. Oakfield Juniors <club@oakfield.example>'),
  logoType: msg('The logo must be a PNG, JPEG, WebP or SVG image'),
  logoSize: msg('The logo must be at most 256 KB'),
  logoContent: msg('The logo file is not the image its type says'),
  emailOff: msg('Email is not set up: give the SMTP server and the From address (PUBLIC_URL must be set too)'),
  testRefused: msg('The mail server did not take the test email'),
  tooManyTests: msg('Too many test emails: wait a minute and try again'),
} as const;

/** Text or null; empty text is null (the field is cleared). */
const cleared = (value: string) => (value === '' ? null : value);

const timeZone = z
  .string()
  .trim()
  .transform((name, ctx) => {
    const canonical = canonicalTimeZone(name);
    if (canonical === null) ctx.addIssue({ code: 'custom', message: settingsMessages.timeZone });
    return canonical ?? name;
  });

const smtpUrl = z
  .string()
  .trim()
  .max(500, { error: 'SMTP server must be at most 500 characters' })
  .transform(cleared)
  .refine((v) => v === null || isSmtpUrl(v), { error: settingsMessages.smtpUrl });

const mailFrom = z
  .string()
  .trim()
  .max(320, { error: 'From address must be at most 320 characters' })
  .transform(cleared)
  .refine((v) => v === null || isMailFrom(v), { error: settingsMessages.mailFrom });

/**
 * PUT /settings: the fields to change; a field left out keeps its value, null (or empty) goes back to the default.
 * The SMTP URL as the answer showed it (its password •••) keeps the stored password.
 */
export const settingsBody = lazySchema(() =>
  z.strictObject({
    club_name: requiredText('Club name', MAX_CLUB_NAME).nullable().optional(),
    time_zone: timeZone.nullable().optional(),
    smtp_url: smtpUrl.nullable().optional(),
    mail_from: mailFrom.nullable().optional(),
  }),
);
export type SettingsBody = z.input<typeof settingsBody>;

/** The settings an environment variable fixes. */
export const fixedSetting = z.enum(fixedSettings as ['time_zone', 'smtp_url', 'mail_from']);

/** GET /settings: the settings in effect, the SMTP password hidden; `fixed` names those the environment sets. */
export const clubSettings = lazySchema(() =>
  z.object({
    club_name: z.string().describe("The club's name: the app's header, the sign-in page and every email's signature"),
    time_zone: z.string().describe("The IANA time zone of the club's wall clock, e.g. Europe/London"),
    smtp_url: z.string().nullable().describe(`The SMTP server, its password shown as ${PASSWORD_MASK}; null: none`),
    mail_from: z.string().nullable().describe('The From of every email; null: none'),
    logo: z
      .object({ type: z.enum(logoTypes), url: z.string(), bytes: z.number().int() })
      .nullable()
      .describe("The club's logo, or null for Touchline's badge"),
    email: z.boolean().describe('Email is set up: an SMTP server, a From address and PUBLIC_URL'),
    public_url: z.string().nullable().describe("PUBLIC_URL (the environment's only), where emails' links point"),
    fixed: z.array(fixedSetting).describe("The fields the server's environment sets: shown, not changed here"),
    version: z.number().int().describe('Moves on with every change; the ETag, and If-Match on a change'),
    updated_at: z.string().nullable(),
    updated_by: z.string().nullable(),
  }),
);
export type ClubSettings = z.infer<typeof clubSettings>;

/** 412 on a change made from stale settings: the settings as they are now. */
export const staleSettingsAnswer = lazySchema(() => z.object({ error: z.string(), current: clubSettings }));

/** PUT /settings/logo: the image, base64, with its media type. */
export const logoBody = lazySchema(() =>
  z.strictObject({
    type: z.enum(logoTypes, { error: settingsMessages.logoType }),
    data: z
      .string()
      .max(Math.ceil(MAX_LOGO_BYTES / 3) * 4 + 4, { error: settingsMessages.logoSize })
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, { error: 'data must be the image in base64' }),
  }),
);
export type LogoBody = z.infer<typeof logoBody>;

/** The SMTP server's answer to a test email that it took, in its own words ("250 2.0.0 Ok: queued as …"). */
export const settingsTestEmailAnswer = lazySchema(() =>
  z.object({ ok: z.literal(true), to: z.string(), response: z.string() }),
);
export type SettingsTestEmailAnswer = z.infer<typeof settingsTestEmailAnswer>;

/** The public face of the club (GET /features): its name and logo, for the sign-in page and the app's header. */
export const clubBrand = z.object({ club_name: z.string(), logo_url: z.string().nullable() });

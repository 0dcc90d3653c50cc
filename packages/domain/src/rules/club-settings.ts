import { isEmailAddress } from './email-address';

/**
 * The club's settings an admin changes without a restart (#35, decision 138): the environment variable that fixes each
 * one when the operator sets it (it wins), the SMTP URL's and the From address's shapes, and the SMTP password hidden
 * in every answer.
 */

/** The settings fields an environment variable can fix, with its name. The club's name and logo have none. */
export const settingsEnvironment = {
  time_zone: 'CLUB_TIMEZONE',
  smtp_url: 'SMTP_URL',
  mail_from: 'MAIL_FROM',
} as const;
export type FixedSetting = keyof typeof settingsEnvironment;
export const fixedSettings = Object.keys(settingsEnvironment) as FixedSetting[];

/** What stands for the SMTP password in every answer; saved back unchanged, the stored password is kept. */
export const PASSWORD_MASK = '•••';

/** The longest club name. */
export const MAX_CLUB_NAME = 80;

/** The logo's media types and its largest size (bytes, before base64). */
export const logoTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type LogoType = (typeof logoTypes)[number];
export const MAX_LOGO_BYTES = 256 * 1024;

/** smtp://user:password@host:port, or smtps://… for TLS from the start (config.ts's SMTP_URL rule too). */
export const SMTP_URL_PATTERN = /^smtps?:\/\/[^/\s]+/;

/** Whether the text is an SMTP server's URL: smtp:// or smtps://, a host, no blank. */
export function isSmtpUrl(text: string): boolean {
  return SMTP_URL_PATTERN.test(text) && !/\s/.test(text);
}

/** The URL's parts around its password: `smtp://`, `user`, `host:587/…`; null without a password. */
function passwordParts(url: string): { scheme: string; user: string; password: string; rest: string } | null {
  const match = /^(smtps?:\/\/)(.*)@([^@]*)$/.exec(url);
  const userinfo = match?.[2];
  if (!match || userinfo === undefined || !userinfo.includes(':')) return null;
  const colon = userinfo.indexOf(':');
  return {
    scheme: match[1] ?? '',
    user: userinfo.slice(0, colon),
    password: userinfo.slice(colon + 1),
    rest: match[3] ?? '',
  };
}

/** The SMTP URL as answers show it: its password replaced by •••, e.g. `smtp://club:•••@mail.example.org:587`. */
export function maskSmtpUrl(url: string): string {
  const parts = passwordParts(url);
  return parts ? `${parts.scheme}${parts.user}:${PASSWORD_MASK}@${parts.rest}` : url;
}

/** Whether an SMTP URL carries the mask where its password goes (typed back from an answer). */
export function hasMaskedPassword(url: string): boolean {
  return passwordParts(url)?.password === PASSWORD_MASK;
}

/**
 * The From of every email: an address, or a name and an address, e.g. `Oakfield Juniors <club@oakfield.example>` or
 * `"Oakfield Juniors, U8–U16" <club@oakfield.example>`.
 */
export function isMailFrom(text: string): boolean {
  const named = /^\s*(?:"([^"<>\r\n]*)"|([^"<>\r\n,;]*?))\s*<([^<>\s]+)>\s*$/.exec(text);
  if (named) return isEmailAddress(named[3] ?? '');
  return isEmailAddress(text.trim());
}

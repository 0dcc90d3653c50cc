export interface CookieOptions {
  /** Lifetime in days; without it the cookie ends with the browser session. */
  days?: number;
  /** Adds `Secure`. */
  secure?: boolean;
  /** The clock, for tests. */
  now?: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The `document.cookie` assignment for one cookie: path=/, SameSite=Strict, Secure when asked. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${encodeURIComponent(name)}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Strict'];
  if (options.days !== undefined) {
    const expires = new Date((options.now ?? new Date()).getTime() + options.days * DAY_MS);
    parts.push(`expires=${expires.toUTCString()}`);
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/**
 * `Secure` whenever the page is a secure context: https, and also http://localhost, where browsers
 * keep Secure cookies. On plain http elsewhere a Secure cookie would be dropped and sign-in would
 * silently fail, so it is left off there.
 */
export function secureContext(): boolean {
  return typeof window !== 'undefined' && (window.isSecureContext || window.location.protocol === 'https:');
}

export function readCookie(name: string): string | null {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split(';')) {
    const entry = part.trim();
    if (!entry.startsWith(prefix)) continue;
    try {
      return decodeURIComponent(entry.slice(prefix.length));
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(name: string, value: string, days?: number): void {
  document.cookie = serializeCookie(name, value, { days, secure: secureContext() });
}

export function deleteCookie(name: string): void {
  document.cookie = serializeCookie(name, '', { days: -1, secure: secureContext() });
}

import { ADMIN_TOKEN_COOKIE, REMEMBER_ME_DAYS, TOKEN_COOKIE } from '@touchline/domain';
import { deleteCookie, readCookie, writeCookie } from './cookies';

/** The session token from the `token` cookie, or null. Read on every request, never cached. */
export function readToken(): string | null {
  const token = readCookie(TOKEN_COOKIE);
  return token === '' ? null : token;
}

/** 'Remember me' keeps the cookie 7 days; otherwise it ends with the browser session. */
export function storeToken(token: string, remember: boolean): void {
  writeCookie(TOKEN_COOKIE, token, remember ? REMEMBER_ME_DAYS : undefined);
}

export function removeToken(): void {
  deleteCookie(TOKEN_COOKIE);
}

/** While impersonating: the admin's own token, kept to return to (decision 102), or null. */
export function readAdminToken(): string | null {
  const token = readCookie(ADMIN_TOKEN_COOKIE);
  return token === '' ? null : token;
}

/** Keeps the admin's own token beside the impersonation's, with the same attributes, for the browser session. */
export function storeAdminToken(token: string): void {
  writeCookie(ADMIN_TOKEN_COOKIE, token);
}

export function removeAdminToken(): void {
  deleteCookie(ADMIN_TOKEN_COOKIE);
}

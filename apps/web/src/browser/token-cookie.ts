import { REMEMBER_ME_DAYS, TOKEN_COOKIE } from '@touchline/domain';
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

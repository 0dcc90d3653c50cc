import { COOKIE_NOTICE_COOKIE, COOKIE_NOTICE_DAYS } from '@touchline/domain';
import { readCookie, writeCookie } from '../browser/cookies';

export function hasAcceptedCookieNotice(): boolean {
  return readCookie(COOKIE_NOTICE_COOKIE) === 'true';
}

/** Remembers the acceptance for 90 days (SameSite=Strict, path /). */
export function acceptCookieNotice(): void {
  writeCookie(COOKIE_NOTICE_COOKIE, 'true', COOKIE_NOTICE_DAYS);
}

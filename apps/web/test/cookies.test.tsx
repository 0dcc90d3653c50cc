import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { COOKIE_NOTICE_COOKIE } from '@touchline/domain';
import { safeReturnUrl } from '../src/session/safe-return-url';
import { readCookie, serializeCookie } from '../src/browser/cookies';
import { readToken, removeToken, storeToken } from '../src/browser/token-cookie';
import { CookieNotice } from '../src/shell/cookie-notice';

describe('cookies', () => {
  const now = new Date('2025-03-01T12:00:00Z');

  it('writes path=/ and SameSite=Strict, Secure when asked, and a session cookie without days', () => {
    expect(serializeCookie('token', 'abc', { secure: true })).toBe('token=abc; path=/; SameSite=Strict; Secure');
    expect(serializeCookie('token', 'abc')).toBe('token=abc; path=/; SameSite=Strict');
  });

  it('expires after the given number of days', () => {
    expect(serializeCookie('token', 'abc', { days: 7, now })).toBe(
      'token=abc; path=/; SameSite=Strict; expires=Sat, 08 Mar 2025 12:00:00 GMT',
    );
    expect(serializeCookie('cookieConsent', 'true', { days: 90, now })).toContain(
      'expires=Fri, 30 May 2025 12:00:00 GMT',
    );
  });

  it('stores, reads and removes the token', () => {
    expect(readToken()).toBeNull();
    storeToken('a b;c', false);
    expect(readToken()).toBe('a b;c');
    removeToken();
    expect(readToken()).toBeNull();
  });
});

describe('safeReturnUrl', () => {
  it.each([
    ['/matches', '/matches'],
    ['/admin/users?panel=teams#top', '/admin/users?panel=teams#top'],
    ['/', '/'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeReturnUrl(input)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    'matches',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/\t/evil.example',
    '/x\ny',
  ])('replaces %j with /', (input) => {
    expect(safeReturnUrl(input)).toBe('/');
  });
});

describe('cookie notice', () => {
  it("shows until 'I understand' is pressed, then remembers it", () => {
    const { unmount } = render(
      <MantineProvider env="test">
        <CookieNotice />
      </MantineProvider>,
    );
    expect(screen.getByText('This site uses cookies to enhance the user experience.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'I understand' }));
    expect(screen.queryByText('This site uses cookies to enhance the user experience.')).not.toBeInTheDocument();
    expect(readCookie(COOKIE_NOTICE_COOKIE)).toBe('true');
    unmount();

    render(
      <MantineProvider env="test">
        <CookieNotice />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: 'I understand' })).not.toBeInTheDocument();
  });
});

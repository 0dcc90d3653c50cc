import type { OidcCompleteBody } from '@touchline/domain';

/** What a sign-in with the club's accounts was started for, and the key the server gave this browser for it. */
export interface PendingOidc {
  purpose: 'sign-in' | 'link';
  browserKey: string;
  /** The sign-in form's 'Remember me' when it started. */
  remember: boolean;
}

const STORED = 'touchline-oidc';

/**
 * Kept in this tab (sessionStorage) while the person is at the provider: the provider sends the browser back to
 * /signin/oidc in the same tab, and only the tab that started a sign-in holds its key (decision 136).
 */
export function keepPendingOidc(pending: PendingOidc): void {
  sessionStorage.setItem(STORED, JSON.stringify(pending));
}

/** The sign-in this tab started, or null; read once: a second use of the same answer finds nothing. */
export function takePendingOidc(): PendingOidc | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORED) ?? 'null') as Partial<PendingOidc> | null;
    sessionStorage.removeItem(STORED);
    if (!value || typeof value.browserKey !== 'string') return null;
    return {
      purpose: value.purpose === 'link' ? 'link' : 'sign-in',
      browserKey: value.browserKey,
      remember: value.remember === true,
    };
  } catch {
    return null;
  }
}

/** The provider's answer without the browser's key: code, state, iss, or error and its description. */
export type OidcAnswer = Omit<OidcCompleteBody, 'browser_key'>;

/** Taken once out of the address bar and the history (the page may render more than once). */
let taken: { answer: OidcAnswer; pending: PendingOidc | null } | null = null;

/**
 * What the provider sent back to /signin/oidc and what this tab started, read once: the code and state are then taken
 * out of the address bar and the history, so they are not left behind on a shared computer.
 */
export function takeOidcReturn(): { answer: OidcAnswer; pending: PendingOidc | null } {
  const params = new URLSearchParams(window.location.search);
  if (params.has('state') || params.has('code') || params.has('error')) {
    const get = (key: string) => params.get(key) ?? undefined;
    taken = {
      answer: {
        state: params.get('state') ?? '',
        code: get('code'),
        iss: get('iss'),
        error: get('error'),
        error_description: get('error_description'),
      },
      pending: takePendingOidc(),
    };
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }
  return taken ?? { answer: { state: '' }, pending: null };
}

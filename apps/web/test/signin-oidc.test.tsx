import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { oidcMessages } from '@touchline/domain';
import { routes } from '../src/routes';
import { keepPendingOidc, takePendingOidc } from '../src/browser/oidc-return';
import { readToken, removeToken } from '../src/browser/token-cookie';
import { json, stubFetch, type Handler } from './fake-fetch';
import { locationOf, player, renderRoutes } from './render-app';

/**
 * /signin/oidc (decision 136): the page the club's provider sends the browser back to. It posts the provider's answer
 * with this tab's key, takes the code and state out of the address bar, and signs in, or says why not.
 */
const RETURN = '/signin/oidc?code=the-code&state=the-state&iss=https%3A%2F%2Fid.example';

/** The server: POST /oidc/complete answers `complete`; the token t1 is the player's. */
function server(complete: () => Response): Handler {
  return (url, init) => {
    if (url === '/api/oidc/complete') return complete();
    if (url === '/api/features')
      return json(200, { email: false, language: null, oidc: { name: 'Oakfield accounts' } });
    const signedIn = new Headers(init.headers).get('Authorization') === 'Bearer t1';
    if (!signedIn) return json(401, { error: 'Authentication required' });
    if (url === '/api/users/validate')
      return json(200, {
        user_id: player.user_id,
        role: 'user',
        impersonated_by: null,
        teams: { coaching: [], family: [], all_teams: false },
        language: null,
        club_language: null,
        club_name: 'Touchline',
        logo_url: null,
      });
    if (url === `/api/users/${player.user_id}`) return json(200, player);
    return json(404, { error: 'Not found' });
  };
}

function openReturn() {
  window.history.replaceState(null, '', RETURN);
  return renderRoutes(routes, RETURN);
}

afterEach(() => {
  cleanup();
  removeToken();
  sessionStorage.clear();
  vi.unstubAllGlobals();
});

describe('the return from the club’s provider', () => {
  it('posts the answer with this tab’s key, signs in and goes home; the code leaves the address bar', async () => {
    keepPendingOidc({ purpose: 'sign-in', browserKey: 'the-browser-key', remember: false });
    const calls = stubFetch(server(() => json(200, { token: 't1' })));
    const { router } = openReturn();
    await waitFor(() => expect(locationOf(router)).toBe('/'), { timeout: 5000 });
    const posted = calls.find((c) => c.url === '/api/oidc/complete');
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({
      state: 'the-state',
      code: 'the-code',
      iss: 'https://id.example',
      browser_key: 'the-browser-key',
    });
    expect(readToken()).toBe('t1');
    expect(window.location.search).toBe('');
    // The key is used once: nothing of this sign-in is left in the tab.
    expect(takePendingOidc()).toBeNull();
  });

  it('says a club account is not linked yet, with the way back to the sign-in page', async () => {
    keepPendingOidc({ purpose: 'sign-in', browserKey: 'k', remember: false });
    stubFetch(server(() => json(403, { error: oidcMessages.notLinked })));
    openReturn();
    expect(await screen.findByRole('alert')).toHaveTextContent(oidcMessages.notLinked);
    expect(screen.getByRole('heading', { name: 'You are not signed in', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(readToken()).toBeNull();
  });

  it('posts nothing when this tab started no sign-in (an answer carried from elsewhere)', async () => {
    const calls = stubFetch(server(() => json(200, { token: 't1' })));
    openReturn();
    expect(await screen.findByRole('alert')).toHaveTextContent(oidcMessages.notStartedHere);
    expect(calls.some((c) => c.url === '/api/oidc/complete')).toBe(false);
  });
});

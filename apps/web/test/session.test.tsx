import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@touchline/domain';
import { useState } from 'react';
import { request } from '../src/api/http';
import { appRoutes, routes } from '../src/routes';
import { useSession } from '../src/session/session-context';
import { startTokenCheckEarly } from '../src/session/early-token-check';
import { readToken } from '../src/browser/token-cookie';
import { RootLayout } from '../src/shell/root-layout';
import type { Handler } from './fake-fetch';
import { deferred, empty, json, stubFetch } from './fake-fetch';
import { admin, coach, locationOf, player, renderRoutes } from './render-app';

/** A fake API: POST /login gives `token`, which validates as `user`. */
function api(
  users: Record<string, User>,
  extra?: (url: string, init: RequestInit) => ReturnType<Handler> | undefined,
): Handler {
  return (url, init) => {
    const auth = new Headers(init.headers).get('Authorization');
    const signedIn = auth ? users[auth.replace('Bearer ', '')] : undefined;
    if (url === '/api/login') {
      const { username, password } = JSON.parse(String(init.body)) as { username: string; password: string };
      const token = Object.keys(users).find((t) => users[t]?.username === username);
      return token && password === 'secret' ? json(200, { token }) : json(401, { error: 'Invalid credentials' });
    }
    const answer = extra?.(url, init);
    if (answer) return answer;
    if (url === '/api/logout') return empty(204);
    if (!signedIn) return json(401, { error: 'Authentication required' });
    if (url === '/api/users/validate')
      return json(200, {
        user_id: signedIn.user_id,
        role: signedIn.role,
        impersonated_by: null,
        teams: { coaching: [], family: [], all_teams: false },
        language: null,
        club_language: null,
        club_name: 'Touchline',
        logo_url: null,
      });
    if (url === `/api/users/${signedIn.user_id}`) return json(200, signedIn);
    return json(404, { error: 'Not found' });
  };
}

function fill(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

let cookieWrites: string[] = [];

function cookieDescriptor(): PropertyDescriptor | undefined {
  for (
    let proto: object | null = Object.getPrototypeOf(document) as object;
    proto;
    proto = Object.getPrototypeOf(proto) as object | null
  ) {
    const descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie');
    if (descriptor) return descriptor;
  }
  return undefined;
}

beforeEach(() => {
  // Record what the app writes to document.cookie (the attributes cannot be read back).
  cookieWrites = [];
  const descriptor = cookieDescriptor();
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => descriptor?.get?.call(document) as string,
    set: (value: string) => {
      cookieWrites.push(value);
      descriptor?.set?.call(document, value);
    },
  });
  Object.defineProperty(window, 'alert', { configurable: true, writable: true, value: vi.fn() });
});

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  Reflect.deleteProperty(window, 'alert');
  vi.restoreAllMocks();
});

describe('login screen', () => {
  it('shows the title, logo and controls', async () => {
    stubFetch(api({}));
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Welcome', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Touchline club logo' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Username/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows and hides the password with the toggle', async () => {
    stubFetch(api({}));
    renderRoutes(routes, '/login');
    const toggle = await screen.findByRole('button', { name: 'Show password' });
    fireEvent.mouseDown(toggle);
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.mouseDown(toggle);
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
  });

  it('requires both fields without calling the server', async () => {
    const calls = stubFetch(api({}));
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'Welcome' });
    submit();

    expect(await screen.findAllByText('Username and password are required')).toHaveLength(2);
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    fill(/Username/, '   ');
    fill(/Password/, 'secret');
    submit();
    expect(screen.getAllByText('Username and password are required')).toHaveLength(1);
    // The page's own read of the club's name and logo (decision 138), and no sign-in.
    expect(calls.filter((c) => c.url !== '/api/features')).toHaveLength(0);
  });

  it("'Forgot password?' shows the spec's alert when the server has no email set up", async () => {
    const calls = stubFetch(
      api({}, (url) =>
        url === '/api/features'
          ? json(200, { email: false, language: null, oidc: null, club_name: 'Touchline', logo_url: null })
          : undefined,
      ),
    );
    renderRoutes(routes, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(window.alert).toHaveBeenCalledWith(expect.stringMatching(/implemented soon/)));
    expect(calls.map((c) => c.url)).toEqual(['/api/features']);
  });

  it("'Forgot password?' opens the form that emails a link when the server has email", async () => {
    stubFetch(
      api({}, (url) =>
        url === '/api/features'
          ? json(200, { email: true, language: null, oidc: null, club_name: 'Touchline', logo_url: null })
          : undefined,
      ),
    );
    const { router } = renderRoutes(routes, '/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    await waitFor(() => expect(locationOf(router)).toBe('/account/forgot-password'));
    expect(await screen.findByRole('heading', { name: 'Forgot password', level: 1 })).toBeInTheDocument();
    expect(window.alert).not.toHaveBeenCalled();
  });

  it(
    "reads 'Signing in...' and is disabled while busy, then " +
      'stores a session cookie and goes to the safe returnUrl',
    async () => {
      const pending = deferred<Response>();
      const users = api({ t1: player });
      const calls = stubFetch((url, init) => (url === '/api/login' ? pending.promise : users(url, init)));
      const { router } = renderRoutes(routes, `/login?returnUrl=${encodeURIComponent('/matches?month=2025-09')}`);
      await screen.findByRole('heading', { name: 'Welcome' });
      fill(/Username/, ' pat ');
      fill(/Password/, 'secret');
      submit();

      const busy = await screen.findByRole('button', { name: 'Signing in...' });
      expect(busy).toBeDisabled();
      // The sign-in page also asks GET /features (the club's name and logo, sign-in with the club's accounts).
      const loginCall = calls.find((c) => c.url === '/api/login');
      expect(JSON.parse(loginCall?.body ?? '')).toEqual({ username: 'pat', password: 'secret' });
      expect(loginCall?.headers.get('Authorization')).toBeNull();

      await act(async () => pending.resolve(json(200, { token: 't1' })));
      expect(await screen.findByRole('heading', { name: 'Matches' })).toBeInTheDocument();
      expect(locationOf(router)).toBe('/matches?month=2025-09');
      expect(readToken()).toBe('t1');
      const written = cookieWrites.find((c) => c.startsWith('token=t1'));
      expect(written).toMatch(/path=\//);
      expect(written).toMatch(/SameSite=Strict/);
      expect(written).not.toMatch(/expires=/);
      expect(calls.find((c) => c.url === '/api/users/validate')?.headers.get('Authorization')).toBe('Bearer t1');
    },
  );

  it("keeps the cookie 7 days with 'Remember me'", async () => {
    stubFetch(api({ t1: player }));
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'Welcome' });
    fill(/Username/, 'pat');
    fill(/Password/, 'secret');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    const before = Date.now();
    submit();
    await screen.findByRole('heading', { name: 'Dashboard' });

    const after = Date.now();

    const written = cookieWrites.find((c) => c.startsWith('token=t1')) ?? '';
    const expires = Date.parse(/expires=([^;]+)/.exec(written)?.[1] ?? '');
    const sevenDays = 7 * 86_400_000;
    // The expiry is written to the second.
    expect(expires).toBeGreaterThanOrEqual(before + sevenDays - 1000);
    expect(expires).toBeLessThanOrEqual(after + sevenDays);
  });

  it.each(['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'ignores the unsafe returnUrl %s and goes to /',
    async (returnUrl) => {
      stubFetch(api({ t1: player }));
      const { router } = renderRoutes(routes, `/login?returnUrl=${encodeURIComponent(returnUrl)}`);
      await screen.findByRole('heading', { name: 'Welcome' });
      fill(/Username/, 'pat');
      fill(/Password/, 'secret');
      submit();
      await screen.findByRole('heading', { name: 'Dashboard' });
      expect(locationOf(router)).toBe('/');
    },
  );

  it("shows the server's error in a red alert", async () => {
    stubFetch(api({ t1: player }));
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'Welcome' });
    fill(/Username/, 'pat');
    fill(/Password/, 'wrong');
    submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(readToken()).toBeNull();
  });

  it.each([
    ['no token comes back', () => json(200, {}), 'Invalid credentials'],
    ['the server sends no error text', () => empty(400, 'Bad Request'), 'Failed to create resource'],
    [
      'too many attempts',
      () => json(429, { error: 'Too many sign-in attempts. Try again in 32 seconds.' }),
      'Too many sign-in attempts. Try again in 32 seconds.',
    ],
  ])('shows the right text when %s', async (_case, answer, text) => {
    stubFetch((url) => (url === '/api/login' ? answer() : json(401, { error: 'no' })));
    renderRoutes(routes, '/login');
    await screen.findByRole('heading', { name: 'Welcome' });
    fill(/Username/, 'pat');
    fill(/Password/, 'secret');
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});

describe('session start', () => {
  it("checks a stored token ('Checking authentication...') and goes on to / when it is valid", async () => {
    document.cookie = 'token=t9; path=/';
    const validate = deferred<Response>();
    const users = api({ t9: coach });
    stubFetch((url, init) => (url === '/api/users/validate' ? validate.promise : users(url, init)));
    const { router } = renderRoutes(routes, '/login');

    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    await act(async () =>
      validate.resolve(
        json(200, {
          user_id: coach.user_id,
          role: 'user',
          impersonated_by: null,
          teams: { coaching: [], family: [], all_teams: false },
          language: null,
          club_language: null,
          club_name: 'Touchline',
          logo_url: null,
        }),
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/');
  });

  it('goes on from the check started before the first render, without validating twice', async () => {
    document.cookie = 'token=t9; path=/';
    const calls = stubFetch(api({ t9: coach }));
    startTokenCheckEarly();
    expect(calls.map((c) => c.url)).toEqual(['/api/users/validate']);
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/users/'))).toEqual([
      expect.objectContaining({ url: '/api/users/validate' }),
      expect.objectContaining({ url: `/api/users/${coach.user_id}` }),
    ]);
  });

  it('removes a rejected token and shows the form', async () => {
    document.cookie = 'token=stale; path=/';
    stubFetch(api({}));
    renderRoutes(routes, '/login');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it("shows 'Loading...' on a protected page, then the page", async () => {
    document.cookie = 'token=t1; path=/';
    stubFetch(api({ t1: admin }));
    renderRoutes(routes, '/admin/teams');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Team Management' })).toBeInTheDocument();
  });

  it("warms a sleeping server up ('Attempt N of 8') and then validates again", async () => {
    document.cookie = 'token=t1; path=/';
    const health = deferred<Response>();
    let validations = 0;
    const users = api({ t1: player });
    const calls = stubFetch((url, init) => {
      if (url === '/api/health') return health.promise;
      if (url === '/api/users/validate' && (validations += 1) === 1) return empty(503, 'Service Unavailable');
      return users(url, init);
    });
    renderRoutes(routes, '/calendar/training');

    expect(await screen.findByRole('heading', { name: 'Warming up the server…' })).toBeInTheDocument();
    expect(screen.getByText('Attempt 1 of 8')).toBeInTheDocument();
    expect(screen.getByText('This can take a few seconds. Please wait.')).toBeInTheDocument();
    await act(async () => health.resolve(json(200, { status: 'ok' })));

    expect(await screen.findByRole('heading', { name: 'Training Calendar' })).toBeInTheDocument();
    // The token check runs its own warm-up: the request client's manual warm-up (GET /) never ran. (The frame's
    // unread count, decision 107, is asked for once signed in.)
    expect(calls.map((c) => c.url).filter((url) => url !== '/api/inbox/unread' && url !== '/api/features')).toEqual([
      '/api/users/validate',
      '/api/health',
      '/api/users/validate',
      `/api/users/${player.user_id}`,
    ]);
  });

  it("shows 'Try again' after 8 failed attempts, and checks again when asked", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    document.cookie = 'token=t1; path=/';
    let serverUp = false;
    const users = api({ t1: player });
    stubFetch((url, init) => (serverUp ? users(url, init) : Promise.reject(new TypeError('Failed to fetch'))));
    renderRoutes(routes, '/');

    await screen.findByText('Attempt 1 of 8');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(readToken()).toBe('t1');

    serverUp = true;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });
});

describe('offline start', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'onLine');
    localStorage.clear();
  });

  it(
    'lets the last signed-in user in without the network, checks ' +
      'the token once back online, and forgets them on sign-out',
    async () => {
      // Online: the token check passes and the user is kept for later.
      document.cookie = 'token=t1; path=/';
      const users = api({ t1: coach });
      let online = true;
      const calls = stubFetch((url, init) =>
        online ? users(url, init) : Promise.reject(new TypeError('Failed to fetch')),
      );
      const first = renderRoutes(routes, '/calendar/training');
      expect(await screen.findByRole('heading', { name: 'Training Calendar' })).toBeInTheDocument();
      first.unmount();

      // Offline (an installed app without network): straight in as the same user, no token check, no warm-up.
      online = false;
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
      calls.length = 0;
      renderRoutes(routes, '/calendar/training');
      expect(await screen.findByRole('heading', { name: 'Training Calendar' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Coach Casey/ })).toBeInTheDocument();
      expect(screen.queryByText(/Warming up/)).not.toBeInTheDocument();
      expect(calls.filter((c) => c.url === '/api/users/validate')).toHaveLength(0);

      // Back online: the token is checked for real.
      online = true;
      await act(async () => {
        window.dispatchEvent(new Event('online'));
      });
      await waitFor(() => expect(calls.filter((c) => c.url === '/api/users/validate')).toHaveLength(1));

      fireEvent.click(screen.getByRole('button', { name: /Coach Casey/ }));
      fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }));
      expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
      expect(localStorage.getItem('touchline.lastUser')).toBeNull();
    },
  );

  it('opens the console on the last user while the server does not answer; a refused token signs out', async () => {
    // #29 item 1 (decision 123): the phone is online, the server is not.
    document.cookie = 'token=t1; path=/';
    const users = api({ t1: coach });
    let server: 'up' | 'down' | 'refuses' = 'up';
    const calls = stubFetch((url, init) =>
      server === 'up'
        ? users(url, init)
        : server === 'refuses'
          ? Promise.resolve(new Response(JSON.stringify({ error: 'Invalid token' }), { status: 401 }))
          : Promise.reject(new TypeError('Failed to fetch')),
    );
    const first = renderRoutes(routes, '/calendar/training');
    expect(await screen.findByRole('heading', { name: 'Training Calendar' })).toBeInTheDocument();
    first.unmount();

    server = 'down';
    const console = renderRoutes(routes, '/matches/live/admin');
    expect(await screen.findByRole('heading', { name: 'Live Match Admin' })).toBeInTheDocument();
    expect(screen.queryByText(/Warming up/)).not.toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/users/validate').length).toBeGreaterThan(0));
    console.unmount();
    // Elsewhere the spec's warm-up still runs.
    renderRoutes(routes, '/calendar/training');
    expect(await screen.findByRole('heading', { name: 'Warming up the server…' })).toBeInTheDocument();
    cleanup();

    server = 'refuses';
    renderRoutes(routes, '/matches/live/admin');
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(readToken()).toBeNull();
  });

  it('still warms up when offline with no user on record', async () => {
    document.cookie = 'token=t1; path=/';
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Warming up the server…' })).toBeInTheDocument();
  });
});

describe('signing out and impersonation', () => {
  it('Sign Out revokes the token, removes the cookie and goes to plain /login', async () => {
    document.cookie = 'token=t1; path=/';
    const calls = stubFetch(api({ t1: coach }));
    const { router, queryClient } = renderRoutes(routes, '/coach-reports');
    await screen.findByRole('heading', { name: 'Coach Reports' });
    queryClient.setQueryData(['teams'], ['cached']);

    fireEvent.click(screen.getByRole('button', { name: /Coach Casey/ }));
    fireEvent.click(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login');
    expect(readToken()).toBeNull();
    expect(queryClient.getQueryData(['teams'])).toBeUndefined();
    const logout = calls.find((c) => c.url === '/api/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('Authorization')).toBe('Bearer t1');
  });

  it('signs out when the server stops accepting the token, keeping the page as returnUrl', async () => {
    document.cookie = 'token=t1; path=/';
    let revoked = false;
    const users = api({ t1: player });
    stubFetch((url, init) => (revoked ? json(401, { error: 'Authentication required' }) : users(url, init)));
    const { router } = renderRoutes(routes, '/matches');
    await screen.findByRole('heading', { name: 'Matches' });

    revoked = true;
    await act(async () => {
      await request('GET', '/teams').catch(() => undefined);
    });

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login?returnUrl=%2Fmatches');
    expect(readToken()).toBeNull();
  });

  it('replaceToken swaps the token, reloads the user and goes to /', async () => {
    function ImpersonateButton() {
      const { replaceToken, user } = useSession();
      const [error, setError] = useState('');
      return (
        <>
          <p>Signed in as {user?.username}</p>
          <button type="button" onClick={() => replaceToken('t-player').catch((e: Error) => setError(e.message))}>
            Impersonate
          </button>
          {error && <p role="alert">{error}</p>}
        </>
      );
    }
    document.cookie = 'token=t-admin; path=/';
    stubFetch(api({ 't-admin': admin, 't-player': player }));
    const { router } = renderRoutes(
      [
        {
          element: <RootLayout />,
          children: [...appRoutes, { path: '/test/impersonate', element: <ImpersonateButton /> }],
        },
      ],
      '/test/impersonate',
    );
    expect(await screen.findByText('Signed in as admin')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Impersonate' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/');
    expect(readToken()).toBe('t-player');
    expect(screen.getByRole('button', { name: /Pat Player/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Admin Section' })).not.toBeInTheDocument());
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Impersonator, User } from '@touchline/domain';
import { readAdminToken, readToken } from '../src/browser/token-cookie';
import { routes } from '../src/routes';
import type { Call, Handler } from './fake-fetch';
import { connectionError, empty, json, stubFetch } from './fake-fetch';
import { admin, listedUser, locationOf, makeUser, renderRoutes } from './render-app';

const parent = makeUser({ user_id: 5, username: 'parent1', short_name: 'Pat Parent', userTypes: [{ type: 'Parent' }] });
const byAdmin: Impersonator = { user_id: admin.user_id, username: admin.username };

interface Session {
  user: User;
  impersonatedBy: Impersonator | null;
}

/**
 * A fake API of signed-in tokens: GET /users/validate says who each one is and who impersonates them; POST /logout
 * ends a token; `extra` answers first.
 */
type Extra = (...args: Parameters<Handler>) => ReturnType<Handler> | undefined;

function fakeApi(tokens: Record<string, Session>, extra?: Extra) {
  const live = new Map(Object.entries(tokens));
  const calls = stubFetch((url, init) => {
    const answer = extra?.(url, init);
    if (answer) return answer;
    const token = new Headers(init.headers).get('Authorization')?.replace('Bearer ', '') ?? '';
    const session = live.get(token);
    if (!session) return json(401, { error: 'Authentication required' });
    if (url === '/api/logout') {
      live.delete(token);
      return empty(204);
    }
    if (url === '/api/users/validate') {
      const { user, impersonatedBy } = session;
      return json(200, {
        user_id: user.user_id,
        role: user.role,
        impersonated_by: impersonatedBy,
        teams: { coaching: [], family: [], all_teams: false },
        language: null,
        club_language: null,
        club_name: 'Touchline',
        logo_url: null,
      });
    }
    if (url === `/api/users/${session.user.user_id}`) return json(200, session.user);
    if (url === '/api/users') return json(200, [listedUser(admin), listedUser(parent)]);
    if (url === '/api/impersonate') {
      live.set('t-parent', { user: parent, impersonatedBy: byAdmin });
      return json(200, { token: 't-parent' });
    }
    return json(404, { error: 'Not found' });
  });
  return { calls, live };
}

const impersonating = {
  't-admin': { user: admin, impersonatedBy: null },
  't-parent': { user: parent, impersonatedBy: byAdmin },
};

function signedInAsParentByAdmin() {
  document.cookie = 'token=t-parent; path=/';
  document.cookie = 'admin_token=t-admin; path=/';
}

const bearer = (call: Call) => call.headers.get('Authorization');
const banner = () => screen.findByRole('region', { name: 'Impersonation' });

describe('the impersonation banner', () => {
  it("shows 'Viewing as' the user's short name on every screen, as the token check says", async () => {
    signedInAsParentByAdmin();
    fakeApi(impersonating);
    const { router } = renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(await banner()).toHaveTextContent('Viewing as Pat Parent');
    expect(within(await banner()).getByRole('button', { name: 'Return to admin' })).toBeEnabled();
    // The header keeps its controls.
    expect(screen.getByRole('button', { name: /Account menu for Pat Parent/ })).toBeInTheDocument();

    await router.navigate('/matches');
    expect(await screen.findByRole('heading', { name: 'Matches' })).toBeInTheDocument();
    expect(await banner()).toHaveTextContent('Viewing as Pat Parent');
  });

  it('names the user by username when there is no short name', async () => {
    document.cookie = 'token=t-bare; path=/';
    document.cookie = 'admin_token=t-admin; path=/';
    const bare = makeUser({ user_id: 9, username: 'bare-user' });
    fakeApi({ ...impersonating, 't-bare': { user: bare, impersonatedBy: byAdmin } });
    renderRoutes(routes, '/');
    expect(await banner()).toHaveTextContent('Viewing as bare-user');
  });

  it('shows no banner for a session of its own, and forgets an admin token left over beside it', async () => {
    document.cookie = 'token=t-admin; path=/';
    document.cookie = 'admin_token=t-stale; path=/';
    const { calls } = fakeApi({ ...impersonating, 't-stale': { user: admin, impersonatedBy: null } });
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
    expect(readAdminToken()).toBeNull();
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/logout' && bearer(c) === 'Bearer t-stale')).toBeDefined(),
    );
  });
});

describe('impersonating from User Management', () => {
  it("keeps the admin's own token beside the impersonation's and shows the banner", async () => {
    document.cookie = 'token=t-admin; path=/';
    fakeApi(impersonating);
    const { router } = renderRoutes(routes, '/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate parent1' }));
    expect(await banner()).toHaveTextContent('Viewing as Pat Parent');
    expect(locationOf(router)).toBe('/');
    expect(readToken()).toBe('t-parent');
    expect(readAdminToken()).toBe('t-admin');
  });
});

describe('Return to admin', () => {
  it("ends the impersonation and lands on User Management with the admin's own session", async () => {
    signedInAsParentByAdmin();
    const { calls, live } = fakeApi(impersonating);
    const { router } = renderRoutes(routes, '/');
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Return to admin' }));

    expect(await screen.findByRole('heading', { name: 'User Management' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/admin/users');
    expect(screen.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Account menu for admin/ })).toBeInTheDocument();
    expect(readToken()).toBe('t-admin');
    expect(readAdminToken()).toBeNull();
    // The server ended the impersonation (POST /logout with its token puts the end on the audit log)...
    const logout = calls.find((c) => c.url === '/api/logout');
    expect(logout && bearer(logout)).toBe('Bearer t-parent');
    expect(live.has('t-parent')).toBe(false);
    // ... and the admin was never asked to sign in again.
    expect(calls.some((c) => c.url === '/api/login')).toBe(false);
  });

  it("goes to the sign-in screen and says why when the admin's own session has ended", async () => {
    signedInAsParentByAdmin();
    const { calls, live } = fakeApi({ 't-parent': impersonating['t-parent'] });
    const { router } = renderRoutes(routes, '/');
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Return to admin' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your admin session has ended, so you are signed out. Please sign in again.',
    );
    expect(locationOf(router)).toBe('/login?returnUrl=%2Fadmin%2Fusers');
    expect(readToken()).toBeNull();
    expect(readAdminToken()).toBeNull();
    // The impersonation ended all the same.
    expect(calls.find((c) => c.url === '/api/logout' && bearer(c) === 'Bearer t-parent')).toBeDefined();
    expect(live.has('t-parent')).toBe(false);
  });

  it('says so and changes nothing when the server does not answer', async () => {
    signedInAsParentByAdmin();
    fakeApi(impersonating, (url) => (url === '/api/logout' ? connectionError() : undefined));
    renderRoutes(routes, '/');
    fireEvent.click(within(await banner()).getByRole('button', { name: 'Return to admin' }));

    expect(await within(await banner()).findByRole('alert')).toHaveTextContent(
      'Could not return to admin: the server did not answer. Please try again.',
    );
    expect(within(await banner()).getByRole('button', { name: 'Return to admin' })).toBeEnabled();
    expect(readToken()).toBe('t-parent');
    expect(readAdminToken()).toBe('t-admin');
  });
});

describe('Sign Out while impersonating', () => {
  it('signs both tokens out and leaves no cookie behind', async () => {
    signedInAsParentByAdmin();
    const { calls, live } = fakeApi(impersonating);
    const { router } = renderRoutes(routes, '/');
    fireEvent.click(await screen.findByRole('button', { name: /Account menu for Pat Parent/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Sign Out' }));

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/login');
    expect(readToken()).toBeNull();
    expect(readAdminToken()).toBeNull();
    await waitFor(() => expect(live.size).toBe(0));
    expect(calls.filter((c) => c.url === '/api/logout').map(bearer)).toEqual(
      expect.arrayContaining(['Bearer t-parent', 'Bearer t-admin']),
    );
  });
});

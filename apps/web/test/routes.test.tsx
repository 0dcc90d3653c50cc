import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@touchline/domain';
import { paths } from '../src/routes';
import { fakeSession, routesWithSession } from './fake-session';
import { admin, coach, locationOf, player, renderRoutes } from './render-app';

function renderSignedIn(user: User, path: string) {
  const session = fakeSession({ status: 'signed-in', user });
  return { session, ...renderRoutes(routesWithSession(session), path) };
}

describe('route guards', () => {
  it('sends a signed-out visitor to /login with the path and query as returnUrl', async () => {
    const { router } = renderRoutes(
      routesWithSession(fakeSession({ status: 'signed-out', reason: 'no-token' })),
      '/admin/users?panel=teams',
    );

    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/admin/users?panel=teams');
  });

  it('sends a user who just signed out to plain /login', async () => {
    const { router } = renderRoutes(
      routesWithSession(fakeSession({ status: 'signed-out', reason: 'signed-out' })),
      '/matches',
    );
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(locationOf(router)).toBe('/login');
  });

  it.each(['/admin', '/admin/players', '/admin/teams', '/admin/users', '/admin/seasons', '/import'])(
    'sends a non-admin from %s to /?accessDenied=true with a visible alert',
    async (path) => {
      const { router } = renderSignedIn(coach, path);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Access denied: you do not have permission to view that page.',
      );
      expect(locationOf(router)).toBe('/?accessDenied=true');
      expect(screen.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    },
  );

  it('lets a non-admin open /admin/availability (sign-in only)', async () => {
    renderSignedIn(player, '/admin/availability');
    expect(await screen.findByRole('heading', { name: 'Match Availability Overview' })).toBeInTheDocument();
  });

  it.each([
    '/matches/live/admin',
    '/targets/report',
    '/coach-reports',
    '/admin/matches/12/lineup',
    '/admin/fixtures',
    '/admin/training',
  ])('sends a player without the Coach type from %s to /?accessDenied=true', async (path) => {
    const { router } = renderSignedIn(player, path);
    await screen.findByRole('alert');
    expect(locationOf(router)).toBe(paths.accessDenied);
  });

  it.each([
    [coach, '/matches/live/admin', 'Live Match Admin'],
    [coach, '/targets/report', 'Player Targets Report'],
    [coach, '/coach-reports', 'Coach Reports'],
    [coach, paths.adminMatchLineup(12), 'Starting Lineup Editor'],
    [coach, '/admin/fixtures', 'Match Management'],
    [coach, '/admin/training', 'Training Sessions'],
    [admin, '/targets/report', 'Player Targets Report'],
    [admin, '/admin', 'Admin Dashboard'],
    [admin, '/admin/players', 'Player Management'],
    [admin, '/admin/teams', 'Team Management'],
    [admin, '/admin/users', 'User Management'],
    [admin, '/admin/seasons', 'Season Management'],
    [admin, '/admin/fixtures', 'Match Management'],
    [admin, '/admin/training', 'Training Sessions'],
    [player, '/matches', 'Matches'],
    [player, '/matches/fixtures', 'Fixtures & Results'],
    [player, '/fixtures', 'Fixtures & Results'],
    [player, '/matches/results', 'Fixtures & Results'],
    [player, '/matches/live', 'Live Match'],
    [player, paths.matchLineup(9), 'Match Lineup'],
    [player, '/availability/record', 'Record Availability'],
    [player, '/calendar/training', 'Training Calendar'],
    [player, '/players/details', 'Player Details'],
  ])('shows %s.username the screen at %s', async (user, path, title) => {
    const { router } = renderSignedIn(user, path);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(locationOf(router)).toBe(path);
  });

  it('sends unknown paths to /login, which forwards a signed-in user to /', async () => {
    const { router } = renderSignedIn(player, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows plain 'Loading...' while the session loads", () => {
    renderRoutes(routesWithSession(fakeSession({ status: 'loading' })), '/matches');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it("shows 'Checking authentication...' on /login while the stored token is checked", () => {
    renderRoutes(routesWithSession(fakeSession({ status: 'loading' })), '/login');
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('shows the warm-up screen with the attempt number on every route', () => {
    renderRoutes(routesWithSession(fakeSession({ status: 'warming-up', attempt: 3, of: 8 })), '/login');
    expect(screen.getByRole('heading', { name: 'Warming up the server…' })).toBeInTheDocument();
    expect(screen.getByText('This can take a few seconds. Please wait.')).toBeInTheDocument();
    expect(screen.getByText('Attempt 3 of 8')).toBeInTheDocument();
  });

  it("offers 'Try again' when the server never answered", () => {
    const session = fakeSession({ status: 'server-unavailable' });
    renderRoutes(routesWithSession(session), '/');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(session.retry).toHaveBeenCalledTimes(1);
  });
});

describe('navigation', () => {
  const everyone = ['Dashboard', 'Live Match', 'Fixtures & Results', 'Results', 'Update Availability', 'Inbox'];
  const coachOnly = ['Live Match Admin', 'Player Targets', 'Coach Reports'];

  async function navigation() {
    return within(await screen.findByRole('navigation', { name: 'Main navigation' }));
  }

  it("shows a player the common items only, in order, and their family's Medical & Consents", async () => {
    renderSignedIn(player, '/');
    const nav = await navigation();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([...everyone, 'Medical & Consents']);
    expect(nav.queryByRole('heading', { name: 'Admin Section' })).not.toBeInTheDocument();
  });

  it("shows a coach the coach items in the spec's order", async () => {
    renderSignedIn(coach, '/');
    const nav = await navigation();
    expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      ...coachOnly,
      'Live Match',
      'Fixtures & Results',
      'Results',
      'Update Availability',
      'Inbox',
      'Fixtures',
      'Training',
      'Duty Rota',
    ]);
    // Their team's fixtures, training (#30) and duty rota (#34), without the Admin Section.
    const schedules = within(nav.getByRole('group', { name: 'Schedules' }));
    expect(schedules.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fixtures', '/admin/fixtures'],
      ['Training', '/admin/training'],
      ['Duty Rota', '/duties/rota'],
    ]);
    expect(nav.getByRole('heading', { name: 'Schedules', level: 2 })).toBeInTheDocument();
    expect(nav.queryByRole('heading', { name: 'Admin Section' })).not.toBeInTheDocument();
    expect(nav.queryByRole('group', { name: 'System Management' })).not.toBeInTheDocument();
  });

  it('shows an admin the Admin Section with its groups', async () => {
    renderSignedIn(admin, '/admin/users');
    const nav = await navigation();
    expect(nav.getByRole('heading', { name: 'Admin Section' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
    const schedules = within(nav.getByRole('group', { name: 'Schedules' }));
    expect(schedules.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Fixtures', '/admin/fixtures'],
      ['Training', '/admin/training'],
      ['Duty Rota', '/duties/rota'],
    ]);
    const system = within(nav.getByRole('group', { name: 'System Management' }));
    expect(system.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Players', '/admin/players'],
      ['Teams', '/admin/teams'],
      ['Users', '/admin/users'],
      ['Seasons', '/admin/seasons'],
      ['Audit Log', '/admin/audit'],
      ['Email Outbox', '/admin/outbox'],
      ['Club Settings', '/admin/settings'],
      ['Integrations', '/admin/integrations'],
      ['Import', '/import'],
    ]);
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
  });

  it('navigates with a menu item', async () => {
    const { router } = renderSignedIn(player, '/');
    const nav = await navigation();
    fireEvent.click(nav.getByRole('link', { name: 'Update Availability' }));
    expect(await screen.findByRole('heading', { name: 'Record Availability' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/availability/record');
  });

  it('collapses and expands the sidebar on desktop', async () => {
    renderSignedIn(player, '/');
    await navigation();
    fireEvent.click(screen.getByRole('button', { name: 'Collapse navigation' }));
    // Hidden for real, out of reach of the keyboard and screen readers.
    const menu = screen.getByLabelText('Main navigation');
    expect(menu).toHaveAttribute('inert');
    expect(menu).not.toBeVisible();
    const expand = screen.getByRole('button', { name: 'Expand navigation' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(expand);
    expect(screen.getByRole('button', { name: 'Collapse navigation' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).not.toHaveAttribute('inert');
    // The burger is there for narrow screens; on this desktop-width screen it is hidden.
    expect(screen.getByLabelText('Toggle navigation')).not.toBeVisible();
  });

  it('has no navigation on the login screen', async () => {
    renderRoutes(routesWithSession(fakeSession({ status: 'signed-out', reason: 'no-token' })), '/login');
    await screen.findByRole('heading', { name: 'Welcome' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("opens the account menu with the user's name and role, and signs out", async () => {
    const { session } = renderSignedIn(coach, '/');
    fireEvent.click(await screen.findByRole('button', { name: /Coach Casey/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Coach Casey')).toBeInTheDocument();
    expect(within(menu).getByText('User')).toBeInTheDocument();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    await waitFor(() => expect(session.signOut).toHaveBeenCalledTimes(1));
  });

  it('names the account button by username when there is no short name', async () => {
    renderSignedIn(admin, '/');
    expect(await screen.findByRole('button', { name: /admin/ })).toBeInTheDocument();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LinkedPlayer, ListedPlayer, ListedUser } from '@touchline/domain';
import { AdminUsersPage } from '../src/features/admin/admin-users-page';
import { SessionContext } from '../src/session/session-context';
import type { Call } from './fake-fetch';
import { empty, json, stubFetch } from './fake-fetch';
import { fakeSession } from './fake-session';
import { admin, listedUser, locationOf, makeUser, renderRoutes } from './render-app';

const parent = makeUser({
  user_id: 5,
  username: 'parent1',
  short_name: 'Pat Parent',
  email: 'p1@example.org',
  userTypes: [{ type: 'Parent' }],
});
const coach = makeUser({ user_id: 6, username: 'coach1', short_name: 'Coach Dan', userTypes: [{ type: 'Coach' }] });
const users: ListedUser[] = [admin, parent, coach].map((u) => listedUser(u));
const kid: ListedPlayer = {
  player_id: 11,
  player_name: 'Kid One',
  player_short_name: null,
  preferred_position: 'Defender',
  date_of_birth: '2015-01-01',
  shirt_number: 4,
  team_id: 3,
  team_name: 'Lions',
  team: { team_name: 'Lions' },
  parents: null,
};
const other: ListedPlayer = { ...kid, player_id: 12, player_name: 'Kid Two' };
const link: LinkedPlayer = {
  parent_user_id: 5,
  player_id: 11,
  player_name: 'Kid One',
  player_short_name: null,
  team_name: 'Lions',
};

type Route = (method: string, body: unknown) => Response | undefined;

function fakeApi(overrides: Record<string, Route> = {}) {
  const lists: Record<string, unknown> = {
    '/api/users': users,
    '/api/players': [kid, other],
    '/api/parent-player-associations/parent/5': [link],
  };
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const answer = overrides[url]?.(method, body);
    if (answer) return answer;
    if (method === 'GET' && url in lists) return json(200, lists[url]);
    return json(404, { error: 'Not found' });
  });
}

function renderScreen() {
  const session = fakeSession({ status: 'signed-in', user: admin });
  const view = renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <SessionContext value={session}>
            <AdminUsersPage />
          </SessionContext>
        ),
      },
      { path: '/', element: <p>Home</p> },
    ],
    '/admin/users',
  );
  return { session, ...view };
}

const callsTo = (calls: Call[], method: string, url: string) =>
  calls.filter((c) => c.method === method && c.url === url);
const row = async (username: string) =>
  (await screen.findByRole('cell', { name: username })).closest('tr') as HTMLElement;

describe('User Management', { timeout: 30_000 }, () => {
  it('lists users with the spec columns, Active status and Manage Players for parents only', async () => {
    fakeApi();
    renderScreen();
    expect(screen.getByRole('heading', { name: 'User Management', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['#', 'Username', 'Short Name', 'Email', 'Role', 'Status', 'User Types', 'Action']);
    expect(await row('parent1')).toHaveTextContent('5parent1Pat Parentp1@example.orguserActiveParent');
    expect(screen.getByRole('button', { name: 'Manage Players for parent1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Players for coach1' })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 3 of 3 users')).toBeInTheDocument();

    fireEvent.change(screen.getByPlaceholderText('Search users...'), { target: { value: 'COACH DAN' } });
    expect(screen.getByText('Showing 1 of 3 users')).toBeInTheDocument();
    fireEvent.change(screen.getByPlaceholderText('Search users...'), { target: { value: 'zzz' } });
    expect(screen.getByText('No users found matching your search.')).toBeInTheDocument();
  });

  it("shows 'No users available.' for an empty list", async () => {
    fakeApi({ '/api/users': () => json(200, []) });
    renderScreen();
    expect(await screen.findByText('No users available.')).toBeInTheDocument();
  });

  it(
    "shows 'Failed to fetch users' when the list cannot be " + "read, and neither the empty text nor 'Showing 0 of 0'",
    async () => {
      fakeApi({ '/api/users': () => empty(500) });
      renderScreen();
      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users');
      expect(screen.queryByText('No users available.')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Showing \d+ of \d+ users$/)).not.toBeInTheDocument();
    },
  );

  it('creates a user with POST /register after checking the required fields', async () => {
    const calls = fakeApi({
      '/api/register': (method) =>
        method === 'POST' ? json(201, makeUser({ user_id: 9, username: 'newbie' })) : undefined,
    });
    renderScreen();
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(callsTo(calls, 'POST', '/api/register')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'newbie' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-secret-pw' } });
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New User' })).not.toBeInTheDocument());
    expect(JSON.parse(callsTo(calls, 'POST', '/api/register')[0]?.body ?? '{}')).toEqual({
      username: 'newbie',
      password: 'a-long-secret-pw',
      role: 'admin',
      short_name: null,
      email: null,
      userTypes: [],
      head_of_coaching: false,
      welfare_officer: false,
      treasurer: false,
    });
  });

  it('creates a Coach by invitation, head of coaching offered once Coach is ticked', async () => {
    const calls = fakeApi({
      '/api/features': () =>
        json(200, { email: true, language: null, oidc: null, club_name: 'Touchline', logo_url: null }),
      '/api/register': (method) =>
        method === 'POST' ? json(201, makeUser({ user_id: 9, username: 'casey' })) : undefined,
    });
    renderScreen();
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    const form = screen.getByRole('region', { name: 'New User' });
    const types = within(form).getByRole('group', { name: 'User Types' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual(['Parent', 'Coach', 'Player']);
    expect(within(form).queryByLabelText('Head of coaching')).not.toBeInTheDocument();

    fireEvent.change(within(form).getByLabelText('Username'), { target: { value: 'casey' } });
    fireEvent.change(within(form).getByLabelText('Email'), { target: { value: 'casey@example.org' } });
    fireEvent.click(within(form).getByLabelText('Coach'));
    fireEvent.click(within(form).getByLabelText('Player'));
    fireEvent.click(within(form).getByLabelText('Email an invitation instead of choosing a password'));
    expect(within(form).queryByLabelText('Password')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Invalid combination of user types. Allowed: Parent, Coach, Player, or Parent+Coach.',
    );
    expect(callsTo(calls, 'POST', '/api/register')).toHaveLength(0);

    // A player's account cannot be the welfare officer: the box is not offered while Player is ticked.
    expect(within(form).queryByLabelText('Welfare officer')).not.toBeInTheDocument();
    fireEvent.click(within(form).getByLabelText('Player'));
    expect(within(form).getByLabelText('Welfare officer')).not.toBeChecked();
    const head = within(form).getByLabelText('Head of coaching');
    expect(head).toHaveAccessibleDescription(/Sees every team on the coach screens/);
    fireEvent.click(head);
    fireEvent.click(within(form).getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'New User' })).not.toBeInTheDocument());
    expect(JSON.parse(callsTo(calls, 'POST', '/api/register')[0]?.body ?? '{}')).toEqual({
      username: 'casey',
      role: 'user',
      short_name: null,
      email: 'casey@example.org',
      userTypes: ['Coach'],
      head_of_coaching: true,
      welfare_officer: false,
      treasurer: false,
      invite: true,
    });
  });

  it("shows 'Failed to create user', or the server's text", async () => {
    let answer = json(409, { error: 'Username already exists' });
    fakeApi({ '/api/register': () => answer });
    renderScreen();
    await screen.findByRole('table', { name: 'Users' });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'admin' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a-long-secret-pw' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
    answer = empty(500);
    fireEvent.click(screen.getByRole('button', { name: 'Create User' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to create user'));
  });

  it(
    'edits one user inline; the user-type rule is checked ' + 'before any request, the server text shows on failure',
    async () => {
      let answer = json(400, { error: 'Username already exists' });
      const calls = fakeApi({ '/api/users/5': (method) => (method === 'PUT' ? answer : undefined) });
      renderScreen();
      fireEvent.click(await screen.findByRole('button', { name: 'Edit parent1' }));
      const form = screen.getByRole('form', { name: 'Edit user parent1' });
      expect(within(form).getByLabelText('Username')).toHaveValue('parent1');
      expect(within(form).getByLabelText('Password')).toHaveValue('');
      expect(within(form).getByLabelText('Parent')).toBeChecked();

      fireEvent.click(within(form).getByLabelText('Player'));
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(within(form).getByRole('alert')).toHaveTextContent(
        'Invalid combination of user types. Allowed: Parent, Coach, Player, or Parent+Coach.',
      );
      expect(callsTo(calls, 'PUT', '/api/users/5')).toHaveLength(0);

      fireEvent.click(within(form).getByLabelText('Player'));
      fireEvent.click(within(form).getByLabelText('Coach'));
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await within(form).findByText('Username already exists')).toBeInTheDocument();
      expect(JSON.parse(callsTo(calls, 'PUT', '/api/users/5')[0]?.body ?? '{}')).toEqual({
        username: 'parent1',
        role: 'user',
        short_name: 'Pat Parent',
        email: 'p1@example.org',
        userTypes: ['Parent', 'Coach'],
        head_of_coaching: false,
        welfare_officer: false,
        treasurer: false,
      });
      // A parent who becomes a coach keeps the one account: head of coaching is offered with Coach.
      fireEvent.click(within(form).getByLabelText('Head of coaching'));
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(callsTo(calls, 'PUT', '/api/users/5')).toHaveLength(2));
      expect(JSON.parse(callsTo(calls, 'PUT', '/api/users/5')[1]?.body ?? '{}')).toMatchObject({
        userTypes: ['Parent', 'Coach'],
        head_of_coaching: true,
        welfare_officer: false,
        treasurer: false,
      });

      answer = empty(500);
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await within(form).findByText('Failed to update user')).toBeInTheDocument();

      answer = json(200, { ...parent, userTypes: [{ type: 'Coach' }, { type: 'Parent' }] });
      fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit user parent1' })).not.toBeInTheDocument());
    },
  );

  it('deletes a user after the confirmation', async () => {
    const calls = fakeApi({ '/api/users/6': (method) => (method === 'DELETE' ? empty(204) : undefined) });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete coach1' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this user?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/users/6')).toHaveLength(1));
  });

  it("shows 'Failed to delete user' when the delete fails without a text", async () => {
    fakeApi({ '/api/users/6': (method) => (method === 'DELETE' ? empty(500) : undefined) });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete coach1' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
  });

  it('impersonates: the new token goes to the session (whose replaceToken goes to /)', async () => {
    const calls = fakeApi({ '/api/impersonate': () => json(200, { token: 'parent-token' }) });
    const { session } = renderScreen();
    vi.mocked(session.replaceToken).mockResolvedValue(parent);
    // An admin cannot act as another admin (#28 item 15): their row offers no such button.
    expect(await screen.findByRole('button', { name: 'Edit admin' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Impersonate admin' })).not.toBeInTheDocument();
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate parent1' }));
    await waitFor(() => expect(session.replaceToken).toHaveBeenCalledWith('parent-token'));
    expect(JSON.parse(callsTo(calls, 'POST', '/api/impersonate')[0]?.body ?? '{}')).toEqual({ user_id: 5 });
  });

  it("shows 'Failed to impersonate user' when the server refuses", async () => {
    fakeApi({ '/api/impersonate': () => json(404, { error: 'Not found' }) });
    const { session, router } = renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Impersonate parent1' }));
    expect(await screen.findByText('Failed to impersonate user')).toBeInTheDocument();
    expect(session.replaceToken).not.toHaveBeenCalled();
    expect(locationOf(router)).toBe('/admin/users');
  });

  it("Manage Players lists a parent's players and adds and removes links", async () => {
    const calls = fakeApi({
      '/api/parent-player-associations': (method) =>
        method === 'POST' ? json(201, {}) : method === 'DELETE' ? empty(204) : undefined,
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Players for parent1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Players for parent1' });
    expect(await within(dialog).findByText('Kid One')).toBeInTheDocument();
    const select = within(dialog).getByLabelText('Add player');
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a player', 'Kid Two (Lions)']),
    );

    fireEvent.change(select, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }));
    await waitFor(() => expect(callsTo(calls, 'POST', '/api/parent-player-associations')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'POST', '/api/parent-player-associations')[0]?.body ?? '{}')).toEqual({
      parent_user_id: 5,
      player_id: 12,
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove Kid One from parent1' }));
    await waitFor(() => expect(callsTo(calls, 'DELETE', '/api/parent-player-associations')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, 'DELETE', '/api/parent-player-associations')[0]?.body ?? '{}')).toEqual({
      parent_user_id: 5,
      player_id: 11,
    });
  });

  it("shows 'Failed to fetch player associations'", async () => {
    fakeApi({ '/api/parent-player-associations/parent/5': () => empty(500) });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Manage Players for parent1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Players for parent1' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch player associations');
  });
});

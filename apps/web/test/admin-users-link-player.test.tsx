import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedPlayer, ListedUser } from '@touchline/domain';
import { AdminUsersPage } from '../src/features/admin/admin-users-page';
import { SessionContext } from '../src/session/session-context';
import type { Call } from './fake-fetch';
import { json, stubFetch } from './fake-fetch';
import { fakeSession } from './fake-session';
import { admin, listedUser, makeUser, renderRoutes } from './render-app';

/** #13.5: 'Link Player' on the User Management screen, for users of type Player. */
const pat = makeUser({ user_id: 8, username: 'pat', userTypes: [{ type: 'Player' }] });
const sam = makeUser({ user_id: 9, username: 'sam', userTypes: [{ type: 'Player' }], player_id: 12 });
const parent = makeUser({ user_id: 5, username: 'parent1', userTypes: [{ type: 'Parent' }] });
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
const third: ListedPlayer = { ...kid, player_id: 13, player_name: 'Kid Three' };

function fakeApi(linkAnswer: (body: { player_id: number | null }) => Response) {
  let users: ListedUser[] = [admin, pat, sam, parent].map((u) => listedUser(u));
  const calls = stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url === '/api/users') return json(200, users);
    if (method === 'GET' && url === '/api/players') return json(200, [kid, other, third]);
    if (method === 'PUT' && url === '/api/users/8/player') {
      const body = JSON.parse(String(init.body)) as { player_id: number | null };
      const answer = linkAnswer(body);
      if (answer.ok) users = users.map((u) => (u.user_id === 8 ? { ...u, player_id: body.player_id } : u));
      return answer;
    }
    return json(404, { error: 'Not found' });
  });
  return calls;
}

function renderScreen() {
  const session = fakeSession({ status: 'signed-in', user: admin });
  renderRoutes(
    [
      {
        path: '/admin/users',
        element: (
          <SessionContext value={session}>
            <AdminUsersPage />
          </SessionContext>
        ),
      },
    ],
    '/admin/users',
  );
}

const putsTo = (calls: Call[]) =>
  calls
    .filter((c) => c.method === 'PUT' && c.url === '/api/users/8/player')
    .map((c) => JSON.parse(c.body ?? '{}') as unknown);

describe('Link Player', { timeout: 30_000 }, () => {
  it('links a Player account to a player without an account, shows the link and unlinks it', async () => {
    const calls = fakeApi((body) => json(200, { ...pat, player_id: body.player_id }));
    renderScreen();
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.queryByRole('button', { name: 'Link Player for parent1' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Link Player for pat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Player for pat' });
    expect(within(dialog).getByText('No player is linked to this account yet.')).toBeInTheDocument();
    const select = within(dialog).getByLabelText('Player');
    // Kid Two already belongs to sam's account.
    await waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a player', 'Kid One (Lions)', 'Kid Three (Lions)']),
    );
    expect(within(dialog).getByRole('button', { name: 'Link Player' })).toBeDisabled();

    fireEvent.change(select, { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link Player' }));
    await waitFor(() => expect(putsTo(calls)).toEqual([{ player_id: 11 }]));
    expect(await within(dialog).findByText('Kid One (Lions)', { selector: 'strong' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(putsTo(calls)).toEqual([{ player_id: 11 }, { player_id: null }]));
    expect(await within(dialog).findByText('No player is linked to this account yet.')).toBeInTheDocument();
  });

  it("shows the server's reason when the link is refused", async () => {
    fakeApi(() => json(409, { error: 'This player is already linked to another account' }));
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Link Player for pat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link Player for pat' });
    const select = within(dialog).getByLabelText('Player');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '13' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Link Player' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This player is already linked to another account',
    );
  });
});

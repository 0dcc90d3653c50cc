import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedPlayer } from '@touchline/domain';
import { AdminPlayersPage } from '../src/features/admin/admin-players-page';
import { AdminUsersPage } from '../src/features/admin/admin-users-page';
import { empty, json, stubFetch } from './fake-fetch';
import { aPlayer } from './dashboard-fixtures';
import { renderSignedIn } from './fake-session';
import { admin, listedUser, makeUser, renderRoutes } from './render-app';

/** Who is linked to whom, at a glance (issue 17): parents under each player, children under each parent. */
const mia = aPlayer({
  player_id: 4,
  player_name: 'Mia Smith',
  parents: [
    { user_id: 5, username: 'sam', short_name: 'Sam Smith' },
    { user_id: 6, username: 'alex', short_name: null },
  ],
});
const leo: ListedPlayer = { ...mia, player_id: 7, player_name: 'Leo Lone', parents: [] };
const sam = makeUser({ user_id: 5, username: 'sam', short_name: 'Sam Smith', userTypes: [{ type: 'Parent' }] });
const coach = makeUser({ user_id: 8, username: 'coach1', userTypes: [{ type: 'Coach' }] });

/** A row of the table, found by one of its buttons' names. */
const rowOf = async (button: string) =>
  (await screen.findByRole('button', { name: button })).closest('tr') as HTMLElement;

const renderUsers = () => renderSignedIn(admin, <AdminUsersPage />);

describe('Player Management', () => {
  it("names each player's parents under their name, and finds a player by a parent's name", async () => {
    stubFetch((url) => (url === '/api/teams' ? json(200, []) : json(200, [mia, leo])));
    renderRoutes([{ path: '/', element: <AdminPlayersPage /> }], '/');
    expect(await rowOf('Edit player Mia Smith')).toHaveTextContent('Mia SmithParents: Sam Smith, alex');
    expect(await rowOf('Edit player Leo Lone')).not.toHaveTextContent('Parents');

    fireEvent.change(screen.getByPlaceholderText('Search players...'), { target: { value: 'sam smith' } });
    expect(screen.getByText('Showing 1 of 2 players')).toBeInTheDocument();
    expect(screen.queryByText('Leo Lone')).not.toBeInTheDocument();
  });
});

describe('User Management', () => {
  it("names each parent's children under their username; others show none", async () => {
    stubFetch(() => json(200, [listedUser(admin), listedUser(sam, [mia, leo]), listedUser(coach)]));
    renderUsers();
    expect(await rowOf('Edit sam')).toHaveTextContent('samChildren: Mia Smith, Leo Lone');
    expect(await rowOf('Edit coach1')).not.toHaveTextContent('Children');
  });

  it('shows a link made in Manage Players on the list at once', async () => {
    let children: ListedPlayer[] = [];
    const calls = stubFetch((url, init) => {
      const method = init.method ?? 'GET';
      if (url === '/api/parent-player-associations' && method === 'POST') {
        children = [mia];
        return json(201, { parent_user_id: 5, player_id: 4 });
      }
      if (url === '/api/parent-player-associations/parent/5') return json(200, []);
      if (url === '/api/players') return json(200, [mia, leo]);
      if (url === '/api/users') return json(200, [listedUser(admin), listedUser(sam, children)]);
      return empty(404);
    });
    renderUsers();
    expect(await rowOf('Edit sam')).not.toHaveTextContent('Children');
    fireEvent.click(screen.getByRole('button', { name: 'Manage Players for sam' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Players for sam' });
    const select = within(dialog).getByLabelText('Add player');
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Player' }));

    await waitFor(async () => expect(await rowOf('Edit sam')).toHaveTextContent('samChildren: Mia Smith'));
    // The players were read again too: their parents changed.
    expect(calls.filter((c) => c.url === '/api/players').length).toBeGreaterThan(1);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedPlayer, Team } from '@touchline/domain';
import { AdminPlayersPage } from '../src/features/admin/admin-players-page';
import { AdminUsersPage } from '../src/features/admin/admin-users-page';
import { json, stubFetch } from './fake-fetch';
import { renderSignedIn } from './fake-session';
import { admin, listedUser, makeUser, renderRoutes } from './render-app';

const lions: Team = {
  team_id: 1,
  team_name: 'Lions',
  home_colours: 'Red',
  away_colours: 'Black',
  age_group: 'U10',
  club_name: 'Riverside FC',
  contact_number: '0123',
  youth_mode: false,
  youth_mode_choice: null,
  match_minutes: 60,
  match_minutes_choice: null,
};
const ava: ListedPlayer = {
  player_id: 4,
  player_name: 'Ava Reid',
  player_short_name: 'Ava',
  preferred_position: 'Defender',
  date_of_birth: '2015-01-01',
  shirt_number: 4,
  team_id: 1,
  team_name: 'Lions',
  team: { team_name: 'Lions' },
  parents: null,
};
const parent = makeUser({ user_id: 5, username: 'parent1', userTypes: [{ type: 'Parent' }] });

let saved: { href: string; download: string }[] = [];
beforeEach(() => {
  saved = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:export');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const exportAnswer = (name: string) =>
  new Response(JSON.stringify({ exported_at: 'now' }), {
    status: 200,
    headers: { 'Content-Type': 'application/json', 'Content-Disposition': `attachment; filename="${name}"` },
  });

describe('Player Management: data rights', { timeout: 20_000 }, () => {
  it("exports a player's data as the server's JSON file", async () => {
    const calls = stubFetch((url) => {
      if (url === '/api/admin/players/4/export') return exportAnswer('touchline-player-4.json');
      if (url === '/api/teams') return json(200, [lions]);
      return json(200, [ava]);
    });
    renderRoutes([{ path: '/', element: <AdminPlayersPage /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Export data for Ava Reid' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'touchline-player-4.json' }]));
    expect(calls.find((c) => c.url === '/api/admin/players/4/export')?.method).toBe('GET');
  });

  it('erases after the question, reloads the list and says so; Cancel does nothing', async () => {
    let players = [ava];
    const calls = stubFetch((url, init) => {
      if (url === '/api/admin/players/4/erase' && init.method === 'POST') {
        players = [
          {
            ...ava,
            player_name: 'Erased player 4',
            player_short_name: null,
            date_of_birth: null,
            preferred_position: 'Unknown',
          },
        ];
        return json(200, { player_id: 4, player_name: 'Erased player 4' });
      }
      if (url === '/api/teams') return json(200, [lions]);
      return json(200, players);
    });
    renderRoutes([{ path: '/', element: <AdminPlayersPage /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Erase personal data of Ava Reid' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      "Erase Ava Reid's personal data? Their name, date of birth, availability, parent links and targets are " +
        'removed; match history is kept anonymously. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Erase personal data of Ava Reid' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Personal data erased');
    expect(await screen.findByRole('cell', { name: 'Erased player 4' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Ava Reid' })).not.toBeInTheDocument();
  });

  it("shows the server's text when erasing fails", async () => {
    stubFetch((url, init) => {
      if (init.method === 'POST') return json(404, { error: 'Not found' });
      if (url === '/api/teams') return json(200, [lions]);
      return json(200, [ava]);
    });
    renderRoutes([{ path: '/', element: <AdminPlayersPage /> }], '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Erase personal data of Ava Reid' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Erase' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not found');
  });
});

describe('User Management: data export', { timeout: 20_000 }, () => {
  it("exports a user's data, and reports a failure in the red banner", async () => {
    let fail = false;
    stubFetch((url) => {
      if (url === '/api/admin/users/5/export') return fail ? json(500, {}) : exportAnswer('touchline-user-5.json');
      return json(200, [listedUser(admin), listedUser(parent)]);
    });
    renderSignedIn(admin, <AdminUsersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Export data for parent1' }));
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:export', download: 'touchline-user-5.json' }]));

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Export data for parent1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to export data');
  });
});

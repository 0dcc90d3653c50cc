import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedPlayer, Team } from '@touchline/domain';
import { HttpError } from '../src/api/http';
import { oppositionDeleteError } from '../src/features/admin/opposition-teams/opposition-team-fields';
import { playerMatchesSearch, toPlayerBody } from '../src/features/admin/players/player-fields';
import { AdminSeasonsPage } from '../src/features/admin/admin-seasons-page';
import { AdminTeamsPage } from '../src/features/admin/admin-teams-page';
import { errorText } from '../src/ui/crud/error-text';
import { empty, json, stubFetch } from './fake-fetch';
import { renderRoutes } from './render-app';

const lions: Team = {
  team_id: 1,
  team_name: 'Riverside U10 Lions',
  home_colours: 'Red',
  away_colours: 'Black',
  age_group: 'U10',
  club_name: 'Riverside FC',
  contact_number: '0123',
  youth_mode: true,
  youth_mode_choice: null,
  match_minutes: 60,
  match_minutes_choice: null,
};
const eagles: Team = {
  ...lions,
  team_id: 2,
  team_name: 'Hillside Eagles',
  age_group: 'U14',
  club_name: 'Hillside',
  youth_mode: false,
};

function renderScreen(element: ReactElement) {
  return renderRoutes([{ path: '/', element }], '/');
}

describe('Team Management', () => {
  it('creates a team from the New Team form and reloads the list', async () => {
    let teams = [lions];
    const calls = stubFetch((url, init) => {
      if (init.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Team;
        teams = [
          ...teams,
          {
            ...body,
            team_id: 3,
            youth_mode: true,
            youth_mode_choice: null,
            match_minutes: 60,
            match_minutes_choice: null,
          },
        ];
        return json(201, teams[1]);
      }
      return json(200, teams);
    });
    renderScreen(<AdminTeamsPage />);
    expect(await screen.findByRole('cell', { name: 'Riverside U10 Lions' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const form = within(screen.getByRole('form', { name: 'New Team' }));
    fireEvent.click(form.getByRole('button', { name: 'Create Team' }));
    expect(form.getByText('Team name is required')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    const values = {
      'Team Name': ' New Team ',
      'Home Colours': 'Blue',
      'Away Colours': 'White',
      'Age Group': 'U9',
      'Club Name': 'Club',
      'Contact Number': '555',
    };
    for (const [label, value] of Object.entries(values))
      fireEvent.change(form.getByLabelText(label), { target: { value } });
    fireEvent.click(form.getByRole('button', { name: 'Create Team' }));

    expect(await screen.findByRole('cell', { name: 'New Team' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'New Team' })).not.toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '')).toEqual({
      team_name: 'New Team',
      home_colours: 'Blue',
      away_colours: 'White',
      age_group: 'U9',
      club_name: 'Club',
      contact_number: '555',
      // The match length left empty: the age group's (decision 124).
      match_minutes: null,
    });
  });

  it("shows youth mode on for U7 to U11 until the admin switches it, and sends only the admin's choice", async () => {
    const calls = stubFetch((_url, init) =>
      init.method === 'PUT' ? json(200, { ...eagles, youth_mode: true, youth_mode_choice: true }) : json(200, [eagles]),
    );
    renderScreen(<AdminTeamsPage />);
    expect(await screen.findByRole('cell', { name: 'Hillside Eagles' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Off' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Create Team' }));
    const form = within(screen.getByRole('form', { name: 'New Team' }));
    const youthMode = form.getByRole('switch', { name: /Youth mode/ });
    expect(youthMode).toHaveAccessibleDescription('Hide results, scores and goal counts from parents and players');
    expect(youthMode).not.toBeChecked();
    fireEvent.change(form.getByLabelText('Age Group'), { target: { value: 'U9' } });
    expect(youthMode).toBeChecked();
    fireEvent.change(form.getByLabelText('Age Group'), { target: { value: 'U12' } });
    expect(youthMode).not.toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    const row = screen.getByRole('cell', { name: 'Hillside Eagles' }).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
    const edit = within(await screen.findByRole('form', { name: 'Edit team Hillside Eagles' }));
    const editSwitch = edit.getByRole('switch', { name: /Youth mode/ });
    expect(editSwitch).not.toBeChecked();
    fireEvent.click(editSwitch);
    expect(editSwitch).toBeChecked();
    fireEvent.click(edit.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')?.body ?? '')).toMatchObject({
      age_group: 'U14',
      youth_mode: true,
    });
  });

  it("shows the server's 409 text when a delete is refused, and the spec's text when there is none", async () => {
    let answer = json(409, { error: 'Cannot delete team - it has 2 player(s)', playerCount: 2 });
    stubFetch((_url, init) => (init.method === 'DELETE' ? answer : json(200, [lions, eagles])));
    renderScreen(<AdminTeamsPage />);
    const row = (await screen.findByRole('cell', { name: 'Hillside Eagles' })).closest('tr') as HTMLElement;

    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this team?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot delete team - it has 2 player(s)');

    answer = empty(500);
    fireEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/^Failed to delete team$/));
  });

  it(
    "shows 'Failed to fetch teams' when the list cannot be " + "read, and neither the empty text nor 'Showing 0 of 0'",
    async () => {
      stubFetch(() => empty(500));
      renderScreen(<AdminTeamsPage />);
      expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to fetch teams$/);
      expect(screen.queryByText('No teams available.')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Showing \d+ of \d+ teams$/)).not.toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: 'Search teams...' })).not.toBeInTheDocument();
      // The spec gives the teams no Retry (only the seasons have one).
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    },
  );

  it('edits one row at a time', async () => {
    stubFetch(() => json(200, [lions, eagles]));
    renderScreen(<AdminTeamsPage />);
    const [first, second] = await screen.findAllByRole('button', { name: 'Edit' });
    fireEvent.click(first as HTMLElement);
    expect(screen.getByRole('form', { name: 'Edit team Riverside U10 Lions' })).toBeInTheDocument();
    expect(screen.getByLabelText('Team Name')).toHaveValue('Riverside U10 Lions');
    fireEvent.click(second as HTMLElement);
    expect(screen.queryByRole('form', { name: 'Edit team Riverside U10 Lions' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Edit team Hillside Eagles' })).toBeInTheDocument();
  });
});

describe('Season Management', () => {
  it("says 'Failed to load seasons' with Retry when the list cannot be read, and Retry reads it again", async () => {
    let answer = empty(500);
    const calls = stubFetch(() => answer);
    renderScreen(<AdminSeasonsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load seasons');
    expect(screen.queryByText('No seasons found. Create your first season to get started.')).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Seasons' })).not.toBeInTheDocument();

    answer = json(200, [
      { season_id: 1, name: '2030-31', start_date: '2030-08-01', end_date: '2031-07-31', is_current: true },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: '2030-31' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.endsWith('/api/seasons'))).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('hides Add New Season while the form is open; Cancel closes and clears the form', async () => {
    stubFetch(() => json(200, []));
    renderScreen(<AdminSeasonsPage />);
    expect(await screen.findByText('No seasons found. Create your first season to get started.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add New Season' }));
    expect(screen.queryByRole('button', { name: 'Add New Season' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Season Name'), { target: { value: '2024-25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add New Season' }));
    expect(screen.getByLabelText('Season Name')).toHaveValue('');
  });
});

describe('form and error rules', () => {
  it('sends the player body with numbers and leaves empty required fields out', () => {
    expect(
      toPlayerBody({
        player_name: 'Sam',
        player_short_name: '',
        preferred_position: 'Forward',
        date_of_birth: '2013-01-02',
        shirt_number: '7',
        team_id: '3',
      }),
    ).toEqual({
      player_name: 'Sam',
      player_short_name: '',
      preferred_position: 'Forward',
      date_of_birth: '2013-01-02',
      shirt_number: 7,
      team_id: 3,
    });
    expect(
      toPlayerBody({
        player_name: '',
        player_short_name: '',
        preferred_position: '',
        date_of_birth: '',
        shirt_number: '',
        team_id: '',
      }),
    ).toMatchObject({
      date_of_birth: undefined,
      shirt_number: undefined,
      team_id: undefined,
    });
  });

  it("searches players by name, short name, position, team, shirt number and a parent's name", () => {
    const p: ListedPlayer = {
      player_id: 1,
      player_name: 'Sam Smith',
      player_short_name: 'Sammy',
      preferred_position: 'Forward',
      date_of_birth: null,
      shirt_number: 11,
      team_id: 1,
      team_name: 'U12 Tigers',
      team: { team_name: 'U12 Tigers' },
      parents: [{ user_id: 4, username: 'ajones', short_name: 'Alex Jones' }],
    };
    for (const q of ['SAM', 'mmy', 'forw', 'tigers', '11', 'alex j']) expect(playerMatchesSearch(p, q)).toBe(true);
    expect(playerMatchesSearch(p, 'keeper')).toBe(false);
  });

  it("words the opposition 409 from matchCount, and uses the server's text otherwise", () => {
    expect(
      oppositionDeleteError(
        new HttpError('x', 409, 'status', {
          error: 'Cannot delete team - it has 3 associated match(es)',
          matchCount: 3,
        }),
      ),
    ).toBe('Cannot delete team - it has 3 associated match(es)');
    expect(oppositionDeleteError(new HttpError('x', 500, 'status', {}))).toBeNull();
    expect(
      errorText(
        new HttpError('Failed to create resource', 400, 'status', { error: 'Team name is required' }),
        'Failed to create team',
      ),
    ).toBe('Team name is required');
    expect(errorText(new HttpError('Failed to create resource', 0, 'network'), 'Failed to create team')).toBe(
      'Failed to create team',
    );
  });
});

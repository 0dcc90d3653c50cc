import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedMatch, MyTeams, OppositionTeam, Season, Team, User } from '@touchline/domain';
import { AdminFixturesPage } from '../src/features/admin/admin-fixtures-page';
import type { Call } from './fake-fetch';
import { EVERY_TEAM, empty, json, stubFetch } from './fake-fetch';
import { renderSignedIn } from './fake-session';
import { admin, coach } from './render-app';
import { setTeamChoice } from '../src/widgets/team-scope/team-choice';

const team: Team = {
  team_id: 3,
  team_name: 'U12 Lions',
  home_colours: 'Blue',
  away_colours: 'Red',
  age_group: 'U12',
  club_name: 'Touchline',
  contact_number: '1',
  youth_mode: false,
  youth_mode_choice: null,
  match_minutes: 60,
  match_minutes_choice: null,
};
const rovers: OppositionTeam = { id: 4, team_name: 'Rovers', venue_name: 'Rovers Park', venue_address: '1 Park Road' };
const seasons: Season[] = [
  { season_id: 1, name: '2023-24', start_date: '2023-08-01', end_date: '2024-05-31', is_current: false },
  { season_id: 2, name: '2024-25', start_date: '2024-08-01', end_date: '2025-05-31', is_current: true },
];

function makeMatch(match_id: number, overrides: Partial<ListedMatch> = {}): ListedMatch {
  return {
    version: 'v1',
    match_id,
    opposition_name: `Opponent ${match_id}`,
    venue_name: 'Home Ground',
    venue_address: 'High St',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Blue',
    match_date: '2025-03-01',
    team_id: 3,
    team_name: 'U12 Lions',
    team: { team_name: 'U12 Lions' },
    match_type: 'league',
    match_type_id: 1,
    season_id: 2,
    opposition_team_id: null,
    status: 'scheduled',
    status_reason: null,
    match_minutes: 90,
    state: { phase: 'NOT_STARTED', our_goals: 0, opposition_goals: 0, has_events: false, youth_mode: false },
    ...overrides,
  };
}

type Route = (method: string, body: unknown) => Response | undefined;

/** A fake API: GET lists by default, with per-path overrides. */
function fakeApi(
  overrides: Record<string, Route> = {},
  matches: ListedMatch[] = [
    makeMatch(1),
    makeMatch(2, { opposition_name: 'City', venue_name: 'City Park', match_date: '2025-03-08' }),
  ],
  myTeams: MyTeams = EVERY_TEAM,
) {
  const lists: Record<string, unknown> = {
    '/api/matches': matches,
    '/api/teams': [team],
    '/api/opposition-teams': [rovers],
    '/api/match-types': [
      { match_type_id: 1, name: 'league', description: null },
      { match_type_id: 3, name: 'divisional cup', description: null },
      { match_type_id: 6, name: 'friendly', description: null },
    ],
    '/api/seasons': seasons,
  };
  return stubFetch(
    (url, init) => {
      const method = init.method ?? 'GET';
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      const answer = overrides[url]?.(method, body);
      if (answer) return answer;
      if (method === 'GET' && url in lists) return json(200, lists[url]);
      return json(404, { error: 'Not found' });
    },
    { myTeams },
  );
}

function renderScreen(user: User = admin) {
  return renderSignedIn(user, <AdminFixturesPage />);
}

const posts = (calls: Call[], url: string) =>
  calls
    .filter((c) => c.method === 'POST' && c.url === url)
    .map((c) => JSON.parse(c.body ?? '{}') as Record<string, unknown>);

async function openCreateDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Create New Match' }));
  return screen.findByRole('dialog', { name: 'Create Match' });
}

function change(field: HTMLElement, value: string) {
  fireEvent.change(field, { target: { value } });
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Dialog tests click through many fields; a busy shared machine makes them slow.
describe('Match Management', { timeout: 30_000 }, () => {
  it('lists matches with HH:MM times, searches by opposition, venue or team and counts them', async () => {
    fakeApi({}, [
      makeMatch(1, { kick_off_time: '10:00:00' }),
      makeMatch(2, { opposition_name: 'City', venue_name: 'City Park' }),
    ]);
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Opposition', 'Venue', 'Date', 'Kick-off', 'Meet', 'Kit', 'H/A', 'Team', 'Type', 'Actions']);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
      'Opponent 1Home Ground2025-03-0110:0009:30BlueHomeU12 LionsLeague',
    );
    expect(screen.getByText('Showing 2 of 2 matches')).toBeInTheDocument();

    change(screen.getByRole('textbox', { name: 'Search matches...' }), 'city park');
    expect(screen.getByText('Showing 1 of 2 matches')).toBeInTheDocument();
    change(screen.getByRole('textbox', { name: 'Search matches...' }), 'lions');
    expect(screen.getByText('Showing 2 of 2 matches')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch matches' when the list cannot be read", async () => {
    fakeApi({ '/api/matches': () => json(500, {}) });
    renderScreen();
    expect(await screen.findByText('Failed to fetch matches')).toBeInTheDocument();
  });

  it('pages 2,000 matches 50 at a time', async () => {
    fakeApi(
      {},
      Array.from({ length: 2000 }, (_, i) => makeMatch(i + 1)),
    );
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('Showing 2000 of 2000 matches')).toBeInTheDocument();
  });

  it("creates a match: 'Team is required' first, then a POST with the form's values", async () => {
    const calls = fakeApi({
      '/api/matches': (method, body) =>
        method === 'POST' ? json(201, { ...makeMatch(9), ...(body as object) }) : undefined,
    });
    renderScreen();
    const dialog = await openCreateDialog();
    const form = within(dialog);
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Season' })).toHaveValue('2'));
    expect(form.getByRole('radio', { name: 'Home' })).toBeChecked();

    change(form.getByRole('textbox', { name: 'Opposition Name' }), 'Rovers');
    change(form.getByRole('textbox', { name: 'Venue Name' }), 'Home Ground');
    change(form.getByRole('textbox', { name: 'Venue Address' }), 'High St');
    change(form.getByLabelText('Match Date'), '2025-03-15');
    change(form.getByLabelText('Kick-off Time'), '11:00');
    expect(form.getByLabelText(/Meet Time/)).toHaveValue('10:30');
    change(form.getByRole('textbox', { name: 'Kit Colours' }), 'Blue');
    fireEvent.click(form.getByRole('button', { name: 'Create Match' }));
    expect(await form.findByText('Team is required')).toBeInTheDocument();
    expect(posts(calls, '/api/matches')).toHaveLength(0);

    change(form.getByRole('combobox', { name: 'Team' }), '3');
    fireEvent.click(form.getByRole('button', { name: 'Create Match' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Match' })).not.toBeInTheDocument());
    expect(posts(calls, '/api/matches')).toEqual([
      {
        opposition_name: 'Rovers',
        venue_name: 'Home Ground',
        venue_address: 'High St',
        home_or_away: 'Home',
        kick_off_time: '11:00',
        meet_time: '10:30',
        colours: 'Blue',
        match_date: '2025-03-15',
        team_id: 3,
        match_type: 'league',
        match_type_id: 1,
        season_id: 2,
        opposition_team_id: null,
      },
    ]);
  });

  it("shows the server's text when a create fails, and keeps the dialog open", async () => {
    fakeApi({
      '/api/matches': (method) =>
        method === 'POST' ? json(400, { error: 'Match date must be a date (YYYY-MM-DD)' }) : undefined,
    });
    renderScreen();
    const form = within(await openCreateDialog());
    change(form.getByRole('combobox', { name: 'Opposition Team' }), '4');
    expect(form.getByRole('textbox', { name: 'Opposition Name' })).toHaveValue('Rovers');
    for (const [name, value] of [
      ['Venue Name', 'V'],
      ['Venue Address', 'A'],
      ['Kit Colours', 'K'],
    ] as const)
      change(form.getByRole('textbox', { name }), value);
    change(form.getByLabelText('Match Date'), '2025-03-15');
    change(form.getByLabelText('Kick-off Time'), '11:00');
    change(form.getByRole('combobox', { name: 'Team' }), '3');
    fireEvent.click(form.getByRole('button', { name: 'Create Match' }));
    expect(await form.findByText('Match date must be a date (YYYY-MM-DD)')).toBeInTheDocument();
  });

  it('fills the venue from the opposition team for Away matches', async () => {
    fakeApi();
    renderScreen();
    const form = within(await openCreateDialog());
    await waitFor(() => expect(form.getAllByRole('option', { name: 'Rovers' })).toHaveLength(1));
    fireEvent.click(form.getByRole('radio', { name: 'Away' }));
    change(form.getByRole('combobox', { name: 'Opposition Team' }), '4');
    expect(form.getByRole('textbox', { name: 'Opposition Name' })).toHaveValue('Rovers');
    expect(form.getByRole('textbox', { name: 'Venue Name' })).toHaveValue('Rovers Park');
    expect(form.getByRole('textbox', { name: 'Venue Address' })).toHaveValue('1 Park Road');
  });

  it('creates an opposition team inline (empty venue sent as null) and selects it', async () => {
    const created: OppositionTeam = { id: 12, team_name: 'Athletic', venue_name: null, venue_address: null };
    const calls = fakeApi({
      '/api/opposition-teams': (method) => (method === 'POST' ? json(201, created) : undefined),
    });
    renderScreen();
    const dialog = await openCreateDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create New Opposition Team' }));
    const inline = within(await within(dialog).findByRole('form', { name: 'Create New Opposition Team' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Opposition Name' })).not.toBeInTheDocument();

    fireEvent.click(inline.getByRole('button', { name: 'Create Team' }));
    expect(await inline.findByText('Team name is required')).toBeInTheDocument();
    change(inline.getByRole('textbox', { name: 'Team Name' }), '  Athletic  ');
    fireEvent.click(inline.getByRole('button', { name: 'Create Team' }));

    const nameField = await within(dialog).findByRole('textbox', { name: 'Opposition Name' });
    expect(nameField).toHaveValue('Athletic');
    expect(within(dialog).getByRole('combobox', { name: 'Opposition Team' })).toHaveValue('12');
    expect(posts(calls, '/api/opposition-teams')).toEqual([
      { team_name: 'Athletic', venue_name: null, venue_address: null },
    ]);
  });

  it("shows 'Failed to create opposition team' when that fails", async () => {
    fakeApi({ '/api/opposition-teams': (method) => (method === 'POST' ? json(500, {}) : undefined) });
    renderScreen();
    const dialog = await openCreateDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create New Opposition Team' }));
    change(await within(dialog).findByRole('textbox', { name: 'Team Name' }), 'Athletic');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Team' }));
    expect(await within(dialog).findByText('Failed to create opposition team')).toBeInTheDocument();
  });

  it("falls back to League and Friendly with 'Failed to load match types'", async () => {
    fakeApi({ '/api/match-types': () => json(500, {}) });
    renderScreen();
    expect(await screen.findByText('Failed to load match types')).toBeInTheDocument();
    const form = within(await openCreateDialog());
    const select = form.getByRole('combobox', { name: 'Match Type' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => [o.textContent, (o as HTMLOptionElement).value]),
    ).toEqual([
      ['League', '1'],
      ['Friendly', '6'],
    ]);
    expect(select).toHaveValue('1');
  });

  it("shows 'Failed to load seasons' with a Retry that loads them", async () => {
    let failSeasons = true;
    fakeApi({ '/api/seasons': () => (failSeasons ? json(500, {}) : undefined) });
    renderScreen();
    const form = within(await openCreateDialog());
    expect(await form.findByText('Failed to load seasons')).toBeInTheDocument();
    failSeasons = false;
    fireEvent.click(form.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Season' })).toHaveValue('2'));
  });

  it("updates a match from its row menu, and says 'Failed to update match' when that fails", async () => {
    let fail = true;
    const calls = fakeApi({
      '/api/matches/2': (method) =>
        method === 'PUT' ? (fail ? json(400, { error: 'nope' }) : json(200, makeMatch(2))) : undefined,
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for match against City on 2025-03-08' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Match' }));
    expect(form.getByRole('textbox', { name: 'Opposition Name' })).toHaveValue('City');
    change(form.getByRole('textbox', { name: 'Kit Colours' }), 'Green');
    fireEvent.click(form.getByRole('button', { name: 'Update Match' }));
    expect(await form.findByText('Failed to update match')).toBeInTheDocument();
    fail = false;
    fireEvent.click(form.getByRole('button', { name: 'Update Match' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Match' })).not.toBeInTheDocument());
    const put = calls.filter((c) => c.method === 'PUT').at(-1);
    expect(JSON.parse(put?.body ?? '{}')).toMatchObject({
      opposition_name: 'City',
      colours: 'Green',
      team_id: 3,
      match_type_id: 1,
    });
  });

  it('sends the version it opened, and shows the values someone else saved meanwhile with the words why', async () => {
    const theirs = { ...makeMatch(2), colours: 'Purple', version: 'v-theirs' };
    let puts = 0;
    const calls = fakeApi({
      '/api/matches/2': (method) => {
        if (method !== 'PUT') return undefined;
        return ++puts > 1
          ? json(200, theirs)
          : json(412, {
              error: 'This was changed by someone else after you opened it: their values are shown now',
              current: theirs,
            });
      },
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for match against City on 2025-03-08' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Match' }));
    change(form.getByRole('textbox', { name: 'Kit Colours' }), 'Green');
    fireEvent.click(form.getByRole('button', { name: 'Update Match' }));
    expect(
      await form.findByText('This was changed by someone else after you opened it: their values are shown now'),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Kit Colours' })).toHaveValue('Purple');
    // Saved again, on their version this time.
    fireEvent.click(form.getByRole('button', { name: 'Update Match' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Match' })).not.toBeInTheDocument());
    const sent = calls.filter((c) => c.method === 'PUT');
    expect(sent.map((c) => c.headers.get('If-Match'))).toEqual(['"v1"', '"v-theirs"']);
  });

  it("deletes after 'Delete this match?', and says 'Failed to delete match' when that fails", async () => {
    let status = 500;
    const calls = fakeApi({
      '/api/matches/1': (method) =>
        method === 'DELETE' ? (status === 204 ? empty(204) : json(status, {})) : undefined,
    });
    renderScreen();
    const remove = async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: 'Actions for match against Opponent 1 on 2025-03-01' }),
      );
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      const confirm = await screen.findByRole('dialog', { name: 'Please confirm' });
      expect(confirm).toHaveTextContent('Delete this match?');
      fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    };
    await remove();
    expect(await screen.findByText('Failed to delete match')).toBeInTheDocument();
    status = 204;
    await remove();
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(2));
  });

  it('opens the lineup editor with a full page load', async () => {
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    fakeApi();
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for match against City on 2025-03-08' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Lineup' }));
    expect(assign).toHaveBeenCalledWith('/admin/matches/2/lineup');
  });
});

describe("Match Management for a team's coach (#30)", { timeout: 30_000 }, () => {
  const coachOfLions: MyTeams = { coaching: [{ team_id: 3, team_name: 'U12 Lions' }], family: [], all_teams: false };
  const cubs: Team = { ...team, team_id: 8, team_name: 'U9 Cubs' };
  const theirs = makeMatch(5, {
    opposition_name: 'Wanderers',
    team_id: 8,
    team_name: 'U9 Cubs',
    match_date: '2025-02-01',
  });
  afterEach(() => setTeamChoice('mine'));

  it("starts on the coach's team; another team's fixture is view only; postpones, never deletes", async () => {
    fakeApi({}, [theirs, makeMatch(1)], coachOfLions);
    renderScreen(coach);
    const table = await screen.findByRole('table', { name: 'Matches' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('Wanderers')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'All teams' }));
    const rows = within(table).getAllByRole('row').slice(1);
    // Their own team's first, then the others', to read.
    expect(rows[0]).toHaveTextContent('Opponent 1');
    expect(rows[1]).toHaveTextContent('Wanderers');
    expect(rows[1]).toHaveTextContent('View only');
    expect(screen.queryByRole('button', { name: /Actions for match against Wanderers/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for match against Opponent 1 on 2025-03-01' }));
    const items = (await screen.findAllByRole('menuitem')).map((item) => item.textContent);
    expect(items).toEqual(['Edit', 'Lineup', 'Postpone', 'Cancel fixture']);
  });

  it("offers only the coach's team, already chosen, and no new opposition team", async () => {
    const calls = fakeApi(
      {
        '/api/teams': () => json(200, [team, cubs]),
        '/api/matches': (method, body) =>
          method === 'POST' ? json(201, { ...makeMatch(9), ...(body as object) }) : undefined,
      },
      [makeMatch(1)],
      coachOfLions,
    );
    renderScreen(coach);
    const form = within(await openCreateDialog());
    await waitFor(() =>
      expect(
        within(form.getByRole('combobox', { name: 'Team' }))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select team', 'U12 Lions']),
    );
    expect(form.getByRole('combobox', { name: 'Team' })).toHaveValue('3');
    expect(form.queryByRole('button', { name: 'Create New Opposition Team' })).not.toBeInTheDocument();
    change(form.getByRole('textbox', { name: 'Opposition Name' }), 'Rovers');
    change(form.getByRole('textbox', { name: 'Venue Name' }), 'Home Ground');
    change(form.getByRole('textbox', { name: 'Venue Address' }), 'High St');
    change(form.getByLabelText('Match Date'), '2025-03-15');
    change(form.getByLabelText('Kick-off Time'), '11:00');
    change(form.getByRole('textbox', { name: 'Kit Colours' }), 'Blue');
    fireEvent.click(form.getByRole('button', { name: 'Create Match' }));
    await waitFor(() => expect(posts(calls, '/api/matches')).toHaveLength(1));
    expect(posts(calls, '/api/matches')[0]).toMatchObject({ team_id: 3, opposition_name: 'Rovers' });

    fireEvent.click(screen.getByRole('button', { name: 'Generate Matches' }));
    const generator = within(screen.getByRole('form', { name: 'Generate Saturday matches' }));
    expect(
      within(generator.getByLabelText('Team'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select team', 'U12 Lions']);
    expect(generator.getByLabelText('Team')).toHaveValue('3');
  });

  it('shows a coach without a team the next step, not the club', async () => {
    fakeApi({}, [theirs], { coaching: [], family: [], all_teams: false });
    renderScreen(coach);
    expect(await screen.findByText('You do not coach a team yet')).toBeInTheDocument();
    expect(screen.queryByText('Wanderers')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Match' })).not.toBeInTheDocument();
  });
});

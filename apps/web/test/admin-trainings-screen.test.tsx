import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyTeams, Season, Team, Training, User } from '@touchline/domain';
import { AdminTrainingPage } from '../src/features/admin/admin-training-page';
import type { Call } from './fake-fetch';
import { deferred, EVERY_TEAM, empty, json, stubFetch } from './fake-fetch';
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
const otherTeam: Team = { ...team, team_id: 8, team_name: 'U9 Cubs' };
const seasons: Season[] = [
  { season_id: 2, name: '2030-31', start_date: '2030-08-01', end_date: '2031-07-31', is_current: true },
];

function session(training_id: number, date: string, overrides: Partial<Training> = {}): Training {
  return {
    version: 'v1',
    training_id,
    date,
    start_time: '18:00',
    end_time: '19:30',
    venue: 'Park',
    team_id: 3,
    team_name: 'U12 Lions',
    team: { team_name: 'U12 Lions' },
    notes: null,
    season_id: 2,
    ...overrides,
  };
}

type Route = (method: string, body: unknown) => Response | Promise<Response> | undefined;

function fakeApi(trainings: Training[], overrides: Record<string, Route> = {}, myTeams: MyTeams = EVERY_TEAM) {
  const lists: Record<string, unknown> = {
    '/api/trainings': trainings,
    '/api/teams': [team],
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
  return renderSignedIn(user, <AdminTrainingPage />);
}

const bodies = (calls: Call[], method: string, url: string) =>
  calls
    .filter((c) => c.method === method && c.url === url)
    .map((c) => JSON.parse(c.body ?? '{}') as Record<string, unknown>);
const change = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Opens Bulk Create on the screen and fills it for U12 Lions at Park, every Tuesday of 1–14 June 2031. */
async function openBulkForTuesdays(): Promise<HTMLElement> {
  renderScreen();
  fireEvent.click(await screen.findByRole('button', { name: 'Bulk Create Sessions' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bulk Create Training Sessions' });
  await waitFor(() => expect(within(within(dialog).getByLabelText('Team')).getAllByRole('option').length).toBe(2));
  change(within(dialog).getByLabelText('Team'), '3');
  change(within(dialog).getByLabelText('Venue'), 'Park');
  change(within(dialog).getByLabelText('Start Date'), '2031-06-01');
  change(within(dialog).getByLabelText('End Date'), '2031-06-14');
  fireEvent.click(within(dialog).getByLabelText('Tuesday'));
  return dialog;
}

describe('Training Sessions', { timeout: 30_000 }, () => {
  it('lists sessions newest first with readable dates and HH:MM times', async () => {
    fakeApi([session(1, '2031-06-03', { start_time: '17:00:00', notes: 'Cones' }), session(2, '2031-06-10')]);
    renderScreen();
    expect(screen.getByRole('heading', { name: 'Training Sessions', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Training sessions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Start', 'End', 'Venue', 'Team', 'Notes', 'Actions']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Tue, 10 Jun 203118:0019:30ParkU12 Lions');
    expect(rows[1]).toHaveTextContent('Tue, 3 Jun 203117:0019:30ParkU12 LionsCones');
    expect(screen.getByRole('button', { name: 'Actions for training on 2031-06-03' })).toBeInTheDocument();
  });

  it("shows 'Failed to fetch trainings', and neither the empty text nor 'Showing 0 of 0'", async () => {
    fakeApi([], { '/api/trainings': () => empty(500) });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch trainings');
    expect(screen.queryByText(/No training sessions/)).not.toBeInTheDocument();
    expect(screen.queryByText(/^Showing \d+ of \d+/)).not.toBeInTheDocument();
  });

  it("adds a session: 'Creating...' while it submits, then the success message", async () => {
    const answer = deferred<Response>();
    const calls = fakeApi([], { '/api/trainings': (method) => (method === 'POST' ? answer.promise : undefined) });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Session' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Training Session' });
    await waitFor(() => expect(within(dialog).getByLabelText('Season')).toHaveValue('2'));
    change(within(dialog).getByLabelText('Date'), '2031-06-05');
    await waitFor(() => expect(within(dialog).getAllByRole('option').length).toBeGreaterThan(1));
    change(within(dialog).getByLabelText('Team'), '3');
    change(within(dialog).getByLabelText('Start Time'), '18:00');
    change(within(dialog).getByLabelText('End Time'), '19:00');
    change(within(dialog).getByLabelText('Venue'), 'Park');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Training Session' }));
    expect(await within(dialog).findByRole('button', { name: 'Creating...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    answer.resolve(json(201, session(9, '2031-06-05')));
    expect(await screen.findByText('Training session created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bodies(calls, 'POST', '/api/trainings')).toEqual([
      {
        date: '2031-06-05',
        start_time: '18:00',
        end_time: '19:00',
        venue: 'Park',
        team_id: 3,
        notes: null,
        season_id: 2,
      },
    ]);
  });

  it("edits a session from its menu and shows the server's text on failure", async () => {
    let answer = json(400, { error: 'End time must be after start time' });
    const calls = fakeApi([session(1, '2031-06-03')], {
      '/api/trainings/1': (method) => (method === 'PUT' ? answer : undefined),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for training on 2031-06-03' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Training Session' });
    expect(within(dialog).getByLabelText('Venue')).toHaveValue('Park');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Training Session' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('End time must be after start time');
    answer = empty(500);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Training Session' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Failed to update training session'),
    );
    answer = json(200, session(1, '2031-06-03'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Training Session' }));
    expect(await screen.findByText('Training session updated successfully')).toBeInTheDocument();
    expect(bodies(calls, 'PUT', '/api/trainings/1')[0]).toMatchObject({ date: '2031-06-03', team_id: 3, season_id: 2 });
  });

  it('deletes a session after the confirmation', async () => {
    const calls = fakeApi([session(1, '2031-06-03')], {
      '/api/trainings/1': (method) => (method === 'DELETE' ? empty(204) : undefined),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Actions for training on 2031-06-03' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this training session?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Training session deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('bulk creates one session per chosen day in order, skips taken dates and shows the results', async () => {
    const calls = fakeApi([session(1, '2031-06-03'), session(2, '2031-06-05', { team_id: 8, team_name: 'Other' })], {
      '/api/trainings': (method, body) =>
        method === 'POST' ? json(201, session(50, (body as { date: string }).date)) : undefined,
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk Create Sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Create Training Sessions' });
    const submit = within(dialog).getByRole('button', { name: 'Create Training Sessions' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByText('Please select at least one day of the week')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Start Time')).toHaveValue('18:00');
    expect(within(dialog).getByLabelText('End Time')).toHaveValue('19:30');

    await waitFor(() => expect(within(within(dialog).getByLabelText('Team')).getAllByRole('option').length).toBe(2));
    change(within(dialog).getByLabelText('Team'), '3');
    change(within(dialog).getByLabelText('Venue'), 'Park');
    change(within(dialog).getByLabelText('Start Date'), '2031-06-01');
    change(within(dialog).getByLabelText('End Date'), '2031-06-14');
    fireEvent.click(within(dialog).getByLabelText('Tuesday'));
    fireEvent.click(within(dialog).getByLabelText('Thursday'));
    expect(submit).toBeEnabled();
    fireEvent.click(submit);

    const results = await within(dialog).findByText('Results');
    expect(results.closest('[role="status"]')).toHaveTextContent('Successfully created 3 training sessions');
    expect(within(dialog).getByRole('list', { name: 'Created' })).toHaveTextContent(
      'Thu, 5 Jun 2031Tue, 10 Jun 2031Thu, 12 Jun 2031',
    );
    expect(within(dialog).getByRole('list', { name: 'Skipped (already scheduled)' })).toHaveTextContent(
      'Tue, 3 Jun 2031',
    );
    expect(bodies(calls, 'POST', '/api/trainings').map((b) => b.date)).toEqual([
      '2031-06-05',
      '2031-06-10',
      '2031-06-12',
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close and View Training List' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Successfully created 3 training sessions')).toBeInTheDocument();
  });

  it(
    'reads the sessions again just before creating, so ' + 'one added after the dialog opened is not duplicated',
    async () => {
      let listReads = 0;
      const calls = fakeApi([], {
        '/api/trainings': (method, body) => {
          if (method === 'POST') return json(201, session(50, (body as { date: string }).date));
          listReads += 1;
          // The list read when the screen opened lacks the session someone added on 10 June since.
          return json(200, listReads === 1 ? [] : [session(7, '2031-06-10')]);
        },
      });
      const dialog = await openBulkForTuesdays();
      fireEvent.click(within(dialog).getByRole('button', { name: 'Create Training Sessions' }));
      expect(await within(dialog).findByRole('list', { name: 'Skipped (already scheduled)' })).toHaveTextContent(
        'Tue, 10 Jun 2031',
      );
      expect(bodies(calls, 'POST', '/api/trainings').map((b) => b.date)).toEqual(['2031-06-03']);
    },
  );

  it("shows 'Failed to fetch trainings' and creates nothing when the second read fails", async () => {
    let listReads = 0;
    const calls = fakeApi([], {
      '/api/trainings': (method) => {
        if (method === 'POST') return json(201, session(50, '2031-06-03'));
        listReads += 1;
        return listReads === 1 ? json(200, []) : empty(500);
      },
    });
    const dialog = await openBulkForTuesdays();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Training Sessions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch trainings');
    expect(within(dialog).getByRole('button', { name: 'Create Training Sessions' })).toBeEnabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("stops at the first failure with 'Failed to create training for {date}'", async () => {
    const calls = fakeApi([], {
      '/api/trainings': (method, body) =>
        method !== 'POST'
          ? undefined
          : (body as { date: string }).date === '2031-06-10'
            ? empty(500)
            : json(201, session(50, '2031-06-05')),
    });
    const dialog = await openBulkForTuesdays();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Training Sessions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to create training for 2031-06-10');
    expect(within(dialog).getByRole('list', { name: 'Created' })).toHaveTextContent('Tue, 3 Jun 2031');
    expect(bodies(calls, 'POST', '/api/trainings').map((b) => b.date)).toEqual(['2031-06-03', '2031-06-10']);
  });

  it('shows the generator message for an end date before the start date and sends nothing', async () => {
    const calls = fakeApi([]);
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk Create Sessions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bulk Create Training Sessions' });
    await waitFor(() => expect(within(within(dialog).getByLabelText('Team')).getAllByRole('option').length).toBe(2));
    change(within(dialog).getByLabelText('Team'), '3');
    change(within(dialog).getByLabelText('Venue'), 'Park');
    change(within(dialog).getByLabelText('Start Date'), '2031-06-14');
    change(within(dialog).getByLabelText('End Date'), '2031-06-01');
    fireEvent.click(within(dialog).getByLabelText('Monday'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create Training Sessions' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('End date must be after start date');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});

describe("Training Sessions for a team's coach (#30)", { timeout: 30_000 }, () => {
  const coachOfLions: MyTeams = { coaching: [{ team_id: 3, team_name: 'U12 Lions' }], family: [], all_teams: false };
  const cubsSession = session(2, '2031-06-12', { team_id: 8, team_name: 'U9 Cubs', venue: 'Cubs Field' });
  const teams = () => json(200, [team, otherTeam]);
  afterEach(() => setTeamChoice('mine'));

  it("starts on the coach's teams; another team's sessions are view only, and nothing is deleted", async () => {
    fakeApi([session(1, '2031-06-03'), cubsSession], {}, coachOfLions);
    renderScreen(coach);
    const table = await screen.findByRole('table', { name: 'Training sessions' });
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).queryByText('Cubs Field')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('radio', { name: 'All teams' }));
    const rows = within(table).getAllByRole('row').slice(1);
    // Their own team's first, then the others', to read.
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('U12 Lions'),
      expect.stringContaining('U9 Cubs'),
    ]);
    expect(rows[1]).toHaveTextContent('View only');
    expect(screen.queryByRole('button', { name: 'Actions for training on 2031-06-12' })).not.toBeInTheDocument();
    expect(screen.getByText(/Other teams' sessions are shown to read/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Actions for training on 2031-06-03' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it("offers only the coach's team, already chosen, when adding a session", async () => {
    const calls = fakeApi(
      [],
      {
        '/api/teams': teams,
        '/api/trainings': (method, body) =>
          method === 'POST' ? json(201, { ...session(9, '2031-06-05'), ...(body as object) }) : undefined,
      },
      coachOfLions,
    );
    renderScreen(coach);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New Session' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add New Training Session' }));
    await waitFor(() =>
      expect(
        within(dialog.getByLabelText('Team'))
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select a team', 'U12 Lions']),
    );
    expect(dialog.getByLabelText('Team')).toHaveValue('3');
    change(dialog.getByLabelText('Date'), '2031-06-05');
    change(dialog.getByLabelText('Start Time'), '18:00');
    change(dialog.getByLabelText('End Time'), '19:00');
    change(dialog.getByLabelText('Venue'), 'Park');
    fireEvent.click(dialog.getByRole('button', { name: 'Create Training Session' }));
    expect(await screen.findByText('Training session created successfully')).toBeInTheDocument();
    expect(bodies(calls, 'POST', '/api/trainings')[0]).toMatchObject({ team_id: 3, date: '2031-06-05' });
  });

  it('bulk creates around the dates to skip (school holidays), listed apart in the results', async () => {
    const calls = fakeApi(
      [session(1, '2031-06-03')],
      {
        '/api/teams': teams,
        '/api/trainings': (method, body) =>
          method === 'POST' ? json(201, session(50, (body as { date: string }).date)) : undefined,
      },
      coachOfLions,
    );
    renderScreen(coach);
    fireEvent.click(await screen.findByRole('button', { name: 'Bulk Create Sessions' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bulk Create Training Sessions' }));
    await waitFor(() => expect(within(dialog.getByLabelText('Team')).getAllByRole('option')).toHaveLength(2));
    expect(dialog.getByLabelText('Team')).toHaveValue('3');
    change(dialog.getByLabelText('Venue'), 'Park');
    change(dialog.getByLabelText('Start Date'), '2031-06-01');
    change(dialog.getByLabelText('End Date'), '2031-06-30');
    fireEvent.click(dialog.getByLabelText('Tuesday'));
    fireEvent.click(dialog.getByRole('button', { name: 'Add dates to skip' }));
    const first = within(dialog.getByRole('group', { name: 'Dates to skip 1' }));
    change(first.getByLabelText('First day'), '2031-06-16');
    change(first.getByLabelText('Last day'), '2031-06-20');
    fireEvent.click(dialog.getByRole('button', { name: 'Add dates to skip' }));
    const second = within(dialog.getByRole('group', { name: 'Dates to skip 2' }));
    change(second.getByLabelText('Last day'), '2031-06-24');
    fireEvent.click(dialog.getByRole('button', { name: 'Create Training Sessions' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Please enter the first day to skip');
    change(second.getByLabelText('First day'), '2031-06-24');
    fireEvent.click(dialog.getByRole('button', { name: 'Create Training Sessions' }));

    expect(await dialog.findByRole('list', { name: 'Skipped (dates to skip)' })).toHaveTextContent(
      'Tue, 17 Jun 2031Tue, 24 Jun 2031',
    );
    expect(dialog.getByRole('list', { name: 'Skipped (already scheduled)' })).toHaveTextContent('Tue, 3 Jun 2031');
    expect(dialog.getByRole('list', { name: 'Created' })).toHaveTextContent('Tue, 10 Jun 2031');
    expect(bodies(calls, 'POST', '/api/trainings').map((b) => [b.date, b.team_id])).toEqual([['2031-06-10', 3]]);
  });

  it('shows a coach without a team the next step, not the club', async () => {
    fakeApi([cubsSession], {}, { coaching: [], family: [], all_teams: false });
    renderScreen(coach);
    expect(await screen.findByText('You do not coach a team yet')).toBeInTheDocument();
    expect(screen.queryByText('Cubs Field')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add New Session' })).not.toBeInTheDocument();
  });
});

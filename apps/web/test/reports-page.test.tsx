import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MyTeams } from '@touchline/domain';
import { CoachReportsPage, reportTeamOptions } from '../src/features/coach-reports/coach-reports-page';
import { sortAttendance, trainingLines } from '../src/features/coach-reports/attendance-logic';
import { nextOrder, rankedScorers } from '../src/features/coach-reports/scorers-logic';
import type { Call } from './fake-fetch';
import { empty, json, stubFetch } from './fake-fetch';
import { renderRoutes } from './render-app';

const training = {
  season_name: '2030-31',
  total_sessions: 20,
  attendance_data: [
    { player_id: 1, player_name: 'Alex Ames', total_sessions: 20, sessions_missed: 7, consecutive_sessions: 3 },
    { player_id: 2, player_name: 'Ben Brown', total_sessions: 20, sessions_missed: 0, consecutive_sessions: 0 },
    { player_id: 3, player_name: 'Cal Cole', total_sessions: 20, sessions_missed: 4, consecutive_sessions: 0 },
  ],
};
const matchReport = {
  season_name: '2030-31',
  total_matches: 10,
  attendance_data: [
    { player_id: 1, player_name: 'Alex Ames', total_matches: 10, matches_missed: 3, consecutive_missed: 2 },
    { player_id: 2, player_name: 'Ben Brown', total_matches: 10, matches_missed: 1, consecutive_missed: 0 },
  ],
};
const scorers = {
  season_name: '2030-31',
  matches_played: 4,
  scoring_data: [
    { player_id: 1, player_name: 'Alex Ames', goals: 1, assists: 5, matches_played: 4 },
    { player_id: 2, player_name: 'Ben Brown', goals: 5, assists: 0, matches_played: 4 },
    { player_id: 3, player_name: 'Cal Cole', goals: 2, assists: 1, matches_played: 4 },
    { player_id: 4, player_name: 'Dan Dee', goals: 1, assists: 0, matches_played: 4 },
  ],
};
const absentee = { player_id: 1, player_name: 'Alex Ames', player_short_name: 'Alex' };
const trainingAbsences = {
  season_name: '2030-31',
  sessions: [
    { session_id: 8, date: '2031-03-04', venue: 'Park', team_name: 'Lions', num_absent: 1, absent_players: [absentee] },
    { session_id: 7, date: '2031-02-25', venue: 'Gym', team_name: 'Lions', num_absent: 0, absent_players: [] },
  ],
};
const playingTime = {
  season_name: '2030-31',
  players: [
    {
      player_id: 1,
      player_name: 'Alex Ames',
      team_id: 1,
      team_name: 'Lions',
      matches_played: 4,
      minutes_played: 100,
      available_minutes: 240,
      share: 41.7,
      team_average_share: 70,
      below_fair_share: true,
    },
    {
      player_id: 2,
      player_name: 'Ben Brown',
      team_id: 1,
      team_name: 'Lions',
      matches_played: 4,
      minutes_played: 240,
      available_minutes: 240,
      share: 100,
      team_average_share: 70,
      below_fair_share: false,
    },
  ],
};

type Answers = Record<string, () => Response>;

function fakeApi(answers: Answers = {}, myTeams?: MyTeams) {
  const defaults: Answers = {
    '/api/teams': () =>
      json(200, [
        {
          team_id: 1,
          team_name: 'Lions',
          home_colours: 'Red',
          away_colours: 'White',
          age_group: 'U12',
          club_name: 'Riverside FC',
          contact_number: '1',
          youth_mode: false,
          youth_mode_choice: null,
          match_minutes: 60,
          match_minutes_choice: null,
        },
      ]),
    '/api/coach-reports/training-attendance': () => json(200, training),
    '/api/coach-reports/match-attendance': () => json(200, matchReport),
    '/api/coach-reports/top-scorers': () => json(200, scorers),
    '/api/coach-reports/training-session-absences': () => json(200, trainingAbsences),
    '/api/coach-reports/match-absences': () => json(200, { season_name: '2030-31', matches: [] }),
    '/api/coach-reports/playing-time': () => json(200, playingTime),
  };
  return stubFetch((url) => {
    const path = url.split('?')[0] ?? url;
    return (answers[path] ?? defaults[path] ?? (() => json(404, { error: 'Not found' })))();
  }, myTeams && { myTeams });
}

function renderPage(path = '/coach-reports') {
  return renderRoutes([{ path: '/coach-reports', element: <CoachReportsPage /> }], path);
}

const choose = (label: string) =>
  fireEvent.change(screen.getByLabelText('Select Report Type'), { target: { value: label } });
const bodyRows = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);
const reportCalls = (calls: Call[]) => calls.filter((c) => c.url.startsWith('/api/coach-reports/')).map((c) => c.url);

describe('Coach Reports', { timeout: 30_000 }, () => {
  it('offers the six reports and opens Training Attendance by default with rates, colours and highlights', async () => {
    fakeApi();
    renderPage();
    expect(screen.getByRole('heading', { name: 'Coach Reports', level: 1 })).toBeInTheDocument();
    const select = await screen.findByLabelText('Select Report Type');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Training Attendance',
      'Training Absences',
      'Match Attendance',
      'Match Absences',
      'Top Scorers',
      'Playing Time',
    ]);
    expect(select).toHaveValue('training-attendance');
    const table = await screen.findByRole('table');
    const rows = bodyRows(table);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Alex Ames7313 of 2065.0%',
      'Ben Brown0020 of 20100.0%',
      'Cal Cole4016 of 2080.0%',
    ]);
    // Sessions missed above 3 and any streak are highlighted; 65 % red, 80 % orange, 100 % green.
    const highlighted = (r: Element | undefined) =>
      [...(r?.querySelectorAll('[data-highlighted]') ?? [])].map((e) => e.textContent);
    expect(rows.map(highlighted)).toEqual([['7', '3'], [], ['4']]);
    expect(screen.getByText('65.0%').closest('[class*="Badge"]')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-red-light-color)',
    });
    expect(screen.getByText('80.0%').closest('[class*="Badge"]')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-orange-light-color)',
    });
    expect(screen.getByText('100.0%').closest('[class*="Badge"]')).toHaveStyle({
      '--badge-color': 'var(--mantine-color-green-light-color)',
    });
  });

  it('sorts by attendance rate with the toggle', async () => {
    fakeApi();
    renderPage();
    const table = await screen.findByRole('table');
    fireEvent.click(screen.getByRole('switch', { name: 'Sort by attendance rate' }));
    expect(bodyRows(table).map((r) => r.firstElementChild?.textContent)).toEqual([
      'Alex Ames',
      'Cal Cole',
      'Ben Brown',
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Sort by attendance rate' }));
    expect(bodyRows(table).map((r) => r.firstElementChild?.textContent)).toEqual([
      'Alex Ames',
      'Ben Brown',
      'Cal Cole',
    ]);
  });

  it('enters and leaves full screen', async () => {
    fakeApi();
    renderPage();
    await screen.findByRole('table');
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    const full = await screen.findByRole('dialog', { name: 'Training Attendance' });
    expect(within(full).getByRole('table')).toBeInTheDocument();
    fireEvent.click(within(full).getByRole('button', { name: 'Exit full screen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('table')).toBeInTheDocument();
  });

  it('shows Match Attendance with its own limits', async () => {
    fakeApi();
    renderPage();
    await screen.findByLabelText('Select Report Type');
    choose('match-attendance');
    const table = await screen.findByRole('table');
    const rows = bodyRows(table);
    expect(rows.map((r) => r.textContent)).toEqual(['Alex Ames327 of 1070.0%', 'Ben Brown109 of 1090.0%']);
    // Matches missed above 2, streaks of 2 or more.
    expect(rows.map((r) => [...r.querySelectorAll('[data-highlighted]')].map((e) => e.textContent))).toEqual([
      ['3', '2'],
      [],
    ]);
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('ranks top scorers by total contributions with medals and sorts on a column', async () => {
    fakeApi();
    renderPage('/coach-reports?report=top-scorers');
    const table = await screen.findByRole('table');
    expect(bodyRows(table).map((r) => r.textContent)).toEqual([
      '1Alex Ames1560.25',
      '2Ben Brown5051.25',
      '3Cal Cole2130.50',
      '4Dan Dee1010.25',
    ]);
    expect(within(table).getByRole('img', { name: '1 (gold)' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: '2 (silver)' })).toBeInTheDocument();
    expect(within(table).getByRole('img', { name: '3 (bronze)' })).toBeInTheDocument();
    fireEvent.click(within(table).getByRole('button', { name: /^Goals per match/ }));
    expect(bodyRows(table).map((r) => r.children[1]?.textContent)).toEqual([
      'Ben Brown',
      'Cal Cole',
      'Alex Ames',
      'Dan Dee',
    ]);
    fireEvent.click(within(table).getByRole('button', { name: /^Player/ }));
    expect(within(table).getByRole('columnheader', { name: /^Player/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows(table).map((r) => r.children[1]?.textContent)).toEqual([
      'Alex Ames',
      'Ben Brown',
      'Cal Cole',
      'Dan Dee',
    ]);
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('shows absences with counts by colour and the spec empty texts', async () => {
    fakeApi();
    renderPage('/coach-reports?report=training-session-absences');
    const table = await screen.findByRole('table');
    expect(bodyRows(table).map((r) => r.textContent)).toEqual([
      'Tuesday, 4 March 2031ParkLions1Alex',
      'Tuesday, 25 February 2031GymLions0None',
    ]);
    expect(screen.queryByRole('button', { name: 'Full screen' })).not.toBeInTheDocument();
    choose('match-absences');
    expect(await screen.findByText('No past matches found for the current season.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('flags players below their fair share of playing time', async () => {
    fakeApi();
    renderPage('/coach-reports?report=playing-time');
    const table = await screen.findByRole('table');
    const rows = bodyRows(table);
    expect(within(rows[0] as HTMLElement).getByText('Below fair share')).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).queryByText('Below fair share')).not.toBeInTheDocument();
  });

  it.each([
    [
      'training-attendance',
      { season_name: '2030-31', total_sessions: 0, attendance_data: [] },
      'No training attendance data available.',
    ],
    [
      'match-attendance',
      { season_name: '2030-31', total_matches: 0, attendance_data: [] },
      'No match attendance data available.',
    ],
    [
      'top-scorers',
      { season_name: null, matches_played: 0, scoring_data: [] },
      'No scoring data available for this season.',
    ],
    [
      'training-session-absences',
      { season_name: '2030-31', sessions: [] },
      'No past training sessions found for the current season.',
    ],
  ])('shows the empty text of %s', async (kind, answer, text) => {
    fakeApi({ [`/api/coach-reports/${kind}`]: () => json(200, answer) });
    renderPage(`/coach-reports?report=${kind}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('shows the no-goals hint when the season has no goal or assist yet', async () => {
    fakeApi({
      '/api/coach-reports/top-scorers': () =>
        json(200, { season_name: '2030-31', matches_played: 3, scoring_data: [] }),
    });
    renderPage('/coach-reports?report=top-scorers');
    expect(await screen.findByText('No goals or assists recorded yet')).toBeInTheDocument();
    expect(
      screen.getByText('Goals and assists will appear here once matches are played and events are recorded.'),
    ).toBeInTheDocument();
  });

  it("shows 'Error: {message}', with 'Failed to load match absences' when the server says nothing", async () => {
    fakeApi({
      '/api/coach-reports/training-attendance': () => json(500, { error: 'Database is down' }),
      '/api/coach-reports/match-absences': () => empty(500),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database is down');
    choose('match-absences');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error: Failed to load match absences'));
  });

  it('narrows the report to a team', async () => {
    const calls = fakeApi();
    renderPage();
    await screen.findByRole('table');
    await waitFor(() => expect(within(screen.getByLabelText('Team')).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByLabelText('Team'), { target: { value: '1' } });
    await waitFor(() => expect(reportCalls(calls)).toContain('/api/coach-reports/training-attendance?team_id=1'));
  });

  it("opens on the coach's own team, and offers no other (decision 127)", async () => {
    const calls = fakeApi({}, { coaching: [{ team_id: 1, team_name: 'Lions' }], family: [], all_teams: false });
    renderPage();
    await screen.findByRole('table');
    expect(
      within(screen.getByLabelText('Team'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Lions']);
    expect(reportCalls(calls)).toEqual(['/api/coach-reports/training-attendance?team_id=1']);
  });
});

describe('reportTeamOptions (decision 127)', () => {
  const lions = { team_id: 1, team_name: 'Lions' };
  const cubs = { team_id: 2, team_name: 'Cubs' };
  const names = (options: { label: string }[]) => options.map((o) => o.label);
  it("puts the coach's teams first; 'All teams' and the others only for those who may choose", () => {
    expect(names(reportTeamOptions({ teamIds: new Set([1]), mine: [lions], canChoose: false }, [cubs, lions]))).toEqual(
      ['Lions'],
    );
    expect(names(reportTeamOptions({ teamIds: new Set([1]), mine: [lions], canChoose: true }, [cubs, lions]))).toEqual([
      'Lions',
      'All teams',
      'Cubs',
    ]);
    expect(names(reportTeamOptions({ teamIds: null, mine: [], canChoose: false }, [cubs, lions]))).toEqual([
      'All teams',
      'Cubs',
      'Lions',
    ]);
  });
});

describe('report logic', () => {
  it('keeps the server order unless sorted by rate, lowest first', () => {
    const lines = trainingLines(training);
    expect(sortAttendance(lines, false).map((l) => l.player_id)).toEqual([1, 2, 3]);
    expect(sortAttendance(lines, true).map((l) => [l.player_id, l.rate])).toEqual([
      [1, 65],
      [3, 80],
      [2, 100],
    ]);
  });

  it("takes goals per match over each player's own team's played matches", () => {
    const report = {
      season_name: '2030-31',
      matches_played: 20,
      scoring_data: [
        { player_id: 1, player_name: 'Alex Ames', goals: 3, assists: 3, matches_played: 10 },
        { player_id: 2, player_name: 'Ben Brown', goals: 4, assists: 0, matches_played: 5 },
      ],
    };
    expect(
      rankedScorers(report, { sort: 'total_contributions', direction: 'desc' }).map((r) => [
        r.player_name,
        r.rank,
        r.medal,
        r.goals_per_match,
      ]),
    ).toEqual([
      ['Alex Ames', 1, 'gold', 0.3],
      ['Ben Brown', 2, 'silver', 0.8],
    ]);
    expect(rankedScorers(report, { sort: 'goals_per_match', direction: 'desc' }).map((r) => r.player_name)).toEqual([
      'Ben Brown',
      'Alex Ames',
    ]);
    expect(rankedScorers(report, { sort: 'goals_per_match', direction: 'asc' }).map((r) => r.player_name)).toEqual([
      'Alex Ames',
      'Ben Brown',
    ]);
  });

  it('sorts names A–Z and figures highest first, reversing on a second click', () => {
    expect(nextOrder({ sort: 'total_contributions', direction: 'desc' }, 'player_name')).toEqual({
      sort: 'player_name',
      direction: 'asc',
    });
    expect(nextOrder({ sort: 'total_contributions', direction: 'desc' }, 'goals')).toEqual({
      sort: 'goals',
      direction: 'desc',
    });
    expect(nextOrder({ sort: 'goals', direction: 'desc' }, 'goals')).toEqual({ sort: 'goals', direction: 'asc' });
  });
});

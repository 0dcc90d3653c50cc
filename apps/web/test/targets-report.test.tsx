import { afterEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MyTeams, PlayerTargetsRow } from '@touchline/domain';
import { progressItemOf } from '@touchline/domain';
import { TargetsReportPage } from '../src/features/targets/targets-report-page';
import { createQueryClient } from '../src/query-client';
import { theme } from '../src/theme';
import { targetsBodyOf } from '../src/widgets/targets/target-form';
import type { Call } from './fake-fetch';
import { empty, EVERY_TEAM, json, stubFetch } from './fake-fetch';

function row(
  player_id: number,
  player_name: string,
  goals: [number, number | null],
  starting: [number, number | null] = [0, null],
): PlayerTargetsRow {
  return {
    player_id,
    player_name,
    player_short_name: player_name.split(' ')[0] ?? null,
    season: '2030-31',
    youth_mode: false,
    team_id: 1,
    targets: {
      goals_target: goals[1],
      clean_sheets_target: null,
      goal_involvements_target: null,
      starting_percentage_target: starting[1],
      games_played_percentage_target: null,
    },
    progress: {
      goals: progressItemOf(goals[0], goals[1]),
      cleanSheets: progressItemOf(0, null),
      goalInvolvements: progressItemOf(goals[0], null),
      startingPercentage: progressItemOf(starting[0], starting[1]),
      gamesPlayedPercentage: progressItemOf(0, null),
    },
  };
}

function fakeApi(
  rows: () => Response,
  save: (body: unknown) => Response = () => json(200, {}),
  myTeams: MyTeams = EVERY_TEAM,
) {
  return stubFetch(
    (url, init) => {
      if (url === '/api/player-targets/all') return rows();
      if ((init.method ?? 'GET') === 'POST' && url.startsWith('/api/player-targets/player/'))
        return save(JSON.parse(String(init.body)));
      return json(404, { error: 'Not found' });
    },
    { myTeams },
  );
}

function renderPage() {
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <TargetsReportPage />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const posts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => [c.url, JSON.parse(c.body ?? '{}') as unknown]);

describe('Player Targets Report', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the columns, rings with current/target and percentage, plus buttons and the count', async () => {
    fakeApi(() => json(200, [row(1, 'Alex Ames', [3, 4], [55.5, 60]), row(2, 'Ben Brown', [0, null])]));
    renderPage();
    expect(screen.getByRole('heading', { name: 'Player Targets Report', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Player', 'Goals', 'Goal Involvements', 'Clean Sheets', 'Starting %', 'Games Played %']);
    expect(screen.getByText('2 players')).toBeInTheDocument();
    const goals = screen.getByRole('button', { name: 'Edit Goals target for Alex Ames: 75%, 3/4' });
    expect(goals).toHaveTextContent('75% 3/4');
    // 75 % is blue, 92.5 % too; the circle is drawn in the progress colour.
    expect(goals.querySelector('circle[style*="--mantine-color-blue-6"]')).not.toBeNull();
    expect(
      screen.getByRole('button', { name: 'Edit Starting % target for Alex Ames: 92.5%, 55.5%/60%' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Goals target for Ben Brown' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Clean Sheets target for Alex Ames' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();
  });

  it("lists a team coach's players only (decision 127)", async () => {
    const lions = { team_id: 1, team_name: 'Lions' };
    fakeApi(
      () => json(200, [row(1, 'Alex Ames', [3, 4]), { ...row(2, 'Ben Brown', [0, null]), team_id: 2 }]),
      undefined,
      { coaching: [lions], family: [], all_teams: false },
    );
    renderPage();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Alex Ames')).toBeInTheDocument();
    expect(within(table).queryByText('Ben Brown')).toBeNull();
    expect(screen.getByText('1 player')).toBeInTheDocument();
  });

  it("shows 'No players found' when there are none", async () => {
    fakeApi(() => json(200, []));
    renderPage();
    expect(await screen.findByText('No players found')).toBeInTheDocument();
    expect(screen.getByText('0 players')).toBeInTheDocument();
  });

  it("shows 'Failed to fetch player targets' in a dismissible red banner; Refresh fetches again", async () => {
    let fail = true;
    const calls = fakeApi(() => (fail ? empty(500) : json(200, [row(1, 'Alex Ames', [1, 2])])));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch player targets');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('1 player')).toBeInTheDocument();
    expect(calls.filter((c) => c.url === '/api/player-targets/all')).toHaveLength(2);
  });

  it('validates with the spec messages and sends only filled-in targets', async () => {
    const calls = fakeApi(
      () => json(200, [row(1, 'Alex Ames', [0, null])]),
      () => {
        const { player_name: _n, player_short_name: _s, ...saved } = row(1, 'Alex Ames', [0, 5], [40, 62.5]);
        return json(200, saved);
      },
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set Goals target for Alex Ames' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set targets for Alex Ames' });
    const field = (label: string) => within(dialog).getByLabelText(label);
    expect(
      [
        'Goals target',
        'Goal involvements target',
        'Clean sheets target',
        'Starting percentage target',
        'Games played percentage target',
      ].every((l) => field(l)),
    ).toBe(true);
    fireEvent.change(field('Goals target'), { target: { value: '-1' } });
    fireEvent.change(field('Clean sheets target'), { target: { value: '2.5' } });
    fireEvent.change(field('Starting percentage target'), { target: { value: '101' } });
    fireEvent.change(field('Games played percentage target'), { target: { value: '50.123' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Goals target must be a positive number')).toBeInTheDocument();
    expect(within(dialog).getByText('Clean sheets target must be a positive number')).toBeInTheDocument();
    expect(within(dialog).getByText('Starting percentage must be between 0 and 100')).toBeInTheDocument();
    expect(posts(calls)).toEqual([]);

    fireEvent.change(field('Goals target'), { target: { value: '5' } });
    fireEvent.change(field('Clean sheets target'), { target: { value: '' } });
    fireEvent.change(field('Starting percentage target'), { target: { value: '62.5' } });
    fireEvent.change(field('Games played percentage target'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([
      ['/api/player-targets/player/1', { goals_target: 5, starting_percentage_target: 62.5 }],
    ]);
  });

  it("keeps the dialog open with 'Failed to save target' when the save fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fakeApi(
      () => json(200, [row(1, 'Alex Ames', [0, null])]),
      () => json(409, { error: 'There is no current season: an admin must mark one as current' }),
    );
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Set Goals target for Alex Ames' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set targets for Alex Ames' });
    fireEvent.change(within(dialog).getByLabelText('Goals target'), { target: { value: '4' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to save target');
    expect(within(dialog).getByLabelText('Goals target')).toHaveValue('4');
  });

  it('builds the body from filled-in fields only', () => {
    expect(
      targetsBodyOf({ goals_target: 3, clean_sheets_target: '', starting_percentage_target: '12.5' }, [
        'goals_target',
        'clean_sheets_target',
        'starting_percentage_target',
      ]),
    ).toEqual({
      goals_target: 3,
      starting_percentage_target: 12.5,
    });
    expect(targetsBodyOf({ goals_target: 3 }, ['clean_sheets_target'])).toEqual({});
  });
});

import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { csvCell, toCsv } from '../src/ui/csv/csv';
import { teamStatsCsvColumns } from '../src/widgets/statistics/team-statistics-csv';
import { DEFAULT_TEAM_STATS_SORT, nextSort, sortTeamStats } from '../src/widgets/statistics/team-statistics-sort';
import { TeamStatisticsTable } from '../src/widgets/statistics/team-statistics-table';
import { PlayerStatisticsTile } from '../src/widgets/statistics/player-statistics-tile';
import { json } from './fake-fetch';
import { fakeApi, renderAt, stats } from './dashboard-fixtures';

const squad = [
  stats({
    player_id: 1,
    player_name: 'cara Jones',
    shirt_number: 9,
    games_started: 3,
    goals: 2,
    yellow_cards: 1,
    red_cards: 0,
    matches_missed: 1,
    minutes_played: 150,
    available_minutes: 300,
  }),
  stats({
    player_id: 2,
    player_name: 'Ben Ash',
    shirt_number: 4,
    games_started: 5,
    goals: 0,
    yellow_cards: 0,
    red_cards: 1,
    matches_missed: 0,
    minutes_played: 300,
    available_minutes: 300,
  }),
  stats({
    player_id: 3,
    player_name: 'Ava Zed',
    shirt_number: 12,
    games_started: 1,
    goals: 2,
    yellow_cards: 2,
    red_cards: 0,
    matches_missed: 3,
    minutes_played: 30,
    available_minutes: 300,
  }),
];
const names = (rows: { player_name: string }[]) => rows.map((r) => r.player_name);
const seasons = [
  { season_id: 1, name: '2025/26', start_date: '2025-09-01', end_date: '2026-08-31', is_current: false },
  { season_id: 2, name: '2026/27', start_date: '2026-09-01', end_date: '2027-08-31', is_current: true },
];

describe('team statistics sorting', () => {
  it('defaults to player name ascending, ignoring case', () => {
    expect(DEFAULT_TEAM_STATS_SORT).toEqual({ key: 'name', direction: 'asc' });
    expect(names(sortTeamStats(squad, DEFAULT_TEAM_STATS_SORT))).toEqual(['Ava Zed', 'Ben Ash', 'cara Jones']);
    expect(names(sortTeamStats(squad, { key: 'name', direction: 'desc' }))).toEqual([
      'cara Jones',
      'Ben Ash',
      'Ava Zed',
    ]);
  });

  it.each([
    ['shirt', 'asc', ['Ben Ash', 'cara Jones', 'Ava Zed']],
    ['shirt', 'desc', ['Ava Zed', 'cara Jones', 'Ben Ash']],
    ['started', 'desc', ['Ben Ash', 'cara Jones', 'Ava Zed']],
    ['goals', 'desc', ['Ava Zed', 'cara Jones', 'Ben Ash']], // a tie falls back to name ascending
    ['goals', 'asc', ['Ben Ash', 'Ava Zed', 'cara Jones']],
    ['yellow', 'asc', ['Ben Ash', 'cara Jones', 'Ava Zed']],
    ['red', 'desc', ['Ben Ash', 'Ava Zed', 'cara Jones']],
    ['missed', 'desc', ['Ava Zed', 'cara Jones', 'Ben Ash']],
    ['minutes', 'asc', ['Ava Zed', 'cara Jones', 'Ben Ash']],
    ['share', 'desc', ['Ben Ash', 'cara Jones', 'Ava Zed']],
  ] as const)('sorts by %s %s', (key, direction, expected) => {
    expect(names(sortTeamStats(squad, { key, direction }))).toEqual(expected);
  });

  it('flips the direction of the sorted column and starts another ascending', () => {
    expect(nextSort({ key: 'goals', direction: 'asc' }, 'goals')).toEqual({ key: 'goals', direction: 'desc' });
    expect(nextSort({ key: 'goals', direction: 'desc' }, 'goals')).toEqual({ key: 'goals', direction: 'asc' });
    expect(nextSort({ key: 'goals', direction: 'desc' }, 'red')).toEqual({ key: 'red', direction: 'asc' });
  });

  it('writes the CSV with stable ids first, a header row and the share', () => {
    const csv = toCsv(teamStatsCsvColumns, sortTeamStats(squad, DEFAULT_TEAM_STATS_SORT));
    const lines = csv.trim().split('\r\n');
    expect(lines[0]?.startsWith('player_id,team_id,player_name,')).toBe(true);
    expect(lines[0]?.endsWith(',minutes_played,available_minutes,minutes_share_percent')).toBe(true);
    expect(lines[1]).toBe('3,3,Ava Zed,,12,2026-27,1,0,2,0,2,0,3,0,30,300,10');
    expect(lines).toHaveLength(4);
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  });
});

function rowNames() {
  const table = screen.getByRole('table', { name: 'Team player statistics' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
}

describe('TeamStatisticsTable', () => {
  it('shows the team, sorts on the headers and reads another team when chosen', async () => {
    const calls = fakeApi({
      '/players/statistics?team_id=3&currentSeasonOnly=true': squad,
      '/players/statistics?team_id=4&currentSeasonOnly=true': [],
      '/players/statistics?team_id=4&currentSeasonOnly=true&season_id=1': squad.slice(0, 1),
      '/seasons': seasons,
    });
    renderAt(
      <TeamStatisticsTable
        teams={[
          { team_id: 3, team_name: 'Eagles' },
          { team_id: 4, team_name: 'Lions' },
        ]}
      />,
    );
    await screen.findByRole('table', { name: 'Team player statistics' });
    expect(rowNames()).toEqual(['Ava Zed', 'Ben Ash', 'cara Jones']);
    expect(screen.getByRole('columnheader', { name: /Player/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('row', { name: /Ben Ash/ })).toHaveTextContent('100%');

    fireEvent.click(screen.getByRole('button', { name: 'Goals' }));
    expect(rowNames()).toEqual(['Ben Ash', 'Ava Zed', 'cara Jones']);
    fireEvent.click(screen.getByRole('button', { name: 'Goals' }));
    expect(screen.getByRole('columnheader', { name: /Goals/ })).toHaveAttribute('aria-sort', 'descending');
    expect(rowNames()).toEqual(['Ava Zed', 'cara Jones', 'Ben Ash']);
    fireEvent.click(screen.getByRole('button', { name: 'Missed' }));
    expect(rowNames()).toEqual(['Ben Ash', 'cara Jones', 'Ava Zed']);
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeEnabled();

    fireEvent.change(screen.getByRole('combobox', { name: 'Team' }), { target: { value: '4' } });
    expect(await screen.findByText('No player statistics found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    // Last season's figures, as they were played (#34).
    fireEvent.change(screen.getByRole('combobox', { name: 'Season' }), { target: { value: '1' } });
    await waitFor(() => expect(rowNames()).toEqual(['cara Jones']));
    expect(calls.map((c) => c.url).filter((url) => url.startsWith('/api/players/'))).toEqual([
      '/api/players/statistics?team_id=3&currentSeasonOnly=true',
      '/api/players/statistics?team_id=4&currentSeasonOnly=true',
      '/api/players/statistics?team_id=4&currentSeasonOnly=true&season_id=1',
    ]);
  });

  it('has no team chooser for one team, and no season chooser before a second season', async () => {
    fakeApi({
      '/players/statistics?team_id=3&currentSeasonOnly=true': squad,
      '/seasons': seasons.filter((season) => season.is_current),
    });
    renderAt(<TeamStatisticsTable teams={[{ team_id: 3, team_name: 'Eagles' }]} />);
    await screen.findByRole('table', { name: 'Team player statistics' });
    expect(screen.queryByRole('combobox', { name: 'Team' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Season' })).toBeNull();
  });
});

describe('PlayerStatisticsTile', () => {
  it('opens the matches behind a figure, and the spec text when they cannot be read', async () => {
    fakeApi({
      '/players/7/statistics?currentSeasonOnly=true': stats({
        player_id: 7,
        player_name: 'Kai Morgan',
        player_short_name: 'Kai M.',
        goals: 3,
        yellow_cards: 1,
        minutes_played: 120,
        available_minutes: 240,
      }),
      '/players/7/statistics/details/goals?currentSeasonOnly=true': {
        player_name: 'Kai Morgan',
        player_short_name: 'Kai M.',
        shirt_number: 7,
        season: '2026-27',
        youth_mode: false,
        matches: [
          {
            match_id: 1,
            match_date: '2026-09-19',
            opposition: 'Westburn United',
            home_or_away: 'Home',
            goals: [
              { minute: 28, is_penalty: true, is_freekick: false },
              { minute: 34, is_penalty: false, is_freekick: false },
            ],
          },
        ],
      },
      '/players/7/statistics/details/yellow_cards?currentSeasonOnly=true': json(500, { error: 'Database down' }),
    });
    renderAt(<PlayerStatisticsTile playerId={7} />);
    expect(await screen.findByRole('button', { name: '120 Minutes played 50% of available' })).toHaveTextContent(
      '50% of available',
    );

    fireEvent.click(screen.getByRole('button', { name: '3 Goals' }));
    const goals = await screen.findByRole('dialog', { name: 'Goals – Kai M.' });
    expect(await within(goals).findByText("2 goals: 28' (pen), 34'")).toBeInTheDocument();
    expect(within(goals).getByText('vs Westburn United (Home)')).toBeInTheDocument();
    fireEvent.click(within(goals).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: '1 Yellow cards' }));
    expect(await screen.findByText('Failed to load yellow_cards details: Database down')).toBeInTheDocument();
  });

  it("says 'No player statistics found' when the server has none", async () => {
    fakeApi({});
    renderAt(<PlayerStatisticsTile playerId={9} />);
    expect(await screen.findByText('No player statistics found')).toBeInTheDocument();
  });

  it("says 'No player data available' without a player", () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderAt(<PlayerStatisticsTile playerId={null} />);
    expect(screen.getByText('No player data available')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});

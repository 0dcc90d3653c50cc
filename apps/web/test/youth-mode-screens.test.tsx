import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ListedMatch, Match, PlayerTargets } from '@touchline/domain';
import { SeasonTargetsTile } from '../src/features/home/season-targets-tile';
import { MatchesPage } from '../src/features/matches/matches-page';
import { PlayerStatisticsTile } from '../src/widgets/statistics/player-statistics-tile';
import { Scoreboard } from '../src/widgets/match/scoreboard';
import { aMatch, fakeApi, renderAt, stats } from './dashboard-fixtures';
import { json, stubFetch } from './fake-fetch';
import { renderWithProviders } from './match-render';
import { timelineEntry } from './timeline-fixtures';

/** Youth mode (decision 110): what a parent or player sees where the server leaves the goals out (null). */
const board = {
  home_or_away: 'Home',
  opposition_name: 'Rovers',
  team_name: 'Lions',
  team: { team_name: 'Lions' },
  match_minutes: 50,
} as Pick<Match, 'home_or_away' | 'opposition_name' | 'team_name' | 'team' | 'match_minutes'>;
const goal = (id: number, scorer: string) =>
  timelineEntry('GOAL', { id, scorer, timestamp: new Date().toISOString() }, { minute: id });
const kickOff = timelineEntry(
  'MATCH_EVENT',
  { id: 99, timestamp: new Date().toISOString() },
  { minute: 0, event_type: 'GAME_START' },
);

describe('youth mode: the scoreboard', () => {
  it('shows a parent vs, no scorers and why, even before the score is read', () => {
    renderWithProviders(
      <Scoreboard match={board} events={[kickOff, goal(1, 'Ann One')]} score={undefined} error={false} scoreHidden />,
    );
    const region = screen.getByRole('region', { name: 'Scoreboard' });
    expect(region).toHaveTextContent('LIVE');
    expect(within(region).getByText('vs')).toBeInTheDocument();
    expect(region).not.toHaveTextContent('1 - 0');
    expect(region).not.toHaveTextContent('Ann One');
    expect(region).toHaveTextContent('Youth mode: scores are not shown for this team.');
  });

  it('shows a coach the score, with a note that families do not see it', () => {
    renderWithProviders(
      <Scoreboard
        match={board}
        events={[kickOff, goal(1, 'Ann One')]}
        score={{ our_goals: 1, opposition_goals: 0, has_events: true, youth_mode: true }}
        error={false}
      />,
    );
    const region = screen.getByRole('region', { name: 'Scoreboard' });
    expect(within(region).getByText('1 - 0')).toBeInTheDocument();
    expect(region).toHaveTextContent('Ann One');
    expect(region).toHaveTextContent('Youth mode: parents and players do not see this score.');
  });
});

describe('youth mode: the match list', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12));
  });
  afterEach(() => vi.restoreAllMocks());

  it("shows 'Youth mode' in place of a hidden result, and the result of a team not in youth mode", async () => {
    const base = aMatch({
      match_id: 1,
      opposition_name: 'Rovers',
      match_date: '2026-11-21',
      team_id: 1,
      team_name: 'Lions',
      team: { team_name: 'Lions' },
      state: { phase: 'FINISHED', our_goals: null, opposition_goals: null, has_events: true, youth_mode: true },
    });
    const older: ListedMatch = {
      ...base,
      match_id: 2,
      team_id: 2,
      team_name: 'Tigers',
      team: { team_name: 'Tigers' },
      opposition_name: 'Hawks',
      state: { phase: 'FINISHED', our_goals: 3, opposition_goals: 1, has_events: true, youth_mode: false },
    };
    stubFetch((url) => (url === '/api/matches/current-season' ? json(200, [base, older]) : json(404, {})));
    renderWithProviders(<MatchesPage view="season" title="Matches" />);

    const lions = await screen.findByRole('article', { name: 'Lions vs Rovers' });
    const hidden = within(lions).getByRole('button', { name: /Youth mode/ });
    expect(hidden).toHaveTextContent('Youth modeFT');
    expect(hidden).toHaveAttribute('title', expect.stringContaining('Youth mode: scores are not shown for this team.'));
    expect(lions).not.toHaveTextContent(/\d - \d/);
    expect(within(screen.getByRole('article', { name: 'Tigers vs Hawks' })).getByText('3 - 1')).toBeInTheDocument();
  });
});

describe('youth mode: the dashboard tiles', () => {
  it('leaves goals out of the statistics tile and says why', async () => {
    fakeApi({
      '/players/7/statistics?currentSeasonOnly=true': {
        ...stats({ player_id: 7, games_started: 4 }),
        goals: null,
        assists: null,
        youth_mode: true,
      },
    });
    renderAt(<PlayerStatisticsTile playerId={7} />);
    expect(await screen.findByRole('button', { name: '4 Games started' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Goals/ })).toBeNull();
    expect(screen.getByText('Youth mode: goal counts are not shown for this team.')).toBeInTheDocument();
  });

  it('shows no goal target rings, only why', async () => {
    const hidden = { current: null, target: 6, percentage: null };
    const answer: PlayerTargets = {
      player_id: 7,
      season: '2026-27',
      youth_mode: true,
      targets: {
        goals_target: 6,
        clean_sheets_target: null,
        goal_involvements_target: null,
        starting_percentage_target: null,
        games_played_percentage_target: null,
      },
      progress: {
        goals: hidden,
        cleanSheets: { ...hidden, target: null },
        goalInvolvements: { ...hidden, target: null },
        startingPercentage: { current: 50, target: null, percentage: null },
        gamesPlayedPercentage: { current: 75, target: null, percentage: null },
      },
    };
    fakeApi({ '/player-targets/player/7': answer });
    renderAt(<SeasonTargetsTile playerId={7} playerName="Kai M." view="parent" />);
    expect(await screen.findByText('Youth mode: goal counts are not shown for this team.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Goals target/ })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlayerTargets } from '@touchline/domain';
import { SeasonTargetsTile, targetKeysFor } from '../src/features/home/season-targets-tile';
import { json } from './fake-fetch';
import { fakeApi, renderAt } from './dashboard-fixtures';

const item = (current: number, target: number | null) => ({
  current,
  target,
  percentage: target === null ? null : target === 0 ? 100 : Math.round((current / target) * 1000) / 10,
});
function targets(overrides: Partial<PlayerTargets['targets']> = {}): PlayerTargets {
  const t = {
    goals_target: null,
    clean_sheets_target: null,
    goal_involvements_target: null,
    starting_percentage_target: null,
    games_played_percentage_target: null,
    ...overrides,
  };
  return {
    player_id: 7,
    season: '2026-27',
    youth_mode: false,
    targets: t,
    progress: {
      goals: item(3, t.goals_target),
      cleanSheets: item(0, t.clean_sheets_target),
      goalInvolvements: item(4, t.goal_involvements_target),
      startingPercentage: item(50, t.starting_percentage_target),
      gamesPlayedPercentage: item(80, t.games_played_percentage_target),
    },
  };
}

describe('season targets tile', () => {
  it('players and parents see and set the three counts; coaches all five', () => {
    expect(targetKeysFor('player')).toEqual(['goals_target', 'goal_involvements_target', 'clean_sheets_target']);
    expect(targetKeysFor('parent')).toEqual(targetKeysFor('player'));
    expect(targetKeysFor('coach')).toHaveLength(5);
  });

  it("says 'No targets set' and sets them with the count fields only", async () => {
    const posts: unknown[] = [];
    fakeApi({ '/player-targets/player/7': targets({ starting_percentage_target: 60 }) }, (_method, _url, body) => {
      posts.push(body);
      return json(200, targets({ goals_target: 5 }));
    });
    renderAt(<SeasonTargetsTile playerId={7} playerName="Kai M." view="parent" />);
    expect(await screen.findByText('No targets set')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Set targets' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set targets for Kai M.' });
    expect(within(dialog).queryByRole('textbox', { name: 'Starting percentage target' })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Goals target' }), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(posts).toEqual([{ goals_target: 5 }]));
  });

  it('shows a ring per target with current/target, and hides the percentages in the player view', async () => {
    fakeApi({ '/player-targets/player/7': targets({ goals_target: 6, starting_percentage_target: 60 }) });
    renderAt(<SeasonTargetsTile playerId={7} playerName="Kai M." view="player" />);
    expect(await screen.findByRole('button', { name: 'Edit Goals target for Kai M.: 50%, 3/6' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set Clean Sheets target for Kai M.' })).toBeInTheDocument();
    expect(screen.queryByText('Starting %')).toBeNull();
  });

  it('shows the percentages in the coach view', async () => {
    fakeApi({ '/player-targets/player/7': targets({ goals_target: 6, starting_percentage_target: 60 }) });
    renderAt(<SeasonTargetsTile playerId={7} playerName="Kai M." view="coach" />);
    expect(
      await screen.findByRole('button', { name: 'Edit Starting % target for Kai M.: 83.3%, 50%/60%' }),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to fetch player targets' in a dismissible red banner", async () => {
    fakeApi({ '/player-targets/player/7': json(500, { error: 'boom' }) });
    renderAt(<SeasonTargetsTile playerId={7} playerName="Kai M." view="player" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch player targets');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

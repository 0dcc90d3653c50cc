import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { minutesSoFar, type RotationView } from '@touchline/domain';
import { MinutesTable } from '../src/features/matches/minutes/minutes-table';
import { SubTimer } from '../src/features/matches/minutes/sub-timer';
import { renderWithProviders } from './match-render';

/** Fair minutes (decision 109): the live minutes table and the sub timer as a coach sees them. */
const view: RotationView = {
  saved: true,
  settings: { on_pitch: 2, change_every: 10, match_minutes: 40 },
  age_group: 'U8',
  max_minutes_per_day: 40,
  keeper: null,
  squad: [
    {
      player_id: 1,
      player_name: 'Ann One',
      role: 'starting',
      season_minutes: 0,
      today_minutes: 35,
      planned_minutes: 20,
    },
    { player_id: 2, player_name: 'Bo Two', role: 'starting', season_minutes: 0, today_minutes: 0, planned_minutes: 20 },
    {
      player_id: 3,
      player_name: 'Cy Three',
      role: 'substitute',
      season_minutes: 0,
      today_minutes: 0,
      planned_minutes: 40,
    },
  ],
  segments: [],
  changes: [],
  spread: 50,
};

describe('the live minutes table', () => {
  it("shows minutes so far, planned and share, and flags a player past the day's maximum", () => {
    const sofar = { ...minutesSoFar([1, 2], [{ minute: 6, off: 2, on: 3 }], 8), now: 8 };
    renderWithProviders(<MinutesTable view={view} sofar={sofar} />);
    const table = screen.getByRole('table', { name: 'Minutes' });
    const ann = within(table).getByRole('row', { name: /Ann One/ });
    expect(ann).toHaveTextContent("Ann Oneon8'20'100%43'Over 40 today");
    expect(within(table).getByRole('row', { name: /Bo Two/ })).toHaveTextContent("Bo Two6'20'75%6'");
    expect(within(table).getByRole('row', { name: /Bo Two/ })).not.toHaveTextContent('Over');
    expect(within(table).getByRole('row', { name: /Cy Three/ })).toHaveTextContent("Cy Threeon2'40'25%2'");
  });
});

describe('the sub timer', () => {
  const names = new Map([
    [1, 'Ann One'],
    [3, 'Cy Three'],
  ]);
  it('says which change is next, then that it is due, and one tap hands the change over', async () => {
    const onChange = vi.fn();
    const proposal = { at: 10, due: false, pairs: [{ off: 1, on: 3 }] };
    const { rerender } = renderWithProviders(
      <SubTimer proposal={proposal} hasLineup names={names} onChange={onChange} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent("Next change at 10': Ann One off, Cy Three on");
    rerender(<SubTimer proposal={{ ...proposal, due: true }} hasLineup names={names} onChange={onChange} />);
    expect(screen.getByRole('status')).toHaveTextContent('Sub due: Ann One off, Cy Three on');
    fireEvent.click(screen.getByRole('button', { name: 'Make the change' }));
    expect(onChange).toHaveBeenCalledWith({ ...proposal, due: true });
  });

  it('asks for the lineup first', () => {
    renderWithProviders(<SubTimer proposal={null} hasLineup={false} names={names} onChange={vi.fn()} />);
    expect(
      screen.getByText('Save the lineup to use the sub timer: it starts from the starting players.'),
    ).toBeVisible();
  });
});

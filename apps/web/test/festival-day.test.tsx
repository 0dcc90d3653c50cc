import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { FestivalDay } from '@touchline/domain';
import { FestivalDayTable } from '../src/features/matches/festival/festival-panel';
import { renderWithProviders } from './match-render';

/** A festival day (#34) on the match console: the day's matches and its minutes table as a coach sees them. */
const match = {
  venue_name: 'Riverside Park',
  status: 'scheduled',
  match_minutes: 20,
  on_pitch: 5,
  change_every: 5,
  over: false,
  phase: 'NOT_STARTED',
  our_goals: 0,
  opposition_goals: 0,
  minutes_from: 'planned',
} as const;
const day: FestivalDay = {
  date: '2026-12-05',
  team_id: 1,
  team_name: 'U8 Cubs',
  age_group: 'U8',
  youth_mode: true,
  max_minutes_per_day: 40,
  matches: [
    {
      ...match,
      match_id: 11,
      kick_off_time: '09:00',
      opposition_name: 'Ashby',
      over: true,
      phase: 'FINISHED',
      our_goals: 2,
      opposition_goals: 1,
      minutes_from: 'played',
    },
    {
      ...match,
      match_id: 12,
      kick_off_time: '09:30',
      opposition_name: 'Barton',
      status: 'cancelled',
      minutes_from: 'none',
    },
    { ...match, match_id: 13, kick_off_time: '10:00', opposition_name: 'Castle' },
  ],
  players: [
    { player_id: 1, player_name: 'Ann One', minutes: [20, null, 25], total: 45 },
    { player_id: 2, player_name: 'Bo Two', minutes: [0, null, 20], total: 20 },
  ],
  over_limit: [1],
  next_match_id: 13,
};

describe("a festival day's minutes table", () => {
  it('tells played from planned in words, leaves a cancelled match out and flags a day past the maximum', () => {
    renderWithProviders(<FestivalDayTable day={day} matchId={13} />);
    expect(screen.getByText('3 matches today; at most 40 minutes a day for each player.')).toBeVisible();
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('09:00 v Ashby · Pitch: Riverside Park · FT 2–1');
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Cancelled');
    expect(screen.getAllByRole('listitem')[2]).toHaveTextContent('This match');
    expect(screen.getByText('Youth mode: parents and players do not see this score.')).toBeVisible();
    const table = screen.getByRole('table', { name: "The day's minutes" });
    expect(within(table).getByRole('columnheader', { name: '09:00 v Ashby Played' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: '09:30 v Barton Not played' })).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: '10:00 v Castle Planned' })).toBeVisible();
    expect(within(table).getByRole('row', { name: /Ann One/ })).toHaveTextContent(
      "Ann One20' played–25' planned45'Over 40 today",
    );
    expect(within(table).getByRole('row', { name: /Bo Two/ })).toHaveTextContent("Bo Two0' played–20' planned20'");
  });

  it('hides the score where the answer hides it, and says who has no squad yet', () => {
    const hidden: FestivalDay = {
      ...day,
      matches: day.matches.map((m) => ({ ...m, our_goals: null, opposition_goals: null })),
      players: [],
    };
    renderWithProviders(<FestivalDayTable day={hidden} matchId={11} />);
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('09:00 v Ashby · Pitch: Riverside Park · FT');
    expect(screen.queryByText('Youth mode: parents and players do not see this score.')).toBeNull();
    expect(
      screen.getByText('No players for the day yet: save a lineup, or publish a squad, for its matches.'),
    ).toBeVisible();
  });
});

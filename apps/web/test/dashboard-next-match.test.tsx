import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { KickOffCountdown } from '../src/features/home/kick-off-countdown';
import {
  badgeInitials,
  badgeName,
  meetTimeOf,
  missingMatchFields,
  placeholderFixture,
  trainingComesFirst,
} from '../src/features/home/next-match';
import type { NextMatchTileProps } from '../src/features/home/next-match-tile';
import { NextMatchTile } from '../src/features/home/next-match-tile';
import { NextTrainingBanner } from '../src/features/home/next-training-banner';
import { theme } from '../src/theme';
import { aMatch, aTraining, renderAt } from './dashboard-fixtures';

function renderTile(props: Partial<NextMatchTileProps>) {
  const onRetry = vi.fn();
  const view = renderAt(
    <NextMatchTile
      match={null}
      loading={false}
      failed={false}
      onRetry={onRetry}
      teamName="Riverside Eagles"
      {...props}
    />,
  );
  return { onRetry, ...view };
}

describe('Next Match validation', () => {
  it('names every missing required field in the spec order', () => {
    expect(missingMatchFields(aMatch())).toEqual([]);
    expect(
      missingMatchFields({
        match_id: 1,
        match_date: '2026-01-01',
        kick_off_time: '',
        venue_name: null,
        opposition_name: 'X',
        home_or_away: 'Home',
      }),
    ).toEqual(['kick_off_time', 'venue_name', 'team_id']);
    expect(missingMatchFields({})).toEqual([
      'match_id',
      'match_date',
      'kick_off_time',
      'venue_name',
      'opposition_name',
      'home_or_away',
      'team_id',
    ]);
  });

  it("shows 'Match data is incomplete. Missing: …' instead of the match", () => {
    const { venue_name: _v, team_id: _t, ...partial } = aMatch();
    renderTile({ match: partial });
    expect(screen.getByRole('alert')).toHaveTextContent('Match data is incomplete. Missing: venue_name, team_id');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows the countdown, meet time (30 minutes before kick-off by default), maps link, badges and kit', () => {
    renderTile({ match: aMatch({ home_or_away: 'Away', kick_off_time: '10:15', meet_time: null }) });
    const tile = screen.getByRole('region', { name: 'Next Match' });
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Kick-off in \d+d \d+h \d+m \d+s$/);
    expect(tile).toHaveTextContent('Meet at09:45');
    expect(tile).toHaveTextContent('Kit coloursRed and white');
    const venue = screen.getByRole('link', { name: 'Riverside Park' });
    expect(venue).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Riverside%20Park%2C%20Mill%20Lane%2C%20Riverside',
    );
    expect(venue).toHaveAttribute('target', '_blank');
    // Away: the opposition is the home side.
    const names = screen.getAllByText(/^(Hillside Rovers|Riverside Eagles)$/).map((n) => n.textContent);
    expect(names).toEqual(['Hillside Rovers', 'Riverside Eagles']);
  });

  it("uses the match's meet time when it has one, and shows 'FC' for a team name that could not be read", () => {
    renderTile({ match: aMatch({ meet_time: '09:00' }), teamName: '' });
    expect(screen.getByRole('region', { name: 'Next Match' })).toHaveTextContent('Meet at09:00');
    expect(screen.getByText('FC', { selector: 'p' })).toBeInTheDocument();
  });

  it('goes to /matches/fixtures when clicked, but not from its own links', () => {
    const { router } = renderTile({ match: aMatch() });
    const venue = screen.getByRole('link', { name: 'Riverside Park' });
    venue.addEventListener('click', (event) => event.preventDefault()); // no real trip to the maps site
    fireEvent.click(venue);
    expect(router.state.location.pathname).toBe('/');
    fireEvent.click(screen.getByText('Red and white'));
    expect(router.state.location.pathname).toBe('/matches/fixtures');
  });

  it("offers Retry after 'Failed to fetch upcoming matches'", () => {
    const { onRetry } = renderTile({ failed: true });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch upcoming matches');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("with nothing scheduled: the placeholder a week ahead against 'TBD' and View All Fixtures to /fixtures", () => {
    renderTile({ match: null });
    expect(screen.getByText('No upcoming matches')).toBeInTheDocument();
    expect(screen.getByText('TBD', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Fixtures' })).toHaveAttribute('href', '/fixtures');
    expect(placeholderFixture(new Date(2026, 1, 25, 15, 0))).toEqual({
      match_date: '2026-03-04',
      opposition_name: 'TBD',
    });
  });

  it('badges: the name or FC, and initials', () => {
    expect(badgeName('  ')).toBe('FC');
    expect(badgeName(null)).toBe('FC');
    expect(badgeInitials('Riverside U14 Eagles')).toBe('RUE');
    expect(badgeInitials('FC')).toBe('FC');
    expect(meetTimeOf({ meet_time: null, kick_off_time: '00:15' })).toBe('23:45');
  });
});

describe('kick-off countdown', () => {
  const renderCountdown = (date: string | null, time: string | null) =>
    render(
      <MantineProvider theme={theme} env="test">
        <KickOffCountdown date={date} time={time} />
      </MantineProvider>,
    );

  it('ticks every second in days, hours, minutes and seconds, then says Kick-off!', () => {
    vi.useFakeTimers({ now: new Date(2026, 0, 1, 10, 0, 0) });
    renderCountdown('2026-01-02', '12:03');
    const timer = screen.getByRole('timer');
    expect(timer).toHaveAccessibleName('Kick-off in 1d 2h 3m 0s');
    expect(timer).toHaveTextContent('1Days2Hours3Minutes0Seconds');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveAccessibleName('Kick-off in 1d 2h 2m 59s');
    act(() => vi.advanceTimersByTime((26 * 3600 + 2 * 60 + 59) * 1000));
    expect(screen.getByRole('timer')).toHaveTextContent('Kick-off!');
  });

  it("says 'Invalid kick-off time' for a missing or unreadable time", () => {
    renderCountdown('2026-01-02', null);
    expect(screen.getByRole('timer')).toHaveTextContent('Invalid kick-off time');
  });
});

describe('next training banner', () => {
  it('shows the next session when it is earlier than the next match, with TBC for a missing venue', () => {
    renderAt(
      <NextTrainingBanner
        training={aTraining({ date: '2026-03-03', start_time: '18:00', venue: '' })}
        match={aMatch({ match_date: '2026-03-07' })}
      />,
    );
    expect(screen.getByRole('status', { name: 'Next training' })).toHaveTextContent(
      'Next training: Tuesday 3 March at 18:00, TBC',
    );
  });

  it('is not shown when the match comes first', () => {
    renderAt(
      <NextTrainingBanner
        training={aTraining({ date: '2026-03-07', start_time: '18:00' })}
        match={aMatch({ match_date: '2026-03-07', kick_off_time: '10:00' })}
      />,
    );
    expect(screen.queryByRole('status', { name: 'Next training' })).toBeNull();
  });

  it('compares date and time, and shows the training when no match is scheduled', () => {
    expect(
      trainingComesFirst(
        { date: '2026-03-07', start_time: '09:00' },
        { match_date: '2026-03-07', kick_off_time: '10:00' },
      ),
    ).toBe(true);
    expect(
      trainingComesFirst(
        { date: '2026-03-08', start_time: '09:00' },
        { match_date: '2026-03-07', kick_off_time: '10:00' },
      ),
    ).toBe(false);
    expect(trainingComesFirst({ date: '2026-03-08', start_time: '09:00' }, null)).toBe(true);
    expect(trainingComesFirst(null, null)).toBe(false);
  });
});

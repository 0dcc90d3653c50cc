import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { LiveMatchView } from '@touchline/domain';
import { WatchPage } from '../src/features/watch/watch-page';
import { json, stubFetch } from './fake-fetch';
import { renderWithProviders } from './match-render';
import { timelineEntry } from './timeline-fixtures';

const view = (over: Partial<LiveMatchView> = {}): LiveMatchView => ({
  match: {
    team_name: 'Riverside U12 Tigers',
    opposition_name: 'Hilltop Rovers',
    match_date: '2026-11-24',
    kick_off_time: '10:00',
    home_or_away: 'Home',
    match_minutes: 60,
  },
  phase: 'FIRST_HALF',
  youth_mode: false,
  score: { our_goals: 1, opposition_goals: 0, has_events: true, youth_mode: false },
  events: [
    timelineEntry(
      'MATCH_EVENT',
      { id: 1, timestamp: '2026-11-24T10:00:00.000Z' },
      { minute: 0, event_type: 'GAME_START' },
    ),
    timelineEntry('GOAL', { id: 2, scorer: 'Ben', timestamp: '2026-11-24T10:12:00.000Z' }, { minute: 12 }),
  ],
  expires_at: '2026-11-25T00:00:00.000Z',
  ...over,
});

/** The relatives' page (decision 111): token from '#' to a POST body, polling, and its states. */
describe('WatchPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2026-11-24T10:15:00Z'));
    window.history.replaceState(null, '', '/watch#secret-token-123');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('posts the token in the body, shows the match, and says when it is offline, keeping what it showed', async () => {
    let online = true;
    // The live link's reads (the frame also asks the club's name and logo once, GET /features).
    const calls = stubFetch(
      () => {
        if (!online) throw new TypeError('Failed to fetch');
        return json(200, view());
      },
      { record: (url) => url.includes('/live-links/') },
    );
    renderWithProviders(<WatchPage />);
    expect(screen.getByText('Loading match…')).toBeInTheDocument();
    expect(await screen.findByText('1 - 0')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Match events' })).toHaveTextContent('Ben');
    expect(window.location.hash).toBe('');
    expect(calls[0]?.url).toMatch(/\/api\/live-links\/view$/);
    expect(calls[0]?.method).toBe('POST');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ token: 'secret-token-123' });

    online = false;
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(calls).toHaveLength(2);
    expect(await screen.findByText(/Offline: the club’s server cannot be reached/)).toBeInTheDocument();
    expect(screen.getByText('1 - 0')).toBeInTheDocument();
  });

  it('says a revoked link no longer works, and stops asking', async () => {
    const calls = stubFetch(() => json(410, { error: 'This live link has expired or was revoked.' }), {
      record: (url) => url.includes('/live-links/'),
    });
    renderWithProviders(<WatchPage />);
    expect(await screen.findByText('This live link has expired or was revoked.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(1);
  });

  it('shows no score in youth mode, and says why', async () => {
    stubFetch(() => json(200, view({ youth_mode: true, score: null, events: [] })));
    renderWithProviders(<WatchPage />);
    expect(await screen.findByText('Youth mode: no score is shown for this team.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Scoreboard' })).not.toHaveTextContent('0 - 0');
    expect(screen.getByText('No events yet')).toBeInTheDocument();
  });
});

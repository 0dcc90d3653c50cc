import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ListedMatch, MatchState } from '@touchline/domain';
import { MatchesPage } from '../src/features/matches/matches-page';
import { SessionContext } from '../src/session/session-context';
import { setTeamChoice } from '../src/widgets/team-scope/team-choice';
import { json, stubFetch } from './fake-fetch';
import { fakeSession } from './fake-session';
import { renderWithProviders } from './match-render';
import { player } from './render-app';
import { timelineEntry } from './timeline-fixtures';

let nextId = 1;
function match(match_date: string, overrides: Partial<ListedMatch> = {}): ListedMatch {
  return {
    version: 'v1',
    match_id: nextId++,
    opposition_name: `Rovers ${nextId}`,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane, Riverside RV1 2AB',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: null,
    colours: 'Red',
    match_date,
    team_id: 1,
    team_name: 'Lions',
    team: { team_name: 'Lions' },
    match_type: 'league cup',
    match_type_id: 5,
    season_id: 1,
    opposition_team_id: null,
    status: 'scheduled',
    status_reason: null,
    match_minutes: 90,
    state: { phase: 'NOT_STARTED', our_goals: 0, opposition_goals: 0, has_events: false, youth_mode: false },
    ...overrides,
  };
}

/** The fixtures as someone who sees every team (the scope's own tests: fixtures-results.test.tsx). */
function renderFixtures() {
  const session = fakeSession({ status: 'signed-in', user: player });
  return renderWithProviders(
    <SessionContext value={session}>
      <MemoryRouter>
        <MatchesPage view="fixtures" title="Fixtures & Results" />
      </MemoryRouter>
    </SessionContext>,
  );
}

describe('match list', () => {
  beforeEach(() => {
    setTeamChoice('mine');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12));
  });
  afterEach(() => vi.restoreAllMocks());

  it("opens on the next match's month, badges it, and shows results from the list, no request per row", async () => {
    const september = match('2026-09-19');
    const played = match('2026-11-21', {
      state: { phase: 'FINISHED', our_goals: 2, opposition_goals: 1, has_events: true, youth_mode: false },
    });
    const unrecorded = match('2026-11-21', { kick_off_time: '11:00' });
    const next = match('2026-11-28', { kick_off_time: '09:15' });
    const december = match('2026-12-05');
    const calls = stubFetch((url) => {
      if (url === '/api/matches/current-season') return json(200, [december, next, unrecorded, played, september]);
      if (url === `/api/matches/${played.match_id}/timeline`)
        return json(200, {
          events: [timelineEntry('MATCH_EVENT', { id: 1 }, { minute: 0, event_type: 'GAME_START' })],
        });
      return json(404, { error: 'Not found' });
    });
    renderWithProviders(<MatchesPage view="season" title="Matches" />);

    expect(await screen.findByRole('tab', { name: 'Nov 2026' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Sept 2026',
      'Oct 2026',
      'Nov 2026',
      'Dec 2026',
    ]);
    const nextGroup = screen.getByRole('region', { name: /28 November 2026/ });
    expect(within(nextGroup).getByText('Next Match')).toBeInTheDocument();
    expect(within(nextGroup).getByText('09:15')).toBeInTheDocument();

    expect(await screen.findByText('2 - 1')).toBeInTheDocument();
    expect(screen.getByText('FT')).toBeInTheDocument();
    expect(screen.getByText('No result')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toEqual(['/api/matches/current-season']);

    // Expanding a card: meet-up defaults to 30 minutes before kick-off.
    const card = screen.getByRole('article', { name: `Lions vs ${next.opposition_name}` });
    const toggle = within(card).getByRole('button', { name: 'More details' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('08:45')).toBeInTheDocument();

    // The score opens the timeline.
    fireEvent.click(screen.getByRole('button', { name: '2 - 1 FT' }));
    expect(await screen.findByText('Kick-off')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('tab', { name: 'Oct 2026' }));
    expect(await screen.findByText('No matches found for October 2026')).toBeInTheDocument();
  });

  it('shows the popup: type, long date, Final Result for past matches, information, venue and map links', async () => {
    const past = match('2026-11-21', {
      home_or_away: 'Away',
      team: { team_name: '' },
      team_name: '',
      meet_time: '09:20',
    });
    stubFetch((url) => {
      if (url.endsWith('/current-season')) return json(200, [past]);
      return json(200, { our_goals: 3, opposition_goals: 1, has_events: true, youth_mode: false });
    });
    renderWithProviders(<MatchesPage view="season" title="Matches" />);
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Our Team vs ${past.opposition_name}`) }));
    const popup = await screen.findByRole('dialog');
    expect(popup).toHaveTextContent('League cup');
    expect(popup).toHaveTextContent(/Saturday,? 21 November 2026/);
    expect(within(popup).getByRole('heading', { name: 'Final Result' })).toBeInTheDocument();
    expect(await within(popup).findByText('Our Team')).toBeInTheDocument();
    // Away: the opposition is home with 1, our team away with 3.
    expect(
      within(popup)
        .getAllByText(/^[13]$/)
        .map((e) => e.textContent),
    ).toEqual(['1', '3']);
    expect(within(popup).getByRole('button', { name: 'View Match Timeline' })).toBeInTheDocument();
    expect(within(popup).getByText('09:20')).toBeInTheDocument();
    const address = within(popup).getByRole('link', { name: 'Mill Lane, Riverside RV1 2AB' });
    expect(address).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Mill%20Lane%2C%20Riverside%20RV1%202AB',
    );
    expect(address).toHaveAttribute('target', '_blank');
    expect(address).toHaveAttribute('rel', 'noopener');
    expect(within(popup).getByRole('link', { name: 'View on Map' })).toHaveAttribute(
      'href',
      address.getAttribute('href'),
    );
    expect(within(popup).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it("names our team first, like the score 'our - their': a 3-2 away win reads as a win", async () => {
    const away = match('2026-11-21', {
      home_or_away: 'Away',
      opposition_name: 'Hawks',
      state: { phase: 'FINISHED', our_goals: 3, opposition_goals: 2, has_events: true, youth_mode: false },
    });
    stubFetch((url) => {
      if (url.endsWith('/current-season')) return json(200, [away]);
      if (url === `/api/matches/${away.match_id}/score`)
        return json(200, { our_goals: 3, opposition_goals: 2, has_events: true, youth_mode: false });
      return json(404, { error: 'Not found' });
    });
    renderWithProviders(<MatchesPage view="season" title="Matches" />);
    const card = await screen.findByRole('article', { name: 'Lions vs Hawks' });
    expect(within(card).getByText('Lions vs Hawks')).toBeInTheDocument();
    expect(within(card).getByText('Away')).toBeInTheDocument();
    expect(await within(card).findByText('3 - 2')).toBeInTheDocument();
    // The popup and the timeline opened from the row are titled the same way.
    fireEvent.click(within(card).getByRole('button', { name: /^Lions vs Hawks/ }));
    expect(await screen.findByRole('dialog', { name: 'Lions vs Hawks' })).toBeInTheDocument();
  });

  it(
    "shows today's matches as their events have it: kick-off " + 'time, the live score marked LIVE or HT, FT once over',
    async () => {
      const state = (phase: MatchState['phase'], our_goals: number, opposition_goals: number) => ({
        phase,
        our_goals,
        opposition_goals,
        has_events: phase !== 'NOT_STARTED',
        youth_mode: false,
      });
      const ended = match('2026-11-22', {
        kick_off_time: '09:00',
        opposition_name: 'Ended FC',
        state: state('FINISHED', 2, 2),
      });
      const forfeited = match('2026-11-22', {
        kick_off_time: '09:30',
        opposition_name: 'Forfeit FC',
        state: state('FORFEITED', 3, 0),
      });
      const playing = match('2026-11-22', {
        kick_off_time: '11:00',
        opposition_name: 'Playing FC',
        state: state('SECOND_HALF', 1, 0),
      });
      const resting = match('2026-11-22', {
        kick_off_time: '11:30',
        opposition_name: 'Resting FC',
        state: state('HALF_TIME', 0, 1),
      });
      const later = match('2026-11-22', {
        kick_off_time: '15:00',
        opposition_name: 'Later FC',
        state: { ...state('NOT_STARTED', 0, 0), has_events: true },
      });
      const calls = stubFetch((url) =>
        url.endsWith('/upcoming')
          ? json(200, [ended, forfeited, playing, resting, later])
          : json(404, { error: 'Not found' }),
      );
      renderFixtures();

      const row = async (name: string) => screen.findByRole('article', { name: `Lions vs ${name}` });
      expect(within(await row('Ended FC')).getByRole('button', { name: '2 - 2 FT' })).toBeInTheDocument();
      expect(within(await row('Forfeit FC')).getByRole('button', { name: '3 - 0 FT' })).toBeInTheDocument();
      expect(within(await row('Playing FC')).getByRole('button', { name: '1 - 0 LIVE' })).toBeInTheDocument();
      expect(within(await row('Playing FC')).queryByText('FT')).toBeNull();
      expect(within(await row('Resting FC')).getByRole('button', { name: '0 - 1 HT' })).toBeInTheDocument();
      // Before kick-off (a confirmed lineup is an event, not a result): the kick-off time.
      expect(within(await row('Later FC')).getByText('15:00')).toBeInTheDocument();
      expect(within(await row('Later FC')).queryByRole('button', { name: /FT|LIVE/ })).toBeNull();
      expect(calls.filter((c) => c.url.endsWith('/score'))).toEqual([]);
    },
  );

  it('badges the next match that is not over: a match of today that has ended is not next', async () => {
    const ended = match('2026-11-22', {
      state: { phase: 'FINISHED', our_goals: 1, opposition_goals: 0, has_events: true, youth_mode: false },
    });
    const next = match('2026-11-25');
    stubFetch((url) =>
      url.endsWith('/current-season') ? json(200, [ended, next]) : json(404, { error: 'Not found' }),
    );
    renderWithProviders(<MatchesPage view="season" title="Matches" />);
    const nextGroup = await screen.findByRole('region', { name: /25 November 2026/ });
    expect(within(nextGroup).getByText('Next Match')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: /22 November 2026/ })).queryByText('Next Match')).toBeNull();
  });

  it(
    "says 'No match result available' when the score " + 'fails, and shows no Final Result for future matches',
    async () => {
      const past = match('2026-11-14');
      const future = match('2026-11-28');
      stubFetch((url) => {
        if (url.endsWith('/upcoming')) return json(200, [past, future]);
        return json(500, { error: 'boom' });
      });
      renderFixtures();
      fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Lions vs ${past.opposition_name}`) }));
      expect(
        await within(await screen.findByRole('dialog')).findByText('No match result available'),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Close' }));
      fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Lions vs ${future.opposition_name}`) }));
      const popup = await screen.findByRole('dialog', { name: `Lions vs ${future.opposition_name}` });
      expect(within(popup).queryByText('Final Result')).not.toBeInTheDocument();
    },
  );

  it("logs and shows 'Failed to get matches' when the list fails, not 'No matches found'", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(() => json(500, { error: 'boom' }));
    renderFixtures();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to get matches$/);
    expect(screen.queryByText('No matches found')).not.toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Failed to get matches');
  });

  it("says 'No matches found' for a list that was read and is empty", async () => {
    stubFetch(() => json(200, []));
    renderFixtures();
    expect(await screen.findByText('No matches found')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

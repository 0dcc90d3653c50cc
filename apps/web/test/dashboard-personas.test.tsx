import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '@touchline/domain';
import { DASHBOARD_REFRESH_MS } from '@touchline/domain';
import { useDashboardRefresh } from '../src/api/dashboard';
import { activePersona } from '../src/features/home/persona';
import { json } from './fake-fetch';
import { fakeSession, routesWithSession } from './fake-session';
import { makeUser, renderRoutes } from './render-app';
import { aMatch, aPlayer, aTraining, fakeApi, isoIn, renderAt } from './dashboard-fixtures';

const playerUser = makeUser({ user_id: 21, username: 'player1', userTypes: [{ type: 'Player' }] });
const parentCoach = makeUser({ user_id: 22, username: 'coach2', userTypes: [{ type: 'Coach' }, { type: 'Parent' }] });
const adminCoach = makeUser({ user_id: 1, username: 'boss', role: 'admin', userTypes: [{ type: 'Coach' }] });
const newcomer = makeUser({ user_id: 23, username: 'new', userTypes: [] });

const nextMatch = aMatch({ match_id: 51, team_id: 3, opposition_name: 'Hillside Rovers', match_date: isoIn(5) });
const otherTeamMatch = aMatch({
  match_id: 50,
  team_id: 9,
  team_name: 'Lions',
  team: { team_name: 'Lions' },
  opposition_name: 'Early Birds',
  match_date: isoIn(1),
});

/**
 * What the dashboard reads for player 7 of team 3 (plus a parent link to the same player), 18 years old: old enough
 * to answer their own match requests (under 16 their parent does, decision 106).
 */
function playerRoutes(extra: Record<string, unknown> = {}, dateOfBirth = '2008-04-05') {
  return {
    '/players': [
      aPlayer({ player_id: 6, player_name: 'Other Kid', team_id: 9 }),
      aPlayer({ date_of_birth: dateOfBirth }),
    ],
    '/matches/upcoming': [otherTeamMatch, nextMatch],
    '/trainings/upcoming': [
      aTraining({ training_id: 80, team_id: 9, date: isoIn(0) }),
      aTraining({ training_id: 81, date: isoIn(2), venue: 'Eagles Pitch' }),
    ],
    '/availability/match/7?limit=4': [
      {
        match_id: 51,
        match_date: nextMatch.match_date,
        opponent: 'Hillside Rovers',
        available: true,
        availability_id: null,
        answer: null,
        note: null,
        status: 'scheduled',
        deadline: '2099-01-01T00:00:00Z',
      },
    ],
    '/availability/training/7?limit=4': [
      { training_id: 81, training_date: isoIn(2), venue: 'Eagles Pitch', available: false, availability_id: 300 },
    ],
    '/teams/3': {
      team_id: 3,
      team_name: 'Riverside Eagles',
      home_colours: 'Red',
      away_colours: 'Black',
      age_group: 'U14',
      club_name: 'Riverside FC',
      contact_number: '1',
      youth_mode: false,
      youth_mode_choice: null,
      match_minutes: 60,
      match_minutes_choice: null,
    },
    '/parent-player-associations/parent/22': [
      { parent_user_id: 22, player_id: 7, player_name: 'Kai Morgan', player_short_name: 'Kai M.', team_name: 'Eagles' },
    ],
    ...extra,
  };
}

/** An IntersectionObserver that never reports anything: sections below the fold stay unloaded. */
class NeverSeen {
  observe() {}
  disconnect() {}
  unobserve() {}
}

function renderDashboard(user: User) {
  return renderRoutes(routesWithSession(fakeSession({ status: 'signed-in', user })), '/');
}

describe('persona choice', { timeout: 15_000 }, () => {
  it('keeps the chosen persona while the user has it, else the first of Player, Parent, Coach, Admin', () => {
    expect(activePersona(['Parent', 'Coach'], null)).toBe('Parent');
    expect(activePersona(['Parent', 'Coach'], 'Coach')).toBe('Coach');
    expect(activePersona(['Coach', 'Admin'], 'Parent')).toBe('Coach');
    expect(activePersona([], null)).toBeNull();
  });

  it('shows no switcher for one persona, and the player view of the own player', async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    const calls = fakeApi(playerRoutes());
    renderDashboard(playerUser);
    const tile = await screen.findByRole('region', { name: 'Next Match' });
    expect(await within(tile).findByText('Riverside Eagles')).toBeInTheDocument();
    expect(within(tile).getByText('Hillside Rovers')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Persona' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Next training' })).toHaveTextContent('Eagles Pitch');
    // The first screen's reads: the own player, matches, training, the two lists, the team name and the shell's
    // unread count (decision 107). No more than 7.
    await waitFor(() =>
      expect(calls.map((c) => c.url).sort()).toEqual([
        '/api/availability/match/7?limit=4',
        '/api/availability/training/7?limit=4',
        '/api/inbox/unread',
        '/api/matches/upcoming',
        '/api/players',
        '/api/teams/3',
        '/api/trainings/upcoming',
      ]),
    );
  });

  it("shows the club team as 'FC' when its name cannot be read", async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    fakeApi(playerRoutes({ '/teams/3': json(500, { error: 'boom' }) }));
    renderDashboard(playerUser);
    const tile = await screen.findByRole('region', { name: 'Next Match' });
    expect(await within(tile).findByText('FC', { selector: 'p' })).toBeInTheDocument();
    expect(within(tile).getByText('Hillside Rovers')).toBeInTheDocument();
  });

  it("answers a match's request (decision 106), toggles training's Available; the lists reload", async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    const writes: { method: string; url: string; body: unknown }[] = [];
    const calls = fakeApi(playerRoutes(), (method, url, body) => {
      writes.push({ method, url, body });
      // The answer the server gives back.
      const answer = { player_id: 7, player_name: 'Kai Morgan', answer: 'maybe', note: null, source: 'app' };
      return method === 'PUT'
        ? json(200, { ...answer, answered_at: '2026-11-24T10:00:00Z', answered_by: 'Kai Morgan', reminded: [] })
        : new Response(null, { status: 204 });
    });
    renderDashboard(playerUser);
    const matches = await screen.findByRole('region', { name: 'Match Availability' });
    expect(await within(matches).findByRole('button', { name: 'Available' })).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(matches).getByRole('button', { name: 'Maybe' }));
    await waitFor(() =>
      expect(writes).toEqual([
        { method: 'PUT', url: '/api/matches/51/answers/7', body: { status: 'maybe', note: null } },
      ]),
    );
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/availability/match/7?limit=4')).toHaveLength(2));

    const training = screen.getByRole('region', { name: 'Training Availability' });
    expect(within(training).getByRole('button', { name: 'Not Available' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(training).getByRole('button', { name: 'Available' }));
    await waitFor(() => expect(writes[1]).toEqual({ method: 'DELETE', url: '/api/availability/300', body: undefined }));
  });

  it('shows an under-16 their match answers without buttons: their parent or carer answers (#28 item 11)', async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    fakeApi(playerRoutes({}, '2013-04-05'));
    renderDashboard(playerUser);
    const matches = await screen.findByRole('region', { name: 'Match Availability' });
    expect(
      await within(matches).findByText('No answer · Your parent or carer answers for you until you are 16'),
    ).toBeInTheDocument();
    expect(within(matches).queryByRole('button', { name: 'Maybe' })).toBeNull();
    // Training dates stay the child's own to record (the spec's toggle).
    const training = screen.getByRole('region', { name: 'Training Availability' });
    expect(within(training).getByRole('button', { name: 'Available' })).toBeInTheDocument();
  });

  it("alerts 'Failed to update availability' when the change fails", async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    fakeApi(playerRoutes(), () => json(400, { error: 'You can only record unavailability for today onwards' }));
    renderDashboard(playerUser);
    const matches = await screen.findByRole('region', { name: 'Match Availability' });
    fireEvent.click(await within(matches).findByRole('button', { name: 'Not Available' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Failed to update availability'));
  });

  it('defaults a Parent+Coach to Parent with the child chooser, and switches to Coach and back', async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    fakeApi(playerRoutes());
    renderDashboard(parentCoach);
    const switcher = await screen.findByRole('radiogroup', { name: 'Persona' });
    expect(
      within(switcher)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Parent', 'Coach']);
    expect(within(switcher).getByRole('radio', { name: 'Parent' })).toBeChecked();
    expect(await screen.findByRole('combobox', { name: 'Child' })).toHaveDisplayValue('Kai Morgan (Eagles)');

    fireEvent.click(within(switcher).getByRole('radio', { name: 'Coach' }));
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    // Not an admin: Player Targets in place of the players' admin page (decision 68); their team's fixtures and
    // training are theirs to run (#30).
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/targets/report', '/admin/fixtures', '/admin/training', '/matches/live/admin']);
    expect(screen.queryByRole('combobox', { name: 'Child' })).toBeNull();

    fireEvent.click(within(switcher).getByRole('radio', { name: 'Parent' }));
    expect(await screen.findByRole('combobox', { name: 'Child' })).toBeInTheDocument();
  });

  it('adds Admin for role admin: management quick actions and no Next Match tile', async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    fakeApi(playerRoutes());
    renderDashboard(adminCoach);
    const switcher = await screen.findByRole('radiogroup', { name: 'Persona' });
    expect(within(switcher).getByRole('radio', { name: 'Coach' })).toBeChecked();
    fireEvent.click(within(switcher).getByRole('radio', { name: 'Admin' }));
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'))
        .slice(0, 6),
    ).toEqual([
      '/admin/users',
      '/admin/teams',
      '/admin/players',
      '/admin/training',
      '/admin/fixtures',
      '/matches/live/admin',
    ]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Next Match' })).toBeNull());
  });

  it("shows the Admin view's calendar panel at once (nothing below it), the player's once scrolled to", async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    const feed = {
      url: 'http://x/api/calendar/abc.ics',
      webcal_url: 'webcal://x/api/calendar/abc.ics',
      qr_svg: '<svg/>',
    };
    const adminCalls = fakeApi({ ...playerRoutes(), '/calendar/feed': feed });
    const admin = renderDashboard(makeUser({ user_id: 2, username: 'admin', role: 'admin' }));
    expect(await screen.findByRole('img', { name: 'QR code for your calendar link' })).toBeInTheDocument();
    expect(adminCalls.map((c) => c.url)).toContain('/api/calendar/feed');
    admin.unmount();

    const playerCalls = fakeApi({ ...playerRoutes(), '/calendar/feed': feed });
    renderDashboard(playerUser);
    await screen.findByRole('region', { name: 'Next Match' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)));
    expect(screen.getByRole('region', { name: 'Subscribe to calendar' })).toHaveAttribute('aria-busy', 'true');
    expect(playerCalls.map((c) => c.url)).not.toContain('/api/calendar/feed');
  });

  it('welcomes a user without user types: the account is being set up', async () => {
    fakeApi({
      '/calendar/feed': {
        url: 'http://x/api/calendar/abc.ics',
        webcal_url: 'webcal://x/api/calendar/abc.ics',
        qr_svg: '<svg/>',
      },
    });
    renderDashboard(newcomer);
    expect(await screen.findByRole('heading', { name: 'Welcome to Touchline' })).toBeInTheDocument();
    expect(screen.getByText(/account is being set up\. Please contact an administrator/)).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Persona' })).toBeNull();
  });

  it('shows the error text when re-reading the user fails', async () => {
    vi.stubGlobal('IntersectionObserver', NeverSeen);
    fakeApi({ ...playerRoutes(), '/users/21': json(500, { error: 'Could not read your account' }) });
    const { queryClient } = renderDashboard(playerUser);
    await screen.findByRole('region', { name: 'Next Match' });
    await act(() => queryClient.invalidateQueries({ queryKey: ['users', 'current', 21] }));
    expect(await screen.findByText('Could not read your account')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next Match' })).toBeInTheDocument();
  });
});

describe('dashboard refresh', () => {
  it('re-reads what is on screen every 5 minutes, but not the calendar link', async () => {
    vi.useFakeTimers();
    let reads = 0;
    let feedReads = 0;
    function Probe() {
      useDashboardRefresh(DASHBOARD_REFRESH_MS);
      const matches = useQuery({ queryKey: ['matches', 'upcoming'], queryFn: () => ++reads });
      const feed = useQuery({ queryKey: ['calendar', 'feed'], queryFn: () => ++feedReads });
      return (
        <p>
          read {matches.data} {feed.data}
        </p>
      );
    }
    renderAt(<Probe />);
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByText('read 1 1')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS - 100));
    expect(reads).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByText('read 2 1')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(DASHBOARD_REFRESH_MS));
    expect(reads).toBe(3);
    expect(feedReads).toBe(1);
  });
});

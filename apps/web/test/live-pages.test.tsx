import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ListedMatch, MyTeams, TimelineEvent, User } from '@touchline/domain';
import { MatchesLiveAdminPage } from '../src/features/matches/matches-live-admin-page';
import { MatchesLivePage } from '../src/features/matches/matches-live-page';
import { SessionContext } from '../src/session/session-context';
import { todayIso } from '../src/widgets/match/match-dates';
import type { Call } from './fake-fetch';
import { EVERY_TEAM, json, stubFetch } from './fake-fetch';
import { fakeSession } from './fake-session';
import { renderWithProviders } from './match-render';
import { admin, coach, makeUser } from './render-app';
import { timelineEntry } from './timeline-fixtures';

let nextId = 100;
function match(overrides: Partial<ListedMatch> = {}): ListedMatch {
  const id = nextId++;
  return {
    version: 'v1',
    match_id: id,
    opposition_name: `Rovers ${id}`,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: '09:30',
    colours: 'Red',
    match_date: '2026-11-22',
    team_id: 1,
    team_name: 'Lions',
    team: { team_name: 'Lions' },
    match_type: 'league',
    match_type_id: 1,
    season_id: 1,
    opposition_team_id: null,
    status: 'scheduled',
    status_reason: null,
    match_minutes: 90,
    state: { phase: 'NOT_STARTED', our_goals: 0, opposition_goals: 0, has_events: false, youth_mode: false },
    ...overrides,
  };
}

const phase = (id: number, event_type: string, minute: number | null): TimelineEvent =>
  timelineEntry('MATCH_EVENT', { id, timestamp: new Date().toISOString() }, { minute, event_type });
const players = [
  {
    player_id: 7,
    player_name: 'Ben Two',
    player_short_name: 'Ben',
    preferred_position: 'FW',
    date_of_birth: null,
    shirt_number: 9,
    team_id: 1,
    team_name: 'Lions',
    team: { team_name: 'Lions' },
  },
  {
    player_id: 8,
    player_name: 'Dan Four',
    player_short_name: 'Dan',
    preferred_position: 'MF',
    date_of_birth: null,
    shirt_number: 4,
    team_id: 1,
    team_name: 'Lions',
    team: { team_name: 'Lions' },
  },
];

/** What GET /event-rights answers: admins (and a team's coaches on the day) may correct events. */
let canCorrect = true;

/** A server holding one match's timeline; posts are answered by `onPost`. */
function fakeServer(
  matches: ListedMatch[],
  timeline: TimelineEvent[],
  onPost: (url: string, body: unknown) => Response = () => json(201, phase(999, 'GAME_START', 0)),
) {
  return stubFetch(
    (url, init) => {
      if (url === '/api/account/teams') return json(200, liveTeams);
      if (url.endsWith('/stream')) return json(404, { error: 'Not found' });
      if (url === '/api/matches' || url === '/api/matches/upcoming') return json(200, matches);
      if (url.endsWith('/score'))
        return json(200, { our_goals: 0, opposition_goals: 0, has_events: timeline.length > 0, youth_mode: false });
      if (url.endsWith('/timeline')) return json(200, { events: timeline });
      if (url.includes('/players/match/')) return json(200, players);
      if (url.endsWith('/event-rights')) return json(200, { can_correct: canCorrect, until: null, undo_seconds: 30 });
      if (init.method === 'POST') return onPost(url, JSON.parse(String(init.body)));
      return json(404, { error: 'Not found' });
    },
    { myTeams: null },
  );
}

function renderAdmin(user: User = admin) {
  // An admin who coaches no team: every team's matches (decision 127).
  liveTeams = EVERY_TEAM;
  return renderWithProviders(
    <SessionContext value={fakeSession({ status: 'signed-in', user })}>
      <MatchesLiveAdminPage />
    </SessionContext>,
  );
}

const noTeams: MyTeams = { coaching: [], family: [], all_teams: false };
/** What the fake server answers for GET /account/teams (renderLive sets it). */
let liveTeams: MyTeams = noTeams;

/** The live centre signed in as a parent whose teams the server answers (none, unless given). */
function renderLive(teams: MyTeams = noTeams) {
  liveTeams = teams;
  const parent = makeUser({ userTypes: [{ type: 'Parent' }] });
  return renderWithProviders(
    <SessionContext value={fakeSession({ status: 'signed-in', user: parent })}>
      <MatchesLivePage />
    </SessionContext>,
  );
}

const posted = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => [c.url, JSON.parse(c.body ?? 'null')]);

describe('live match centre', () => {
  afterEach(() => vi.useRealTimers());

  it('loads, then shows the only match without a dropdown', async () => {
    const only = match();
    fakeServer([only], []);
    renderLive();
    expect(screen.getByText('Loading upcoming matches...')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Scoreboard' })).toHaveTextContent('Pre-match');
    expect(screen.queryByLabelText('Select Match')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Live Updates' })).toBeInTheDocument();
    expect(await screen.findByText('No events yet')).toBeInTheDocument();
  });

  it('preselects the first of several matches, and asks for one when none is chosen', async () => {
    const [first, second] = [match(), match({ kick_off_time: '14:00' })];
    fakeServer([first as ListedMatch, second as ListedMatch], []);
    renderLive();
    const select = await screen.findByLabelText('Select Match');
    expect(select).toHaveValue(String(first?.match_id));
    expect(await screen.findByRole('region', { name: 'Scoreboard' })).toHaveTextContent(first?.opposition_name ?? '');
    fireEvent.change(select, { target: { value: String(second?.match_id) } });
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Scoreboard' })).toHaveTextContent(second?.opposition_name ?? ''),
    );
    fireEvent.change(select, { target: { value: '' } });
    expect(await screen.findByText('Please select a match to view live updates')).toBeInTheDocument();
  });

  it("opens on the child's team's match of today, before an earlier match of another team", async () => {
    const today = todayIso();
    const tigers = { team_id: 2, team_name: 'Tigers', team: { team_name: 'Tigers' } };
    const other = match({ match_date: today, kick_off_time: '09:00', team_id: 3, opposition_name: 'Other FC' });
    const child = match({ match_date: today, kick_off_time: '15:00', ...tigers, opposition_name: 'Child FC' });
    const tomorrow = todayIso(new Date(Date.now() + 86_400_000));
    const later = match({ match_date: tomorrow, kick_off_time: '08:00', ...tigers, opposition_name: 'Later FC' });
    fakeServer([other, child, later], []);
    renderLive({ coaching: [], family: [{ team_id: 2, team_name: 'Tigers' }], all_teams: false });
    expect(await screen.findByLabelText('Select Match')).toHaveValue(String(child.match_id));
    expect(await screen.findByRole('region', { name: 'Scoreboard' })).toHaveTextContent('Child FC');
  });

  it('opens on the first match when no match of the own teams is today', async () => {
    const [first, second] = [match({ match_date: todayIso() }), match({ match_date: '2999-01-02', team_id: 2 })];
    fakeServer([first, second], []);
    renderLive({ coaching: [], family: [{ team_id: 2, team_name: 'Tigers' }], all_teams: false });
    expect(await screen.findByLabelText('Select Match')).toHaveValue(String(first.match_id));
  });

  it('keeps showing the match being watched once it ends and drops out of the upcoming list', async () => {
    const [watched, next] = [
      match({ opposition_name: 'Watched FC' }),
      match({ opposition_name: 'Next FC', kick_off_time: '14:00' }),
    ];
    let listed = [watched, next];
    stubFetch((url) => {
      if (url === '/api/matches/upcoming') return json(200, listed);
      if (url.endsWith('/score'))
        return json(200, { our_goals: 2, opposition_goals: 0, has_events: true, youth_mode: false });
      if (url.endsWith('/timeline')) return json(200, { events: [] });
      return json(404, { error: 'Not found' });
    });
    const { queryClient } = renderLive();
    const board = await screen.findByRole('region', { name: 'Scoreboard' });
    await waitFor(() => expect(board).toHaveTextContent('Watched FC'));
    listed = [next];
    await queryClient.invalidateQueries({ queryKey: ['matches'] });
    await waitFor(() => expect(screen.getByLabelText('Select Match')).toHaveValue(String(watched.match_id)));
    expect(screen.getByRole('region', { name: 'Scoreboard' })).toHaveTextContent('Watched FC');
    fireEvent.change(screen.getByLabelText('Select Match'), { target: { value: String(next.match_id) } });
    await waitFor(() => expect(screen.getByRole('region', { name: 'Scoreboard' })).toHaveTextContent('Next FC'));
  });

  it('shows the empty state, and the error state with Try Again reloading the page', async () => {
    fakeServer([], []);
    const { unmount } = renderLive();
    expect(await screen.findByRole('heading', { name: 'No Upcoming Matches' })).toBeInTheDocument();
    expect(screen.getByText('Check back later for live match updates')).toBeInTheDocument();
    unmount();

    stubFetch(() => json(500, { error: 'Database is down' }));
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderLive();
    expect(await screen.findByRole('heading', { name: 'Error Loading Matches' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(reload).toHaveBeenCalled();
  });
});

describe('admin match control', () => {
  it('defaults to the nearest upcoming match and offers the quick action of its status', async () => {
    const past = match({ match_date: '2020-01-04' });
    const upcoming = match({ match_date: '2999-01-02' });
    const later = match({ match_date: '2999-02-02' });
    const calls = fakeServer([later, past, upcoming], [phase(1, 'LINEUP_CONFIRMED', null)]);
    renderAdmin();
    expect(await screen.findByLabelText('Select Match')).toHaveValue(String(upcoming.match_id));
    fireEvent.click(await screen.findByRole('button', { name: 'Start Match' }));
    // A phase asks first (#29 item 6): nothing is sent until the same button in the question is tapped.
    const ask = await screen.findByRole('dialog', { name: 'Start Match?' });
    expect(posted(calls)).toEqual([]);
    fireEvent.click(within(ask).getByRole('button', { name: 'Start Match' }));
    await waitFor(() =>
      expect(posted(calls)).toEqual([
        [
          `/api/matches/${upcoming.match_id}/events`,
          { event_type: 'GAME_START', minute: 0, notes: 'Kick-off', client_key: expect.any(String) },
        ],
      ]),
    );
    expect(screen.getByRole('button', { name: 'Add Event' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Lineup Confirmed' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Scoreboard' })).toHaveTextContent(/Last updated/);
  });

  it('keeps the default match once full time makes it no longer upcoming', async () => {
    const today = match({ match_date: '2999-01-02', opposition_name: 'Today FC' });
    const later = match({ match_date: '2999-02-02', opposition_name: 'Later FC' });
    const timeline = [phase(1, 'GAME_START', 0), phase(2, 'HALF_TIME', 45), phase(3, 'SECOND_HALF_START', 45)];
    const calls = fakeServer([today, later], timeline, () => {
      today.state = { ...today.state, phase: 'FINISHED' };
      timeline.push(phase(4, 'GAME_END', 90));
      return json(201, phase(4, 'GAME_END', 90));
    });
    renderAdmin();
    expect(await screen.findByLabelText('Select Match')).toHaveValue(String(today.match_id));
    fireEvent.click(await screen.findByRole('button', { name: 'Match Ended' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Match Ended?' })).getByRole('button', { name: 'Match Ended' }),
    );
    // The lists are read again after the write; the control stays on the match just ended.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/matches').length).toBeGreaterThan(1));
    await screen.findByRole('button', { name: 'Record Man of the Match' });
    expect(screen.getByLabelText('Select Match')).toHaveValue(String(today.match_id));
    expect(screen.getByRole('region', { name: 'Scoreboard' })).toHaveTextContent('Today FC');
  });

  it('falls back to the most recent past match, and gives coaches without the right no edit buttons', async () => {
    canCorrect = false;
    const older = match({ match_date: '2020-01-04' });
    const recent = match({ match_date: '2020-02-01' });
    fakeServer(
      [recent, older],
      [
        phase(1, 'LINEUP_CONFIRMED', null),
        phase(2, 'GAME_START', 0),
        phase(3, 'HALF_TIME', 45),
        phase(4, 'SECOND_HALF_START', 45),
        phase(5, 'GAME_END', 90),
      ],
    );
    renderAdmin(coach);
    expect(await screen.findByLabelText('Select Match')).toHaveValue(String(recent.match_id));
    fireEvent.click(await screen.findByRole('button', { name: 'Record Man of the Match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
    expect(within(dialog).getByLabelText('Type')).toHaveValue('MAN_OF_THE_MATCH');
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    canCorrect = true;
  });

  it(
    'checks Add Event with the spec messages, refuses goals ' + 'at half time, and shows server errors in the modal',
    async () => {
      const m = match();
      const calls = fakeServer([m], [phase(1, 'GAME_START', 0), phase(2, 'HALF_TIME', 45)], () =>
        json(400, { error: "Player is not in this match's team" }),
      );
      renderAdmin();
      fireEvent.click(await screen.findByRole('button', { name: 'Add Event' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Event' });
      await within(within(dialog).getByLabelText('Scorer')).findByRole('option', { name: 'Ben Two (#9)' });
      // The minute starts at the current match minute (half time: 45).
      expect(within(dialog).getByLabelText('Minute')).toHaveValue('45');
      fireEvent.change(within(dialog).getByLabelText('Minute'), { target: { value: '' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Event' }));
      expect(await within(dialog).findByText('Please select a player for the goal')).toBeInTheDocument();
      expect(within(dialog).getByText('Goal minute must be between 1 and 130')).toBeInTheDocument();

      fireEvent.change(within(dialog).getByLabelText('Scorer'), { target: { value: '7' } });
      fireEvent.change(within(dialog).getByLabelText('Minute'), { target: { value: '46' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Event' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('Goals cannot be recorded during half time');
      expect(posted(calls)).toEqual([]);

      fireEvent.change(within(dialog).getByLabelText('Type'), { target: { value: 'CARD' } });
      fireEvent.change(within(dialog).getByLabelText('Player'), { target: { value: '8' } });
      fireEvent.change(within(dialog).getByLabelText('Card Type'), { target: { value: 'RED' } });
      fireEvent.change(within(dialog).getByLabelText('Minute'), { target: { value: '44' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save Event' }));
      expect(await within(dialog).findByText("Player is not in this match's team")).toBeInTheDocument();
      expect(posted(calls)).toEqual([
        [
          `/api/matches/${m.match_id}/cards`,
          { player_id: 8, card_type: 'RED', minute: 44, notes: null, client_key: expect.any(String) },
        ],
      ]);
      // Refused, it is not left waiting on the device: the banner says why and the form stays open.
      expect(screen.queryByText(/waiting to send/)).not.toBeInTheDocument();
      expect(screen.queryByText(/Not recorded/)).not.toBeInTheDocument();
    },
  );

  it('forfeits: home by default, the warning, then POST /forfeit; a forfeited match shows the 3-0', async () => {
    const m = match();
    const timeline: TimelineEvent[] = [];
    const calls = fakeServer([m], timeline, (_url, body) => {
      timeline.push(
        timelineEntry(
          'MATCH_EVENT',
          { id: 50, forfeiting_team: (body as { forfeiting_team: string }).forfeiting_team },
          { event_type: 'FORFEIT' },
        ),
      );
      return json(201, timeline[0]);
    });
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Forfeit Match' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forfeit Match' });
    expect(within(dialog).getByLabelText('Home Team')).toBeChecked();
    expect(dialog).toHaveTextContent(
      'This action cannot be undone. The non-forfeiting team will be awarded a 3-0 win.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm Forfeit' }));
    expect(await screen.findByText('Match Forfeited (Final Score: 3-0)')).toBeInTheDocument();
    expect(posted(calls)).toEqual([[`/api/matches/${m.match_id}/forfeit`, { forfeiting_team: 'home', notes: null }]]);
  });

  it('asks to select a match when none is chosen', async () => {
    fakeServer([match()], []);
    renderAdmin();
    fireEvent.change(await screen.findByLabelText('Select Match'), { target: { value: '' } });
    expect(await screen.findByText('Please select a match to begin')).toBeInTheDocument();
  });
});

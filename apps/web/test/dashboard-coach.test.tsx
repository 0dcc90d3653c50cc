import { isValidElement } from 'react';
import { matchRoutes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { User } from '@touchline/domain';
import { peopleOn, teamPlayersOf } from '../src/features/home/availability-people';
import { CoachDashboard } from '../src/features/home/coach-dashboard';
import { appRoutes } from '../src/routes';
import type { Access } from '../src/session/access';
import { canAccess } from '../src/session/access';
import { RequireAccess } from '../src/session/require-access';
import { CalendarSubscribePanel, svgDataUrl } from '../src/widgets/calendar-subscribe/calendar-subscribe-panel';
import { json } from './fake-fetch';
import { aMatch, aPlayer, aTraining, fakeApi, isoIn, renderAt, stats } from './dashboard-fixtures';
import { coach, makeUser } from './render-app';

const date = isoIn(5);
/** GET /availability as the carousels ask: from today, of every team ('All teams'). */
const records = `/availability?from=${isoIn(0)}`;
const squad = [
  aPlayer({ player_id: 7, player_name: 'Kai Morgan' }),
  aPlayer({ player_id: 8, player_name: 'Ava Zed' }),
  aPlayer({ player_id: 9, player_name: 'Bo Lee', team_id: 4, team_name: 'Lions' }),
];
const record = (player_id: number, unavailable_date: string) => ({
  availability_id: player_id * 10,
  player_id,
  user_id: null,
  player: { player_id, player_name: 'x', player_short_name: null },
  unavailable_date,
  notes: null,
});
const coachRecord = {
  availability_id: 900,
  user_id: 31,
  short_name: 'Coach Dan',
  username: 'coach1',
  unavailable_date: date,
  notes: null,
};
const coaches = [
  { user_id: 31, short_name: 'Coach Dan', username: 'coach1' },
  { user_id: 32, short_name: null, username: 'coach3' },
];

/** An IntersectionObserver that reports every observed element as fully on screen. */
class AlwaysSeen {
  constructor(private readonly callback: (entries: Partial<IntersectionObserverEntry>[], observer: unknown) => void) {}
  observe(target: Element) {
    setTimeout(() => this.callback([{ target, isIntersecting: true, intersectionRatio: 1 }], this), 0);
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

describe('who is available', () => {
  it("takes the team's players and coaches minus those recorded unavailable on the date", () => {
    const team = teamPlayersOf(squad, 3);
    expect(team.ok).toBe(true);
    if (!team.ok) return;
    const people = peopleOn(
      date,
      team.players,
      [record(8, date), record(7, isoIn(6)), record(9, date)],
      [coachRecord],
      coaches,
    );
    expect(people.available.map((p) => p.name)).toEqual(['coach3', 'Kai Morgan']);
    expect(people.unavailable.map((p) => `${p.name} (${p.role})`)).toEqual(['Ava Zed (Player)', 'Coach Dan (Coach)']);
    expect(peopleOn(date, team.players, [], [], undefined)).toMatchObject({ unavailable: [], coachesKnown: false });
  });

  it('names an unusable players answer and a team without players', () => {
    expect(teamPlayersOf({ players: [] }, 3)).toEqual({ ok: false, error: 'Invalid players data format' });
    expect(teamPlayersOf(squad, 5)).toEqual({ ok: false, error: 'No players found for the team' });
  });
});

/** GET /matches/51/answers: Ava Zed not available unless `away` is empty; the others Available if `confirmed`. */
function answers(away: number[] = [8], confirmed: number[] = []) {
  const answer = (id: number) => (away.includes(id) ? 'not_available' : confirmed.includes(id) ? 'available' : null);
  const player = (player_id: number, player_name: string) => ({
    player_id,
    player_name,
    answer: answer(player_id),
    note: null,
    source: answer(player_id) === null ? null : away.includes(player_id) ? 'date' : 'app',
    answered_at: null,
    answered_by: null,
    reminded: [],
  });
  return {
    fixture: {
      match_id: 51,
      team_id: 3,
      team_name: 'Eagles',
      opponent: 'Hillside Rovers',
      match_date: date,
      kick_off_time: '10:00',
      status: 'scheduled',
      deadline: '2099-01-01T00:00:00Z',
      kick_off_at: '2099-01-03T10:00:00Z',
      open: true,
    },
    counts: {
      available: confirmed.length,
      maybe: 0,
      not_available: away.length,
      no_answer: 2 - away.length - confirmed.length,
    },
    players: [player(8, 'Ava Zed'), player(7, 'Kai Morgan')],
  };
}

function coachRoutes(extra: Record<string, unknown> = {}) {
  return {
    '/matches/51/answers': answers(),
    '/matches/upcoming': [
      aMatch({ match_id: 51, match_date: date, team_name: 'Eagles', opposition_name: 'Hillside Rovers' }),
      aMatch({ match_id: 52, match_date: isoIn(12), team_id: 5, opposition_name: 'Nobody FC' }),
    ],
    '/trainings/upcoming': [aTraining({ training_id: 81, date: isoIn(1) })],
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
    '/players': squad,
    [records]: [record(8, date)],
    '/availability/coaches': [coachRecord],
    '/users/coaches': coaches,
    '/players/statistics?team_id=4&currentSeasonOnly=true': [
      stats({ player_id: 9, player_name: 'Bo Lee', team_id: 4 }),
    ],
    ...extra,
  };
}

/** The upcoming fixtures and sessions as a screen of team 3 only asks for them (`?team_id=3`). */
const teamReads = {
  '/matches/upcoming?team_id=3': coachRoutes()['/matches/upcoming'],
  '/trainings/upcoming?team_id=3': coachRoutes()['/trainings/upcoming'],
  '/players?team_id=3': squad.filter((p) => p.team_id === 3),
};

// Each test waits for the first reads to settle before the sections below load: allow for a busy machine.
describe('coach dashboard', { timeout: 15_000 }, () => {
  // Everything counts as on screen: every section renders (once the first reads have settled).
  beforeEach(() => vi.stubGlobal('IntersectionObserver', AlwaysSeen));

  it('lists who cannot make each match, opens the people list and links the lineup', async () => {
    fakeApi(coachRoutes());
    renderAt(<CoachDashboard user={coach} />);
    const carousel = await screen.findByRole('region', { name: 'Match Availability' });
    const first = await within(carousel).findByRole('group', { name: 'Eagles vs Hillside Rovers' });
    // Kai Morgan has not answered: not counted available (decision 115).
    expect(first).toHaveTextContent('0 of 2 players available');
    expect(first).toHaveTextContent('Unavailable: Ava Zed, Coach Dan');
    expect(first).toHaveTextContent('Maybe or no answer: Kai Morgan');
    expect(first).not.toHaveTextContent('Everyone is available');
    expect(first).toHaveTextContent('Answers: 0 available, 0 maybe, 1 not available, 1 no answer');
    expect(within(first).getByRole('link', { name: 'Answers and reminders' })).toHaveAttribute(
      'href',
      '/matches/51/availability',
    );
    expect(within(first).getByRole('link', { name: 'Edit Lineup' })).toHaveAttribute(
      'href',
      '/admin/matches/51/lineup',
    );
    expect(within(carousel).getByText('1 of 2')).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Previous Match' })).toBeDisabled();
    // The second match's team has no players.
    expect(within(carousel).getByRole('group', { name: /vs Nobody FC$/ })).toHaveTextContent(
      'No players found for the team',
    );

    fireEvent.click(within(first).getByRole('button', { name: 'View availability' }));
    const modal = await screen.findByRole('dialog', { name: 'Eagles vs Hillside Rovers' });
    expect(await within(modal).findByRole('list', { name: 'Available' })).toHaveTextContent('coach3Coach');
    expect(within(modal).getByRole('list', { name: 'Unavailable' })).toHaveTextContent('Ava ZedCoach DanCoach');
    expect(within(modal).getByRole('list', { name: 'Maybe or no answer' })).toHaveTextContent('Kai Morgan');

    const training = screen.getByRole('region', { name: 'Training Availability' });
    expect(await within(training).findByText('Everyone is available for this session')).toBeInTheDocument();
    expect(within(training).getByText('2 of 2 players available')).toBeInTheDocument();
  });

  it('shows a team coach their team only: next match, carousels and statistics (decision 127)', async () => {
    const eagles = { team_id: 3, team_name: 'Riverside Eagles' };
    const calls = fakeApi(
      coachRoutes({
        '/account/teams': { coaching: [eagles], family: [], all_teams: false },
        '/players/statistics?team_id=3&currentSeasonOnly=true': [stats({ player_id: 7, player_name: 'Kai Morgan' })],
        // The team's records from today only, not the club's whole history.
        [`${records}&team_id=3`]: [record(7, isoIn(1))],
        ...teamReads,
      }),
    );
    renderAt(<CoachDashboard user={coach} />);
    const training = await screen.findByRole('region', { name: 'Training Availability' });
    expect(await within(training).findByText('1 of 2 players available')).toBeInTheDocument();
    expect(within(training).getByRole('group', { name: 'Eagles training' })).toHaveTextContent(
      'Unavailable: Kai Morgan',
    );
    const recordReads = calls.filter((c) => c.url.startsWith('/api/availability?'));
    expect(new Set(recordReads.map((c) => c.url))).toEqual(new Set([`/api${records}&team_id=3`]));
    const carousel = await screen.findByRole('region', { name: 'Match Availability' });
    expect(await within(carousel).findByRole('group', { name: 'Eagles vs Hillside Rovers' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('group', { name: /Nobody FC/ })).toBeNull();
    expect(within(carousel).getByText('1 of 1')).toBeInTheDocument();
    const statistics = await screen.findByRole('region', { name: 'Player statistics' });
    expect(await within(statistics).findByText('Kai Morgan')).toBeInTheDocument();
    // One team: no team chooser, no 'All teams', and no read of the whole club's players for it.
    expect(within(statistics).queryByLabelText('Team')).toBeNull();
    expect(screen.queryByRole('radio', { name: 'All teams' })).toBeNull();
    expect(calls.some((c) => c.url.includes('team_id=4'))).toBe(false);
  });

  it('gives a coach with no team the next step instead of the club', async () => {
    fakeApi(coachRoutes({ '/account/teams': { coaching: [], family: [], all_teams: false } }));
    renderAt(<CoachDashboard user={coach} />);
    expect(await screen.findByText('You do not coach a team yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the fixtures' })).toHaveAttribute('href', '/matches/fixtures');
    expect(screen.queryByRole('region', { name: 'Match Availability' })).toBeNull();
  });

  it('lets the head of coaching switch from their teams to every team', async () => {
    const eagles = { team_id: 3, team_name: 'Riverside Eagles' };
    const calls = fakeApi(
      coachRoutes({
        '/account/teams': { coaching: [eagles], family: [], all_teams: true },
        [`${records}&team_id=3`]: [],
        ...teamReads,
      }),
    );
    renderAt(<CoachDashboard user={coach} />);
    const carousel = await screen.findByRole('region', { name: 'Match Availability' });
    await within(carousel).findByRole('group', { name: 'Eagles vs Hillside Rovers' });
    expect(within(carousel).getByText('1 of 1')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'All teams' }));
    expect(await within(carousel).findByText('1 of 2')).toBeInTheDocument();
    // Every team's records: no team_id asked for.
    await waitFor(() => expect(calls.some((c) => c.url === `/api${records}`)).toBe(true));
    fireEvent.click(screen.getByRole('radio', { name: 'My teams' }));
    expect(await within(carousel).findByText('1 of 1')).toBeInTheDocument();
  });

  it("says 'Everyone is available for this match' only when every player answered Available", async () => {
    const everyone = answers([], [7, 8]);
    fakeApi(coachRoutes({ [records]: [], '/availability/coaches': [], '/matches/51/answers': everyone }));
    renderAt(<CoachDashboard user={coach} />);
    const first = await screen.findByRole('group', { name: 'Eagles vs Hillside Rovers' });
    expect(first).toHaveTextContent('2 of 2 players available');
    expect(first).toHaveTextContent('Everyone is available for this match');
    fireEvent.click(within(first).getByRole('button', { name: 'View availability' }));
    expect(
      await within(await screen.findByRole('dialog')).findByText('Everyone is available for this match'),
    ).toBeInTheDocument();
  });

  it('counts no answer as not available: nobody answered, nobody is available (decision 115)', async () => {
    fakeApi(coachRoutes({ [records]: [], '/availability/coaches': [], '/matches/51/answers': answers([]) }));
    renderAt(<CoachDashboard user={coach} />);
    const first = await screen.findByRole('group', { name: 'Eagles vs Hillside Rovers' });
    expect(await within(first).findByText('0 of 2 players available')).toBeInTheDocument();
    expect(first).toHaveTextContent('Maybe or no answer: Ava Zed, Kai Morgan');
    expect(first).not.toHaveTextContent('Everyone is available');
  });

  it('never offers a postponed or cancelled fixture as the next match (decision 115)', async () => {
    const upcoming = [
      aMatch({
        match_id: 50,
        match_date: date,
        team_name: 'Eagles',
        opposition_name: 'Called Off',
        status: 'cancelled',
      }),
      aMatch({ match_id: 51, match_date: date, team_name: 'Eagles', opposition_name: 'Hillside Rovers' }),
    ];
    fakeApi(coachRoutes({ '/matches/upcoming': upcoming }));
    renderAt(<CoachDashboard user={coach} />);
    const carousel = await screen.findByRole('region', { name: 'Match Availability' });
    expect(await within(carousel).findByRole('group', { name: 'Eagles vs Hillside Rovers' })).toBeInTheDocument();
    expect(within(carousel).queryByRole('group', { name: /Called Off/ })).toBeNull();
    expect(screen.getByRole('region', { name: /Next Match/ })).not.toHaveTextContent('Called Off');
  });

  it.each([
    ['/matches/51/answers', 'Failed to fetch availability data'],
    ['/availability/coaches', 'Failed to fetch coaches'],
  ])('shows the spec text when %s fails', async (path, text) => {
    fakeApi(coachRoutes({ [path]: json(500, { error: 'boom' }) }));
    renderAt(<CoachDashboard user={coach} />);
    const carousel = await screen.findByRole('region', { name: 'Match Availability' });
    expect(await within(carousel).findByRole('alert')).toHaveTextContent(text);
  });

  it("shows 'Failed to fetch coaches' in the people list when the coach list fails", async () => {
    fakeApi(coachRoutes({ '/users/coaches': json(500, { error: 'boom' }) }));
    renderAt(<CoachDashboard user={coach} />);
    fireEvent.click(
      within(await screen.findByRole('group', { name: 'Eagles vs Hillside Rovers' })).getByRole('button', {
        name: 'View availability',
      }),
    );
    expect(await within(await screen.findByRole('dialog')).findByRole('alert')).toHaveTextContent(
      'Failed to fetch coaches',
    );
  });

  it("says 'Invalid players data format' when the players answer is not a list", async () => {
    fakeApi(coachRoutes({ '/players': { players: squad } }));
    renderAt(<CoachDashboard user={coach} />);
    expect(await screen.findAllByText('Invalid players data format')).not.toHaveLength(0);
  });

  it('offers the teams that have players in the statistics table', async () => {
    fakeApi(
      coachRoutes({
        '/players/statistics?team_id=3&currentSeasonOnly=true': [stats({ player_id: 7, player_name: 'Kai Morgan' })],
      }),
    );
    renderAt(<CoachDashboard user={coach} />);
    const team = await screen.findByRole('combobox', { name: 'Team' });
    expect(
      within(team)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Eagles', 'Lions']);
    expect(await screen.findByRole('cell', { name: 'Kai Morgan' })).toBeInTheDocument();
  });
});

/** Whether the route table lets `user` open `path`: a real route (not the catch-all) whose every guard allows them. */
function mayOpen(path: string, user: User): boolean {
  const matched = matchRoutes(appRoutes, path) ?? [];
  const leaf = matched[matched.length - 1];
  if (!leaf || leaf.route.path === '*') return false;
  return matched.every(({ route }) => {
    const element = route.element;
    if (!isValidElement<{ access: Access }>(element) || element.type !== RequireAccess) return true;
    return canAccess(element.props.access, user);
  });
}

describe('links of the coach view', { timeout: 15_000 }, () => {
  beforeEach(() => vi.stubGlobal('IntersectionObserver', AlwaysSeen));

  it('lead a coach who is not an admin only to pages the route guards let them open', async () => {
    fakeApi(coachRoutes());
    const { container } = renderAt(<CoachDashboard user={coach} />);
    await screen.findAllByRole('link', { name: 'Edit Lineup' });
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((a) => `${a.textContent} ${a.getAttribute('href')}`),
    ).toEqual([
      'Player Targets /targets/report',
      'Manage Fixtures /admin/fixtures',
      'Manage Training /admin/training',
      'Run a Live Match /matches/live/admin',
    ]);
    const internal = [...container.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href') ?? '');
    expect(internal.length).toBeGreaterThan(4);
    expect(internal.filter((href) => !mayOpen(href, coach))).toEqual([]);
    // The rule itself refuses what a coach may not open.
    expect(mayOpen('/admin/players', coach)).toBe(false);
    expect(mayOpen('/no-such-page', coach)).toBe(false);
  });

  it("keep the spec's management links for a coach who is an admin", async () => {
    const adminCoach = makeUser({ user_id: 1, username: 'boss', role: 'admin', userTypes: [{ type: 'Coach' }] });
    fakeApi(coachRoutes());
    renderAt(<CoachDashboard user={adminCoach} />);
    const actions = await screen.findByRole('region', { name: 'Quick Actions' });
    const links = within(actions).getAllByRole('link');
    expect(links.map((a) => `${a.textContent} ${a.getAttribute('href')}`)).toEqual([
      'Manage Players /admin/players',
      'Manage Fixtures /admin/fixtures',
      'Manage Training /admin/training',
      'Run a Live Match /matches/live/admin',
    ]);
    expect(links.every((a) => mayOpen(a.getAttribute('href') ?? '', adminCoach))).toBe(true);
  });
});

describe('calendar subscribe panel', () => {
  const feed = {
    url: 'http://club.test/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaa.ics',
    webcal_url: 'webcal://club.test/api/calendar/aaaaaaaaaaaaaaaaaaaaaaaa.ics',
    qr_svg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  const fresh = {
    ...feed,
    url: 'http://club.test/api/calendar/bbbbbbbbbbbbbbbbbbbbbbbb.ics',
    webcal_url: 'webcal://club.test/api/calendar/bbbbbbbbbbbbbbbbbbbbbbbb.ics',
  };

  it('shows the link, copies it, and after confirming shows the new link from Reset link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const calls = fakeApi({ '/calendar/feed': feed }, (method, url) =>
      method === 'POST' && url === '/api/calendar/feed/reset' ? json(200, fresh) : json(404, {}),
    );
    renderAt(<CalendarSubscribePanel />);
    const link = await screen.findByRole('textbox', { name: 'Calendar link' });
    expect(link).toHaveValue(feed.url);
    expect(link).toHaveAttribute('readonly');
    expect(screen.getByRole('img', { name: 'QR code for your calendar link' })).toHaveAttribute(
      'src',
      svgDataUrl(feed.qr_svg),
    );
    expect(svgDataUrl('<svg/>')).toBe(`data:image/svg+xml;base64,${btoa('<svg/>')}`);
    expect(screen.getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute('href', feed.webcal_url);

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(feed.url));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset link' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('The old link will stop working');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset link' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Calendar link' })).toHaveValue(fresh.url));
    expect(screen.getByText(/has been reset/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/calendar/feed/reset']);
  });
});

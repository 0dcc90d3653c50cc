import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { ListedMatch, MatchState, MyTeams } from '@touchline/domain';
import { MatchesPage } from '../src/features/matches/matches-page';
import { isResult, resultGroups } from '../src/features/matches/list/results';
import { RESULT_DAYS_SHOWN } from '../src/features/matches/list/result-list';
import { paths } from '../src/paths';
import { SessionContext } from '../src/session/session-context';
import { setTeamChoice } from '../src/widgets/team-scope/team-choice';
import { json, stubFetch } from './fake-fetch';
import { fakeSession } from './fake-session';
import { locationOf, makeUser, renderRoutes } from './render-app';

// Fixtures & Results (#30): what is to come and the results one tap apart, the person's own teams first.

const TODAY = '2026-11-22';
let nextId = 1;
const teams = { 1: 'Lions', 2: 'Tigers', 3: 'Hawks' } as const;

function state(phase: MatchState['phase'], our_goals = 0, opposition_goals = 0): MatchState {
  return { phase, our_goals, opposition_goals, has_events: phase !== 'NOT_STARTED', youth_mode: false };
}

function match(match_date: string, team_id: keyof typeof teams, overrides: Partial<ListedMatch> = {}): ListedMatch {
  const id = nextId++;
  return {
    version: 'v1',
    match_id: id,
    opposition_name: `Rovers ${id}`,
    venue_name: 'Riverside Park',
    venue_address: 'Mill Lane',
    home_or_away: 'Home',
    kick_off_time: '10:00',
    meet_time: null,
    colours: 'Red',
    match_date,
    team_id,
    team_name: teams[team_id],
    team: { team_name: teams[team_id] },
    match_type: 'league',
    match_type_id: 1,
    season_id: 1,
    opposition_team_id: null,
    status: 'scheduled',
    status_reason: null,
    match_minutes: 60,
    state: state('NOT_STARTED'),
    ...overrides,
  };
}

/** A parent of a Lion and a Tiger. */
const family: MyTeams = {
  coaching: [],
  family: [
    { team_id: 1, team_name: 'Lions' },
    { team_id: 2, team_name: 'Tigers' },
  ],
  all_teams: false,
};
const noTeam: MyTeams = { coaching: [], family: [], all_teams: false };

/** The match lists; the person's teams, when read (not answered by the token check), are `mine` or a failure. */
function fakeApi(lists: { upcoming?: ListedMatch[]; season?: ListedMatch[] }, mine: MyTeams | null = family) {
  return stubFetch(
    (url) => {
      if (url === '/api/account/teams') return mine ? json(200, mine) : json(500, { error: 'boom' });
      if (url === '/api/matches/upcoming') return json(200, lists.upcoming ?? []);
      if (url === '/api/matches/current-season') return json(200, lists.season ?? []);
      return json(404, { error: 'Not found' });
    },
    { myTeams: null },
  );
}

/** The page signed in as a parent; the token check's teams (`mine`), or none known yet (then they are read). */
function renderAt(path: string, mine: MyTeams | null = family) {
  const parent = makeUser({ userTypes: [{ type: 'Parent' }] });
  const session = fakeSession({ status: 'signed-in', user: parent, ...(mine ? { teams: mine } : {}) });
  const page = (view: 'fixtures' | 'results') => (
    <SessionContext value={session}>
      <MatchesPage view={view} title="Fixtures & Results" />
    </SessionContext>
  );
  return renderRoutes(
    [
      { path: paths.fixtures, element: page('fixtures') },
      { path: paths.results, element: page('results') },
    ],
    path,
  );
}

const rowNames = () => screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'));

describe('Fixtures & Results', () => {
  beforeEach(() => {
    setTeamChoice('mine');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("shows a parent both children's teams' fixtures, every team one choice away", async () => {
    const lions = match('2026-11-28', 1, { opposition_name: 'Owls' });
    const tigers = match('2026-11-28', 2, { opposition_name: 'Foxes', kick_off_time: '11:00' });
    const hawks = match('2026-11-28', 3, { opposition_name: 'Bears', kick_off_time: '12:00' });
    fakeApi({ upcoming: [lions, tigers, hawks] });
    renderAt(paths.fixtures);

    expect(await screen.findByText('Showing Lions and Tigers')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Lions vs Owls' })).toBeInTheDocument();
    expect(rowNames()).toEqual(['Lions vs Owls', 'Tigers vs Foxes']);
    const views = screen.getByRole('navigation', { name: 'Fixtures or results' });
    expect(within(views).getByRole('link', { name: 'Fixtures' })).toHaveAttribute('aria-current', 'page');
    expect(within(views).getByRole('link', { name: 'Results' })).not.toHaveAttribute('aria-current');

    fireEvent.click(screen.getByRole('radio', { name: 'All teams' }));
    expect(await screen.findByRole('article', { name: 'Hawks vs Bears' })).toBeInTheDocument();
    expect(rowNames()).toHaveLength(3);
    expect(screen.queryByText(/^Showing /)).not.toBeInTheDocument();
  });

  it('lists the results newest first with their teams and scores, one tap from the fixtures', async () => {
    const older = match('2026-11-14', 1, { opposition_name: 'Owls', state: state('FINISHED', 1, 3) });
    const lions = match('2026-11-21', 1, { opposition_name: 'Wolves', state: state('FINISHED', 2, 1) });
    const tigers = match('2026-11-21', 2, {
      opposition_name: 'Foxes',
      kick_off_time: '11:30',
      state: state('FINISHED', 0, 0),
    });
    const unrecorded = match('2026-11-21', 2, { opposition_name: 'Stags', kick_off_time: '14:00' });
    const endedToday = match(TODAY, 1, {
      opposition_name: 'Early',
      kick_off_time: '09:00',
      state: state('FORFEITED', 3),
    });
    const playing = match(TODAY, 2, { opposition_name: 'Playing', state: state('SECOND_HALF', 1, 1) });
    const future = match('2026-11-28', 1, { opposition_name: 'Later' });
    const otherTeam = match('2026-11-21', 3, { opposition_name: 'Bears', state: state('FINISHED', 5, 0) });
    const calls = fakeApi({
      upcoming: [future],
      season: [older, lions, tigers, unrecorded, endedToday, playing, future, otherTeam],
    });
    const { router } = renderAt(paths.fixtures);

    fireEvent.click(
      within(await screen.findByRole('navigation', { name: 'Fixtures or results' })).getByRole('link', {
        name: 'Results',
      }),
    );
    expect(locationOf(router)).toBe(paths.results);
    const days = await screen.findAllByRole('region');
    expect(days.map((d) => within(d).getByRole('heading').textContent)).toEqual([
      expect.stringMatching(/22 November 2026/),
      expect.stringMatching(/21 November 2026/),
      expect.stringMatching(/14 November 2026/),
    ]);
    expect(rowNames()).toEqual([
      'Lions vs Early',
      'Lions vs Wolves',
      'Tigers vs Foxes',
      'Tigers vs Stags',
      'Lions vs Owls',
    ]);
    const row = (name: string) => screen.getByRole('article', { name });
    expect(within(row('Lions vs Wolves')).getByRole('button', { name: '2 - 1 FT' })).toBeInTheDocument();
    expect(within(row('Tigers vs Foxes')).getByRole('button', { name: '0 - 0 FT' })).toBeInTheDocument();
    expect(within(row('Lions vs Early')).getByRole('button', { name: '3 - 0 FT' })).toBeInTheDocument();
    expect(within(row('Tigers vs Stags')).getByText('No result')).toBeInTheDocument();
    expect(calls.map((c) => c.url)).toContain('/api/matches/current-season');
  });

  it("says 'No results yet' when no match of the teams shown is over", async () => {
    fakeApi({ season: [match('2026-11-21', 3, { state: state('FINISHED', 1, 0) }), match('2026-11-28', 1)] });
    renderAt(paths.results);
    expect(await screen.findByText('No results yet')).toBeInTheDocument();
    expect(screen.getByText('A match appears here once it has been played.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows a member with no team every team, with no choice to make', async () => {
    fakeApi({ upcoming: [match('2026-11-28', 1), match('2026-11-28', 3)] }, noTeam);
    renderAt(paths.fixtures, noTeam);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('radiogroup', { name: 'Teams shown' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'All teams' })).not.toBeInTheDocument();
  });

  it('says when the teams cannot be read, and shows every team below', async () => {
    fakeApi({ upcoming: [match('2026-11-28', 1), match('2026-11-28', 3)] }, null);
    renderAt(paths.fixtures, null);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to get your teams');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the latest match days first and earlier ones on asking', async () => {
    const saturdays = Array.from({ length: RESULT_DAYS_SHOWN + 2 }, (_, i) => {
      const iso = new Date(Date.UTC(2026, 10, 21 - 7 * i)).toISOString().slice(0, 10);
      return match(iso, 1, { opposition_name: `Week ${i}`, state: state('FINISHED', 1, 0) });
    });
    fakeApi({ season: saturdays });
    renderAt(paths.results);
    expect(await screen.findAllByRole('article')).toHaveLength(RESULT_DAYS_SHOWN);
    expect(rowNames()[0]).toBe('Lions vs Week 0');
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier results' }));
    expect(screen.getAllByRole('article')).toHaveLength(RESULT_DAYS_SHOWN + 2);
    expect(screen.queryByRole('button', { name: 'Show earlier results' })).not.toBeInTheDocument();
  });
});

describe('results rule', () => {
  it('takes what the fixtures leave out: the matches over, and those dated before today', () => {
    expect(isResult(match('2026-11-21', 1), TODAY)).toBe(true);
    expect(isResult(match(TODAY, 1, { state: state('FINISHED') }), TODAY)).toBe(true);
    expect(isResult(match(TODAY, 1, { state: state('FORFEITED') }), TODAY)).toBe(true);
    expect(isResult(match(TODAY, 1, { state: state('HALF_TIME') }), TODAY)).toBe(false);
    expect(isResult(match(TODAY, 1), TODAY)).toBe(false);
    expect(isResult(match('2026-11-28', 1), TODAY)).toBe(false);
  });

  it('groups by date, the newest first, a day in kick-off order', () => {
    const late = match('2026-11-21', 1, { kick_off_time: '14:00' });
    const early = match('2026-11-21', 2, { kick_off_time: '09:00' });
    const before = match('2026-11-14', 1);
    expect(resultGroups([before, late, early], TODAY)).toEqual([
      { date: '2026-11-21', matches: [early, late] },
      { date: '2026-11-14', matches: [before] },
    ]);
  });
});

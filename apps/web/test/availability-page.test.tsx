import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AvailabilityRecord, ListedPlayer, User } from '@touchline/domain';
import { AvailabilityRecordPage } from '../src/features/availability/availability-record-page';
import { createQueryClient } from '../src/query-client';
import { SessionContext } from '../src/session/session-context';
import { theme } from '../src/theme';
import type { Call } from './fake-fetch';
import { aMatch, aTraining } from './dashboard-fixtures';
import { empty, json, stubFetch } from './fake-fetch';
import { fakeSession } from './fake-session';
import { coach, makeUser } from './render-app';

function makePlayer(player_id: number, player_name: string, short: string, team_id = 1): ListedPlayer {
  return {
    player_id,
    player_name,
    player_short_name: short,
    preferred_position: 'Midfielder',
    date_of_birth: null,
    shirt_number: player_id,
    team_id,
    team_name: `Team ${team_id}`,
    team: { team_name: `Team ${team_id}` },
    parents: null,
  };
}

const squad = [makePlayer(1, 'Alex Ames', 'Alex'), makePlayer(2, 'Ben Brown', 'Ben', 2)];
const parentOfOne = makeUser({ user_id: 9, username: 'parent2', userTypes: [{ type: 'Parent' }] });
const parentOfTwo = makeUser({ user_id: 10, username: 'parent1', userTypes: [{ type: 'Parent' }] });
const links: Record<number, number[]> = { 9: [2], 10: [1, 2] };

const record = (
  availability_id: number,
  player: ListedPlayer,
  unavailable_date: string,
  notes: string | null = null,
): AvailabilityRecord => ({
  availability_id,
  player_id: player.player_id,
  user_id: null,
  player: { player_id: player.player_id, player_name: player.player_name, player_short_name: player.player_short_name },
  unavailable_date,
  notes,
});

interface FakeOptions {
  records?: AvailabilityRecord[];
  coachRecords?: unknown[];
  post?: (body: { unavailable_date: string }) => Response;
  remove?: () => Response;
  /** GET /availability answers 500. */
  recordsFail?: boolean;
}

function fakeApi(options: FakeOptions = {}) {
  return stubFetch((url, init) => {
    const method = init.method ?? 'GET';
    const path = url.replace(/^\/api/, '');
    if (method === 'POST' && path === '/availability') {
      const body = JSON.parse(String(init.body)) as { unavailable_date: string; player_id: number | null };
      // The record the server answers (no player for a coach's own date).
      const player = squad.find((p) => p.player_id === body.player_id);
      return (
        options.post?.(body) ??
        json(
          201,
          player
            ? record(99, player, body.unavailable_date)
            : {
                availability_id: 99,
                player_id: null,
                user_id: 1,
                player: null,
                unavailable_date: body.unavailable_date,
                notes: null,
              },
        )
      );
    }
    if (method === 'DELETE') return options.remove?.() ?? empty(204);
    if (path === '/players') return json(200, squad);
    const parent = /^\/parent-player-associations\/parent\/(\d+)$/.exec(path);
    if (parent) {
      const ids = links[Number(parent[1])] ?? [];
      return json(
        200,
        ids.map((id) => ({
          parent_user_id: Number(parent[1]),
          player_id: id,
          player_name: squad[id - 1]?.player_name,
          player_short_name: null,
          team_name: 'x',
        })),
      );
    }
    if (path === '/matches') return json(200, [aMatch({ match_id: 1, match_date: '2031-03-15', team_id: 2 })]);
    if (path === '/trainings')
      return json(200, [
        aTraining({ training_id: 1, date: '2031-03-15', team_id: 2 }),
        aTraining({ training_id: 2, date: '2031-03-18', team_id: 1 }),
      ]);
    const list = /^\/availability\?player_id=(\d+)$/.exec(path);
    if (list && options.recordsFail) return json(500, {});
    if (list)
      return json(
        200,
        (options.records ?? []).filter((r) => r.player_id === Number(list[1])),
      );
    if (path === '/availability/coaches') return json(200, options.coachRecords ?? []);
    return json(404, { error: 'Not found' });
  });
}

function renderPage(user: User) {
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createQueryClient()}>
        <SessionContext value={fakeSession({ status: 'signed-in', user })}>
          <AvailabilityRecordPage />
        </SessionContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const day = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const posts = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST').map((c) => JSON.parse(c.body ?? '{}') as Record<string, unknown>);

describe('Record Availability', { timeout: 30_000 }, () => {
  let alert: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2031, 2, 10, 12, 0));
    alert = vi.fn();
    vi.stubGlobal('alert', alert);
  });
  afterEach(() => vi.restoreAllMocks());

  it(
    'preselects and locks the only child of a parent, ' + 'names them in the heading and marks their team days',
    async () => {
      fakeApi({ records: [record(7, squad[1] as ListedPlayer, '2031-03-20', 'Dentist')] });
      renderPage(parentOfOne);
      expect(screen.getByRole('heading', { name: 'Record Availability', level: 1 })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Select the dates Ben will miss' })).toBeInTheDocument();
      const chooser = screen.getByLabelText('Player');
      expect(chooser).toHaveValue('2');
      expect(chooser).toBeDisabled();
      await waitFor(() =>
        expect(day('15 March 2031')).toHaveAccessibleName('15 March 2031, Match and training scheduled'),
      );
      expect(day('18 March 2031')).toHaveAccessibleName('18 March 2031');
      // The list: grouped by month with its count, Delete for a future date.
      // Named by what it shows, so the name holds the visible text (axe: label-content-name-mismatch).
      const month = await screen.findByRole('button', { name: /^March 2031 +1 date$/ });
      expect(month).not.toHaveAttribute('aria-label');
      expect(month).toHaveTextContent('March 20311 date');
      expect(screen.getByText('Dentist')).toBeInTheDocument();
      expect(day('20 March 2031')).toHaveAccessibleName('20 March 2031, already unavailable');
      expect(screen.getByRole('button', { name: 'Delete Thursday, 20 March 2031' })).toBeInTheDocument();
      fireEvent.click(month);
      expect(month).toHaveAttribute('aria-expanded', 'false');
    },
  );

  it('disables past days for a parent and shows past records as Past date', async () => {
    fakeApi({ records: [record(7, squad[1] as ListedPlayer, '2031-03-02')] });
    renderPage(parentOfOne);
    await screen.findByRole('heading', { name: 'Select the dates Ben will miss' });
    expect(day('9 March 2031')).toBeDisabled();
    expect(day('10 March 2031')).toBeEnabled();
    expect(await screen.findByText('Past date')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
  });

  it(
    "shows 'Failed to fetch availability data' in the list, " + 'not its empty text, when the records cannot be read',
    async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      fakeApi({ recordsFail: true });
      renderPage(parentOfOne);
      const list = within(await screen.findByRole('region', { name: 'Days Unavailable' }));
      expect(await list.findByRole('alert')).toHaveTextContent(/^Failed to fetch availability data$/);
      expect(list.queryByText('No unavailability records found')).not.toBeInTheDocument();
      expect(error).toHaveBeenCalled();
    },
  );

  it('shows a parent of two no records until a child is chosen; Submit needs dates and a player', async () => {
    fakeApi({ records: [record(7, squad[0] as ListedPlayer, '2031-03-20')] });
    renderPage(parentOfTwo);
    expect(await screen.findByRole('heading', { name: 'Select the dates player will miss' })).toBeInTheDocument();
    expect(await screen.findByText('No unavailability records found')).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();
    fireEvent.click(day('25 March 2031'));
    expect(day('25 March 2031')).toHaveAttribute('aria-pressed', 'true');
    expect(submit).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Player'), { target: { value: '1' } });
    // Choosing a player starts a new selection.
    expect(day('25 March 2031')).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByText('Thursday, 20 March 2031')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select the dates Alex will miss' })).toBeInTheDocument();
    fireEvent.click(day('25 March 2031'));
    expect(submit).toBeEnabled();
  });

  it('posts one date per call, says so on the page (no pop-up), clears the selection and reloads', async () => {
    const calls = fakeApi();
    renderPage(parentOfOne);
    await screen.findByRole('heading', { name: 'Select the dates Ben will miss' });
    fireEvent.click(day('24 March 2031'));
    fireEvent.click(day('12 March 2031'));
    fireEvent.change(screen.getByLabelText('Notes (optional)'), { target: { value: 'School trip' } });
    expect(screen.getByText('2 dates selected')).toBeInTheDocument();
    const before = calls.filter((c) => c.url.includes('/availability?player_id=2')).length;
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Availability recorded successfully');
    expect(alert).not.toHaveBeenCalled();
    expect(posts(calls)).toEqual([
      { player_id: 2, unavailable_date: '2031-03-12', notes: 'School trip' },
      { player_id: 2, unavailable_date: '2031-03-24', notes: 'School trip' },
    ]);
    expect(screen.getByText('No dates selected')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/availability?player_id=2')).length).toBeGreaterThan(before),
    );
  });

  it("shows the server's refusal word for word on the page, or 'Error recording availability'", async () => {
    fakeApi({
      post: (body) =>
        body.unavailable_date === '2031-03-12'
          ? json(400, { error: 'You can only record unavailability for today onwards' })
          : json(500, {}),
    });
    renderPage(parentOfOne);
    await screen.findByRole('heading', { name: 'Select the dates Ben will miss' });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fireEvent.click(day('12 March 2031'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only record unavailability for today onwards');
    fireEvent.click(day('13 March 2031'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Error recording availability'));
    expect(alert).not.toHaveBeenCalled();
  });

  it(
    'lets a coach record their own availability with no ' + 'player, past days included, and lists only their own',
    async () => {
      const calls = fakeApi({
        coachRecords: [
          {
            availability_id: 5,
            user_id: coach.user_id,
            short_name: null,
            username: coach.username,
            unavailable_date: '2031-03-01',
            notes: null,
          },
          {
            availability_id: 6,
            user_id: 99,
            short_name: null,
            username: 'other',
            unavailable_date: '2031-03-03',
            notes: null,
          },
        ],
      });
      renderPage(coach);
      expect(screen.getByRole('heading', { name: 'Select the dates player will miss' })).toBeInTheDocument();
      const chooser = await screen.findByLabelText('Player');
      expect(chooser).toHaveValue('');
      expect(
        within(chooser)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['None – my own availability', 'Alex Ames (Team 1)', 'Ben Brown (Team 2)']);
      // Past records of a coach keep Delete; only the coach's own are listed.
      expect(await screen.findByRole('button', { name: 'Delete Saturday, 1 March 2031' })).toBeInTheDocument();
      expect(screen.queryByText('Monday, 3 March 2031')).not.toBeInTheDocument();
      // Every team's days are marked when no player is chosen.
      expect(day('15 March 2031')).toHaveAccessibleName(/Match and training scheduled/);
      expect(day('18 March 2031')).toHaveAccessibleName(/Training scheduled/);
      fireEvent.click(day('5 March 2031'));
      fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Availability recorded successfully');
      expect(posts(calls)).toEqual([{ player_id: null, unavailable_date: '2031-03-05', notes: null }]);
    },
  );

  it('deletes a record and only logs a failure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const calls = fakeApi({
      records: [record(7, squad[1] as ListedPlayer, '2031-03-20')],
      remove: () => json(403, { error: 'You cannot delete past unavailability records' }),
    });
    renderPage(parentOfOne);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Thursday, 20 March 2031' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(calls.some((c) => c.method === 'DELETE' && c.url === '/api/availability/7')).toBe(true);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });
});

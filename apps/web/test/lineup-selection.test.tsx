import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { PlayerSelection } from '../src/api/players';
import { AdminMatchesLineupPage } from '../src/features/admin/admin-matches-lineup-page';
import { selectionNotes, withOverdueNotes } from '../src/features/admin/lineup/selection-note';
import { json, stubFetch } from './fake-fetch';
import { ava, ben, cara, dan, formationSummaries, formationThree, theMatch } from './lineup-fixtures';
import { renderRoutes } from './render-app';

const row = (player_id: number, overrides: Partial<PlayerSelection> = {}): PlayerSelection => ({
  player_id,
  player_name: `P${player_id}`,
  last_picked: null,
  not_picked_in_last: 3,
  considered: 3,
  overlooked: true,
  ...overrides,
});

describe('selection notes', () => {
  it('marks only players left out of every match considered', () => {
    const notes = selectionNotes([
      row(1, { last_picked: '2031-05-03' }),
      row(2),
      row(3, { not_picked_in_last: 2, overlooked: false, last_picked: '2031-05-10' }),
      row(4, { considered: 2, not_picked_in_last: 2 }),
      row(5, { considered: 1, not_picked_in_last: 1, last_picked: '2030-09-20' }),
      row(6, { considered: 0, not_picked_in_last: 0, overlooked: false }),
    ]);
    expect(Object.fromEntries(notes)).toEqual({
      1: { badge: 'Not picked in last 3', detail: 'Last started 3 May 2031' },
      2: { badge: 'Not picked in last 3', detail: 'Never started' },
      4: { badge: 'Not picked in last 2', detail: 'Never started' },
      5: { badge: 'Not picked in last match', detail: 'Last started 20 Sept 2030' },
    });
    expect(selectionNotes(undefined).size).toBe(0);
  });

  it('adds the overdue flag only when the club turned it on (decision 133)', () => {
    const notes = selectionNotes([row(1, { last_picked: '2031-05-03' })]);
    expect(withOverdueNotes(notes, { enabled: false, days: null, player_ids: [] }).size).toBe(1);
    expect(withOverdueNotes(notes, undefined).size).toBe(1);
    const flagged = withOverdueNotes(notes, { enabled: true, days: 30, player_ids: [1, 2] });
    expect(Object.fromEntries(flagged)).toEqual({
      1: { badge: 'Not picked in last 3', detail: 'Last started 3 May 2031 · Family more than 30 days overdue' },
      2: { badge: 'Family overdue', detail: 'Family more than 30 days overdue' },
    });
  });
});

function serve(selection: () => Response) {
  return stubFetch((url) => {
    const path = url.replace(/^\/api/, '');
    if (path === '/matches/42') return json(200, theMatch);
    if (path === '/formations') return json(200, formationSummaries);
    if (path === '/formations/3') return json(200, formationThree);
    if (path === '/players/match/42') return json(200, [ava, ben, cara]);
    if (path === '/players?team_id=7') return json(200, [ava, ben, cara, dan]);
    if (path === '/lineups/match/42') return json(404, { error: 'No lineup has been saved for this match' });
    if (path === '/players/selection?team_id=7&last=3') return selection();
    return json(404, { error: `unexpected ${path}` });
  });
}

const renderEditor = () =>
  renderRoutes(
    [{ path: '/admin/matches/:matchId/lineup', element: <AdminMatchesLineupPage /> }],
    '/admin/matches/42/lineup',
  );

describe('lineup editor: not picked lately', { timeout: 15_000 }, () => {
  it(
    'badges an available player the last 3 lineups left ' + 'out, with when they last started, and not the others',
    async () => {
      const calls = serve(() =>
        json(200, [
          row(ava.player_id, {
            player_name: ava.player_name,
            overlooked: false,
            not_picked_in_last: 0,
            last_picked: '2025-06-07',
          }),
          row(ben.player_id, { player_name: ben.player_name, last_picked: '2025-03-01' }),
          row(cara.player_id, { player_name: cara.player_name }),
          row(dan.player_id, { player_name: dan.player_name }),
        ]),
      );
      renderEditor();
      const benCard = await screen.findByRole('button', { name: /^9 Ben Cole/ });
      await waitFor(() => expect(benCard).toHaveTextContent('Not picked in last 3'));
      expect(benCard).toHaveAccessibleDescription(/Not picked in last 3\. Last started 1 Mar 2025\./);
      expect(screen.getByRole('button', { name: /^1 Cara Lee Smith/ })).toHaveAccessibleDescription(/Never started/);
      expect(screen.getByRole('button', { name: /^4 Ava Reid/ })).not.toHaveTextContent('Not picked');
      // Dan is unavailable on the match date: listed apart, without the note.
      expect(screen.getByRole('region', { name: 'Not available for this match' })).not.toHaveTextContent('Not picked');
      expect(screen.getAllByText('Not picked in last 3')).toHaveLength(2);
      expect(calls.filter((c) => c.url.startsWith('/api/players/selection'))).toHaveLength(1);
    },
  );

  it('works as before when the selection cannot be read', async () => {
    serve(() => json(500, { error: 'Database down' }));
    renderEditor();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Formation' }), { target: { value: '3' } });
    expect(await screen.findByRole('button', { name: 'Goalkeeper: empty' })).toBeInTheDocument();
    expect(screen.queryByText(/Not picked/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

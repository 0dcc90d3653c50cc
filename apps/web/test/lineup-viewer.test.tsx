import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MatchesLineupPage } from '../src/features/matches/matches-lineup-page';
import { json, stubFetch } from './fake-fetch';
import { savedLineup, theMatch } from './lineup-fixtures';
import { renderRoutes } from './render-app';

function renderViewer(lineup: Response) {
  stubFetch((url) => {
    if (url === '/api/matches/42') return json(200, theMatch);
    if (url === '/api/lineups/match/42') return lineup;
    return json(404, { error: 'Not found' });
  });
  return renderRoutes([{ path: '/matches/:matchId/lineup', element: <MatchesLineupPage /> }], '/matches/42/lineup');
}

describe('lineup viewer', () => {
  it('shows the match, the formation, the pitch and the Starting Players', async () => {
    renderViewer(json(200, savedLineup));
    expect(screen.getByRole('heading', { name: 'Match Lineup', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Formation: 2-3-1' })).toBeInTheDocument();
    expect(screen.getByText(/Saturday 14 June/)).toHaveTextContent('vs Rovers · Saturday 14 June');
    expect(screen.getByRole('list', { name: 'Formation positions' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Starting Players' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      ['1', 'Cara Lee Smith', 'Goalkeeper'],
      ['4', 'Ava Reid', 'Left Back'],
      ['7', 'Dan Ross', 'Striker'],
    ]);
  });

  it("says 'No players have been assigned' for a formation without players", async () => {
    renderViewer(json(200, { ...savedLineup, lineup: [] }));
    expect(await screen.findByText('No players have been assigned')).toBeInTheDocument();
  });

  it("says 'No formation has been set for this match' when there is no lineup (404)", async () => {
    renderViewer(json(404, { error: 'No lineup has been saved for this match' }));
    expect(await screen.findByText('No formation has been set for this match')).toBeInTheDocument();
    expect(await screen.findByText(/Rovers/)).toBeInTheDocument();
  });
});

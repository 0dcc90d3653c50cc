import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AdminMatchesLineupPage } from '../src/features/admin/admin-matches-lineup-page';
import type { Call } from './fake-fetch';
import { json, stubFetch } from './fake-fetch';
import {
  ava,
  ben,
  cara,
  dan,
  formationOne,
  formationSummaries,
  formationThree,
  savedLineup,
  theMatch,
} from './lineup-fixtures';
import { renderRoutes } from './render-app';

interface Answers {
  lineup?: Response;
  match?: Response;
  formation?: Response;
  save?: Response;
}

function serve(answers: Answers = {}): Call[] {
  return stubFetch((url, init) => {
    const path = url.replace(/^\/api/, '');
    if (init.method === 'POST' && path === '/lineups/match/42') return answers.save ?? json(200, savedLineup);
    if (path === '/matches/42') return answers.match ?? json(200, theMatch);
    if (path === '/formations') return json(200, formationSummaries);
    if (path === '/formations/1') return answers.formation ?? json(200, formationOne);
    if (path === '/formations/3') return answers.formation ?? json(200, formationThree);
    if (path === '/players/match/42') return json(200, [ava, ben, cara]);
    if (path === '/players?team_id=7') return json(200, [ava, ben, cara, dan]);
    if (path === '/lineups/match/42')
      return answers.lineup ?? json(404, { error: 'No lineup has been saved for this match' });
    return json(404, { error: `unexpected ${path}` });
  });
}

function renderEditor() {
  return renderRoutes(
    [{ path: '/admin/matches/:matchId/lineup', element: <AdminMatchesLineupPage /> }],
    '/admin/matches/42/lineup',
  );
}

const position = (name: string | RegExp) => screen.findByRole('button', { name });
const playerCard = (name: string) => screen.getByRole('button', { name: new RegExp(`^\\d+ ${name}(,|$)`) });

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('lineup editor', { timeout: 15_000 }, () => {
  it('shows the title, opposition and date, and the formations as name - description', async () => {
    serve();
    renderEditor();
    expect(screen.getByRole('heading', { name: 'Starting Lineup Editor', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Loading lineup editor...')).toBeInTheDocument();
    await position('Goalkeeper: empty');
    expect(screen.getByText(/Saturday 14 June/)).toHaveTextContent('vs Rovers · Saturday 14 June');
    const select = screen.getByRole('combobox', { name: 'Formation' });
    expect(
      within(select).getByRole('option', { name: '2-3-1 - 7-a-side: two defenders, three midfielders, one striker' }),
    ).toBeInTheDocument();
    // No saved lineup (404): the first formation.
    expect(select).toHaveValue('1');
  });

  it(
    'preloads the saved lineup without players no longer ' + 'in the match list, who show apart as unavailable',
    async () => {
      serve({ lineup: json(200, savedLineup) });
      renderEditor();
      expect(await position(/Left Back: Ava Reid$/)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Goalkeeper: Cara Lee Smith$/ })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Striker: empty' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Formation' })).toHaveValue('3');
      const unavailable = screen.getByRole('region', { name: 'Not available for this match' });
      expect(within(unavailable).getByText('Dan Ross')).toBeInTheDocument();
      expect(within(unavailable).getByText('Unavailable')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Dan Ross/ })).not.toBeInTheDocument();
    },
  );

  it('places a picked player on a clicked position, moving them if already placed', async () => {
    serve({ lineup: json(200, savedLineup) });
    renderEditor();
    await position(/Left Back: Ava Reid$/);
    fireEvent.click(playerCard('Ben Cole'));
    expect(screen.getByText('Tap a position to place Ben Cole')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Right Back: empty' }));
    expect(screen.getByRole('button', { name: /Right Back: Ben Cole$/ })).toBeInTheDocument();
    fireEvent.click(playerCard('Ben Cole'));
    fireEvent.click(screen.getByRole('button', { name: 'Striker: empty' }));
    expect(screen.getByRole('button', { name: /Striker: Ben Cole$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Right Back: empty' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Ben Cole from Striker' }));
    expect(screen.getByRole('button', { name: 'Striker: empty' })).toBeInTheDocument();
  });

  it('clears the placements when the formation changes', async () => {
    serve({ lineup: json(200, savedLineup) });
    renderEditor();
    await position(/Left Back: Ava Reid$/);
    fireEvent.change(screen.getByRole('combobox', { name: 'Formation' }), { target: { value: '1' } });
    expect(await position('Goalkeeper: empty')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /: (Ava Reid|Cara Lee Smith)$/ })).not.toBeInTheDocument();
  });

  it('saves the lineup with position names and says so; Reset clears placements and the message', async () => {
    const calls = serve();
    renderEditor();
    fireEvent.click(await screen.findByRole('button', { name: /^\d+ Ava Reid(,|$)/ }));
    fireEvent.click(await position('Defender: empty'));
    fireEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    expect(await screen.findByText('Lineup saved successfully')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      formationId: 1,
      players: [{ player_id: 1, formation_position_id: 12, position: 'Defender' }],
    });

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByText('Lineup saved successfully')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Defender: empty' })).toBeInTheDocument();
  });

  it("shows the server's error when saving fails, and asks for a formation when none is chosen", async () => {
    serve({ save: json(400, { error: 'Dan Ross is unavailable on the match date' }) });
    renderEditor();
    await position('Goalkeeper: empty');
    fireEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error saving lineup: Dan Ross is unavailable on the match date',
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Formation' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a formation');
  });

  it("falls back to 'Failed to save lineup' when the server gives no error text", async () => {
    serve({ save: new Response('oops', { status: 500 }) });
    renderEditor();
    await position('Goalkeeper: empty');
    fireEvent.click(screen.getByRole('button', { name: 'Save Lineup' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving lineup: Failed to save lineup');
  });

  it('reports a failed load and a failed formation', async () => {
    serve({ match: json(404, { error: 'Not found' }) });
    const first = renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data: Failed to fetch match details');
    first.unmount();

    serve({ formation: json(404, { error: 'Not found' }) });
    renderEditor();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error loading formation: Failed to fetch formation details',
    );
  });

  it('under 768 px: tap a player in the carousel, then a position', async () => {
    window.innerWidth = 390;
    serve();
    renderEditor();
    await position('Goalkeeper: empty');
    const carousel = screen.getByRole('button', { name: '9 Ben Cole', pressed: false });
    fireEvent.click(carousel);
    expect(screen.getByRole('button', { name: '9 Ben Cole', pressed: true })).toBeInTheDocument();
    expect(screen.getByText('Tap a position to place Ben Cole')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Forward: empty' }));
    expect(screen.getByRole('button', { name: /Forward: Ben Cole$/ })).toBeInTheDocument();
    expect(screen.queryByText(/Tap a position/)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('pitch')).toHaveStyle({ width: '351px' }));
  });
});

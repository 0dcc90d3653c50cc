import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { pitchLayout } from '@touchline/domain';
import { createQueryClient } from '../src/query-client';
import { theme } from '../src/theme';
import { droppedPlacement } from '../src/widgets/pitch/dnd';
import { positionAbbreviation } from '../src/widgets/pitch/pitch-marker';
import { LineupModal } from '../src/widgets/pitch/lineup-modal';
import { ReadOnlyPitch } from '../src/widgets/pitch/read-only-pitch';
import { deferred, json, stubFetch } from './fake-fetch';
import { formationThree, savedLineup } from './lineup-fixtures';

function withProviders(node: React.ReactNode) {
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>
    </MantineProvider>,
  );
}

const desktopWidth = window.innerWidth;
afterEach(() => {
  window.innerWidth = desktopWidth;
});

describe('read-only pitch', () => {
  it('places every position at its pitchLayout() place, mirrored, with the player on it', () => {
    withProviders(<ReadOnlyPitch positions={formationThree.positions} lineup={savedLineup.lineup} />);
    const list = screen.getByRole('list', { name: 'Formation positions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    const layout = pitchLayout(formationThree.positions);
    formationThree.positions.forEach((position, i) => {
      const point = layout.find((p) => p.id === position.id);
      expect(items[i]).toHaveStyle({ left: `${point?.x}%`, top: `${point?.y}%` });
    });
    // Left Back stands at x 12, shown at 100 − 12 = 88 %.
    expect(items[1]).toHaveStyle({ left: '88%' });
    expect(items[1]).toHaveTextContent('Left Back: Ava Reid');
    expect(items[6]).toHaveTextContent('Striker: Dan Ross');
    expect(items[2]).toHaveTextContent('Right Back: empty');
    expect(screen.getByTestId('pitch')).toHaveStyle({ width: '800px' });
  });

  it('is 90 % by 70 % of the window width under 768 px', () => {
    window.innerWidth = 390;
    withProviders(<ReadOnlyPitch positions={formationThree.positions} lineup={[]} />);
    expect(screen.getByTestId('pitch')).toHaveStyle({ width: '351px', aspectRatio: '351 / 273' });
  });
});

describe('Team Lineup modal', () => {
  it("shows 'Loading lineup...', then the formation's name, description and pitch", async () => {
    const answer = deferred<Response>();
    stubFetch(() => answer.promise);
    withProviders(<LineupModal matchId={42} opened onClose={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: 'Team Lineup' })).toBeInTheDocument();
    expect(screen.getByText('Loading lineup...')).toBeInTheDocument();
    answer.resolve(json(200, savedLineup));
    expect(await screen.findByRole('heading', { name: '2-3-1' })).toBeInTheDocument();
    expect(screen.getByText('7-a-side: two defenders, three midfielders, one striker')).toBeInTheDocument();
    expect(screen.getByText('Left Back: Ava Reid')).toBeInTheDocument();
  });

  it('shows the error when the lineup cannot be read', async () => {
    stubFetch(() => json(500, { error: 'Database down' }));
    withProviders(<LineupModal matchId={42} opened onClose={() => undefined} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load lineup: Failed to fetch lineup data');
  });

  it('asks nothing of the server while closed', () => {
    const calls = stubFetch(() => json(200, savedLineup));
    withProviders(<LineupModal matchId={42} opened={false} onClose={() => undefined} />);
    expect(calls).toHaveLength(0);
  });
});

describe('pitch drop zones', () => {
  const zone = { data: { current: { type: 'position', positionId: 32, accepts: ['player'] } } };
  it('take players only', () => {
    expect(droppedPlacement({ data: { current: { type: 'player', playerId: 5 } } }, zone)).toEqual({
      playerId: 5,
      positionId: 32,
    });
    expect(droppedPlacement({ data: { current: { type: 'event', playerId: 5 } } }, zone)).toBeNull();
    expect(droppedPlacement({ data: { current: undefined } }, zone)).toBeNull();
    expect(droppedPlacement({ data: { current: { type: 'player', playerId: 5 } } }, null)).toBeNull();
    expect(
      droppedPlacement(
        { data: { current: { type: 'player', playerId: 5 } } },
        { data: { current: { type: 'bench' } } },
      ),
    ).toBeNull();
  });
});

describe('position abbreviations on small pitches', () => {
  it.each([
    ['Goalkeeper', 'GK'],
    ['Striker', 'ST'],
    ['Left Back', 'LB'],
    ['Right Centre Back', 'RCB'],
    ['Left Defensive Midfielder', 'LDM'],
  ])('%s → %s', (name, short) => expect(positionAbbreviation(name)).toBe(short));

  it("shows 'Ava R · LB' under 768 px", () => {
    window.innerWidth = 390;
    withProviders(<ReadOnlyPitch positions={formationThree.positions} lineup={savedLineup.lineup} />);
    expect(screen.getAllByRole('listitem')[1]).toHaveTextContent('Ava R · LB');
  });
});

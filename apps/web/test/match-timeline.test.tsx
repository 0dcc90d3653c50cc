import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Match, TimelineEvent } from '@touchline/domain';
import { MatchTimeline } from '../src/widgets/match/match-timeline';
import { Scoreboard } from '../src/widgets/match/scoreboard';
import { json, stubFetch } from './fake-fetch';
import { renderWithProviders } from './match-render';
import { timelineEntry } from './timeline-fixtures';

const match = {
  home_or_away: 'Away',
  opposition_name: 'Rovers',
  team_name: 'Lions',
  team: { team_name: 'Lions' },
  match_minutes: 90,
} as Pick<Match, 'home_or_away' | 'opposition_name' | 'team_name' | 'team' | 'match_minutes'>;
let id = 0;
const phase = (event_type: string, minute: number | null, timestamp = new Date().toISOString()): TimelineEvent =>
  timelineEntry('MATCH_EVENT', { id: ++id, timestamp }, { minute, event_type });
const goal = (minute: number, scorer: string, theirs = false): TimelineEvent =>
  timelineEntry(
    'GOAL',
    // As the server sends them: ours name the player, theirs the name the coach typed.
    theirs
      ? {
          id: ++id,
          scorer: null,
          opposition_scorer_name: scorer,
          is_opposition_goal: true,
          timestamp: new Date().toISOString(),
        }
      : { id: ++id, scorer, is_opposition_goal: false, timestamp: new Date().toISOString() },
    { minute },
  );

describe('Scoreboard', () => {
  it('shows Pre-match and 0 - 0 before anything happened, with the club team away', () => {
    renderWithProviders(
      <Scoreboard
        match={match}
        events={[]}
        score={{ our_goals: 0, opposition_goals: 0, has_events: false, youth_mode: false }}
        error={false}
      />,
    );
    const board = screen.getByRole('region', { name: 'Scoreboard' });
    expect(board).toHaveTextContent('Pre-match');
    expect(board).toHaveTextContent("-'");
    expect(board).toHaveTextContent('Rovers');
    expect(within(board).getByText('0 - 0')).toBeInTheDocument();
    expect(
      within(board)
        .getAllByText(/Rovers|Lions/)
        .map((e) => e.textContent),
    ).toEqual(['Rovers', 'Lions']);
  });

  it('puts each side its score and scorers: LIVE with the running minute, HT, FT', () => {
    const kickOff = phase('GAME_START', 0, new Date(Date.now() - 12 * 60_000).toISOString());
    const events = [kickOff, goal(5, 'Ben Two'), goal(9, 'Number 9', true), goal(11, 'Dan Four')];
    const { rerender } = renderWithProviders(
      <Scoreboard
        match={match}
        events={events}
        score={{ our_goals: 2, opposition_goals: 1, has_events: true, youth_mode: false }}
        error={false}
      />,
    );
    const board = screen.getByRole('region', { name: 'Scoreboard' });
    expect(board).toHaveTextContent('LIVE');
    expect(board).toHaveTextContent("12'");
    // Away: home is the opposition.
    expect(within(board).getByText('1 - 2')).toBeInTheDocument();
    expect(within(board).getByRole('list', { name: 'Away scorers' })).toHaveTextContent("Ben Two 5'Dan Four 11'");
    expect(within(board).getByRole('list', { name: 'Home scorers' })).toHaveTextContent("Number 9 9'");

    rerender(<Scoreboard match={match} events={[...events, phase('HALF_TIME', 45)]} score={undefined} error={false} />);
    expect(board).toHaveTextContent('HT');
    expect(within(board).getByText('1 - 2')).toBeInTheDocument();
    rerender(
      <Scoreboard
        match={match}
        events={[...events, phase('HALF_TIME', 45), phase('SECOND_HALF_START', 45), phase('GAME_END', 90)]}
        score={undefined}
        error={false}
        lastUpdated={Date.now()}
      />,
    );
    expect(board).toHaveTextContent('FT');
    expect(board).toHaveTextContent(/Last updated \d\d:\d\d:\d\d/);
  });

  it("shows a forfeit as FT with the 3-0, and 'Error' with question marks when the score cannot be read", () => {
    const forfeit = timelineEntry('MATCH_EVENT', { id: 99, forfeiting_team: 'home' }, { event_type: 'FORFEIT' });
    const { rerender } = renderWithProviders(
      <Scoreboard match={match} events={[forfeit]} score={undefined} error={false} />,
    );
    const board = screen.getByRole('region', { name: 'Scoreboard' });
    expect(board).toHaveTextContent('FT');
    expect(within(board).getByText('0 - 3')).toBeInTheDocument();
    rerender(<Scoreboard match={match} events={undefined} score={undefined} error />);
    expect(board).toHaveTextContent('Error');
    expect(within(board).getByText('? - ?')).toBeInTheDocument();
  });
});

describe('MatchTimeline', () => {
  const base = { matchId: 5, loading: false, refreshing: false, error: null };

  it("shows loading, empty, refreshing and error states in the spec's words", () => {
    const { rerender } = renderWithProviders(<MatchTimeline {...base} events={undefined} loading />);
    expect(screen.getByText('Loading match events...')).toBeInTheDocument();
    rerender(<MatchTimeline {...base} events={[]} />);
    expect(screen.getByText('No events yet')).toBeInTheDocument();
    rerender(<MatchTimeline {...base} events={[goal(3, 'Ben Two')]} refreshing />);
    expect(screen.getByText('Updating...')).toBeInTheDocument();
    rerender(<MatchTimeline {...base} events={undefined} error={new Error('Failed to fetch resource')} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading events: Failed to fetch resource');
  });

  it('marks our goals green and theirs red, scrolls at 24rem, and is read-only for viewers', () => {
    renderWithProviders(
      <MatchTimeline
        {...base}
        events={[phase('LINEUP_CONFIRMED', null), goal(3, 'Ben Two'), goal(7, 'Number 9', true)]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Match events' });
    expect(list.style.maxHeight).toBe('24rem');
    expect(list.style.overflowY).toBe('auto');
    const [, ours, theirs] = within(list).getAllByRole('listitem');
    expect(ours).toHaveAttribute('data-side', 'ours');
    expect(ours?.style.borderLeft).toContain('green');
    expect(theirs?.style.borderLeft).toContain('red');
    expect(screen.getByRole('button', { name: 'View Formation' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete) / })).not.toBeInTheDocument();
  });

  it("asks before deleting, then shows the server's refusal or the spec's fallback", async () => {
    const calls = stubFetch((url, init) => {
      if (init.method === 'DELETE' && url.endsWith('/events/1'))
        return json(400, { error: 'Cannot delete GAME_START because later events exist: HALF_TIME' });
      if (init.method === 'DELETE') return new Response(null, { status: 500 });
      return json(200, { events: [] });
    });
    const kickOff = timelineEntry('MATCH_EVENT', { id: 1 }, { minute: 0, event_type: 'GAME_START' });
    const card = timelineEntry('CARD', { id: 2, card_type: 'YELLOW', player: 'Sam Six' }, { minute: 20 });
    renderWithProviders(<MatchTimeline {...base} events={[kickOff, card]} editable />);

    expect(screen.getByRole('button', { name: 'Edit Kick-off' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Kick-off' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this event?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Cannot delete GAME_START because later events exist: HALF_TIME'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe('/api/matches/5/events/1');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Yellow Card for Sam Six' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete card')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
      '/api/matches/5/events/1',
      '/api/matches/5/cards/2',
    ]);
  });
});

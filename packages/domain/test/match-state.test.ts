import { describe, expect, it } from 'vitest';
import type { MatchState } from '../src';
import { hasEnded, isInPlay, rowResult, statePhase } from '../src';

const state = (phase: MatchState['phase'], has_events = phase !== 'NOT_STARTED'): MatchState => ({
  phase,
  our_goals: 3,
  opposition_goals: 2,
  has_events,
  youth_mode: false,
});
const today = '2026-11-21';

describe('statePhase', () => {
  it('is the phase reached, and FORFEITED over everything once forfeited', () => {
    expect(statePhase([])).toBe('NOT_STARTED');
    expect(statePhase(['LINEUP_CONFIRMED', null])).toBe('NOT_STARTED');
    expect(statePhase(['GAME_START', 'HALF_TIME'])).toBe('HALF_TIME');
    expect(statePhase(['GAME_END', 'GAME_START'])).toBe('FINISHED');
    expect(statePhase(['GAME_START', 'FORFEIT'])).toBe('FORFEITED');
    expect(
      ['FINISHED', 'FORFEITED', 'SECOND_HALF', 'NOT_STARTED'].map((p) => hasEnded(p as MatchState['phase'])),
    ).toEqual([true, true, false, false]);
    expect(
      ['FIRST_HALF', 'HALF_TIME', 'SECOND_HALF', 'FINISHED', 'NOT_STARTED'].map((p) =>
        isInPlay(p as MatchState['phase']),
      ),
    ).toEqual([true, true, true, false, false]);
  });
});

describe('rowResult', () => {
  it('keeps the spec for other days: kick-off after today, our - their and FT (or No result) before', () => {
    expect(rowResult({ match_date: '2026-11-28' }, state('FINISHED'), today)).toEqual({ kind: 'kick-off' });
    expect(rowResult({ match_date: '2026-11-14' }, state('SECOND_HALF'), today)).toEqual({
      kind: 'score',
      our: 3,
      their: 2,
      label: 'FT',
    });
    expect(rowResult({ match_date: '2026-11-14' }, state('NOT_STARTED'), today)).toEqual({ kind: 'no-result' });
  });

  it(
    "follows today's events: kick-off time before kick-off, " + 'LIVE or HT while played, FT once ended or forfeited',
    () => {
      const on = (s: MatchState) => rowResult({ match_date: today }, s, today);
      expect(on(state('NOT_STARTED'))).toEqual({ kind: 'kick-off' });
      expect(on(state('NOT_STARTED', true))).toEqual({ kind: 'kick-off' });
      expect(on(state('FIRST_HALF'))).toEqual({ kind: 'score', our: 3, their: 2, label: 'LIVE' });
      expect(on(state('HALF_TIME'))).toMatchObject({ label: 'HT' });
      expect(on(state('SECOND_HALF'))).toMatchObject({ label: 'LIVE' });
      expect(on(state('FINISHED'))).toMatchObject({ label: 'FT' });
      expect(on(state('FORFEITED'))).toMatchObject({ label: 'FT' });
    },
  );
});

describe('rowResult in youth mode', () => {
  const hidden = (phase: MatchState['phase']): MatchState => ({
    ...state(phase),
    our_goals: null,
    opposition_goals: null,
    youth_mode: true,
  });

  it('says the score is hidden, with the label, where it would show one', () => {
    expect(rowResult({ match_date: '2026-11-14' }, hidden('FINISHED'), today)).toEqual({ kind: 'hidden', label: 'FT' });
    expect(rowResult({ match_date: today }, hidden('HALF_TIME'), today)).toEqual({ kind: 'hidden', label: 'HT' });
    expect(rowResult({ match_date: today }, hidden('FIRST_HALF'), today)).toEqual({ kind: 'hidden', label: 'LIVE' });
  });

  it('leaves kick-off times and No result as they are', () => {
    expect(rowResult({ match_date: '2026-11-28' }, hidden('NOT_STARTED'), today)).toEqual({ kind: 'kick-off' });
    expect(rowResult({ match_date: '2026-11-14' }, { ...hidden('NOT_STARTED'), has_events: false }, today)).toEqual({
      kind: 'no-result',
    });
  });

  it('shows the score to a viewer youth mode does not hide it from (the goals are there)', () => {
    expect(rowResult({ match_date: today }, { ...state('FIRST_HALF'), youth_mode: true }, today)).toEqual({
      kind: 'score',
      our: 3,
      their: 2,
      label: 'LIVE',
    });
  });
});

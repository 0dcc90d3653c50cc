import type { MatchState } from '../schemas/matches';
import { matchPhase } from './match-phase';

export type StatePhase = MatchState['phase'];

/** The phase of a match from the types of its match events: FORFEITED if one is a forfeit, else the phase reached. */
export function statePhase(eventTypes: readonly (string | null)[]): StatePhase {
  if (eventTypes.includes('FORFEIT')) return 'FORFEITED';
  return matchPhase(eventTypes.map((event_type) => ({ type: 'MATCH_EVENT', event_type })));
}

/** Full time or forfeited: the match is over, whatever its date, and no longer upcoming. */
export function hasEnded(phase: StatePhase): boolean {
  return phase === 'FINISHED' || phase === 'FORFEITED';
}

/** In play: between kick-off and full time (half time included). */
export function isInPlay(phase: StatePhase): boolean {
  return phase === 'FIRST_HALF' || phase === 'HALF_TIME' || phase === 'SECOND_HALF';
}

/** What a match list row shows beside the teams. */
export type RowResult =
  | { kind: 'kick-off' }
  | { kind: 'no-result' }
  | { kind: 'score'; our: number; their: number; label: 'FT' | 'LIVE' | 'HT' }
  /** Youth mode hides the score from this viewer (decision 110): the label alone says where the match stands. */
  | { kind: 'hidden'; label: 'FT' | 'LIVE' | 'HT' };

/**
 * A match list row: a match dated after today shows its kick-off time; one dated before today 'our - their' and FT,
 * or 'No result' without events (the spec's rule). Today's match follows its events: the kick-off time until
 * kick-off, the score marked LIVE (HT at half time, as the scoreboard) while it is played, FT once ended or forfeited.
 * Where youth mode hides the goals (null), the same places say 'hidden' with the label.
 */
export function rowResult(match: { match_date: string }, state: MatchState, today: string): RowResult {
  const score = (label: 'FT' | 'LIVE' | 'HT'): RowResult =>
    state.our_goals === null || state.opposition_goals === null
      ? { kind: 'hidden', label }
      : { kind: 'score', our: state.our_goals, their: state.opposition_goals, label };
  if (match.match_date > today) return { kind: 'kick-off' };
  if (match.match_date < today) return state.has_events ? score('FT') : { kind: 'no-result' };
  if (hasEnded(state.phase)) return score('FT');
  if (state.phase === 'NOT_STARTED') return { kind: 'kick-off' };
  return score(state.phase === 'HALF_TIME' ? 'HT' : 'LIVE');
}

import type { Match, MatchState } from '@touchline/domain';
import { hasEnded } from '@touchline/domain';

type Dated = Pick<Match, 'match_id' | 'match_date' | 'kick_off_time'>;

const byKickOff = (a: Dated, b: Dated) =>
  a.match_date.localeCompare(b.match_date) || a.kick_off_time.localeCompare(b.kick_off_time) || a.match_id - b.match_id;

/** Matches in date and kick-off order. */
export function inKickOffOrder<M extends Dated>(matches: readonly M[]): M[] {
  return [...matches].sort(byKickOff);
}

/**
 * Admin control's default: the nearest upcoming match (dated today or later and not ended or forfeited), else the
 * most recent past one.
 */
export function defaultAdminMatch<M extends Dated & { state: Pick<MatchState, 'phase'> }>(
  matches: readonly M[],
  today: string,
): M | null {
  const sorted = inKickOffOrder(matches);
  return (
    sorted.find((m) => m.match_date >= today && !hasEnded(m.state.phase)) ??
    sorted.filter((m) => m.match_date <= today).pop() ??
    sorted[sorted.length - 1] ??
    null
  );
}

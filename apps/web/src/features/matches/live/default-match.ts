import type { Match, MatchState } from '@touchline/domain';
import { byKickOff, nextFixture, type FixtureStatus } from '@touchline/domain';

type Dated = Pick<Match, 'match_id' | 'match_date' | 'kick_off_time'>;

/** Matches in date and kick-off order. */
export function inKickOffOrder<M extends Dated>(matches: readonly M[]): M[] {
  return [...matches].sort(byKickOff);
}

/**
 * Admin control's default: the next match (the domain's `nextFixture`: on, dated today or later and not ended or
 * forfeited), else the most recent past one.
 */
export function defaultAdminMatch<M extends Dated & { status: FixtureStatus; state: Pick<MatchState, 'phase'> }>(
  matches: readonly M[],
  today: string,
): M | null {
  const sorted = inKickOffOrder(matches);
  return (
    nextFixture(sorted, today) ?? sorted.filter((m) => m.match_date <= today).pop() ?? sorted[sorted.length - 1] ?? null
  );
}

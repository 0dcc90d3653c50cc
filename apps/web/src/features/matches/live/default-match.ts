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

/**
 * The live centre's default (#30): the first of the person's own teams' matches of today (their children's teams and
 * those they coach), else the first match listed, as the spec has it.
 */
export function defaultLiveMatch<M extends Dated & { team_id: number }>(
  matches: readonly M[],
  ownTeamIds: readonly number[],
  today: string,
): M | null {
  const own = inKickOffOrder(matches).find((m) => m.match_date === today && ownTeamIds.includes(m.team_id));
  return own ?? matches[0] ?? null;
}

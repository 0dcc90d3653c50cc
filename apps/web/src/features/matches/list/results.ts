import type { MatchState } from '@touchline/domain';
import { byKickOff, hasEnded } from '@touchline/domain';
import type { DateGroup, ListedMatch } from './month-selection';

type Listed = ListedMatch & { state: Pick<MatchState, 'phase'> };

/**
 * A result: a match that is over (full time or forfeited, today's included) or dated before today, played or not
 * ('No result'). Exactly what the fixtures (the server's upcoming list: today onwards, not over) leave out.
 */
export const isResult = (match: Listed, today: string): boolean =>
  match.match_date < today || hasEnded(match.state.phase);

/** The results by date, the newest date first; a day's matches in kick-off order. */
export function resultGroups<M extends Listed>(matches: readonly M[], today: string): DateGroup<M>[] {
  const groups: DateGroup<M>[] = [];
  const newestFirst = matches
    .filter((m) => isResult(m, today))
    .sort((a, b) => b.match_date.localeCompare(a.match_date) || byKickOff(a, b));
  for (const match of newestFirst) {
    const last = groups[groups.length - 1];
    if (last && last.date === match.match_date) last.matches.push(match);
    else groups.push({ date: match.match_date, matches: [match] });
  }
  return groups;
}

import type { RankedScorer, ScorerSort, TopScorersReport } from '@touchline/domain';
import { goalsPerMatch, rankScorers } from '@touchline/domain';

export interface ScorerOrder {
  sort: ScorerSort;
  direction: 'asc' | 'desc';
}

/** Switching to a column sorts names A–Z and figures highest first; the same column again reverses it. */
export function nextOrder(current: ScorerOrder, sort: ScorerSort): ScorerOrder {
  if (current.sort === sort) return { sort, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { sort, direction: sort === 'player_name' ? 'asc' : 'desc' };
}

/**
 * The domain's ranking (totals, ranks and medals, sorted as asked), with goals per match taken over each player's
 * own team's played matches (`scoring_data[].matches_played`). The report-wide `matches_played` counts every team's
 * matches when no team is chosen, which would understate everyone's rate in a club with several teams.
 */
export function rankedScorers(report: TopScorersReport, order: ScorerOrder): RankedScorer[] {
  const played = new Map(report.scoring_data.map((r) => [r.player_id, r.matches_played]));
  const byRate = order.sort === 'goals_per_match';
  const ranked = rankScorers(
    report.scoring_data,
    report.matches_played,
    byRate ? 'total_contributions' : order.sort,
    order.direction,
  ).map((r) => ({
    ...r,
    goals_per_match: goalsPerMatch(r.goals, played.get(r.player_id) ?? report.matches_played),
  }));
  if (!byRate) return ranked;
  const sign = order.direction === 'asc' ? 1 : -1;
  return ranked.sort((a, b) => sign * (a.goals_per_match - b.goals_per_match) || a.rank - b.rank);
}

const round = (v: number, places: number) => {
  const f = 10 ** places;
  return Math.round(v * f) / f;
};

/** (total - missed) / total × 100, to one decimal; 0 sessions → 100 (nothing missed). */
export function attendanceRate(total: number, missed: number): number {
  if (total <= 0) return 100;
  return round(((total - missed) / total) * 100, 1);
}

export type ReportColour = 'red' | 'orange' | 'green';

/** Training: red below 70, orange below 85, green otherwise. */
export function trainingRateColour(rate: number): ReportColour {
  return rate < 70 ? 'red' : rate < 85 ? 'orange' : 'green';
}

/** Matches: red below 80, orange below 90, green otherwise. */
export function matchRateColour(rate: number): ReportColour {
  return rate < 80 ? 'red' : rate < 90 ? 'orange' : 'green';
}

export const sessionsMissedHighlighted = (missed: number) => missed > 3;
export const matchesMissedHighlighted = (missed: number) => missed > 2;
/** Consecutive absences count only in streaks of 2 or more, so any value above 0 is highlighted. */
export const consecutiveHighlighted = (consecutive: number) => consecutive > 0;

/** Absence counts: green for none, orange for some, red for 5 or more. */
export function absenceColour(count: number): ReportColour {
  return count === 0 ? 'green' : count >= 5 ? 'red' : 'orange';
}

/** Goals per match to two decimals (0 when no match was played). */
export function goalsPerMatch(goals: number, matchesPlayed: number): number {
  return matchesPlayed > 0 ? round(goals / matchesPlayed, 2) : 0;
}

export interface ScorerRow {
  player_id: number;
  player_name: string;
  goals: number;
  assists: number;
}

export type ScorerSort = 'player_name' | 'goals' | 'assists' | 'total_contributions' | 'goals_per_match';

export interface RankedScorer extends ScorerRow {
  total_contributions: number;
  goals_per_match: number;
  /** 1, 2 and 3 get gold, silver and bronze. */
  rank: number;
  medal: 'gold' | 'silver' | 'bronze' | null;
}

/**
 * Adds totals, goals per match and ranks (by total contributions, then goals); sorts as asked (default total
 * contributions, descending).
 */
export function rankScorers(
  rows: readonly ScorerRow[],
  matchesPlayed: number,
  sort: ScorerSort = 'total_contributions',
  direction: 'asc' | 'desc' = 'desc',
): RankedScorer[] {
  const withTotals = rows.map((r) => ({
    ...r,
    total_contributions: r.goals + r.assists,
    goals_per_match: goalsPerMatch(r.goals, matchesPlayed),
  }));
  const byRank = [...withTotals].sort(
    (a, b) =>
      b.total_contributions - a.total_contributions || b.goals - a.goals || a.player_name.localeCompare(b.player_name),
  );
  const medals = ['gold', 'silver', 'bronze'] as const;
  const ranked = byRank.map((r, i) => ({ ...r, rank: i + 1, medal: medals[i] ?? null }));
  const sign = direction === 'asc' ? 1 : -1;
  return ranked.sort((a, b) => {
    const d = sort === 'player_name' ? a.player_name.localeCompare(b.player_name) : a[sort] - b[sort];
    return d === 0 ? a.rank - b.rank : sign * d;
  });
}

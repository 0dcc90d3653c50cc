import type { PlayerStatistics } from '@touchline/domain';
import { minutesShare } from '@touchline/domain';
import { currentLanguage } from '../../i18n/i18n';

/**
 * The columns the coach's table sorts on (spec §2: name, shirt number, started, goals, yellow, red, missed; plus
 * playing time).
 */
export type TeamStatsSortKey =
  'name' | 'shirt' | 'started' | 'goals' | 'yellow' | 'red' | 'missed' | 'minutes' | 'share';
export type SortDirection = 'asc' | 'desc';
export interface TeamStatsSort {
  key: TeamStatsSortKey;
  direction: SortDirection;
}

/** Default: player name ascending. */
export const DEFAULT_TEAM_STATS_SORT: TeamStatsSort = { key: 'name', direction: 'asc' };

/** A player's share of their team's available minutes, in percent to one decimal. */
export const shareOf = (s: Pick<PlayerStatistics, 'minutes_played' | 'available_minutes'>) =>
  minutesShare(s.minutes_played, s.available_minutes);

const numberOf: Record<Exclude<TeamStatsSortKey, 'name'>, (s: PlayerStatistics) => number> = {
  shirt: (s) => s.shirt_number,
  started: (s) => s.games_started,
  goals: (s) => s.goals,
  yellow: (s) => s.yellow_cards,
  red: (s) => s.red_cards,
  missed: (s) => s.matches_missed,
  minutes: (s) => s.minutes_played,
  share: shareOf,
};

const byName = (a: PlayerStatistics, b: PlayerStatistics) =>
  a.player_name.localeCompare(b.player_name, currentLanguage(), { sensitivity: 'base' }) || a.player_id - b.player_id;

/** The rows in the chosen order; equal values fall back to player name ascending, so the order is stable. */
export function sortTeamStats(rows: readonly PlayerStatistics[], sort: TeamStatsSort): PlayerStatistics[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    if (sort.key === 'name') return sign * byName(a, b);
    const value = numberOf[sort.key];
    return sign * (value(a) - value(b)) || byName(a, b);
  });
}

/** Clicking the sorted column flips its direction; another column starts ascending. */
export function nextSort(current: TeamStatsSort, key: TeamStatsSortKey): TeamStatsSort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

import type { Match } from '@touchline/domain';

type Dated = Pick<Match, 'match_id' | 'match_date' | 'kick_off_time'>;

const byKickOff = (a: Dated, b: Dated) => a.match_date.localeCompare(b.match_date) || a.kick_off_time.localeCompare(b.kick_off_time) || a.match_id - b.match_id;

/** Matches in date and kick-off order. */
export function inKickOffOrder<M extends Dated>(matches: readonly M[]): M[] {
  return [...matches].sort(byKickOff);
}

/** Admin control's default: the nearest match dated today or later, else the most recent past one. */
export function defaultAdminMatch<M extends Dated>(matches: readonly M[], today: string): M | null {
  const sorted = inKickOffOrder(matches);
  return sorted.find((m) => m.match_date >= today) ?? sorted[sorted.length - 1] ?? null;
}

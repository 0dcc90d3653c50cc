import type { Player } from '@touchline/domain';
import type { TeamOption } from '../../widgets/statistics/team-statistics-table';
import { currentLanguage } from '../../i18n/i18n';

/** The teams that have players, by name: the coach's statistics table offers these (no extra read for teams). */
export function teamsOfPlayers(players: unknown): TeamOption[] {
  if (!Array.isArray(players)) return [];
  const teams = new Map<number, string>();
  for (const p of players as Player[]) teams.set(p.team_id, p.team_name);
  return [...teams]
    .map(([team_id, team_name]) => ({ team_id, team_name }))
    .sort((a, b) => a.team_name.localeCompare(b.team_name, currentLanguage()) || a.team_id - b.team_id);
}

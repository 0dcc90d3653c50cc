import { useQuery } from '@tanstack/react-query';
import type { StatType } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

const STATISTICS = 'statistics';

/** Query keys of the statistics reads; nothing here writes. */
export const statisticsKeys = {
  all: [STATISTICS] as const,
  player: (playerId: number) => [STATISTICS, 'player', playerId] as const,
  details: (playerId: number, statType: StatType) => [STATISTICS, 'details', playerId, statType] as const,
  playingTime: (playerId: number) => [STATISTICS, 'playing-time', playerId] as const,
  team: (teamId: number, seasonId: number | null = null) =>
    [STATISTICS, 'team', teamId, seasonId ?? 'current'] as const,
};

/** GET /players/{id}/statistics?currentSeasonOnly=true: one player's season figures (the statistics tile). */
export function usePlayerStatistics(playerId: number | null) {
  return useQuery({
    queryKey: statisticsKeys.player(playerId ?? 0),
    queryFn: ({ signal }) =>
      http.call(
        contracts.statistics.player,
        { params: { id: playerId ?? 0 }, query: { currentSeasonOnly: 'true' } },
        { signal },
      ),
    enabled: playerId !== null,
  });
}

/** GET /players/{id}/statistics/details/{statType}: the matches or training sessions behind one figure. */
export function useStatDetails(playerId: number, statType: StatType | null) {
  return useQuery({
    queryKey: statisticsKeys.details(playerId, statType ?? 'goals'),
    queryFn: ({ signal }) =>
      http.call(
        contracts.statistics.details,
        { params: { id: playerId, statType: statType ?? 'goals' }, query: { currentSeasonOnly: 'true' } },
        { signal },
      ),
    enabled: statType !== null,
  });
}

/** GET /players/{id}/playing-time: minutes per played match this season (behind the minutes figure). */
export function usePlayingTime(playerId: number, enabled: boolean) {
  return useQuery({
    queryKey: statisticsKeys.playingTime(playerId),
    queryFn: ({ signal }) => http.call(contracts.statistics.playingTime, { params: { id: playerId } }, { signal }),
    enabled,
  });
}

/**
 * GET /players/statistics?team_id= (coach or admin): the team's player statistics for the coach's table, this season's
 * or, with `seasonId`, an earlier season's as it was played (its players who have left since included; #34).
 */
export function useTeamStatistics(teamId: number | null, seasonId: number | null = null) {
  return useQuery({
    queryKey: statisticsKeys.team(teamId ?? 0, seasonId),
    queryFn: ({ signal }) =>
      http.call(
        contracts.statistics.team,
        {
          query: {
            team_id: teamId ?? 0,
            currentSeasonOnly: 'true',
            ...(seasonId === null ? {} : { season_id: seasonId }),
          },
        },
        { signal },
      ),
    enabled: teamId !== null,
  });
}

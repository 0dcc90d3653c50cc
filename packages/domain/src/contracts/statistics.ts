import { z } from 'zod';
import { idParam, idParams } from '../schemas/common';
import { playerMinutes, reportQuery } from '../schemas/reports';
import { playerStatistics, playerStatisticsView, statDetails, statTypes } from '../schemas/statistics';
import { contract } from './contract';

/**
 * `currentSeasonOnly=false` counts every season; true (the default) the current one; `season_id` one season, as it was
 * played (its players who have left since included; #34).
 */
const seasonQuery = z.strictObject({
  currentSeasonOnly: z.enum(['true', 'false']).default('true'),
  season_id: idParam.optional(),
});

export const statisticsContracts = {
  team: contract({
    method: 'GET',
    path: '/players/statistics',
    access: 'coachOrAdmin',
    summary: "A team's (or the club's) player statistics",
    query: reportQuery.extend(seasonQuery.shape),
    response: z.array(playerStatistics),
  }),
  player: contract({
    method: 'GET',
    path: '/players/:id/statistics',
    summary: "One player's statistics (goals and assists null for parents and players in youth mode)",
    params: idParams,
    query: seasonQuery,
    response: playerStatisticsView,
  }),
  playingTime: contract({
    method: 'GET',
    path: '/players/:id/playing-time',
    summary: "One player's minutes per played match this season",
    params: idParams,
    response: playerMinutes,
  }),
  details: contract({
    method: 'GET',
    path: '/players/:id/statistics/details/:statType',
    summary: 'The matches or training sessions behind one statistic of a player',
    params: z.strictObject({
      id: idParam,
      statType: z.enum(statTypes, { error: `statType must be one of: ${statTypes.join(', ')}` }),
    }),
    query: seasonQuery,
    response: statDetails,
  }),
};

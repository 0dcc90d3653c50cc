import { matchTypeContracts } from './match-types';
import { matchContracts } from './matches';
import { oppositionTeamContracts } from './opposition-teams';
import { playerContracts } from './players';
import { seasonContracts } from './seasons';
import { teamContracts } from './teams';
import { trainingContracts } from './trainings';
import { userContracts } from './users';
// Match events, the live stream, statistics, targets and coach reports.
import { coachReportContracts } from './coach-reports';
import { matchEventContracts } from './match-events';
import { matchStreamContracts } from './match-stream';
import { playerTargetContracts } from './player-targets';
import { statisticsContracts } from './statistics';

export * from './contract';

/** Every endpoint of the API, by area. */
export const contracts = {
  teams: teamContracts,
  players: playerContracts,
  seasons: seasonContracts,
  matchTypes: matchTypeContracts,
  oppositionTeams: oppositionTeamContracts,
  trainings: trainingContracts,
  matches: matchContracts,
  users: userContracts,
  matchEvents: matchEventContracts,
  matchStream: matchStreamContracts,
  statistics: statisticsContracts,
  playerTargets: playerTargetContracts,
  coachReports: coachReportContracts,
};

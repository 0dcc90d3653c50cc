import type { OppositionTeam, OppositionTeamBody } from '@touchline/domain';
import { restResource } from './resource';

export const oppositionTeamsApi = restResource<OppositionTeam, OppositionTeamBody>({
  key: 'opposition-teams',
  path: '/opposition-teams',
});

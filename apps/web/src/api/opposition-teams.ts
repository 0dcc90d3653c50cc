import { contracts } from '@touchline/domain';
import { restResource } from './resource';

export const oppositionTeamsApi = restResource({ key: 'opposition-teams', contracts: contracts.oppositionTeams });

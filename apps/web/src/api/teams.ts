import { contracts } from '@touchline/domain';
import { restResource } from './resource';

/** Players carry their team's name, so a changed team reloads the players too. */
export const teamsApi = restResource({ key: 'teams', contracts: contracts.teams, alsoInvalidates: [['players']] });

import type { Team, TeamBody } from '@touchline/domain';
import { restResource } from './resource';

/** Players carry their team's name, so a changed team reloads the players too. */
export const teamsApi = restResource<Team, TeamBody>({ key: 'teams', path: '/teams', alsoInvalidates: [['players']] });

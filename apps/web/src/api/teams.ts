import type { Team, TeamBody } from '@touchline/domain';
import { restResource } from './resource';

export const teamsApi = restResource<Team, TeamBody>({ key: 'teams', path: '/teams' });

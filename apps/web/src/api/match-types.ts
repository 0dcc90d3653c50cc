import type { MatchType, MatchTypeBody } from '@touchline/domain';
import { restResource } from './resource';

export const matchTypesApi = restResource<MatchType, MatchTypeBody>({ key: 'match-types', path: '/match-types' });

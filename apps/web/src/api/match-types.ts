import { contracts } from '@touchline/domain';
import { restResource } from './resource';

export const matchTypesApi = restResource({ key: 'match-types', contracts: contracts.matchTypes });

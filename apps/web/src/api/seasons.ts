import { contracts } from '@touchline/domain';
import { restResource } from './resource';

export const seasonsApi = restResource({ key: 'seasons', contracts: contracts.seasons });

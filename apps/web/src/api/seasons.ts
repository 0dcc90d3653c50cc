import type { Season, SeasonBody } from '@touchline/domain';
import { restResource } from './resource';

export const seasonsApi = restResource<Season, SeasonBody>({ key: 'seasons', path: '/seasons' });

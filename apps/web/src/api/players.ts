import type { Player, PlayerBody } from '@touchline/domain';
import { restResource } from './resource';

export const playersApi = restResource<Player, PlayerBody>({ key: 'players', path: '/players' });

import { z } from 'zod';
import { idListParam, idParam } from '../schemas/common';
import { listedPlayer, player, playerBody, playerUpdateBody } from '../schemas/players';
import { contract } from './contract';
import { crudContracts, getContract } from './crud';

export const playerContracts = {
  ...crudContracts('/players', 'player', { record: player, body: playerBody, updateBody: playerUpdateBody }),
  list: contract({
    method: 'GET',
    path: '/players',
    summary: 'The players the caller may see (a parent: their children), optionally of some teams; parents for admins',
    // One team (the spec's ?team_id=), or several with the key repeated (a coach's teams, #30).
    query: z.strictObject({ team_id: idListParam('team_id').optional() }),
    response: z.array(listedPlayer),
  }),
  ofTeam: contract({
    method: 'GET',
    path: '/players/team/:teamId',
    summary: "A team's players the caller may see; parents for admins",
    params: z.strictObject({ teamId: idParam }),
    response: z.array(listedPlayer),
  }),
  get: getContract('/players', 'player', player),
};

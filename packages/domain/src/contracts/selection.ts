import { z } from 'zod';
import { idParam } from '../schemas/common';
import { playerSelectionRow } from '../schemas/players';
import { contract } from './contract';

export const selectionContracts = {
  ofTeam: contract({
    method: 'GET',
    path: '/players/selection',
    access: 'coachOrAdmin',
    summary: 'For each player of a team, how many of its last N matches with a lineup left them out',
    query: z.strictObject({ team_id: idParam, last: z.coerce.number().int().min(1).max(20).default(3) }),
    response: z.array(playerSelectionRow),
  }),
};

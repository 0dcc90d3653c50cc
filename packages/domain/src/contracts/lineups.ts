import { z } from 'zod';
import { idParam, idParams } from '../schemas/common';
import { formation, formationSummary, lineupResponse, saveLineupBody } from '../schemas/lineups';
import { player } from '../schemas/players';
import { contract } from './contract';

const matchParams = z.strictObject({ matchId: idParam });

export const lineupContracts = {
  formations: contract({
    method: 'GET',
    path: '/formations',
    summary: 'Every formation, fewest players on the pitch first',
    response: z.array(formationSummary),
  }),
  formation: contract({
    method: 'GET',
    path: '/formations/:id',
    summary: 'One formation with its positions',
    params: idParams,
    response: formation,
  }),
  matchPlayers: contract({
    method: 'GET',
    path: '/players/match/:matchId',
    summary: "The players of the match's team not recorded unavailable on the match date",
    params: matchParams,
    response: z.array(player),
  }),
  get: contract({
    method: 'GET',
    path: '/lineups/match/:matchId',
    summary: "A match's saved lineup (404 when it has none)",
    params: matchParams,
    response: lineupResponse,
  }),
  save: contract({
    method: 'POST',
    path: '/lineups/match/:matchId',
    access: 'coachOrAdmin',
    team: { of: 'match' },
    summary: "Replace a match's lineup",
    params: matchParams,
    body: saveLineupBody,
    response: lineupResponse,
  }),
};

import { z } from 'zod';
import { idParam } from '../schemas/common';
import { playerTargets, playerTargetsRow, targetsBody } from '../schemas/targets';
import { contract } from './contract';

const playerParams = z.strictObject({ playerId: idParam });

export const playerTargetContracts = {
  all: contract({
    method: 'GET',
    path: '/player-targets/all',
    access: 'coachOrAdmin',
    summary: "Every player's targets and progress this season",
    response: z.array(playerTargetsRow),
  }),
  player: contract({
    method: 'GET',
    path: '/player-targets/player/:playerId',
    summary: "One player's targets and progress this season",
    params: playerParams,
    response: playerTargets,
  }),
  save: contract({
    method: 'POST',
    path: '/player-targets/player/:playerId',
    summary: "Set any of a player's five targets this season (the two percentages: coaches and admins)",
    params: playerParams,
    body: targetsBody,
    response: playerTargets,
  }),
};

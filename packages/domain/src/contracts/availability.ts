import { z } from 'zod';
import {
  availabilityBody,
  availabilityRecord,
  coachAvailabilityRecord,
  matchAvailabilityItem,
  trainingAvailabilityItem,
} from '../schemas/availability';
import { idListParam, idParam, idParams, isoDate } from '../schemas/common';
import { contract } from './contract';

const playerParams = z.strictObject({ playerId: idParam });
/** `?limit=`: how many of the next matches or sessions (1 to 100, 4 when absent). */
const nextQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(4) });

export const availabilityContracts = {
  list: contract({
    method: 'GET',
    path: '/availability',
    summary:
      'The player unavailability records the caller may see, optionally of one player, from a date (`from`) or of ' +
      'some teams (`team_id`, repeated for more), oldest date first',
    query: z.strictObject({
      player_id: idParam.optional(),
      /** Only records dated on or after this day. */
      from: isoDate('from').optional(),
      /** Only the records of these teams' players. */
      team_id: idListParam('team_id').optional(),
    }),
    response: z.array(availabilityRecord),
  }),
  coaches: contract({
    method: 'GET',
    path: '/availability/coaches',
    access: 'coachOrAdmin',
    summary: "Every coach's own unavailability records",
    response: z.array(coachAvailabilityRecord),
  }),
  create: contract({
    method: 'POST',
    path: '/availability',
    summary: "Record one unavailable date of a player (player_id null: the coach's own)",
    body: availabilityBody,
    response: availabilityRecord,
    status: 201,
  }),
  remove: contract({
    method: 'DELETE',
    path: '/availability/:id',
    summary: 'Delete an unavailability record',
    params: idParams,
    response: null,
  }),
  matches: contract({
    method: 'GET',
    path: '/availability/match/:playerId',
    summary: "A player's next matches and whether they are available",
    params: playerParams,
    query: nextQuery,
    response: z.array(matchAvailabilityItem),
  }),
  trainings: contract({
    method: 'GET',
    path: '/availability/training/:playerId',
    summary: "A player's next training sessions and whether they are available",
    params: playerParams,
    query: nextQuery,
    response: z.array(trainingAvailabilityItem),
  }),
};

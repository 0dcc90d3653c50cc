import { idParams } from '../schemas/common';
import { festivalDay } from '../schemas/festival';
import { contract } from './contract';

/** Festival days (#34): a team's several matches on one date, with the rotation planned across the whole day. */
export const festivalContracts = {
  get: contract({
    method: 'GET',
    path: '/matches/:id/festival',
    access: 'coachOrAdmin',
    summary:
      "The day of a match's team: its matches in kick-off order, each player's played and planned minutes in each, " +
      'the day within the most minutes per day, and the next match',
    params: idParams,
    response: festivalDay,
  }),
};

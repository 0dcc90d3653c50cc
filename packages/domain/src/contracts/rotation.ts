import { idParams } from '../schemas/common';
import {
  minutesLimitBody,
  minutesLimitParams,
  minutesLimitsView,
  rotationBody,
  rotationMessages,
  rotationView,
} from '../schemas/rotation';
import { contract } from './contract';

/** Fair minutes (decision 109): a match's roll-on/roll-off plan, and the most minutes per day by age group. */
export const rotationContracts = {
  get: contract({
    method: 'GET',
    path: '/matches/:id/rotation',
    access: 'coachOrAdmin',
    summary: "A match's rotation: its settings, the squad with season and today's minutes, and the proposed plan",
    params: idParams,
    response: rotationView,
  }),
  save: contract({
    method: 'PUT',
    path: '/matches/:id/rotation',
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: rotationMessages.onlyTeamCoaches },
    summary: "Set a match's rotation (the team's coaches and admins); answers with the new plan",
    params: idParams,
    body: rotationBody,
    response: rotationView,
  }),
  limits: contract({
    method: 'GET',
    path: '/minutes-limits',
    access: 'coachOrAdmin',
    summary: "The most minutes per day for each of the club's age groups: the FA's figure and the club's own",
    response: minutesLimitsView,
  }),
  setLimit: contract({
    method: 'PUT',
    path: '/minutes-limits/:age_group',
    access: 'admin',
    summary: "Set an age group's most minutes per day (null follows the FA's figure again)",
    params: minutesLimitParams,
    body: minutesLimitBody,
    response: minutesLimitsView,
  }),
};

import { idParams } from '../schemas/common';
import {
  dutyKind,
  dutyKindBody,
  dutyKindList,
  dutyMessages,
  dutyPlanBody,
  dutyUpdateBody,
  myDuties,
  rotaQuery,
  swapAnswerParams,
  swapBody,
  teamRota,
} from '../schemas/duties';
import { contract } from './contract';

const teamScope = { of: 'team', refusal: dutyMessages.onlyTeamCoaches } as const;

/** The duty rota (#34, decision 135): the club's kinds, a team's rota planned fairly, families' swaps, no-shows. */
export const dutyContracts = {
  kinds: contract({
    method: 'GET',
    path: '/duty-kinds',
    summary: "The club's kinds of duty: name, how many people, at matches, training or both",
    response: dutyKindList,
  }),
  createKind: contract({
    method: 'POST',
    path: '/duty-kinds',
    access: 'admin',
    summary: 'Adds a kind of duty',
    body: dutyKindBody,
    response: dutyKind,
    status: 201,
  }),
  updateKind: contract({
    method: 'PUT',
    path: '/duty-kinds/:id',
    access: 'admin',
    summary: 'Changes a kind of duty (its people count applies to events planned from then on)',
    params: idParams,
    body: dutyKindBody,
    response: dutyKind,
  }),
  removeKind: contract({
    method: 'DELETE',
    path: '/duty-kinds/:id',
    access: 'admin',
    summary: 'Removes a kind of duty no family has had',
    params: idParams,
    response: null,
  }),
  rota: contract({
    method: 'GET',
    path: '/teams/:id/duties',
    access: 'coachOrAdmin',
    team: teamScope,
    summary: "A team's rota between two dates (the last two weeks and the next eight unless said), the season's shares",
    params: idParams,
    query: rotaQuery,
    response: teamRota,
  }),
  plan: contract({
    method: 'POST',
    path: '/teams/:id/duties/plan',
    access: 'coachOrAdmin',
    team: teamScope,
    summary: "Fills the team's empty duties between two dates fairly: fewest duties first, away days respected",
    params: idParams,
    body: dutyPlanBody,
    response: teamRota,
  }),
  update: contract({
    method: 'PUT',
    path: '/duties/:id',
    access: 'coachOrAdmin',
    summary: "Gives a duty to a family (or nobody), or records it done or missed (the team's coaches and admins)",
    params: idParams,
    body: dutyUpdateBody,
    response: teamRota,
  }),
  mine: contract({
    method: 'GET',
    path: '/duties/mine',
    summary: "A parent's family duties, the swaps asked of them, and the families they can swap with",
    response: myDuties,
  }),
  swap: contract({
    method: 'POST',
    path: '/duties/:id/swaps',
    summary: "Asks another family of the team to take the family's duty, or asks the coach (no family)",
    params: idParams,
    body: swapBody,
    response: myDuties,
    status: 201,
  }),
  answer: contract({
    method: 'POST',
    path: '/duty-swaps/:id/:answer',
    summary: 'Accepts or declines a swap asked of the family, or withdraws the family’s own',
    params: swapAnswerParams,
    response: myDuties,
  }),
};

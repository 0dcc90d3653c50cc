import { idParams } from '../schemas/common';
import { teamCoachesBody, teamCoachesList, teamCoachesView } from '../schemas/team-coaches';
import { contract } from './contract';

export const teamCoachContracts = {
  list: contract({
    method: 'GET',
    path: '/team-coaches',
    access: 'admin',
    summary: "Every team's coaches",
    response: teamCoachesList,
  }),
  set: contract({
    method: 'PUT',
    path: '/teams/:id/coaches',
    access: 'admin',
    summary: "Set a team's coaches (users with the Coach type): they may correct its events on the match day",
    params: idParams,
    body: teamCoachesBody,
    response: teamCoachesView,
  }),
};

import { idParams } from '../schemas/common';
import { squadBody, squadView } from '../schemas/squad';
import { contract } from './contract';

export const squadContracts = {
  get: contract({
    method: 'GET',
    path: '/matches/:id/squad',
    access: 'coachOrAdmin',
    summary: "A match's published squad: starting players, substitutes and standby",
    params: idParams,
    response: squadView,
  }),
  publish: contract({
    method: 'POST',
    path: '/matches/:id/squad',
    access: 'coachOrAdmin',
    team: { of: 'match' },
    summary: "Publish the squad (the lineup's starting players, substitutes, standby): the families are told",
    params: idParams,
    body: squadBody,
    response: squadView,
    errors: [409],
  }),
};

import { idParams } from '../schemas/common';
import { consentsBody, consentsRegister, matchConsents, playerConsents } from '../schemas/consents';
import { contract } from './contract';

/** A player's consents (#31, decision 130). */
export const consentContracts = {
  get: contract({
    method: 'GET',
    path: '/players/:id/consents',
    summary: "A player's consents, with who gave each and when (their family, the club's coaches, the welfare officer)",
    params: idParams,
    response: playerConsents,
  }),
  put: contract({
    method: 'PUT',
    path: '/players/:id/consents',
    summary: 'Give or withdraw consents (the parents, the player from 16, admins)',
    params: idParams,
    body: consentsBody,
    response: playerConsents,
  }),
  ofMatch: contract({
    method: 'GET',
    path: '/matches/:id/consents',
    access: 'coachOrAdmin',
    summary: "The match's players not to be named outside the club: the live link shows them as 'Player'",
    params: idParams,
    response: matchConsents,
  }),
  register: contract({
    method: 'GET',
    path: '/consents',
    access: 'welfare',
    summary: "Every player's consents (the welfare officer and admins); read on the audit log",
    response: consentsRegister,
  }),
};

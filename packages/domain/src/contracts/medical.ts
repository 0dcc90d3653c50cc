import { idParams } from '../schemas/common';
import { matchMedical, medicalBody, medicalRecord } from '../schemas/medical';
import { contract } from './contract';

/**
 * A player's medical and emergency information (#31, decision 130): special-category data, every read on the audit
 * log, never cached.
 */
export const medicalContracts = {
  get: contract({
    method: 'GET',
    path: '/players/:id/medical',
    summary:
      "A player's medical and emergency information: their family, their team's coaches, the welfare officer and " +
      'admins; every read is on the audit log',
    params: idParams,
    response: medicalRecord,
  }),
  put: contract({
    method: 'PUT',
    path: '/players/:id/medical',
    summary:
      "Fill in or confirm a player's medical and emergency information (their parents, the player from 16, admins)",
    params: idParams,
    body: medicalBody,
    response: medicalRecord,
  }),
  ofMatch: contract({
    method: 'GET',
    path: '/matches/:id/medical',
    access: 'coachOrAdmin',
    team: { of: 'match', refusal: "Only this team's coaches and admins can see its players' medical information" },
    summary:
      "The match squad's medical and emergency information for the console, to keep on the phone until the end of " +
      'the match day; each player read is on the audit log',
    params: idParams,
    response: matchMedical,
    errors: [409],
  }),
};

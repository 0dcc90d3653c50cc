import {
  ownQualifications,
  qualificationBody,
  qualificationEntry,
  qualificationParams,
  qualificationRegister,
} from '../schemas/qualifications';
import { contract } from './contract';

/**
 * The qualifications register (#31, decision 130): each adult's DBS check, safeguarding course and first aid, status
 * and dates only. The welfare officer and admins read it (each read on the audit log) and record checks; a person
 * reads their own.
 */
export const qualificationContracts = {
  register: contract({
    method: 'GET',
    path: '/qualifications',
    access: 'welfare',
    summary:
      'The qualifications register: every coach, the welfare officer and anyone with a record, each with its state',
    response: qualificationRegister,
  }),
  record: contract({
    method: 'PUT',
    path: '/users/:id/qualifications/:kind',
    access: 'welfare',
    summary: "Record a person's check (applied for, or valid from its issue date; it expires three years on)",
    params: qualificationParams,
    body: qualificationBody,
    response: qualificationEntry,
  }),
  remove: contract({
    method: 'DELETE',
    path: '/users/:id/qualifications/:kind',
    access: 'welfare',
    summary: "Remove a person's record of one kind (recorded in error)",
    params: qualificationParams,
    response: null,
  }),
  own: contract({
    method: 'GET',
    path: '/account/qualifications',
    summary: "The signed-in person's own qualifications, each kind with its state",
    response: ownQualifications,
  }),
};

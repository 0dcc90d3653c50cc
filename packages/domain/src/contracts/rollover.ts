import { rolloverBody, rolloverPlan, rolloverStart } from '../schemas/rollover';
import { contract } from './contract';

/** The season's turn (#34, decision 134): an admin's, previewed, then applied in one transaction or not at all. */
export const rolloverContracts = {
  start: contract({
    method: 'GET',
    path: '/seasons/rollover',
    access: 'admin',
    summary: 'The next season and each team in its next age group, as the rollover proposes them',
    response: rolloverStart,
  }),
  preview: contract({
    method: 'POST',
    path: '/seasons/rollover/preview',
    access: 'admin',
    summary: "Every change the season's rollover would make, and what is wrong with it; changes nothing",
    body: rolloverBody,
    response: rolloverPlan,
  }),
  apply: contract({
    method: 'POST',
    path: '/seasons/rollover',
    access: 'admin',
    summary: "The season's rollover: the new season, teams up an age group, leavers archived, families asked",
    body: rolloverBody,
    response: rolloverPlan,
    status: 201,
  }),
};

import { team, teamBody, teamUpdateBody } from '../schemas/teams';
import { crudContracts, getContract } from './crud';

export const teamContracts = {
  ...crudContracts('/teams', 'team', { record: team, body: teamBody, updateBody: teamUpdateBody }, undefined, {
    read: 'fixtures:read',
  }),
  get: getContract('/teams', 'team', team, 'fixtures:read'),
};

import { oppositionTeam, oppositionTeamBody, oppositionTeamUpdateBody } from '../schemas/opposition-teams';
import { crudContracts } from './crud';

export const oppositionTeamContracts = crudContracts('/opposition-teams', 'opposition team', {
  record: oppositionTeam,
  body: oppositionTeamBody,
  updateBody: oppositionTeamUpdateBody,
});

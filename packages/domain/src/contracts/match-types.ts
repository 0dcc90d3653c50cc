import { matchType, matchTypeBody, matchTypeUpdateBody } from '../schemas/match-types';
import { crudContracts } from './crud';

export const matchTypeContracts = crudContracts('/match-types', 'match type', {
  record: matchType,
  body: matchTypeBody,
  updateBody: matchTypeUpdateBody,
});

import { season, seasonBody, seasonUpdateBody } from '../schemas/seasons';
import { crudContracts } from './crud';

export const seasonContracts = crudContracts(
  '/seasons',
  'season',
  {
    record: season,
    body: seasonBody,
    updateBody: seasonUpdateBody,
  },
  undefined,
  { read: 'fixtures:read' },
);

import { auditFilterQuery, auditPage } from '../schemas/audit';
import { contract } from './contract';

export const auditContracts = {
  list: contract({
    method: 'GET',
    path: '/audit',
    access: 'admin',
    summary: 'The audit log, newest first, filtered by actor, entity, action and date',
    query: auditFilterQuery,
    response: auditPage,
  }),
};

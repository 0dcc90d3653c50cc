import { idParams } from '../schemas/common';
import { clubMessageDetail, clubMessagePage, safeguardingPageQuery, sensitiveReadPage } from '../schemas/safeguarding';
import { contract } from './contract';

/**
 * The Club Welfare Officer's reads (#31, decision 130): every club message and its recipients, and the audit log's
 * reads of sensitive data. Each read is itself on the audit log. The welfare officer and admins only.
 */
export const safeguardingContracts = {
  messages: contract({
    method: 'GET',
    path: '/safeguarding/messages',
    access: 'welfare',
    summary: 'Every club message, newest first: sender, audience, date, how many it reached and how many opened it',
    query: safeguardingPageQuery,
    response: clubMessagePage,
  }),
  message: contract({
    method: 'GET',
    path: '/safeguarding/messages/:id',
    access: 'welfare',
    summary: 'A club message with each recipient and whether they have opened it',
    params: idParams,
    response: clubMessageDetail,
  }),
  reads: contract({
    method: 'GET',
    path: '/safeguarding/reads',
    access: 'welfare',
    summary: 'The reads of sensitive data on the audit log, newest first: who read whose record, when',
    query: safeguardingPageQuery,
    response: sensitiveReadPage,
  }),
};

import { z } from 'zod';
import { idParams } from '../schemas/common';
import { outboxEntry, outboxQuery } from '../schemas/outbox';
import { testEmailAnswer, testEmailBody } from '../schemas/notifications';
import { contract } from './contract';

export const outboxContracts = {
  list: contract({
    method: 'GET',
    path: '/outbox',
    access: 'admin',
    summary:
      'The emails, newest first: queued, sent, or failed with the reason; the latest 200 unless another page is asked',
    query: outboxQuery,
    response: z.array(outboxEntry),
  }),
  retry: contract({
    method: 'POST',
    path: '/outbox/:id/retry',
    access: 'admin',
    summary: 'Try a failed email again now',
    params: idParams,
    response: outboxEntry,
  }),
  test: contract({
    method: 'POST',
    path: '/outbox/test',
    access: 'admin',
    summary:
      "Send a test email now (to the admin's own address unless another is given) and show the SMTP server's answer",
    body: testEmailBody,
    response: testEmailAnswer,
  }),
};

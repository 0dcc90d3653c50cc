import { z } from 'zod';
import { emailPreferencesSchema, unsubscribeBody, unsubscribed } from '../schemas/email-preferences';
import { contract } from './contract';

export const emailPreferenceContracts = {
  get: contract({
    method: 'GET',
    path: '/account/email-preferences',
    summary: 'Which kinds of email the signed-in person gets',
    response: emailPreferencesSchema,
  }),
  save: contract({
    method: 'PUT',
    path: '/account/email-preferences',
    summary: 'Choose which kinds of email to get',
    body: emailPreferencesSchema,
    response: emailPreferencesSchema,
  }),
  unsubscribe: contract({
    method: 'POST',
    path: '/unsubscribe',
    access: 'public',
    summary: "Stop one kind of email with the unsubscribe link's token, without signing in",
    body: unsubscribeBody,
    response: unsubscribed,
  }),
  oneClick: contract({
    method: 'POST',
    path: '/unsubscribe/:token',
    access: 'public',
    summary: 'One-click unsubscribe (RFC 8058): the List-Unsubscribe-Post of every email',
    params: z.strictObject({ token: z.string().min(1).max(1000) }),
    response: unsubscribed,
  }),
};

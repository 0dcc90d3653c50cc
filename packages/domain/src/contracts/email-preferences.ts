import { z } from 'zod';
import { idParams } from '../schemas/common';
import { unsubscribeBody, unsubscribed } from '../schemas/email-preferences';
import {
  notificationPreferencesBody,
  notificationPreferencesSchema,
  pushDevice,
  pushSettings,
  pushSubscriptionBody,
} from '../schemas/notifications';
import { contract } from './contract';

/** How the signed-in person hears from the club: each kind by push, email, both or neither, and their devices. */
export const emailPreferenceContracts = {
  get: contract({
    method: 'GET',
    path: '/account/notification-preferences',
    summary: 'How the signed-in person gets each kind of notice, and whether non-urgent emails wait for a daily digest',
    response: notificationPreferencesSchema,
  }),
  save: contract({
    method: 'PUT',
    path: '/account/notification-preferences',
    summary: 'Choose how to get each kind of notice (push, email, both or neither) and the daily digest',
    body: notificationPreferencesBody,
    response: notificationPreferencesSchema,
  }),
  push: contract({
    method: 'GET',
    path: '/account/push-devices',
    summary: "The server's push key and the devices the signed-in person turned notifications on for",
    response: pushSettings,
  }),
  addDevice: contract({
    method: 'POST',
    path: '/account/push-devices',
    summary: "Turn notifications on for this device: the browser's push subscription",
    body: pushSubscriptionBody,
    response: pushDevice,
    status: 201,
  }),
  removeDevice: contract({
    method: 'DELETE',
    path: '/account/push-devices/:id',
    summary: 'Turn notifications off for one of your devices',
    params: idParams,
    response: z.object({ removed: z.number().int() }),
  }),
  testPush: contract({
    method: 'POST',
    path: '/account/push-devices/test',
    summary: 'Send a test notification to each of your devices',
    response: z.object({ devices: z.number().int() }),
    errors: [409],
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

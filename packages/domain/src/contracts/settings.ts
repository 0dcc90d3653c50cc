import { z } from 'zod';
import { testEmailBody } from '../schemas/notifications';
import { clubSettings, logoBody, settingsBody, settingsTestEmailAnswer } from '../schemas/settings';
import { contract } from './contract';

/**
 * The club's settings an admin changes without a restart (#35, decision 138): name, time zone, logo and email. The
 * environment's variables win where they are set; every instance takes a change within seconds.
 */
export const settingsContracts = {
  get: contract({
    method: 'GET',
    path: '/settings',
    access: 'admin',
    summary: "The club's settings in effect (ETag: their version), the SMTP password hidden",
    response: clubSettings,
  }),
  save: contract({
    method: 'PUT',
    path: '/settings',
    access: 'admin',
    summary:
      "Changes the club's settings (the fields sent; null is the default); with If-Match, refused 412 when they " +
      'changed since',
    body: settingsBody,
    response: clubSettings,
    errors: [412],
  }),
  logo: contract({
    method: 'GET',
    path: '/settings/logo',
    access: 'public',
    summary: "The club's logo (PNG, JPEG, WebP or SVG), cached for long: its address changes with it",
    query: z.object({ v: z.string().max(20).optional() }),
    response: z.string(),
    produces: 'image/*',
  }),
  saveLogo: contract({
    method: 'PUT',
    path: '/settings/logo',
    access: 'admin',
    summary: "Sets the club's logo: a PNG, JPEG, WebP or SVG image of at most 256 KB, base64",
    body: logoBody,
    response: clubSettings,
    errors: [412, 413],
  }),
  removeLogo: contract({
    method: 'DELETE',
    path: '/settings/logo',
    access: 'admin',
    summary: "Removes the club's logo: Touchline's badge is shown again",
    response: clubSettings,
    errors: [412],
  }),
  testEmail: contract({
    method: 'POST',
    path: '/settings/test-email',
    access: 'admin',
    summary:
      "Sends a test email now through the settings in effect (to the admin's own address unless another is given) " +
      "and answers the SMTP server's words; 502 with its refusal or the connection problem",
    body: testEmailBody,
    response: settingsTestEmailAnswer,
    errors: [429, 502],
  }),
};

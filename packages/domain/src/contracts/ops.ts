import { z } from 'zod';
import { removeDemoAnswer, resetPasswordAnswer, resetPasswordInput } from '../schemas/system';
import { contract } from './contract';

/**
 * The operator's commands (`npm run backup`, `npm run admin:reset-password`, `npm run demo:remove`) reach a running
 * server on the embedded database through these (decision 086). No sign-in: they answer only a connection from the
 * same machine (127.0.0.1 or ::1, not forwarded by a proxy) carrying the control secret the server wrote to its
 * DATA_DIR, as a bearer token; 404 to any other address and when the server has no control secret (PostgreSQL),
 * 403 without the right secret.
 */
export const opsContracts = {
  backup: contract({
    method: 'POST',
    path: '/ops/backup',
    access: 'public',
    summary: 'A consistent backup of the whole database, gzipped JSON lines (local operator with the control secret)',
    response: z.string(),
    produces: 'application/gzip',
    errors: [403, 404],
  }),
  resetPassword: contract({
    method: 'POST',
    path: '/ops/reset-password',
    access: 'public',
    summary: "Sets a user's password and ends their sessions (local operator with the control secret)",
    body: resetPasswordInput,
    response: resetPasswordAnswer,
    errors: [403, 404],
  }),
  removeDemo: contract({
    method: 'POST',
    path: '/ops/remove-demo',
    access: 'public',
    summary: "Removes the demo club's rows and nothing else (local operator with the control secret)",
    response: removeDemoAnswer,
    errors: [403, 404, 409],
  }),
};

import { impersonateBody, loginBody, tokenResponse } from '../schemas/auth';
import { contract } from './contract';

export const authContracts = {
  login: contract({
    method: 'POST',
    path: '/login',
    access: 'public',
    summary: 'Sign in: a new session token',
    body: loginBody,
    response: tokenResponse,
    errors: [401, 429],
  }),
  logout: contract({
    method: 'POST',
    path: '/logout',
    summary: "End the caller's session",
    response: null,
  }),
  impersonate: contract({
    method: 'POST',
    path: '/impersonate',
    access: 'admin',
    summary: 'A token acting as another user; the admin stays on record',
    body: impersonateBody,
    response: tokenResponse,
  }),
};

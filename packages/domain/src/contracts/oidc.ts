import { tokenResponse } from '../schemas/auth';
import { idParams } from '../schemas/common';
import { identityLinkBody, oidcCompleteBody, oidcStartAnswer, userIdentities, userIdentity } from '../schemas/oidc';
import { contract } from './contract';

/**
 * Sign-in with the club's accounts (#35, decision 136): started here, finished at the provider, completed here with
 * what the provider sent back to the web page /signin/oidc; the identities linked to accounts and those waiting.
 */
export const oidcContracts = {
  start: contract({
    method: 'POST',
    path: '/oidc/start',
    access: 'public',
    summary: "Start a sign-in with the club's accounts: the provider's address to go to",
    response: oidcStartAnswer,
    errors: [404],
  }),
  complete: contract({
    method: 'POST',
    path: '/oidc/complete',
    access: 'public',
    summary: "Complete a sign-in with the club's accounts: a new session token, as POST /login gives",
    body: oidcCompleteBody,
    response: tokenResponse,
    errors: [403, 404, 429],
  }),
  startLink: contract({
    method: 'POST',
    path: '/account/identities/start',
    summary: "Start linking the caller's account to their club account: the provider's address to go to",
    response: oidcStartAnswer,
    errors: [404],
  }),
  completeLink: contract({
    method: 'POST',
    path: '/account/identities/complete',
    summary: "Complete linking the caller's account to their club account",
    body: oidcCompleteBody,
    response: userIdentity,
    errors: [404, 409],
  }),
  mine: contract({
    method: 'GET',
    path: '/account/identities',
    summary: "The club accounts linked to the caller's account",
    response: userIdentities,
  }),
  unlinkMine: contract({
    method: 'DELETE',
    path: '/account/identities/:id',
    summary: "Unlink one of the caller's club accounts",
    params: idParams,
    response: null,
    errors: [404],
  }),
  waiting: contract({
    method: 'GET',
    path: '/identities/waiting',
    access: 'admin',
    summary: 'Club accounts that signed in but are linked to no account yet, newest first',
    response: userIdentities,
  }),
  ofUser: contract({
    method: 'GET',
    path: '/users/:id/identities',
    access: 'admin',
    summary: "The club accounts linked to a user's account",
    params: idParams,
    response: userIdentities,
    errors: [404],
  }),
  link: contract({
    method: 'POST',
    path: '/identities/:id/link',
    access: 'admin',
    summary: 'Link a waiting club account to an account: its next sign-in signs in as that account',
    params: idParams,
    body: identityLinkBody,
    response: userIdentity,
    errors: [404, 409],
  }),
  remove: contract({
    method: 'DELETE',
    path: '/identities/:id',
    access: 'admin',
    summary: 'Dismiss a waiting club account, or unlink a linked one',
    params: idParams,
    response: null,
    errors: [404],
  }),
};

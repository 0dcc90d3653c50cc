import {
  account,
  accountUpdateBody,
  choosePasswordBody,
  emailChangeAnswer,
  emailChangeBody,
  emailConfirmedAnswer,
  features,
  forgotPasswordBody,
  invitationAnswer,
  pendingInvitationsAnswer,
  linkInfo,
  linkTokenBody,
  messageAnswer,
  passwordChangeBody,
} from '../schemas/account';
import { tokenResponse } from '../schemas/auth';
import { myTeams } from '../schemas/team-coaches';
import { idParams } from '../schemas/common';
import { contract } from './contract';

/**
 * Getting in and staying in by email: features, forgotten passwords, the links emails carry (their token always in the
 * body, never in a URL), invitations, and the signed-in person's own account.
 */
export const accountContracts = {
  features: contract({
    method: 'GET',
    path: '/features',
    access: 'public',
    summary: 'What this server can do: whether email is set up',
    response: features,
  }),
  forgotPassword: contract({
    method: 'POST',
    path: '/password/forgot',
    access: 'public',
    summary: 'Email a one-hour password link to the account with this username or email; the same answer either way',
    body: forgotPasswordBody,
    response: messageAnswer,
    status: 202,
    errors: [404, 429],
  }),
  checkLink: contract({
    method: 'POST',
    path: '/links/check',
    access: 'public',
    summary: 'What an emailed link is for and whom, or why it no longer works',
    body: linkTokenBody,
    response: linkInfo,
  }),
  resetPassword: contract({
    method: 'POST',
    path: '/password/reset',
    access: 'public',
    summary: "A password reset link's new password: ends every other session and signs in",
    body: choosePasswordBody,
    response: tokenResponse,
  }),
  acceptInvitation: contract({
    method: 'POST',
    path: '/invitations/accept',
    access: 'public',
    summary: "An invitation link's chosen password: signs in",
    body: choosePasswordBody,
    response: tokenResponse,
  }),
  confirmEmail: contract({
    method: 'POST',
    path: '/account/email/confirm',
    access: 'public',
    summary: 'Opens an email-change link: the new address becomes the account’s',
    body: linkTokenBody,
    response: emailConfirmedAnswer,
  }),
  invite: contract({
    method: 'POST',
    path: '/users/:id/invitation',
    access: 'admin',
    summary: 'Send (or send again) an invitation to choose a password; earlier links stop working',
    params: idParams,
    response: invitationAnswer,
    status: 202,
    errors: [404, 409, 429],
  }),
  invitePending: contract({
    method: 'POST',
    path: '/invitations/pending',
    access: 'admin',
    summary: 'Invite everyone without a password whose invitation expired or was never sent',
    response: pendingInvitationsAnswer,
    status: 202,
  }),
  get: contract({
    method: 'GET',
    path: '/account',
    summary: 'Your own account',
    response: account,
  }),
  teams: contract({
    method: 'GET',
    path: '/account/teams',
    summary: "The teams you coach and your family's teams, and whether you may choose every team",
    response: myTeams,
  }),
  update: contract({
    method: 'PATCH',
    path: '/account',
    summary: 'Change your short name',
    body: accountUpdateBody,
    response: account,
  }),
  changeEmail: contract({
    method: 'POST',
    path: '/account/email',
    summary: 'Ask to change your email: a confirmation link goes to the new address',
    body: emailChangeBody,
    response: emailChangeAnswer,
    status: 202,
    errors: [404, 429],
  }),
  changePassword: contract({
    method: 'PUT',
    path: '/account/password',
    summary: 'Change your password (the current one required); ends your other sessions',
    body: passwordChangeBody,
    response: null,
  }),
};

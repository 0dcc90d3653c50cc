import { useQuery } from '@tanstack/react-query';
import type { ChoosePasswordBody } from '@touchline/domain';
import { accountContracts } from '@touchline/domain';
import { http } from './http';

// The calls of the pages people open before they sign in (forgot password, emailed links): only their contracts.

/** GET /features (public): whether email is set up; asked once per page load. */
export function fetchFeatures() {
  return http.call(accountContracts.features, {}, { token: null });
}

/** `enabled` false: not asked (yet), e.g. until a screen needs to know. */
export function useFeatures(enabled = true) {
  return useQuery({ queryKey: ['features'], queryFn: fetchFeatures, staleTime: Infinity, enabled });
}

/** POST /password/forgot (public): the same answer whether or not an account matches. */
export function forgotPassword(login: string) {
  return http.call(accountContracts.forgotPassword, { body: { login } }, { token: null });
}

/** POST /links/check (public): what an emailed link is for, or why it does not work. */
export function checkLink(token: string) {
  return http.call(accountContracts.checkLink, { body: { token } }, { token: null });
}

/** POST /invitations/accept or /password/reset (public): the new session's token. */
export function choosePassword(purpose: 'invitation' | 'password_reset', body: ChoosePasswordBody) {
  const c = purpose === 'invitation' ? accountContracts.acceptInvitation : accountContracts.resetPassword;
  return http.call(c, { body }, { token: null });
}

/** POST /account/email/confirm (public): the address now on the account. */
export function confirmEmail(token: string) {
  return http.call(accountContracts.confirmEmail, { body: { token } }, { token: null });
}

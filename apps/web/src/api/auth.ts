import type { Impersonator, LoginBody, MyTeams, TokenResponse, User, ValidateResponse } from '@touchline/domain';
import { authContracts, messages, userContracts } from '@touchline/domain';
import { webMessages } from '../web-messages';
import { applyPersonsLanguage, known } from '../i18n/i18n';
import type { Brand } from './brand';
import { http, HttpError } from './http';

// The calls of the login route, through their contracts: each answer is parsed with the contract's schema.

export interface AuthCallOptions {
  /** See `RequestOptions.retry`. */
  retry?: boolean;
  /** See `RequestOptions.token`: another token than the stored one (the admin's own, to return to it). */
  token?: string;
}

/** The user of a token and, when the token is an impersonation, the admin acting as them. */
export interface CurrentUser {
  user: User;
  impersonatedBy: Impersonator | null;
  /** The user's teams, as the token check answered them (absent for the user kept on the device). */
  teams?: MyTeams;
  /** The club's name and logo, as the token check answered them (absent for the user kept on the device). */
  club?: Brand;
}

/** The token of a token answer; an answer without one (or an empty one) is `failure`. */
async function tokenOf(answer: Promise<TokenResponse>, failure: string): Promise<string> {
  try {
    const { token } = await answer;
    if (token !== '') return token;
  } catch (error) {
    if (!(error instanceof HttpError && error.kind === 'invalid-response')) throw error;
  }
  throw new Error(failure);
}

/**
 * POST /login. Resolves the new token; throws the server's error, or 'Invalid credentials' when no token comes back.
 */
export function login(body: LoginBody): Promise<string> {
  return tokenOf(http.call(authContracts.login, { body }, { token: null }), known(messages.invalidCredentials));
}

/** GET /users/validate with the token cookie. */
export function validateToken(options: AuthCallOptions = {}): Promise<ValidateResponse> {
  return http.call(userContracts.validate, {}, options);
}

/** GET /users/{id}. */
export function getUser(userId: number, options: AuthCallOptions = {}): Promise<User> {
  return http.call(userContracts.get, { params: { id: userId } }, options);
}

/** Validates the stored token (or `options.token`), then loads its user. */
export async function loadCurrentUser(options: AuthCallOptions = {}): Promise<CurrentUser> {
  const { user_id, impersonated_by, teams, language, club_language, club_name, logo_url } =
    await validateToken(options);
  // The person's own language, from now on this device's (an admin acting as someone keeps their own).
  if (impersonated_by === null && !options.token) await applyPersonsLanguage(language, club_language);
  return {
    user: await getUser(user_id, options),
    impersonatedBy: impersonated_by,
    teams,
    club: { club_name, logo_url },
  };
}

/** POST /logout: revokes `token` on the server. No warm-up: signing out never waits for a sleeping server. */
export async function logout(token: string): Promise<void> {
  await http.call(authContracts.logout, {}, { token, retry: false });
}

/** POST /impersonate (admin): a token acting as `userId`; hand it to the session's `replaceToken`. */
export function impersonate(userId: number): Promise<string> {
  return tokenOf(
    http.call(authContracts.impersonate, { body: { user_id: userId } }),
    webMessages.failedToImpersonateUser,
  );
}

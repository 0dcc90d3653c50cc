import type { LoginBody, TokenResponse, User, ValidateResponse } from '@touchline/domain';
import { messages } from '@touchline/domain';
import { webMessages } from '../web-messages';
import { http } from './http';

// The calls of the login route. Their types come from the shared zod schemas, but the answers are
// not parsed with zod here: that keeps zod (~23 kB gzipped) out of the login route's JavaScript.
// The server serialises these answers through the same schemas.

export interface AuthCallOptions {
  /** See `RequestOptions.retry`. */
  retry?: boolean;
}

function tokenOf(answer: unknown): string | null {
  if (typeof answer !== 'object' || answer === null || !('token' in answer)) return null;
  const { token } = answer as Partial<TokenResponse>;
  return typeof token === 'string' && token !== '' ? token : null;
}

/**
 * POST /login. Resolves the new token; throws the server's error, or 'Invalid credentials' when no token comes back.
 */
export async function login(body: LoginBody): Promise<string> {
  const token = tokenOf(await http.post('/login', body, { token: null }));
  if (!token) throw new Error(messages.invalidCredentials);
  return token;
}

/** GET /users/validate with the token cookie. */
export function validateToken(options: AuthCallOptions = {}): Promise<ValidateResponse> {
  return http.get<ValidateResponse>('/users/validate', options);
}

/** GET /users/{id}. */
export function getUser(userId: number, options: AuthCallOptions = {}): Promise<User> {
  return http.get<User>(`/users/${userId}`, options);
}

/** Validates the stored token, then loads its user. */
export async function loadCurrentUser(options: AuthCallOptions = {}): Promise<User> {
  const { user_id } = await validateToken(options);
  return getUser(user_id, options);
}

/** POST /logout: revokes `token` on the server. No warm-up: signing out never waits for a sleeping server. */
export async function logout(token: string): Promise<void> {
  await http.post('/logout', undefined, { token, retry: false });
}

/** POST /impersonate (admin): a token acting as `userId`; hand it to the session's `replaceToken`. */
export async function impersonate(userId: number): Promise<string> {
  const token = tokenOf(await http.post('/impersonate', { user_id: userId }));
  if (!token) throw new Error(webMessages.failedToImpersonateUser);
  return token;
}

import { type CurrentUser, loadCurrentUser, logout } from '../api/auth';
import { HttpError, isRetryableFailure } from '../api/http';
import { readAdminToken, readToken, removeAdminToken } from '../browser/token-cookie';

/**
 * The admin's own token while they impersonate someone (decision 102): kept in a second cookie beside `token`, given
 * back by 'Return to admin', and never left behind by a session that ends another way.
 */

/** Forgets the admin's kept token and ends its session on the server (failure ignored, as with Sign Out). */
export function dropAdminToken(): void {
  const token = readAdminToken();
  if (!token) return;
  removeAdminToken();
  logout(token).catch(() => undefined);
}

export type ReturnToAdmin = { kind: 'restored'; admin: CurrentUser; token: string } | { kind: 'admin-session-ended' };

/**
 * 'Return to admin', on the server: checks the admin's kept token, then ends the impersonation with POST /logout,
 * which puts the end on the audit log (a 401 there means it had ended already). Throws, with nothing changed, when
 * the server cannot be reached; leaves the cookies to the session.
 */
export async function returnToAdmin(): Promise<ReturnToAdmin> {
  const adminToken = readAdminToken();
  const impersonation = readToken();
  let admin: CurrentUser | null = null;
  if (adminToken) {
    try {
      admin = await loadCurrentUser({ token: adminToken });
    } catch (error) {
      if (isRetryableFailure(error)) throw error;
    }
  }
  if (impersonation) {
    try {
      await logout(impersonation);
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 401)) throw error;
    }
  }
  return admin && adminToken ? { kind: 'restored', admin, token: adminToken } : { kind: 'admin-session-ended' };
}

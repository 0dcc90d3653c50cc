import type { Impersonator, User } from '@touchline/domain';

/**
 * Why the session is signed out: the guard sends a user who just signed out to /login without a returnUrl; the login
 * screen says why when 'Return to admin' found the admin's own session ended.
 */
export type SignedOutReason = 'no-token' | 'invalid-token' | 'signed-out' | 'expired' | 'admin-session-ended';

export type SessionState =
  | { status: 'loading' }
  | { status: 'warming-up'; attempt: number; of: number }
  /** `impersonatedBy`: the admin viewing as `user` (the token check says so), else null or left out. */
  | { status: 'signed-in'; user: User; impersonatedBy?: Impersonator | null }
  | { status: 'signed-out'; reason: SignedOutReason }
  | { status: 'server-unavailable' };

export interface Session {
  state: SessionState;
  /** The signed-in user, or null. */
  user: User | null;
  /** Stores the token (7 days with 'Remember me', else for the browser session), re-reads it and loads the user. */
  signIn: (token: string, remember: boolean) => Promise<User>;
  /** POST /logout (failure ignored), removes the cookie, clears the user and the query cache, goes to /login. */
  signOut: () => void;
  /**
   * Impersonation: keeps the admin's own token, swaps the stored token, reloads the user, clears the query cache and
   * goes to /.
   */
  replaceToken: (token: string) => Promise<User>;
  /** After the person changed their own account (Account settings): the header shows the new name at once. */
  updateUser: (patch: Partial<User>) => void;
  /**
   * 'Return to admin': ends the impersonation (POST /logout, on the audit log) and goes back to the admin's own
   * session on User Management, or to the sign-in screen when that session has ended. Throws when the server cannot
   * be reached (nothing changed then).
   */
  endImpersonation: () => Promise<void>;
  /** From the server-unavailable screen: checks the stored token again. */
  retry: () => void;
}

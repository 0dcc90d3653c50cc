import { browserOffline } from './cached-user';
import type { TokenCheck } from './check-stored-token';
import { checkTokenOnce } from './check-stored-token';
import { readToken } from '../browser/token-cookie';

let early: Promise<TokenCheck> | null = null;

/**
 * Starts checking the stored token as the app's script starts (main.tsx), before React renders the first frame, so
 * the check's two requests (validate, then the user) are on their way while the page renders instead of after it.
 * Offline, the session provider lets the last user in without a check, so none is started.
 */
export function startTokenCheckEarly(): void {
  if (readToken() && !browserOffline()) early = checkTokenOnce();
}

/** The check started early, handed out once: the session provider's first check goes on from it. */
export function takeEarlyTokenCheck(): Promise<TokenCheck> | undefined {
  const check = early ?? undefined;
  early = null;
  return check;
}

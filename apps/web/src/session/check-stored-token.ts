import { type CurrentUser, loadCurrentUser } from '../api/auth';
import { isRetryableFailure, waitForServer } from '../api/http';

export type TokenCheck = ({ kind: 'valid' } & CurrentUser) | { kind: 'invalid' } | { kind: 'unreachable' };

export interface CheckOptions {
  /** Called before each warm-up attempt, for 'Attempt N of 8'. */
  onWarmUpAttempt: (attempt: number, of: number) => void;
  signal?: AbortSignal;
  /** A first attempt already under way (started before the app rendered: `early-token-check.ts`). */
  firstAttempt?: Promise<TokenCheck>;
}

/** One attempt: GET /users/validate, then GET /users/{id}; no warm-up. */
export async function checkTokenOnce(): Promise<TokenCheck> {
  try {
    return { kind: 'valid', ...(await loadCurrentUser({ retry: false })) };
  } catch (error) {
    return isRetryableFailure(error) ? { kind: 'unreachable' } : { kind: 'invalid' };
  }
}

/**
 * Validates the stored token and loads its user. A rejected token (401, 403 or any other answer)
 * is 'invalid'. No answer, a time-out or 408/502/503/504 runs the token-validation warm-up; when the
 * server then answers the token is validated once more, otherwise the result is 'unreachable'.
 */
export async function checkStoredToken({ onWarmUpAttempt, signal, firstAttempt }: CheckOptions): Promise<TokenCheck> {
  const first = await (firstAttempt ?? checkTokenOnce());
  if (first.kind !== 'unreachable') return first;
  const healthy = await waitForServer({ onAttempt: onWarmUpAttempt, signal });
  if (!healthy || signal?.aborted) return { kind: 'unreachable' };
  return checkTokenOnce();
}

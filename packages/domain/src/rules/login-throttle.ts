import type { LoginThrottlePolicy } from '../constants';

/** A sign-in counter: failed attempts since the first of them, which the window is counted from. */
export interface LoginFailures {
  failures: number;
  firstFailureAt: number;
  lastFailureAt: number;
}

/**
 * The wait after `failures` failed attempts: none while they are free, then doubling from the initial delay to the cap.
 */
export function loginRetryDelayMs(policy: LoginThrottlePolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  return Math.min(policy.initialDelayMs * 2 ** (failures - policy.freeFailures), policy.maxDelayMs);
}

/** Whether the counter has outlived its window (or never started): then it counts from nothing again. */
export function loginFailuresExpired(policy: LoginThrottlePolicy, counter: LoginFailures | null, now: number): boolean {
  return counter === null || now - counter.firstFailureAt >= policy.windowMs;
}

/** How long, at `now`, the next attempt must still wait (0: it may be checked now). */
export function loginWaitMs(policy: LoginThrottlePolicy, counter: LoginFailures | null, now: number): number {
  if (counter === null || loginFailuresExpired(policy, counter, now)) return 0;
  return Math.max(0, counter.lastFailureAt + loginRetryDelayMs(policy, counter.failures) - now);
}

/** The counter once one more attempt is counted as failed at `now` (before its password is checked). */
export function withLoginFailure(
  policy: LoginThrottlePolicy,
  counter: LoginFailures | null,
  now: number,
): LoginFailures {
  if (counter === null || loginFailuresExpired(policy, counter, now))
    return { failures: 1, firstFailureAt: now, lastFailureAt: now };
  return { failures: counter.failures + 1, firstFailureAt: counter.firstFailureAt, lastFailureAt: now };
}

/** A wait as a `Retry-After` header's whole seconds, at least 1. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}

/** The spec's numbers, once. Times are in milliseconds unless the name says otherwise. */

export const REQUEST_TIMEOUT_MS = 15_000;
export const MAX_RETRIES_AFTER_WARM_UP = 1;
/** The spec names a retry-count constant of 2 whose use is not shown; kept for reference only. */
export const RETRY_COUNT = 2;
export const RETRYABLE_STATUSES: readonly number[] = [408, 502, 503, 504];

export interface BackoffSchedule {
  attempts: number;
  initialDelayMs: number;
  factor: number;
  maxDelayMs: number;
  /** Fraction of the delay added or removed at random (0.2 = ±20 %). */
  jitter: number;
  /** Per-attempt time-out, when the schedule has one. */
  attemptTimeoutMs?: number;
}

/** Shown on the warm-up screen as 'Attempt N of 8' while the stored token is validated. */
export const TOKEN_VALIDATION_WARM_UP: BackoffSchedule = {
  attempts: 8,
  initialDelayMs: 800,
  factor: 1.6,
  maxDelayMs: 10_000,
  jitter: 0.2,
};

/** Warm-up without a token, alternating GET /health and GET / per attempt. */
export const MANUAL_WARM_UP: BackoffSchedule = {
  attempts: 6,
  initialDelayMs: 1_000,
  factor: 1.8,
  maxDelayMs: 12_000,
  jitter: 0,
  attemptTimeoutMs: 6_000,
};

export const REMEMBER_ME_DAYS = 7;
export const COOKIE_NOTICE_DAYS = 90;
export const TOKEN_COOKIE = 'token';
/** While an admin impersonates someone: the admin's own token, to return to (issue 17, decision 102). */
export const ADMIN_TOKEN_COOKIE = 'admin_token';
export const COOKIE_NOTICE_COOKIE = 'cookieConsent';

/** Server-side session lifetime, the same as the remember-me cookie. */
export const SESSION_LIFETIME_MS = REMEMBER_ME_DAYS * 24 * 60 * 60 * 1000;

/** How failed sign-ins slow further attempts down (rules/login-throttle.ts, decision 64). */
export interface LoginThrottlePolicy {
  /** Failed attempts that cost no wait. */
  freeFailures: number;
  /** The wait after the first failure beyond the free ones; it doubles with each further failure. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** The failures are forgotten this long after the first of them. */
  windowMs: number;
}

/** One username from one source address: 5 free failures, then a wait doubling from 1 s to 15 minutes. */
export const LOGIN_THROTTLE_PER_USER: LoginThrottlePolicy = {
  freeFailures: 5,
  initialDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
  windowMs: 24 * 60 * 60 * 1000,
};

/** One source address across all usernames (password spraying): 100 free failures an hour, then the same waits. */
export const LOGIN_THROTTLE_PER_ADDRESS: LoginThrottlePolicy = {
  freeFailures: 100,
  initialDelayMs: 1_000,
  maxDelayMs: 15 * 60 * 1000,
  windowMs: 60 * 60 * 1000,
};

export const MOBILE_BREAKPOINT_PX = 768;

export const DASHBOARD_REFRESH_MS = 5 * 60 * 1000;
export const COUNTDOWN_TICK_MS = 1_000;
export const LIVE_REFRESH_MS = 30_000;
export const AVAILABILITY_LIST_LIMIT = 4;
export const DEFAULT_MEET_MINUTES_BEFORE = 30;
export const FORFEIT_GOALS = 3;

/** The deepest a request body's JSON may nest (objects and lists): no form or import needs more than a few levels. */
export const MAX_JSON_DEPTH = 32;

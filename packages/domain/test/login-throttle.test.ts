import { describe, expect, it } from 'vitest';
import {
  LOGIN_THROTTLE_PER_ADDRESS,
  LOGIN_THROTTLE_PER_USER,
  loginRetryDelayMs,
  loginWaitMs,
  retryAfterSeconds,
  tooManyLoginAttempts,
  withLoginFailure,
} from '../src';

const HOUR = 60 * 60 * 1000;

describe('loginRetryDelayMs', () => {
  it('per user and address: 5 free failures, then 1 s doubling up to 15 minutes', () => {
    const delays = [0, 1, 4, 5, 6, 7, 8, 14, 15, 16, 100].map((n) => loginRetryDelayMs(LOGIN_THROTTLE_PER_USER, n));
    expect(delays).toEqual([0, 0, 0, 1_000, 2_000, 4_000, 8_000, 512_000, 900_000, 900_000, 900_000]);
  });
  it('per address: 100 free failures, then the same waits', () => {
    expect(loginRetryDelayMs(LOGIN_THROTTLE_PER_ADDRESS, 99)).toBe(0);
    expect(loginRetryDelayMs(LOGIN_THROTTLE_PER_ADDRESS, 100)).toBe(1_000);
    expect(loginRetryDelayMs(LOGIN_THROTTLE_PER_ADDRESS, 101)).toBe(2_000);
  });
});

describe('loginWaitMs and withLoginFailure', () => {
  it('counts each failure and waits from the last one', () => {
    let counter = null;
    for (let i = 0; i < 5; i++) {
      expect(loginWaitMs(LOGIN_THROTTLE_PER_USER, counter, 1_000)).toBe(0);
      counter = withLoginFailure(LOGIN_THROTTLE_PER_USER, counter, 1_000);
    }
    expect(counter).toEqual({ failures: 5, firstFailureAt: 1_000, lastFailureAt: 1_000 });
    expect(loginWaitMs(LOGIN_THROTTLE_PER_USER, counter, 1_000)).toBe(1_000);
    expect(loginWaitMs(LOGIN_THROTTLE_PER_USER, counter, 1_400)).toBe(600);
    expect(loginWaitMs(LOGIN_THROTTLE_PER_USER, counter, 2_000)).toBe(0);
    counter = withLoginFailure(LOGIN_THROTTLE_PER_USER, counter, 2_000);
    expect(loginWaitMs(LOGIN_THROTTLE_PER_USER, counter, 2_000)).toBe(2_000);
  });
  it('forgets the failures once the window from the first has passed', () => {
    const counter = { failures: 20, firstFailureAt: 0, lastFailureAt: 23.9 * HOUR };
    expect(loginWaitMs(LOGIN_THROTTLE_PER_USER, counter, 23.95 * HOUR)).toBeGreaterThan(0);
    expect(loginWaitMs(LOGIN_THROTTLE_PER_USER, counter, 24 * HOUR)).toBe(0);
    expect(withLoginFailure(LOGIN_THROTTLE_PER_USER, counter, 24 * HOUR)).toEqual({
      failures: 1,
      firstFailureAt: 24 * HOUR,
      lastFailureAt: 24 * HOUR,
    });
  });
});

describe('the 429 answer', () => {
  it('rounds the wait up to whole seconds, at least 1', () => {
    expect([1, 999, 1_000, 1_001, 900_000].map(retryAfterSeconds)).toEqual([1, 1, 1, 2, 900]);
  });
  it('says how long to wait', () => {
    expect(tooManyLoginAttempts(1)).toBe('Too many sign-in attempts. Try again in 1 second.');
    expect(tooManyLoginAttempts(32)).toBe('Too many sign-in attempts. Try again in 32 seconds.');
    expect(tooManyLoginAttempts(60)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(tooManyLoginAttempts(900)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
  });
});

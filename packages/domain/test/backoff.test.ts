import { describe, expect, it } from 'vitest';
import { MANUAL_WARM_UP, TOKEN_VALIDATION_WARM_UP, backoffDelay } from '../src';

describe('backoffDelay', () => {
  it('grows by the factor and caps at the maximum (token validation: 800 ms ×1.6, max 10 s)', () => {
    const delays = [1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(TOKEN_VALIDATION_WARM_UP, n, () => 0.5));
    expect(delays).toEqual([800, 1280, 2048, 3277, 5243, 8389, 10000]);
  });
  it('applies ±20 % jitter at the extremes', () => {
    expect(backoffDelay(TOKEN_VALIDATION_WARM_UP, 1, () => 0)).toBe(640);
    expect(backoffDelay(TOKEN_VALIDATION_WARM_UP, 1, () => 0.999999)).toBe(960);
  });
  it('manual warm-up: 1 s ×1.8, max 12 s, no jitter', () => {
    const delays = [1, 2, 3, 4, 5].map((n) => backoffDelay(MANUAL_WARM_UP, n, () => 0));
    expect(delays).toEqual([1000, 1800, 3240, 5832, 10498]);
    expect(backoffDelay(MANUAL_WARM_UP, 6, () => 0)).toBe(12000);
  });
});

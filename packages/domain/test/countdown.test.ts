import { describe, expect, it } from 'vitest';
import { kickOffCountdown } from '../src';

describe('kickOffCountdown', () => {
  const now = new Date(2026, 10, 22, 9, 0, 0);
  it('counts days, hours, minutes and seconds', () => {
    expect(kickOffCountdown('2026-11-23', '10:30', now)).toEqual({
      state: 'counting',
      days: 1,
      hours: 1,
      minutes: 30,
      seconds: 0,
      text: '1d 1h 30m 0s',
    });
    expect(kickOffCountdown('2026-11-22', '09:00:01', now).state).toBe('started');
  });
  it("is 'Kick-off!' once reached", () => {
    expect(kickOffCountdown('2026-11-22', '09:00', now)).toEqual({ state: 'started', text: 'Kick-off!' });
  });
  it.each([
    [null, '10:00'],
    ['2026-11-22', ''],
    ['22/11/2026', '10:00'],
    ['2026-02-30', '10:00'],
    ['2026-11-22', '25:00'],
  ])('is invalid for %j %j', (date, time) => {
    expect(kickOffCountdown(date, time, now)).toEqual({ state: 'invalid', text: 'Invalid kick-off time' });
  });
});

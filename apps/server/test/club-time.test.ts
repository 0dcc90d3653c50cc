import { describe, expect, it } from 'vitest';
import { clubDateTime, clubTimeZone, setClubTimeZone } from '../src/club-time';
import { today } from '../src/today';

describe('today() in the club time zone', () => {
  it('is the club’s date at an instant, whatever the process’s zone', () => {
    const lateEvening = new Date('2026-07-04T23:30:00Z');
    expect(today(lateEvening, 'Europe/London')).toBe('2026-07-05');
    expect(today(lateEvening, 'UTC')).toBe('2026-07-04');
    expect(today(new Date('2026-01-10T23:30:00Z'), 'Europe/London')).toBe('2026-01-10');
  });

  it('follows the zone set from the configuration', () => {
    const before = clubTimeZone();
    try {
      setClubTimeZone('Europe/London');
      expect(today(new Date('2026-07-04T23:30:00Z'))).toBe('2026-07-05');
      expect(clubDateTime('2026-07-04', '14:30').toISOString()).toBe('2026-07-04T13:30:00.000Z');
      setClubTimeZone('UTC');
      expect(today(new Date('2026-07-04T23:30:00Z'))).toBe('2026-07-04');
      expect(clubDateTime('2026-07-04', '14:30').toISOString()).toBe('2026-07-04T14:30:00.000Z');
    } finally {
      setClubTimeZone(before);
    }
  });
});

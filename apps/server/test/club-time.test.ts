import { dateInZone } from '@touchline/domain';
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

  it('keeps the day it last read and gives each moment its own date, across midnights and clock changes', () => {
    // Every 7 minutes across the spring and autumn changes in three zones (one changes its clocks at midnight), in
    // order as a running server asks, and back and forth: the kept day must never answer for a moment outside it.
    const zones = ['Europe/London', 'America/Santiago', 'Australia/Lord_Howe'];
    const spans = [
      ['2026-03-27T00:00:00Z', '2026-04-07T00:00:00Z'],
      ['2026-09-04T00:00:00Z', '2026-09-08T00:00:00Z'],
      ['2026-10-23T00:00:00Z', '2026-10-27T00:00:00Z'],
    ] as const;
    let checked = 0;
    for (const zone of zones) {
      for (const [from, until] of spans) {
        for (let at = Date.parse(from); at < Date.parse(until); at += 7 * 60_000) {
          for (const moment of [at, at - 3 * 3_600_000, at]) {
            expect(today(new Date(moment), zone)).toBe(dateInZone(new Date(moment), zone));
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });
});

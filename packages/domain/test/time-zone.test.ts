import { describe, expect, it } from 'vitest';
import {
  addDaysToDate,
  canonicalTimeZone,
  dateInZone,
  timeInZone,
  zonedTimeToInstant,
  zoneOffsetMinutes,
} from '../src';

const at = (iso: string) => new Date(iso);
const instant = (date: string, time: string, zone: string) => zonedTimeToInstant(date, time, zone).toISOString();

describe('zonedTimeToInstant', () => {
  it('reads a kick-off in British summer time and in winter', () => {
    expect(instant('2026-07-04', '14:30', 'Europe/London')).toBe('2026-07-04T13:30:00.000Z');
    expect(instant('2026-01-10', '14:30', 'Europe/London')).toBe('2026-01-10T14:30:00.000Z');
    expect(instant('2026-07-04', '14:30:15', 'Europe/London')).toBe('2026-07-04T13:30:15.000Z');
  });

  it('follows the days the clocks change', () => {
    // 29 March 2026: 01:00 GMT becomes 02:00 BST.
    expect(instant('2026-03-29', '00:59', 'Europe/London')).toBe('2026-03-29T00:59:00.000Z');
    expect(instant('2026-03-29', '02:00', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z');
    expect(instant('2026-03-29', '14:30', 'Europe/London')).toBe('2026-03-29T13:30:00.000Z');
    // 25 October 2026: 02:00 BST becomes 01:00 GMT.
    expect(instant('2026-10-24', '14:30', 'Europe/London')).toBe('2026-10-24T13:30:00.000Z');
    expect(instant('2026-10-25', '14:30', 'Europe/London')).toBe('2026-10-25T14:30:00.000Z');
    expect(instant('2026-10-25', '00:30', 'Europe/London')).toBe('2026-10-24T23:30:00.000Z');
  });

  it('reads a skipped time with the offset before the change, and a repeated time as the earlier one', () => {
    expect(instant('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:30:00.000Z');
    expect(instant('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
  });

  it('works in any zone, whatever the process runs in', () => {
    expect(instant('2026-07-04', '14:30', 'UTC')).toBe('2026-07-04T14:30:00.000Z');
    expect(instant('2026-07-04', '14:30', 'America/New_York')).toBe('2026-07-04T18:30:00.000Z');
    expect(instant('2026-01-10', '09:00', 'Australia/Sydney')).toBe('2026-01-09T22:00:00.000Z');
    expect(instant('2026-07-04', '00:00', 'Asia/Kolkata')).toBe('2026-07-03T18:30:00.000Z');
  });

  it('is the inverse of dateInZone and timeInZone', () => {
    for (const zone of ['Europe/London', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kathmandu']) {
      for (const date of ['2026-01-10', '2026-03-29', '2026-07-04', '2026-10-25', '2026-12-31']) {
        for (const time of ['00:00', '09:15', '14:30', '23:59']) {
          const when = zonedTimeToInstant(date, time, zone);
          expect([dateInZone(when, zone), timeInZone(when, zone)]).toEqual([date, time]);
        }
      }
    }
  });
});

describe('dateInZone', () => {
  it('rolls over at the club’s midnight, not UTC’s', () => {
    expect(dateInZone(at('2026-07-04T23:30:00Z'), 'Europe/London')).toBe('2026-07-05');
    expect(dateInZone(at('2026-07-04T22:59:59.999Z'), 'Europe/London')).toBe('2026-07-04');
    expect(dateInZone(at('2026-01-10T23:30:00Z'), 'Europe/London')).toBe('2026-01-10');
    expect(dateInZone(at('2026-12-31T23:30:00Z'), 'UTC')).toBe('2026-12-31');
    expect(dateInZone(at('2026-12-31T23:30:00Z'), 'Europe/Berlin')).toBe('2027-01-01');
    expect(dateInZone(at('2026-07-05T02:00:00Z'), 'America/New_York')).toBe('2026-07-04');
  });

  it('gives the time of day too', () => {
    expect(timeInZone(at('2026-07-04T13:30:00Z'), 'Europe/London')).toBe('14:30');
    expect(timeInZone(at('2026-07-04T23:30:00Z'), 'Europe/London')).toBe('00:30');
  });
});

describe('zoneOffsetMinutes', () => {
  it('is the offset in force at the instant', () => {
    expect(zoneOffsetMinutes(at('2026-07-04T12:00:00Z'), 'Europe/London')).toBe(60);
    expect(zoneOffsetMinutes(at('2026-01-10T12:00:00Z'), 'Europe/London')).toBe(0);
    expect(zoneOffsetMinutes(at('2026-01-10T12:00:00Z'), 'Asia/Kathmandu')).toBe(345);
    expect(zoneOffsetMinutes(at('2026-01-10T12:00:00Z'), 'America/New_York')).toBe(-300);
  });
});

describe('canonicalTimeZone', () => {
  it('accepts IANA names in their canonical spelling', () => {
    expect(canonicalTimeZone('Europe/London')).toBe('Europe/London');
    expect(canonicalTimeZone('europe/london')).toBe('Europe/London');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('America/Argentina/Buenos_Aires')).toMatch(/Buenos_Aires$/);
  });

  it.each(['Europe/Londn', 'Mars/Olympus', '', '+01:00', 'Europe/London; drop', '../etc/passwd'])(
    'refuses %j',
    (name) => expect(canonicalTimeZone(name)).toBeNull(),
  );
});

describe('addDaysToDate', () => {
  it('moves on the calendar across months, years and leap days', () => {
    expect(addDaysToDate('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDaysToDate('2026-01-01', -1)).toBe('2025-12-31');
    expect(addDaysToDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDaysToDate('2026-07-05', -30)).toBe('2026-06-05');
  });
});

import { describe, expect, it } from 'vitest';
import { changeHeadline, fixtureChanges } from '../src/rules/fixture-changes';

describe('the change rule', () => {
  const base = {
    match_date: '2026-11-28',
    kick_off_time: '10:00',
    meet_time: '09:30',
    venue_name: 'Park',
    venue_address: 'Lane',
    status: 'scheduled' as const,
    status_reason: null,
  };
  it('names what moved', () => {
    const changes = fixtureChanges(base, { ...base, kick_off_time: '11:00:00', venue_address: 'Road' });
    expect(changes.map((c) => c.what)).toEqual(['Kick-off', 'Venue']);
    expect(changeHeadline(changes)).toBe('Kick-off and venue changed');
    expect(fixtureChanges(base, { ...base, kick_off_time: '10:00:00' })).toEqual([]);
    expect(changeHeadline(fixtureChanges(base, { ...base, status: 'postponed' }))).toBe('Postponed');
  });
});

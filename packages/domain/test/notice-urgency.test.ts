import { describe, expect, it } from 'vitest';
import { channelOf, channelSends, isUrgentNotice, nextDigestAt } from '../src/rules/notice-urgency';

describe('which notices are urgent (decision 131)', () => {
  const today = '2026-11-28';
  it('a reminder and the match day are always urgent', () => {
    expect(isUrgentNotice({ kind: 'reminder' }, today)).toBe(true);
    expect(isUrgentNotice({ kind: 'match_day', matchDate: '2026-12-20' }, today)).toBe(true);
  });
  it('a fixture change or a squad is urgent for a match today or tomorrow, not later', () => {
    expect(isUrgentNotice({ kind: 'fixture_change', matchDate: today }, today)).toBe(true);
    expect(isUrgentNotice({ kind: 'fixture_change', matchDate: '2026-11-29' }, today)).toBe(true);
    expect(isUrgentNotice({ kind: 'fixture_change', matchDate: '2026-11-30' }, today)).toBe(false);
    expect(isUrgentNotice({ kind: 'squad', matchDate: '2026-11-29' }, today)).toBe(true);
    expect(isUrgentNotice({ kind: 'squad', matchDate: '2026-12-05' }, today)).toBe(false);
    expect(isUrgentNotice({ kind: 'squad' }, today)).toBe(false);
  });
  it('requests, club messages and the medical review wait for a digest', () => {
    for (const kind of ['availability_request', 'club_message', 'medical_review'] as const)
      expect(isUrgentNotice({ kind, matchDate: today }, today)).toBe(false);
  });
});

describe('the next daily digest', () => {
  it("is today's at 18:00 in the club's zone before six, tomorrow's after", () => {
    // 28 November: London is on UTC.
    expect(nextDigestAt(new Date('2026-11-28T09:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-11-28T18:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-11-28T18:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-11-29T18:00:00.000Z',
    );
  });
  it('follows summer time and other zones', () => {
    expect(nextDigestAt(new Date('2026-07-01T10:00:00Z'), 'Europe/London').toISOString()).toBe(
      '2026-07-01T17:00:00.000Z',
    );
    expect(nextDigestAt(new Date('2026-07-01T10:00:00Z'), 'Europe/Madrid').toISOString()).toBe(
      '2026-07-01T16:00:00.000Z',
    );
  });
});

describe('channels', () => {
  it('say what they send and come back from two switches', () => {
    expect(channelSends('both')).toEqual({ email: true, push: true });
    expect(channelSends('push')).toEqual({ email: false, push: true });
    expect(channelSends('none')).toEqual({ email: false, push: false });
    for (const c of ['email', 'push', 'both', 'none'] as const) {
      const s = channelSends(c);
      expect(channelOf(s.email, s.push)).toBe(c);
    }
  });
});

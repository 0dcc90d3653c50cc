import { describe, expect, it } from 'vitest';
import { correctionError, correctionMessages, UNDO_SECONDS } from '../src/rules/event-corrections';

const recordedAt = new Date('2026-11-28T10:20:00Z');
const matchDayEnd = new Date('2026-11-29T00:00:00Z');
const base = { admin: false, coachesTeam: false, recordedByMe: false, recordedAt, matchDayEnd };
const at = (seconds: number) => new Date(recordedAt.getTime() + seconds * 1000);

describe('correcting recorded events', () => {
  it('lets admins change anything, any day', () => {
    expect(correctionError({ ...base, admin: true, now: new Date('2027-03-01T12:00:00Z') })).toBeNull();
  });

  it('lets whoever recorded an event undo it for 30 seconds, and no longer', () => {
    const mine = { ...base, recordedByMe: true };
    expect(correctionError({ ...mine, now: at(0) })).toBeNull();
    expect(correctionError({ ...mine, now: at(UNDO_SECONDS) })).toBeNull();
    expect(correctionError({ ...mine, now: at(UNDO_SECONDS + 1) })).toBe(correctionMessages.notTeamCoach);
    // Someone else's event is not theirs to undo.
    expect(correctionError({ ...base, now: at(5) })).toBe(correctionMessages.notTeamCoach);
  });

  it("lets the team's coaches correct until the match day ends", () => {
    const coach = { ...base, coachesTeam: true };
    expect(correctionError({ ...coach, now: at(3600) })).toBeNull();
    expect(correctionError({ ...coach, now: new Date(matchDayEnd.getTime() - 1) })).toBeNull();
    expect(correctionError({ ...coach, now: matchDayEnd })).toBe(correctionMessages.dayOver);
  });
});

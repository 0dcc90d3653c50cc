import { describe, expect, it } from 'vitest';
import { minutesSoFar, nextChange, playedMinute, proposeRotation } from '../src';

const squad = (size: number) => Array.from({ length: size }, (_, i) => ({ player_id: i + 1, season_minutes: 0 }));
const settings = { on_pitch: 3, match_minutes: 50, change_every: 10 };

describe('played minutes', () => {
  it("count the ball in play on the match's clock (decision 124): the second half from 25 in a 50-minute match", () => {
    expect(playedMinute(0, 50)).toBe(0);
    expect(playedMinute(12, 50)).toBe(12);
    expect(playedMinute(25, 50)).toBe(25);
    expect(playedMinute(35, 50)).toBe(35);
    expect(playedMinute(53, 50)).toBe(50);
    expect(playedMinute(-1, 50)).toBe(0);
    // The spec's 90 minutes, as before: a first half run over to 47 counts 47.
    expect(playedMinute(47, 90)).toBe(47);
    expect(playedMinute(60, 90)).toBe(60);
    expect(playedMinute(93, 90)).toBe(90);
  });

  it('add up each spell on the pitch, with a player sent off leaving for good', () => {
    const sofar = minutesSoFar(
      [1, 2, 3],
      [
        { minute: 10, off: 1, on: 4 },
        { minute: 20, off: 4, on: 1 },
        { minute: 22, off: 2, on: null },
      ],
      30,
    );
    expect(Object.fromEntries(sofar.minutes)).toEqual({ 1: 20, 2: 22, 3: 30, 4: 10 });
    expect(sofar.on_pitch).toEqual([1, 3]);
    expect(sofar.last_change_at).toBe(20);
    expect(sofar.sent_off).toEqual([2]);
  });
});

describe('the sub timer', () => {
  it('proposes the least-played on for the longest-played off at each change', () => {
    const sofar = minutesSoFar([1, 2, 3], [], 8);
    expect(nextChange(squad(5), settings, sofar, 8)).toEqual({
      at: 10,
      due: false,
      pairs: [
        { off: 2, on: 4 },
        { off: 3, on: 5 },
      ],
    });
    expect(nextChange(squad(5), settings, minutesSoFar([1, 2, 3], [], 11), 11)?.due).toBe(true);
  });

  it('moves to the next change once a substitution is recorded, even a little early', () => {
    const sofar = minutesSoFar(
      [1, 2, 3],
      [
        { minute: 9, off: 1, on: 4 },
        { minute: 9, off: 2, on: 5 },
      ],
      12,
    );
    const proposal = nextChange(squad(5), settings, sofar, 12);
    expect(proposal?.at).toBe(20);
    expect(proposal?.due).toBe(false);
    expect(proposal?.pairs.map((p) => p.on)).toEqual([1, 2]);
  });

  it('follows the pre-match plan when the coach follows the timer', () => {
    const plan = proposeRotation(squad(5), settings, { starting: [1, 2, 3] });
    const changes: { minute: number; off: number; on: number }[] = [];
    for (let now = 0; now < settings.match_minutes; now += 1) {
      const sofar = minutesSoFar([1, 2, 3], changes, now);
      const proposal = nextChange(squad(5), settings, sofar, now);
      if (proposal?.due) for (const pair of proposal.pairs) changes.push({ minute: now, ...pair });
    }
    const played = minutesSoFar([1, 2, 3], changes, settings.match_minutes).minutes;
    expect([...played.values()].sort()).toEqual([...plan.minutes.values()].sort());
    expect(Math.max(...played.values()) - Math.min(...played.values())).toBeLessThanOrEqual(10);
  });

  it('proposes nothing when the squad is no bigger than the side, nor after the last change', () => {
    expect(nextChange(squad(3), settings, minutesSoFar([1, 2, 3], [], 5), 5)).toBeNull();
    expect(nextChange(squad(5), settings, minutesSoFar([1, 2, 3], [{ minute: 40, off: 1, on: 4 }], 44), 44)).toBeNull();
  });

  it('never brings a player who was sent off back on', () => {
    const sofar = minutesSoFar([1, 2, 3], [{ minute: 5, off: 1, on: null }], 10);
    const proposal = nextChange(squad(4), settings, sofar, 10);
    expect(proposal?.pairs).toEqual([{ off: 3, on: 4 }]);
    expect(proposal?.pairs.some((p) => p.on === 1)).toBe(false);
  });
});

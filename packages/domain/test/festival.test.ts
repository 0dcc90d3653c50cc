import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayMinutesTable, overDailyLimit, planFestivalDay, type FestivalMatch } from '../src';

const squadOf = (n: number, season = (i: number) => 0 * i) =>
  Array.from({ length: n }, (_, i) => ({ player_id: i + 1, season_minutes: season(i) }));
const match = (key: number, over: Partial<FestivalMatch> = {}): FestivalMatch => ({
  key,
  match_minutes: 20,
  on_pitch: 5,
  change_every: 5,
  ...over,
});

describe('a festival day of several short matches', () => {
  it('shares three 20-minute 5v5 matches among eight players, the day evened out', () => {
    const plan = planFestivalDay(squadOf(8), [match(1), match(2), match(3)], 40);
    const totals = [...plan.day_minutes.values()];
    // 3 × 20 × 5 = 300 player-minutes among 8: 35 or 40 each.
    expect(totals.reduce((a, b) => a + b, 0)).toBe(300);
    expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(5);
    expect(overDailyLimit(plan, 40)).toEqual([]);
    expect(dayMinutesTable(plan)[0]).toMatchObject({ player_id: 1, per_match: expect.any(Array) });
    expect(dayMinutesTable(plan).every((row) => row.per_match.reduce((a, b) => a + b, 0) === row.total)).toBe(true);
  });

  it('keeps a player at the day’s maximum off while someone else can play', () => {
    // Player 1 has already played 40 minutes today, the maximum; player 2 35, one change short of it.
    const squad = squadOf(7).map((p) => ({ ...p, today_minutes: { 1: 40, 2: 35 }[p.player_id] ?? 0 }));
    const plan = planFestivalDay(squad, [match(1)], 40);
    expect(plan.matches[0]?.plan.minutes.get(1)).toBe(0);
    expect(plan.day_minutes.get(1)).toBe(40);
    expect(plan.day_minutes.get(2)).toBeLessThanOrEqual(40);
  });

  it('plays a short squad over the maximum only when nobody else can', () => {
    const plan = planFestivalDay(squadOf(5), [match(1), match(2), match(3)], 40);
    expect([...plan.day_minutes.values()]).toEqual([60, 60, 60, 60, 60]);
    expect(overDailyLimit(plan, 40)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps the goalkeeper of each match in goal throughout it', () => {
    const plan = planFestivalDay(squadOf(9), [match(1, { keeper: 3 }), match(2, { keeper: 4 })], 60);
    expect(plan.matches[0]?.plan.segments.every((s) => s.on_pitch.includes(3))).toBe(true);
    expect(plan.matches[1]?.plan.segments.every((s) => s.on_pitch.includes(4))).toBe(true);
  });

  it('has no maximum where the guidance sets none', () => {
    expect(overDailyLimit(planFestivalDay(squadOf(5), [match(1)], null), null)).toEqual([]);
  });

  it('for any day: full sides, nobody over the maximum when the squad can cover it, the day within one change', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 14 }),
        fc.constantFrom(5, 7),
        fc.array(fc.constantFrom(10, 15, 20), { minLength: 2, maxLength: 4 }),
        fc.array(fc.integer({ min: 0, max: 600 }), { minLength: 14, maxLength: 14 }),
        (size, onPitch, lengths, seasons) => {
          const squad = squadOf(size, (i) => seasons[i] ?? 0);
          const step = 5;
          const matches = lengths.map((len, i) => match(i + 1, { match_minutes: len, on_pitch: onPitch }));
          const max = 60;
          const plan = planFestivalDay(squad, matches, max);
          for (const { plan: one } of plan.matches)
            for (const segment of one.segments) expect(segment.on_pitch).toHaveLength(Math.min(onPitch, size));
          const pitchMinutes = lengths.reduce((a, b) => a + b, 0) * Math.min(onPitch, size);
          const totals = [...plan.day_minutes.values()];
          expect(totals.reduce((a, b) => a + b, 0)).toBe(pitchMinutes);
          expect(dayMinutesTable(plan).every((row) => row.per_match.reduce((a, b) => a + b, 0) === row.total)).toBe(
            true,
          );
          // Enough players to cover the day under the maximum, with a change's slack each: nobody passes it.
          if (size * (max - step) >= pitchMinutes) expect(overDailyLimit(plan, max)).toEqual([]);
          // With no one held back by the maximum, the day's minutes are within one change of each other.
          if (overDailyLimit(plan, max).length === 0 && Math.max(...totals) + step <= max)
            expect(Math.max(...totals) - Math.min(...totals)).toBeLessThanOrEqual(step);
        },
      ),
      { numRuns: 300 },
    );
  });
});

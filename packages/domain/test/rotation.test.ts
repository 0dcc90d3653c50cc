import { describe, expect, it } from 'vitest';
import { minutesSpread, proposeRotation, rotationChanges, type RotationPlayer } from '../src/rules/rotation';

/** A small deterministic generator, so a failing case can be run again. */
function generator(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return Math.floor((state / 2_147_483_648) * below);
  };
}

const squadOf = (size: number, season: (i: number) => number): RotationPlayer[] =>
  Array.from({ length: size }, (_, i) => ({ player_id: i + 1, season_minutes: season(i) }));

describe('the rotation proposal', () => {
  it('plays 7 of 10 in 10-minute changes: 42 minutes on average, at most one change apart', () => {
    const plan = proposeRotation(
      squadOf(10, () => 0),
      { on_pitch: 7, match_minutes: 60, change_every: 10 },
    );
    expect(plan.segments).toHaveLength(6);
    expect(plan.segments.every((s) => s.on_pitch.length === 7)).toBe(true);
    expect(minutesSpread(plan)).toBe(10);
    expect([...plan.minutes.values()].reduce((a, b) => a + b, 0)).toBe(7 * 60);
    const changes = rotationChanges(plan);
    expect(changes[0]).toEqual({ at: 10, off: [5, 6, 7], on: [8, 9, 10] });
  });

  it('starts, and gives the extra minutes to, whoever has played least this season, benching nobody', () => {
    const plan = proposeRotation(
      [
        { player_id: 1, season_minutes: 300 },
        { player_id: 2, season_minutes: 0 },
        { player_id: 3, season_minutes: 0 },
      ],
      { on_pitch: 2, match_minutes: 40, change_every: 10 },
    );
    expect(plan.segments[0]!.on_pitch).toEqual([2, 3]);
    expect(Object.fromEntries(plan.minutes)).toEqual({ 1: 20, 2: 30, 3: 30 });
  });

  it('evens out minutes for any squad, size and rotation (property, 300 cases)', () => {
    const random = generator(2026);
    for (let n = 0; n < 300; n += 1) {
      const onPitch = 5 + random(7);
      const size = onPitch + random(onPitch + 3);
      const settings = { on_pitch: onPitch, match_minutes: 40 + random(51), change_every: 5 + random(11) };
      const equal = proposeRotation(
        squadOf(size, () => 120),
        settings,
      );
      const context = JSON.stringify({ size, ...settings });
      // Every segment is full, the minutes add up, and equal players end at most one change apart.
      expect(
        equal.segments.every((s) => s.on_pitch.length === Math.min(onPitch, size)),
        context,
      ).toBe(true);
      const total = [...equal.minutes.values()].reduce((a, b) => a + b, 0);
      expect(total, context).toBe(Math.min(onPitch, size) * settings.match_minutes);
      expect(minutesSpread(equal), context).toBeLessThanOrEqual(settings.change_every);
      // With different season minutes, who has played less this season never plays less in this match.
      const season = squadOf(size, () => random(600));
      const uneven = proposeRotation(season, settings);
      // Nobody sits the match out for the season's sake: this match's minutes stay within one change.
      expect(minutesSpread(uneven), context).toBeLessThanOrEqual(settings.change_every);
      for (const a of season)
        for (const b of season)
          if (a.season_minutes < b.season_minutes)
            expect(uneven.minutes.get(a.player_id)!, context).toBeGreaterThanOrEqual(uneven.minutes.get(b.player_id)!);
    }
  });
});

describe('the rotation options', () => {
  it('starts with the saved lineup and evens out from there', () => {
    const plan = proposeRotation(
      squadOf(9, () => 0),
      { on_pitch: 7, match_minutes: 40, change_every: 10 },
      { starting: [3, 1, 2, 4, 5, 6, 7] },
    );
    expect(plan.segments[0]!.on_pitch).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(plan.segments[1]!.on_pitch).toEqual(expect.arrayContaining([8, 9]));
    expect(minutesSpread(plan)).toBeLessThanOrEqual(10);
  });

  it('keeps a player under the day’s maximum while anyone else can play', () => {
    const squad = [
      { player_id: 1, season_minutes: 0, today_minutes: 50 },
      { player_id: 2, season_minutes: 500 },
      { player_id: 3, season_minutes: 500 },
    ];
    const plan = proposeRotation(
      squad,
      { on_pitch: 2, match_minutes: 40, change_every: 10 },
      { max_minutes_per_day: 60 },
    );
    expect(plan.minutes.get(1)).toBe(10);
    expect(plan.minutes.get(2)! + plan.minutes.get(3)!).toBe(70);
  });
});

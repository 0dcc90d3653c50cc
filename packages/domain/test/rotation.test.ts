import { describe, expect, it } from 'vitest';
import { minutesSpread, proposeRotation, rotationChanges, type RotationPlayer } from '../src/rules/rotation';
import { nextChange } from '../src/rules/sub-timer';

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

  it('keeps the goalkeeper in goal all match; the outfield places rotate among the rest (#28 item 24)', () => {
    const squad = squadOf(10, () => 0);
    // Player 1 in goal, starting with 1-7: before, the first change took 1 off with nobody in goal.
    const plan = proposeRotation(
      squad,
      { on_pitch: 7, match_minutes: 60, change_every: 10 },
      {
        starting: [1, 2, 3, 4, 5, 6, 7],
        keeper: 1,
      },
    );
    expect(plan.segments.every((s) => s.on_pitch.includes(1))).toBe(true);
    expect(plan.segments.every((s) => s.on_pitch.length === 7)).toBe(true);
    expect(plan.minutes.get(1)).toBe(60);
    expect(rotationChanges(plan).every((change) => !change.off.includes(1))).toBe(true);
    // The spread is the outfield players': nine share six places for 60 minutes, 40 each.
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10].map((id) => plan.minutes.get(id))).toEqual(Array(9).fill(40));
    expect(minutesSpread(plan, 1)).toBe(0);
    expect(minutesSpread(plan)).toBe(20);
  });

  it('the sub timer never proposes the goalkeeper off while they are in goal', () => {
    const squad = squadOf(8, () => 0);
    const sofar = {
      on_pitch: [1, 2, 3, 4, 5],
      sent_off: [],
      minutes: new Map([1, 2, 3, 4, 5].map((id) => [id, 10])),
      last_change_at: null,
    };
    const settings = { on_pitch: 5, match_minutes: 40, change_every: 10 };
    const without = nextChange(squad, settings, sofar, 10, null);
    const withKeeper = nextChange(squad, settings, sofar, 10, null, 5);
    expect(without?.pairs.map((p) => p.off)).toContain(5);
    expect(withKeeper?.pairs.map((p) => p.off)).not.toContain(5);
    expect(withKeeper?.pairs).toHaveLength(3);
  });

  it('the sub timer names the next slot that changes anyone, not a slot that keeps everyone on', () => {
    // Five players, three on, the keeper (1) in goal; 2 and 3 went off for 4 and 5 at 11'.
    const squad = squadOf(5, () => 0);
    const sofar = {
      on_pitch: [1, 4, 5],
      sent_off: [],
      minutes: new Map([
        [1, 11],
        [2, 11],
        [3, 11],
        [4, 0],
        [5, 0],
      ]),
      last_change_at: 11,
    };
    const proposal = nextChange(squad, { on_pitch: 3, match_minutes: 40, change_every: 10 }, sofar, 11, null, 1);
    expect(proposal).toEqual({
      at: 30,
      due: false,
      pairs: [
        { off: 4, on: 2 },
        { off: 5, on: 3 },
      ],
    });
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

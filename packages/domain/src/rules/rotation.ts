/**
 * Fair minutes (#19): a roll-on/roll-off plan that evens out playing time across the match and the season. Pure: the
 * match console and its tests call it with the squad and the rotation the coach set.
 */

export interface RotationPlayer {
  player_id: number;
  /** Minutes already played this season (the fair-playing-time report's figure). */
  season_minutes: number;
}

export interface RotationSettings {
  /** Players on the pitch at once. */
  on_pitch: number;
  /** The match's length in minutes. */
  match_minutes: number;
  /** A change every this many minutes (roll-on/roll-off). */
  change_every: number;
}

export interface RotationSegment {
  from: number;
  to: number;
  /** Who is on the pitch from `from` to `to`, by player id, ascending. */
  on_pitch: number[];
}

export interface RotationPlan {
  segments: RotationSegment[];
  /** Planned minutes in this match, by player id. */
  minutes: Map<number, number>;
}

/**
 * Segment by segment, the players with the fewest minutes so far (this match's plan plus the season's) play; on a tie
 * whoever is already on stays on (fewer changes), then the lower id. Every segment has `on_pitch` players (all of them
 * when the squad is smaller); with equal season minutes no two players' planned minutes differ by more than one
 * segment.
 */
export function proposeRotation(squad: readonly RotationPlayer[], settings: RotationSettings): RotationPlan {
  const { on_pitch, match_minutes, change_every } = settings;
  const step = Math.max(1, Math.floor(change_every));
  const minutes = new Map(squad.map((p) => [p.player_id, 0]));
  const season = new Map(squad.map((p) => [p.player_id, p.season_minutes]));
  const segments: RotationSegment[] = [];
  let current = new Set<number>();
  for (let from = 0; from < match_minutes; from += step) {
    const to = Math.min(match_minutes, from + step);
    const chosen = [...squad]
      .map((p) => p.player_id)
      .sort((a, b) => {
        const byTotal = minutes.get(a)! + season.get(a)! - (minutes.get(b)! + season.get(b)!);
        if (byTotal !== 0) return byTotal;
        const byStaying = Number(current.has(b)) - Number(current.has(a));
        return byStaying !== 0 ? byStaying : a - b;
      })
      .slice(0, on_pitch)
      .sort((a, b) => a - b);
    for (const id of chosen) minutes.set(id, minutes.get(id)! + (to - from));
    segments.push({ from, to, on_pitch: chosen });
    current = new Set(chosen);
  }
  return { segments, minutes };
}

/** The changes at each segment's start after the first: who comes off and who goes on ('Sub due: A off, B on'). */
export function rotationChanges(plan: RotationPlan): { at: number; off: number[]; on: number[] }[] {
  return plan.segments.slice(1).map((segment, i) => {
    const before = new Set(plan.segments[i]!.on_pitch);
    const after = new Set(segment.on_pitch);
    return {
      at: segment.from,
      off: [...before].filter((id) => !after.has(id)),
      on: [...after].filter((id) => !before.has(id)),
    };
  });
}

/** The spread of a plan: the most minus the fewest planned minutes of any player in the squad. */
export function minutesSpread(plan: RotationPlan): number {
  const all = [...plan.minutes.values()];
  return all.length ? Math.max(...all) - Math.min(...all) : 0;
}

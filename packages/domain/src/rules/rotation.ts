/**
 * Fair minutes (#19): a roll-on/roll-off plan that evens out playing time across the match and the season. Pure: the
 * match console and its tests call it with the squad and the rotation the coach set.
 */

export interface RotationPlayer {
  player_id: number;
  /** Minutes already played this season (the fair-playing-time report's figure). */
  season_minutes: number;
  /** Minutes already played today in other matches, counted against the day's maximum (0 when not given). */
  today_minutes?: number;
  /** Minutes already played in this match, for a plan made during it (0 when not given). */
  match_minutes?: number;
}

export interface RotationSettings {
  /** Players on the pitch at once. */
  on_pitch: number;
  /** The match's length in minutes. */
  match_minutes: number;
  /** A change every this many minutes (roll-on/roll-off). */
  change_every: number;
}

export interface RotationOptions {
  /** Who starts (the saved lineup): the first segment, whatever the rule would choose. */
  starting?: readonly number[];
  /** Who is on the pitch now: on a tie they stay on. */
  current?: readonly number[];
  /** The most minutes a player should play in one day: a player it would take over plays only when nobody else can. */
  max_minutes_per_day?: number | null;
  /**
   * The player in goal (the lineup's Goalkeeper): on the pitch in every segment, never rotated off with nobody in
   * goal (#28 item 24); the other places rotate among the rest. Ignored when not in the squad.
   */
  keeper?: number | null;
}

export interface RotationSegment {
  from: number;
  to: number;
  /** Who is on the pitch from `from` to `to`, by player id, ascending. */
  on_pitch: number[];
}

export interface RotationPlan {
  segments: RotationSegment[];
  /** Minutes in this match by player id: any already played (`match_minutes`) and the plan's. */
  minutes: Map<number, number>;
}

/**
 * Segment by segment, the players with the fewest minutes in this match so far play; on a tie, whoever has played
 * least this season, then whoever is already on (fewer changes), then the lower id. So every player's minutes in the
 * match are within one segment of each other (every segment has `on_pitch` players, all of them when the squad is
 * smaller), and the extra segments, and the start, go to whoever is behind this season: the season evens out match by
 * match without anyone sitting a whole match out. A player the segment would take over the day's maximum comes last;
 * `starting` fixes the first segment; the `keeper` stays in goal throughout and the rest share the other places.
 */
export function proposeRotation(
  squad: readonly RotationPlayer[],
  settings: RotationSettings,
  options: RotationOptions = {},
): RotationPlan {
  const { on_pitch, match_minutes, change_every } = settings;
  const step = Math.max(1, Math.floor(change_every));
  const max = options.max_minutes_per_day ?? null;
  const minutes = new Map(squad.map((p) => [p.player_id, p.match_minutes ?? 0]));
  const season = new Map(squad.map((p) => [p.player_id, p.season_minutes]));
  const today = new Map(squad.map((p) => [p.player_id, p.today_minutes ?? 0]));
  const segments: RotationSegment[] = [];
  let current = new Set<number>(options.current ?? []);
  const keeper = squad.some((p) => p.player_id === options.keeper) ? (options.keeper as number) : null;
  for (let from = 0; from < match_minutes; from += step) {
    const to = Math.min(match_minutes, from + step);
    const over = (id: number) => (max !== null && today.get(id)! + minutes.get(id)! + (to - from) > max ? 1 : 0);
    const outfield = [...squad]
      .map((p) => p.player_id)
      .filter((id) => id !== keeper)
      .sort((a, b) => {
        const byLimit = over(a) - over(b);
        if (byLimit !== 0) return byLimit;
        const byMatch = minutes.get(a)! - minutes.get(b)!;
        if (byMatch !== 0) return byMatch;
        const bySeason = season.get(a)! - season.get(b)!;
        if (bySeason !== 0) return bySeason;
        const byStaying = Number(current.has(b)) - Number(current.has(a));
        return byStaying !== 0 ? byStaying : a - b;
      })
      .slice(0, keeper === null ? on_pitch : on_pitch - 1);
    const chosen =
      from === 0 && options.starting
        ? [...options.starting].sort((a, b) => a - b)
        : (keeper === null ? outfield : [keeper, ...outfield]).sort((a, b) => a - b);
    for (const id of chosen) minutes.set(id, (minutes.get(id) ?? 0) + (to - from));
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

/** The spread of a plan: the most minus the fewest planned minutes of any outfield player (the keeper plays all). */
export function minutesSpread(plan: RotationPlan, keeper: number | null = null): number {
  const all = [...plan.minutes].filter(([id]) => id !== keeper).map(([, minutes]) => minutes);
  return all.length ? Math.max(...all) - Math.min(...all) : 0;
}

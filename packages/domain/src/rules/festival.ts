import type { RotationPlan, RotationPlayer } from './rotation';
import { proposeRotation } from './rotation';

/**
 * Festival and tournament days (#34): several short matches for one team in a day. The rotation is planned across the
 * whole day, match after match, so that who played less earlier plays more later, and no one passes the FA's most
 * minutes a day (decision 109) while someone else could play instead. Pure: the console and its tests call it.
 */

export interface FestivalMatch {
  /** The match's id, or any key the caller matches plans back with. */
  key: string | number;
  /** The match's length in minutes (a festival's are short: 10 to 20). */
  match_minutes: number;
  /** Players on the pitch at once. */
  on_pitch: number;
  /** A change every this many minutes. */
  change_every: number;
  /** The player in goal for this match, kept on throughout (none: everyone rotates). */
  keeper?: number | null;
}

export interface FestivalPlan {
  /** Each match's rotation, in the day's order. */
  matches: { key: string | number; plan: RotationPlan }[];
  /** Minutes each player plays in the day, by player id. */
  day_minutes: Map<number, number>;
}

/**
 * The day's rotations, match by match: each match is planned with what the players have played earlier that day as
 * minutes already played in it, so every segment goes to whoever is behind on the day (then on the season): the day's
 * minutes end within one change of each other, as one match's do; a player the next segment would take over
 * `maxPerDay` plays only when nobody else can. `today_minutes` are minutes played earlier that day outside the plan.
 * Deterministic.
 */
export function planFestivalDay(
  squad: readonly RotationPlayer[],
  matches: readonly FestivalMatch[],
  maxPerDay: number | null,
): FestivalPlan {
  const day = new Map(squad.map((p) => [p.player_id, p.today_minutes ?? 0]));
  const planned: FestivalPlan['matches'] = [];
  for (const match of matches) {
    // The day so far stands as minutes already played in this match: the rotation evens out the day, not the match.
    const players = squad.map((p) => ({
      player_id: p.player_id,
      season_minutes: p.season_minutes,
      match_minutes: day.get(p.player_id) ?? 0,
    }));
    const whole = proposeRotation(players, match, { max_minutes_per_day: maxPerDay, keeper: match.keeper ?? null });
    const own = new Map([...whole.minutes].map(([id, minutes]) => [id, minutes - (day.get(id) ?? 0)] as const));
    for (const [id, minutes] of whole.minutes) day.set(id, minutes);
    planned.push({ key: match.key, plan: { segments: whole.segments, minutes: own } });
  }
  return { matches: planned, day_minutes: day };
}

/** The day's minutes table: each player's minutes in each match (in the day's order) and the day's total. */
export function dayMinutesTable(plan: FestivalPlan): { player_id: number; per_match: number[]; total: number }[] {
  return [...plan.day_minutes.keys()]
    .sort((a, b) => a - b)
    .map((id) => ({
      player_id: id,
      per_match: plan.matches.map((m) => m.plan.minutes.get(id) ?? 0),
      total: plan.day_minutes.get(id) ?? 0,
    }));
}

/** The players whose day passes `maxPerDay` (none when there is no maximum). */
export function overDailyLimit(plan: FestivalPlan, maxPerDay: number | null): number[] {
  if (maxPerDay === null) return [];
  return [...plan.day_minutes].filter(([, minutes]) => minutes > maxPerDay).map(([id]) => id);
}

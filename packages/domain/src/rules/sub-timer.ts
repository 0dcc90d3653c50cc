import type { MinutesSoFar } from './match-minutes';
import { proposeRotation, type RotationPlayer, type RotationSettings } from './rotation';

export interface SubProposal {
  /** The played minute the change is due at. */
  at: number;
  /** True from that minute until a substitution is recorded. */
  due: boolean;
  /** Who comes off for whom: the longest-played off first, for the least-played on. */
  pairs: { off: number; on: number }[];
}

/**
 * The match console's sub timer (decision 109): the next change of the rotation, proposed from what has actually
 * happened. Changes fall on multiples of `change_every`; after a substitution the next is at least half a step later,
 * so a change made a little early or late does not bring the next one forward. The proposal is the rotation rule's
 * next segment from this match's minutes as they will be at the change, then the season's. Null when no
 * change is left before full time.
 */
export function nextChange(
  squad: readonly RotationPlayer[],
  settings: RotationSettings,
  sofar: MinutesSoFar,
  now: number,
  maxMinutesPerDay: number | null = null,
  /** The lineup's goalkeeper: while in goal, never proposed off. */
  keeper: number | null = null,
): SubProposal | null {
  const step = Math.max(1, Math.floor(settings.change_every));
  const earliest = (sofar.last_change_at ?? 0) + step / 2;
  // The first slot at which the rule changes anyone: with a keeper kept in goal, or a squad just one over the side, a
  // slot may keep everyone on, and the timer then names the next one that does not.
  for (let at = Math.max(step, Math.ceil(earliest / step) * step); at < settings.match_minutes; at += step) {
    const proposal = changeAt(at, squad, settings, sofar, now, maxMinutesPerDay, keeper);
    if (proposal) return proposal;
  }
  return null;
}

/** The rotation rule's change at the slot `at`, from this match's minutes as they will be then; null if none. */
function changeAt(
  at: number,
  squad: readonly RotationPlayer[],
  settings: RotationSettings,
  sofar: MinutesSoFar,
  now: number,
  maxMinutesPerDay: number | null,
  keeper: number | null,
): SubProposal | null {
  const step = Math.max(1, Math.floor(settings.change_every));
  const sentOff = new Set(sofar.sent_off);
  const onNow = new Set(sofar.on_pitch);
  // This match's minutes as they will be when the change is due.
  const atChange = (id: number) => (sofar.minutes.get(id) ?? 0) + (onNow.has(id) ? Math.max(0, at - now) : 0);
  const eligible = squad
    .filter((p) => !sentOff.has(p.player_id))
    .map((p) => ({ ...p, match_minutes: atChange(p.player_id) }));
  const next = proposeRotation(
    eligible,
    { on_pitch: sofar.on_pitch.length, match_minutes: Math.min(step, settings.match_minutes - at), change_every: step },
    {
      current: sofar.on_pitch,
      max_minutes_per_day: maxMinutesPerDay,
      keeper: keeper !== null && onNow.has(keeper) ? keeper : null,
    },
  ).segments[0];
  if (!next) return null;
  const after = new Set(next.on_pitch);
  // Longest-played off first, for the least-played on: this match's minutes, then the season's.
  const played = new Map(eligible.map((p) => [p.player_id, [p.match_minutes, p.season_minutes] as const]));
  const byPlayed = (a: number, b: number) => {
    const [ma, sa] = played.get(a) ?? [0, 0];
    const [mb, sb] = played.get(b) ?? [0, 0];
    return ma - mb || sa - sb;
  };
  const off = sofar.on_pitch.filter((id) => !after.has(id)).sort((a, b) => byPlayed(b, a) || a - b);
  const on = next.on_pitch.filter((id) => !onNow.has(id)).sort((a, b) => byPlayed(a, b) || a - b);
  if (off.length === 0) return null;
  return { at, due: now >= at, pairs: off.map((id, i) => ({ off: id, on: on[i]! })) };
}

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
 * next segment with this match's minutes so far added to the season's, whoever is on staying on a tie. Null when no
 * change is left before full time or the rule keeps everyone on.
 */
export function nextChange(
  squad: readonly RotationPlayer[],
  settings: RotationSettings,
  sofar: MinutesSoFar,
  now: number,
  maxMinutesPerDay: number | null = null,
): SubProposal | null {
  const step = Math.max(1, Math.floor(settings.change_every));
  const earliest = (sofar.last_change_at ?? 0) + step / 2;
  const at = Math.max(step, Math.ceil(earliest / step) * step);
  if (at >= settings.match_minutes) return null;
  const sentOff = new Set(sofar.sent_off);
  const onNow = new Set(sofar.on_pitch);
  // This match's minutes as they will be when the change is due.
  const atChange = (id: number) => (sofar.minutes.get(id) ?? 0) + (onNow.has(id) ? Math.max(0, at - now) : 0);
  const eligible = squad
    .filter((p) => !sentOff.has(p.player_id))
    .map((p) => ({
      player_id: p.player_id,
      season_minutes: p.season_minutes + atChange(p.player_id),
      today_minutes: (p.today_minutes ?? 0) + atChange(p.player_id),
    }));
  const next = proposeRotation(
    eligible,
    { on_pitch: sofar.on_pitch.length, match_minutes: Math.min(step, settings.match_minutes - at), change_every: step },
    { current: sofar.on_pitch, max_minutes_per_day: maxMinutesPerDay },
  ).segments[0];
  if (!next) return null;
  const after = new Set(next.on_pitch);
  const byTotal = new Map(eligible.map((p) => [p.player_id, p.season_minutes]));
  const off = sofar.on_pitch
    .filter((id) => !after.has(id))
    .sort((a, b) => (byTotal.get(b) ?? 0) - (byTotal.get(a) ?? 0) || a - b);
  const on = next.on_pitch.filter((id) => !onNow.has(id)).sort((a, b) => byTotal.get(a)! - byTotal.get(b)! || a - b);
  if (off.length === 0) return null;
  return { at, due: now >= at, pairs: off.map((id, i) => ({ off: id, on: on[i]! })) };
}

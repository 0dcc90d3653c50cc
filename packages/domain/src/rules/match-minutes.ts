import type { TimelineEvent } from '../schemas/events';
import { displayedMinute, phasesOf } from './match-phase';

/**
 * Minutes on the pitch in one match, in played minutes (decision 109). The timeline's minutes follow the match's own
 * clock (decision 124): an under-10s match of two 25-minute halves runs 0–25, then 25–50. Played minutes count the
 * ball in play only: 0 to the match's length.
 */

/** A displayed minute as played minutes in a match of `matchMinutes`: the minute, within the match. */
export function playedMinute(displayed: number, matchMinutes: number): number {
  return Math.max(0, Math.min(displayed, matchMinutes));
}

/** A change of who is on the pitch, at a played minute: a substitution, or a player sent off (`on` null). */
export interface LineChange {
  minute: number;
  off: number | null;
  on: number | null;
}

export interface MinutesSoFar {
  /** Played minutes so far by player id: every starter and everyone who came on. */
  minutes: Map<number, number>;
  /** Who is on the pitch at `until`, ascending. */
  on_pitch: number[];
  /** The played minute of the last substitution; null before the first. */
  last_change_at: number | null;
  /** Players sent off: they cannot come back on. */
  sent_off: number[];
}

/** Who has played how long up to the played minute `until`: the starters from 0, then each change in minute order. */
export function minutesSoFar(starting: readonly number[], changes: readonly LineChange[], until: number): MinutesSoFar {
  const minutes = new Map<number, number>();
  const since = new Map<number, number>(starting.map((id) => [id, 0]));
  const sentOff: number[] = [];
  let lastChange: number | null = null;
  const leave = (id: number, at: number) => {
    const from = since.get(id);
    if (from === undefined) return;
    minutes.set(id, (minutes.get(id) ?? 0) + Math.max(0, at - from));
    since.delete(id);
  };
  const ordered = [...changes].filter((c) => c.minute <= until).sort((a, b) => a.minute - b.minute);
  for (const change of ordered) {
    if (change.off !== null) leave(change.off, change.minute);
    if (change.on !== null) {
      if (!since.has(change.on)) since.set(change.on, change.minute);
      if (!minutes.has(change.on)) minutes.set(change.on, 0);
      lastChange = change.minute;
    } else if (change.off !== null) sentOff.push(change.off);
  }
  const onPitch = [...since.keys()].sort((a, b) => a - b);
  for (const id of onPitch) leave(id, until);
  return { minutes, on_pitch: onPitch, last_change_at: lastChange, sent_off: sentOff };
}

/** The substitutions and sendings-off of a timeline, in played minutes. */
export function lineChangesOf(timeline: readonly TimelineEvent[], matchMinutes: number): LineChange[] {
  const changes: LineChange[] = [];
  for (const e of timeline) {
    const minute = playedMinute(e.minute ?? 0, matchMinutes);
    if (e.type === 'SUBSTITUTION') changes.push({ minute, off: e.data.player_off_id, on: e.data.player_on_id });
    if (
      e.type === 'CARD' &&
      e.data.player_id !== null &&
      (e.data.card_type === 'RED' || e.data.card_type === 'SECOND_YELLOW')
    )
      changes.push({ minute, off: e.data.player_id, on: null });
  }
  return changes;
}

/** The played minute a match has reached: 0 before kick-off, its length at full time. */
export function playedNow(timeline: readonly TimelineEvent[], matchMinutes: number, now: Date = new Date()): number {
  const displayed = displayedMinute(phasesOf(timeline), now, matchMinutes);
  return displayed === null ? 0 : playedMinute(displayed, matchMinutes);
}

/** A match's minutes so far from its lineup and timeline. */
export function timelineMinutes(
  starting: readonly number[],
  timeline: readonly TimelineEvent[],
  matchMinutes: number,
  now: Date = new Date(),
): MinutesSoFar & { now: number } {
  const at = playedNow(timeline, matchMinutes, now);
  return { ...minutesSoFar(starting, lineChangesOf(timeline, matchMinutes), at), now: at };
}

import { DEFAULT_MEET_MINUTES_BEFORE, FORFEIT_GOALS } from '../constants';
import type { TimelineEvent } from '../schemas/events';
import { halfLength } from './age-groups';
import { msg } from '../i18n/translate';

/** The spec's match: two halves of 45 minutes. Every rule below takes a match's length, 90 when none is given. */
export const SPEC_MATCH_MINUTES = 90;

/** The fields of a timeline event the match rules read. */
export interface PhaseEventLike {
  type: string;
  event_type?: string | null;
  minute?: number | null;
  /** When it was recorded (ISO); read for the running clock. */
  timestamp?: string | null;
}

export type MatchPhase = 'NOT_STARTED' | 'FIRST_HALF' | 'HALF_TIME' | 'SECOND_HALF' | 'FINISHED';
export type AdminStatus = 'NOT_STARTED' | 'LINEUP_CONFIRMED' | MatchPhase | 'FORFEITED';

const phaseOfEvent: Record<string, MatchPhase> = {
  GAME_START: 'FIRST_HALF',
  HALF_TIME: 'HALF_TIME',
  SECOND_HALF_START: 'SECOND_HALF',
  GAME_END: 'FINISHED',
};
const phaseOrder: MatchPhase[] = ['NOT_STARTED', 'FIRST_HALF', 'HALF_TIME', 'SECOND_HALF', 'FINISHED'];

function matchEventsOf(events: readonly PhaseEventLike[], eventType: string) {
  return events.filter((e) => e.type === 'MATCH_EVENT' && e.event_type === eventType);
}

/**
 * NOT_STARTED → FIRST_HALF (GAME_START) → HALF_TIME → SECOND_HALF (SECOND_HALF_START) → FINISHED (GAME_END): the
 * furthest phase reached.
 */
export function matchPhase(events: readonly PhaseEventLike[]): MatchPhase {
  let phase: MatchPhase = 'NOT_STARTED';
  for (const e of events) {
    const p = e.type === 'MATCH_EVENT' && e.event_type ? phaseOfEvent[e.event_type] : undefined;
    if (p && phaseOrder.indexOf(p) > phaseOrder.indexOf(phase)) phase = p;
  }
  return phase;
}

/** FORFEITED whenever a forfeit exists; otherwise the latest match event (timeline order) decides. */
export function adminStatus(events: readonly PhaseEventLike[]): AdminStatus {
  if (matchEventsOf(events, 'FORFEIT').length > 0) return 'FORFEITED';
  let status: AdminStatus = 'NOT_STARTED';
  for (const e of events) {
    if (e.type !== 'MATCH_EVENT' || !e.event_type) continue;
    if (e.event_type === 'LINEUP_CONFIRMED') status = 'LINEUP_CONFIRMED';
    else if (phaseOfEvent[e.event_type]) status = phaseOfEvent[e.event_type] as MatchPhase;
  }
  return status;
}

export interface QuickAction {
  label: string;
  event_type: string;
  minute: number | null;
  notes: string;
}

/**
 * The quick actions of a match of `matchMinutes` (decision 124): half time and the second half at half its length,
 * full time at its length. For the spec's 90 minutes: 0, 0, 45, 45, 90.
 */
export function quickActionEvents(matchMinutes = SPEC_MATCH_MINUTES) {
  const half = halfLength(matchMinutes);
  return {
    LINEUP_CONFIRMED: {
      label: msg('Confirm Lineup'),
      event_type: 'LINEUP_CONFIRMED',
      minute: 0,
      notes: msg('Team lineups confirmed'),
    },
    GAME_START: { label: msg('Start Match'), event_type: 'GAME_START', minute: 0, notes: msg('Kick-off') },
    HALF_TIME: { label: msg('First Half Done'), event_type: 'HALF_TIME', minute: half, notes: msg('Half time') },
    SECOND_HALF_START: {
      label: msg('Second Half Start'),
      event_type: 'SECOND_HALF_START',
      minute: half,
      notes: msg('Second half started'),
    },
    GAME_END: { label: msg('Match Ended'), event_type: 'GAME_END', minute: matchMinutes, notes: msg('Full time') },
  } as const satisfies Record<string, QuickAction>;
}

export type QuickActionOffer =
  | { kind: 'events'; actions: QuickAction[]; forfeit: boolean }
  | { kind: 'manOfTheMatch'; label: 'Record Man of the Match' }
  | { kind: 'forfeited'; text: string };

/** The quick action each admin status offers, at the minutes of a match of `matchMinutes`. */
export function quickActionFor(status: AdminStatus, matchMinutes = SPEC_MATCH_MINUTES): QuickActionOffer {
  const actions = quickActionEvents(matchMinutes);
  switch (status) {
    case 'NOT_STARTED':
      return { kind: 'events', actions: [actions.LINEUP_CONFIRMED], forfeit: true };
    case 'LINEUP_CONFIRMED':
      return { kind: 'events', actions: [actions.GAME_START], forfeit: false };
    case 'FIRST_HALF':
      return { kind: 'events', actions: [actions.HALF_TIME], forfeit: false };
    case 'HALF_TIME':
      return { kind: 'events', actions: [actions.SECOND_HALF_START], forfeit: false };
    case 'SECOND_HALF':
      return { kind: 'events', actions: [actions.GAME_END], forfeit: false };
    case 'FINISHED':
      return { kind: 'manOfTheMatch', label: msg('Record Man of the Match') };
    case 'FORFEITED':
      return { kind: 'forfeited', text: `Match Forfeited (Final Score: ${FORFEIT_GOALS}-0)` };
  }
}

/**
 * The minute to show, in a match of `matchMinutes` (decision 124; the spec's numbers for 90): the GAME_END minute if
 * present; otherwise null without a start; during half time the half-time minute or half the length (45); in the
 * second half half the length plus minutes since its start; in the first half minutes since kick-off.
 */
export function displayedMinute(
  events: readonly PhaseEventLike[],
  now: Date = new Date(),
  matchMinutes = SPEC_MATCH_MINUTES,
): number | null {
  const half = halfLength(matchMinutes);
  const end = matchEventsOf(events, 'GAME_END')[0];
  if (end) return end.minute ?? matchMinutes;
  const start = matchEventsOf(events, 'GAME_START')[0];
  if (!start) return null;
  const phase = matchPhase(events);
  const since = (e: PhaseEventLike | undefined) => {
    const t = e?.timestamp ? Date.parse(e.timestamp) : Number.NaN;
    return Number.isNaN(t) ? 0 : Math.max(0, Math.floor((now.getTime() - t) / 60_000));
  };
  if (phase === 'HALF_TIME') return matchEventsOf(events, 'HALF_TIME')[0]?.minute ?? half;
  if (phase === 'SECOND_HALF') return half + since(matchEventsOf(events, 'SECOND_HALF_START')[0]);
  return since(start);
}

/** The timeline in the shape the match rules read (the time recorded is in `data.timestamp`; blank is unknown). */
export function phasesOf(timeline: readonly TimelineEvent[]): PhaseEventLike[] {
  return timeline.map((e) => ({
    type: e.type,
    event_type: e.event_type,
    minute: e.minute,
    timestamp: e.data.timestamp.trim() === '' ? null : e.data.timestamp,
  }));
}

/** The running minute of a one-tap event, within its Add Event range (a goal at 0:30 is in minute 1). */
export function runningMinute(
  events: readonly PhaseEventLike[],
  range: { min: number; max: number },
  now: Date = new Date(),
  matchMinutes = SPEC_MATCH_MINUTES,
): number {
  return Math.min(range.max, Math.max(range.min, displayedMinute(events, now, matchMinutes) ?? range.min));
}

export type ScoreboardLabel = 'Pre-match' | 'LIVE' | 'HT' | 'FT';

export function scoreboardLabel(phase: MatchPhase): ScoreboardLabel {
  if (phase === 'NOT_STARTED') return msg('Pre-match');
  if (phase === 'HALF_TIME') return msg('HT');
  if (phase === 'FINISHED') return msg('FT');
  return msg('LIVE');
}

/** The clock: FT, HT, the minute with an apostrophe, or a dash with an apostrophe when unknown. */
export function clockText(phase: MatchPhase, minute: number | null): string {
  if (phase === 'FINISHED') return msg('FT');
  if (phase === 'HALF_TIME') return msg('HT');
  return minute === null ? "-'" : `${minute}'`;
}

export interface ForfeitLike {
  forfeiting_team: 'home' | 'away';
}

/**
 * The score from the counts of GOAL events split by is_opposition_goal; after a forfeit, 3-0 to the side that
 * did not forfeit. Our side is home when home_or_away is Home.
 */
export function computeScore(
  goals: { ours: number; theirs: number },
  homeOrAway: 'Home' | 'Away',
  forfeit?: ForfeitLike | null,
): { our_goals: number; opposition_goals: number } {
  if (forfeit) {
    const ourSide = homeOrAway === 'Home' ? 'home' : 'away';
    return forfeit.forfeiting_team === ourSide
      ? { our_goals: 0, opposition_goals: FORFEIT_GOALS }
      : { our_goals: FORFEIT_GOALS, opposition_goals: 0 };
  }
  return { our_goals: goals.ours, opposition_goals: goals.theirs };
}

/** Counts a timeline's goals for computeScore. */
export function countGoals(
  events: readonly { type: string; is_opposition_goal?: boolean; data?: { is_opposition_goal?: unknown } }[],
): { ours: number; theirs: number } {
  let ours = 0;
  let theirs = 0;
  for (const e of events) {
    if (e.type !== 'GOAL') continue;
    if (e.is_opposition_goal ?? e.data?.is_opposition_goal === true) theirs++;
    else ours++;
  }
  return { ours, theirs };
}

/** Meet-up defaults to 30 minutes before kick-off (HH:MM); null when kick-off is not a time. */
export function defaultMeetTime(
  kickOff: string | null | undefined,
  minutesBefore = DEFAULT_MEET_MINUTES_BEFORE,
): string | null {
  const m = /^(\d{1,2}):(\d{2})/.exec(kickOff ?? '');
  if (!m) return null;
  const total = (((Number(m[1]) * 60 + Number(m[2]) - minutesBefore) % 1440) + 1440) % 1440;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

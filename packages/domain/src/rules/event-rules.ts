import { halfLength } from './age-groups';
import { matchPhase, SPEC_MATCH_MINUTES, type MatchPhase, type PhaseEventLike } from './match-phase';
import { msg } from '../i18n/translate';

export const eventMessages = {
  keyReused: msg('This client_key was sent before with another event: send a new key for a new event'),
  goalBeforeStart: msg('Goals can only be recorded after the game has started'),
  goalAtHalfTime: msg('Goals cannot be recorded during half time'),
  goalAfterEnd: msg('Goals cannot be recorded after the game has ended'),
  goalPlayer: msg('Please select a player for the goal'),
  oppositionScorer: msg('Please enter the opposition scorer name'),
  cardPlayer: msg('Please select a player for the card'),
  cardType: msg('Please select a card type'),
  subPlayers: msg('Please select both players for the substitution'),
  subSamePlayer: msg('The player coming on must be different from the player going off'),
  assistSamePlayer: msg('The assist must be by another player'),
  pickOursOnly: msg("The opposition's goals have no scorer of ours to pick"),
  motmPlayer: msg('Please select a player for man of the match'),
  eventType: msg('Please select an event type'),
  invalidType: msg('Invalid event type'),
  notStarted: msg('Game has not started yet'),
  alreadyEnded: msg('Game has already ended'),
  goalFirstHalfEdit: (max: number) => `Goals in first half must be between 0 and ${max} minutes`,
  goalSecondHalfEdit: (min: number, max: number) => `Goals in second half must be between ${min} and ${max} minutes`,
} as const;

/** May a goal be recorded now? null when yes, else the spec's message. */
export function goalPhaseError(phase: MatchPhase): string | null {
  if (phase === 'NOT_STARTED') return eventMessages.goalBeforeStart;
  if (phase === 'HALF_TIME') return eventMessages.goalAtHalfTime;
  if (phase === 'FINISHED') return eventMessages.goalAfterEnd;
  return null;
}

/** A goal's own rule broken: its message and the form field it concerns. */
export interface GoalRuleError {
  field: 'player' | 'scorerName' | 'assist';
  message: string;
}

/** What a goal's rules read, as the body sends it (names already trimmed, blank as null). */
export interface GoalLike {
  is_opposition_goal?: boolean;
  player_id?: number | null;
  assist_player_id?: number | null;
  opposition_scorer_name?: string | null;
  /** A one-tap goal (decision 108): the scorer is picked right after, or later; until then there is none. */
  scorer_later?: boolean;
}

/**
 * A goal's rules, on the server (recording and editing) and in the Add Event and edit forms: the opposition's goal
 * names its scorer, ours names the player (unless it is a one-tap goal whose scorer comes later), and an assist of
 * ours is by another player. The first rule broken, or null.
 */
export function goalRuleError(goal: GoalLike): GoalRuleError | null {
  if (goal.is_opposition_goal) {
    if (!goal.opposition_scorer_name && !goal.scorer_later)
      return { field: 'scorerName', message: eventMessages.oppositionScorer };
    return null;
  }
  if (!goal.player_id && !goal.scorer_later) return { field: 'player', message: eventMessages.goalPlayer };
  if (goal.assist_player_id && goal.assist_player_id === goal.player_id)
    return { field: 'assist', message: eventMessages.assistSamePlayer };
  return null;
}

/** A substitution's rule, on the server and in the forms: the player coming on is not the one going off. */
export function substitutionRuleError(sub: {
  player_off_id?: number | null;
  player_on_id?: number | null;
}): string | null {
  return sub.player_off_id && sub.player_off_id === sub.player_on_id ? eventMessages.subSamePlayer : null;
}

/** Editing an event is allowed only while the game has started and not ended. */
export function editPhaseError(events: readonly PhaseEventLike[]): string | null {
  const phase = matchPhase(events);
  if (phase === 'NOT_STARTED') return eventMessages.notStarted;
  if (phase === 'FINISHED') return eventMessages.alreadyEnded;
  return null;
}

export interface MinuteRange {
  min: number;
  max: number;
  message: string;
}

const range = (label: string, min: number, max: number): MinuteRange => ({
  min,
  max,
  message: `${label} minute must be between ${min} and ${max}`,
});

/**
 * Minute ranges of the Add Event form in a match of `matchMinutes` (decision 124): cards, substitutions and match
 * events up to full time, goals 40 minutes beyond it (stoppage and extra time). For the spec's 90: goals 1–130, cards
 * and substitutions 1–90, events 0–90. LINEUP_CONFIRMED sends no minute.
 */
export function addEventMinuteRanges(matchMinutes = SPEC_MATCH_MINUTES) {
  return {
    GOAL: range('Goal', 1, matchMinutes + 40),
    CARD: range('Card', 1, matchMinutes),
    SUBSTITUTION: range('Substitution', 1, matchMinutes),
    MATCH_EVENT: range('Event', 0, matchMinutes),
  } as const;
}
export type MinuteRanges = ReturnType<typeof addEventMinuteRanges>;

/**
 * Minute ranges of the edit modal in a match of `matchMinutes`; a goal's depends on the half it is in (the spec's 90:
 * 0–150 in the first, 45–150 in the second; others 0–90).
 */
export function editMinuteRange(
  type: 'GOAL' | 'CARD' | 'SUBSTITUTION' | 'MATCH_EVENT',
  half: 'first' | 'second',
  matchMinutes = SPEC_MATCH_MINUTES,
): MinuteRange {
  if (type === 'GOAL') {
    const max = matchMinutes + 60;
    const second = halfLength(matchMinutes);
    return half === 'first'
      ? { min: 0, max, message: eventMessages.goalFirstHalfEdit(max) }
      : { min: second, max, message: eventMessages.goalSecondHalfEdit(second, max) };
  }
  const labels = { CARD: 'Card', SUBSTITUTION: 'Substitution', MATCH_EVENT: 'Event' } as const;
  return range(labels[type], 0, matchMinutes);
}

/** The input hint of the edit modal's goal minute: '0-45' and '45-90' for the spec's 90 minutes. */
export function goalMinuteHint(half: 'first' | 'second', matchMinutes = SPEC_MATCH_MINUTES): string {
  const second = halfLength(matchMinutes);
  return half === 'first' ? `0-${second}` : `${second}-${matchMinutes}`;
}

export function minuteError(minute: number | null | undefined, r: MinuteRange): string | null {
  if (minute === null || minute === undefined || !Number.isInteger(minute) || minute < r.min || minute > r.max)
    return r.message;
  return null;
}

const phaseSequence = ['GAME_START', 'HALF_TIME', 'SECOND_HALF_START', 'GAME_END'] as const;

/** Deleting a phase event is blocked while any later phase event exists. */
export function phaseDeleteError(eventType: string, events: readonly PhaseEventLike[]): string | null {
  const index = phaseSequence.indexOf(eventType as (typeof phaseSequence)[number]);
  if (index === -1) return null;
  const later = phaseSequence
    .slice(index + 1)
    .filter((t) => events.some((e) => e.type === 'MATCH_EVENT' && e.event_type === t));
  return later.length ? `Cannot delete ${eventType} because later events exist: ${later.join(', ')}` : null;
}

/**
 * The match events a match holds at most once (the database holds it to that too), with the answer to a second one:
 * a 409, whether it comes after the first or together with it.
 */
export const onceOnlyEventMessages: Readonly<Record<string, string>> = {
  LINEUP_CONFIRMED: msg('The lineup has already been confirmed'),
  GAME_START: msg('Kick-off has already been recorded'),
  HALF_TIME: msg('Half time has already been recorded'),
  SECOND_HALF_START: msg('The second half has already been started'),
  GAME_END: eventMessages.alreadyEnded,
  FORFEIT: msg('This match has already been forfeited'),
};

/** The 409 text when this once-only event is already recorded, else null. */
export function repeatedEventError(eventType: string, events: readonly PhaseEventLike[]): string | null {
  const message = onceOnlyEventMessages[eventType];
  return message !== undefined && events.some((e) => e.type === 'MATCH_EVENT' && e.event_type === eventType)
    ? message
    : null;
}

/** Which match event may be recorded in the match's current state. null when allowed. */
export function matchEventPhaseError(eventType: string, events: readonly PhaseEventLike[]): string | null {
  if (events.some((e) => e.type === 'MATCH_EVENT' && e.event_type === 'FORFEIT'))
    return msg('The match has been forfeited');
  const phase = matchPhase(events);
  switch (eventType) {
    case 'LINEUP_CONFIRMED':
      return phase === 'NOT_STARTED' ? null : msg('The lineup can only be confirmed before kick-off');
    case 'GAME_START':
      return phase === 'NOT_STARTED' ? null : msg('Kick-off has already been recorded');
    case 'HALF_TIME':
      return phase === 'FIRST_HALF' ? null : msg('Half time can only be recorded during the first half');
    case 'SECOND_HALF_START':
      return phase === 'HALF_TIME' ? null : msg('The second half can only start at half time');
    case 'GAME_END':
      if (phase === 'NOT_STARTED') return eventMessages.notStarted;
      if (phase === 'FINISHED') return eventMessages.alreadyEnded;
      return null;
    default:
      return eventMessages.invalidType;
  }
}

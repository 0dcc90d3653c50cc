import type { CardType, EventType, MinuteRange, TimelineEvent } from '@touchline/domain';
import { cardTypes, eventMessages, goalRuleError, minuteError, substitutionRuleError } from '@touchline/domain';
import type { NewEvent } from '../../api/match-events';

/** The values of the Add Event form and the edit modal (selects hold ids as strings, '' for none). */
export interface EventFormValues {
  type: EventType;
  playerId: string;
  assistId: string;
  playerOffId: string;
  playerOnId: string;
  opposition: boolean;
  scorerName: string;
  assistName: string;
  /** '' when empty. */
  minute: number | '';
  penalty: boolean;
  freekick: boolean;
  ownGoal: boolean;
  cardType: CardType | '';
  eventType: string;
  notes: string;
}

export type EventFormErrors = Partial<
  Record<'player' | 'assist' | 'scorerName' | 'playerOff' | 'playerOn' | 'cardType' | 'eventType' | 'minute', string>
>;

export function emptyEventForm(type: EventType = 'GOAL', minute: number | '' = ''): EventFormValues {
  return {
    type,
    playerId: '',
    assistId: '',
    playerOffId: '',
    playerOnId: '',
    opposition: false,
    scorerName: '',
    assistName: '',
    minute,
    penalty: false,
    freekick: false,
    ownGoal: false,
    cardType: '',
    eventType: '',
    notes: '',
  };
}

const idText = (value: number | null) => (value === null ? '' : String(value));

/** The edit modal's starting values: the event's own fields; its minute, else the current match minute if known. */
export function eventFormFrom(event: TimelineEvent, currentMinute: number | null): EventFormValues {
  const values = {
    ...emptyEventForm(event.type, event.minute ?? currentMinute ?? ''),
    eventType: event.event_type ?? '',
    notes: event.data.notes ?? '',
  };
  switch (event.type) {
    case 'GOAL': {
      const goal = event.data;
      return {
        ...values,
        playerId: idText(goal.player_id),
        assistId: idText(goal.assist_player_id),
        opposition: goal.is_opposition_goal,
        scorerName: goal.opposition_scorer_name ?? '',
        assistName: goal.opposition_assist_name ?? '',
        penalty: goal.is_penalty,
        freekick: goal.is_freekick,
        ownGoal: goal.is_own_goal,
      };
    }
    case 'CARD': {
      const cardType = event.data.card_type ?? '';
      return {
        ...values,
        playerId: idText(event.data.player_id),
        cardType: (cardTypes as readonly string[]).includes(cardType) ? (cardType as CardType) : '',
      };
    }
    case 'SUBSTITUTION':
      return { ...values, playerOffId: idText(event.data.player_off_id), playerOnId: idText(event.data.player_on_id) };
    case 'MAN_OF_THE_MATCH':
      return { ...values, playerId: idText(event.data.player_id) };
    case 'MATCH_EVENT':
      return values;
  }
}

/** Match events sent without a minute. */
export function isTimeless(eventType: string): boolean {
  return eventType === 'LINEUP_CONFIRMED' || eventType === 'FORFEIT';
}

/** The minute ranges a form checks: the Add Event form's or the edit modal's, for the match's length. */
export type MinuteRanges = Record<'GOAL' | 'CARD' | 'SUBSTITUTION' | 'MATCH_EVENT', MinuteRange>;

const toId = (text: string) => (text === '' ? null : Number(text));

/**
 * Checks the form with the spec's messages and builds the body to send, or answers the errors per field.
 * The minute is checked against `ranges` (for 90 minutes, Add Event's 1-130 / 1-90 / 0-90, or the edit modal's).
 */
export function buildEvent(
  values: EventFormValues,
  ranges: MinuteRanges,
): { ok: true; event: NewEvent } | { ok: false; errors: EventFormErrors } {
  const errors: EventFormErrors = {};
  const minute = values.minute === '' ? null : values.minute;
  const notes = values.notes.trim() || null;
  const checkMinute = (range: MinuteRange) => {
    const error = minuteError(minute, range);
    if (error) errors.minute = error;
  };
  const done = (event: NewEvent) =>
    Object.keys(errors).length ? { ok: false as const, errors } : { ok: true as const, event };

  switch (values.type) {
    case 'GOAL': {
      const body = {
        player_id: values.opposition ? null : toId(values.playerId),
        assist_player_id: values.opposition ? null : toId(values.assistId),
        minute: minute as number,
        is_penalty: values.penalty,
        is_freekick: values.freekick,
        is_own_goal: values.ownGoal,
        is_opposition_goal: values.opposition,
        opposition_scorer_name: values.opposition ? values.scorerName.trim() : null,
        opposition_assist_name: values.opposition ? values.assistName.trim() || null : null,
        notes,
      };
      // The server's own rules and texts (blank names count as none, as the server's body schema trims them).
      const broken = goalRuleError({ ...body, opposition_scorer_name: body.opposition_scorer_name || null });
      if (broken) errors[broken.field] = broken.message;
      checkMinute(ranges.GOAL);
      return done({ type: 'GOAL', body });
    }
    case 'CARD':
      if (!values.playerId) errors.player = eventMessages.cardPlayer;
      if (!values.cardType) errors.cardType = eventMessages.cardType;
      checkMinute(ranges.CARD);
      return done({
        type: 'CARD',
        body: {
          player_id: toId(values.playerId) as number,
          card_type: values.cardType as CardType,
          minute: minute as number,
          notes,
        },
      });
    case 'SUBSTITUTION': {
      if (!values.playerOffId) errors.playerOff = eventMessages.subPlayers;
      if (!values.playerOnId) errors.playerOn = eventMessages.subPlayers;
      const ids = { player_off_id: toId(values.playerOffId), player_on_id: toId(values.playerOnId) };
      const samePlayer = substitutionRuleError(ids);
      if (samePlayer) errors.playerOn = samePlayer;
      checkMinute(ranges.SUBSTITUTION);
      return done({
        type: 'SUBSTITUTION',
        body: {
          player_off_id: ids.player_off_id as number,
          player_on_id: ids.player_on_id as number,
          minute: minute as number,
          notes,
        },
      });
    }
    case 'MATCH_EVENT':
      if (!values.eventType) errors.eventType = eventMessages.eventType;
      else if (!isTimeless(values.eventType)) checkMinute(ranges.MATCH_EVENT);
      return done({
        type: 'MATCH_EVENT',
        body: { event_type: values.eventType, minute: isTimeless(values.eventType) ? null : minute, notes },
      });
    case 'MAN_OF_THE_MATCH':
      if (!values.playerId) errors.player = eventMessages.motmPlayer;
      return done({ type: 'MAN_OF_THE_MATCH', body: { player_id: toId(values.playerId) as number, notes } });
  }
}

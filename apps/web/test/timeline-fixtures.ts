import type { EventType, TimelineEvent } from '@touchline/domain';
import { timelineEvent } from '@touchline/domain';

/** What the server sends for each kind's own fields when there is nothing to say: null, or false for the flags. */
const dataDefaults: Record<EventType, Record<string, unknown>> = {
  GOAL: {
    player_id: null,
    assist_player_id: null,
    scorer: null,
    scorer_short_name: null,
    assist: null,
    assist_short_name: null,
    is_penalty: false,
    is_freekick: false,
    is_own_goal: false,
    is_opposition_goal: false,
    opposition_scorer_name: null,
    opposition_assist_name: null,
  },
  CARD: { card_type: 'YELLOW', player: null, player_id: null },
  SUBSTITUTION: { player_off_id: null, player_on_id: null, player_off: null, player_on: null },
  MATCH_EVENT: { event_type: null, forfeiting_team: null },
  MAN_OF_THE_MATCH: { player: null, player_id: null },
};

/**
 * A timeline entry as the server sends it: the fields given, the kind's others at their defaults, checked with the
 * timeline's schema (a man of the match has no minute; a match event's `event_type` is in its data too).
 */
export function timelineEntry(
  type: EventType,
  data: Record<string, unknown> & { id: number },
  options: { minute?: number | null; event_type?: string | null } = {},
): TimelineEvent {
  const minute = type === 'MAN_OF_THE_MATCH' ? null : (options.minute ?? null);
  const event_type = type === 'MATCH_EVENT' ? (options.event_type ?? null) : null;
  return timelineEvent.parse({
    type,
    event_type,
    minute,
    data: {
      minute,
      notes: null,
      timestamp: '2026-11-22T10:00:00.000Z',
      ...dataDefaults[type],
      ...(type === 'MATCH_EVENT' ? { event_type } : {}),
      ...data,
    },
  });
}

import type { TimelineEvent } from '../schemas/events';
import { showsEvent } from './youth-mode';
import { msg } from '../i18n/translate';

/**
 * What relatives see of a match through a live link (decision 111): a name is its first word ('Ben Two' → 'Ben'), so
 * no surname, initial or short name leaves the club; notes (free text, which may name anyone) and player ids are
 * left out. Pure: the server applies it, tests check it.
 */

/** The first word of a name, or null when there is none. */
export function firstName(name: string | null): string | null {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : null;
}

/**
 * The event as relatives see it, or null when they do not see it at all: in youth mode no goal is shown (a list of
 * goals is the score, and youth mode publishes no score). A player of ours is named only with the consent to show
 * their name (`named`, the players whose family gave the `photos` consent), else 'Player' (decision 130).
 */
export function forRelatives(
  event: TimelineEvent,
  youthMode: boolean,
  named: ReadonlySet<number>,
): TimelineEvent | null {
  if (!showsEvent(event, youthMode)) return null;
  // No id: the opposition's player, named as the coach typed it.
  const shown = (name: string | null, playerId: number | null) =>
    name === null ? null : playerId === null || named.has(playerId) ? firstName(name) : msg('Player');
  switch (event.type) {
    case 'GOAL':
      return {
        ...event,
        data: {
          ...event.data,
          notes: null,
          player_id: null,
          assist_player_id: null,
          scorer: shown(event.data.scorer, event.data.player_id),
          scorer_short_name: null,
          assist: shown(event.data.assist, event.data.assist_player_id),
          assist_short_name: null,
          opposition_scorer_name: firstName(event.data.opposition_scorer_name),
          opposition_assist_name: firstName(event.data.opposition_assist_name),
        },
      };
    case 'CARD':
      return {
        ...event,
        data: { ...event.data, notes: null, player_id: null, player: shown(event.data.player, event.data.player_id) },
      };
    case 'SUBSTITUTION':
      return {
        ...event,
        data: {
          ...event.data,
          notes: null,
          player_off_id: null,
          player_on_id: null,
          player_off: shown(event.data.player_off, event.data.player_off_id),
          player_on: shown(event.data.player_on, event.data.player_on_id),
        },
      };
    case 'MAN_OF_THE_MATCH':
      return {
        ...event,
        data: { ...event.data, notes: null, player_id: null, player: shown(event.data.player, event.data.player_id) },
      };
    case 'MATCH_EVENT':
      return { ...event, data: { ...event.data, notes: null } };
  }
}

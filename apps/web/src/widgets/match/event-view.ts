import type { Match, PhaseEventLike, TimelineEvent, TimelineEventOf } from '@touchline/domain';
import { msg, phasesOf } from '@touchline/domain';
import { t } from '../../i18n/i18n';

/** Texts of the match screens the spec gives word for word (and the few it leaves to us, marked). */
export const matchTexts = {
  get loadingEvents() {
    return t('Loading match events...');
  },
  get updating() {
    return t('Updating...');
  },
  get noEvents() {
    return t('No events yet');
  },
  eventsError: (message: string) => t('Error loading events: {message}', { message }),
  get deleteQuestion() {
    return t('Are you sure you want to delete this event?');
  },
  get ourTeam() {
    return t('Our Team');
  },
  /** Ours: a goal of theirs recorded without a scorer's name. */
  get oppositionScorer() {
    return t('Opposition');
  },
  /** Ours: a goal of ours recorded with two taps, its scorer picked later. */
  get scorerToCome() {
    return t('Scorer to be added');
  },
  get viewFormation() {
    return t('View Formation');
  },
  /** Ours: the read-only lineup modal is built elsewhere; this shows until it is. */
  get lineupComingSoon() {
    return t('The lineup view is coming soon.');
  },
  deleteFailed: translated({
    GOAL: msg('Failed to delete goal'),
    CARD: msg('Failed to delete card'),
    SUBSTITUTION: msg('Failed to delete substitution'),
    MATCH_EVENT: msg('Failed to delete match event'),
    MAN_OF_THE_MATCH: msg('Failed to delete man of the match'),
  }),
};

/** An object of messages (msg) whose properties read them in the language in use. */
function translated<K extends string>(names: Record<K, string>): Record<K, string> {
  const result = {} as Record<K, string>;
  for (const [key, name] of Object.entries(names) as [K, string][])
    Object.defineProperty(result, key, { get: () => t(name), enumerable: true });
  return result;
}

/** The English names of the match events (messages). */
const matchEventNames: Record<string, string> = {
  LINEUP_CONFIRMED: msg('Lineup Confirmed'),
  GAME_START: msg('Kick-off'),
  HALF_TIME: msg('Half Time'),
  SECOND_HALF_START: msg('Second Half'),
  GAME_END: msg('Full Time'),
  FORFEIT: msg('Forfeit'),
};

export const matchEventLabels: Record<string, string> = translated(matchEventNames);

/** The English names of the cards (messages). */
const cardNames: Record<string, string> = {
  YELLOW: msg('Yellow Card'),
  RED: msg('Red Card'),
  SECOND_YELLOW: msg('Second Yellow'),
};

export const cardLabels: Record<string, string> = translated(cardNames);

/** A name or note, or null when it is missing or blank. */
const text = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value : null);

type GoalEvent = TimelineEventOf<'GOAL'>;

export function isGoal(event: TimelineEvent): event is GoalEvent {
  return event.type === 'GOAL';
}

/** Penalty, Free Kick or Own Goal (the first that applies), or null. */
export function goalSuffix(goal: GoalEvent): string | null {
  if (goal.data.is_penalty) return t('Penalty');
  if (goal.data.is_freekick) return t('Free Kick');
  if (goal.data.is_own_goal) return t('Own Goal');
  return null;
}

export function isOppositionGoal(event: TimelineEvent): event is GoalEvent {
  return event.type === 'GOAL' && event.data.is_opposition_goal;
}

/**
 * Who scored: the player, or the name the coach gave the opposition's scorer. A goal of theirs with no name is the
 * opposition's; one of ours recorded with two taps waits for its scorer (#28 item 24): never "Unknown player".
 */
export function goalScorer(goal: GoalEvent): string {
  if (goal.data.is_opposition_goal) return text(goal.data.opposition_scorer_name) ?? matchTexts.oppositionScorer;
  return text(goal.data.scorer) ?? matchTexts.scorerToCome;
}

/** Anything not RED is shown yellow. */
export function isRedCard(event: TimelineEvent): boolean {
  return event.type === 'CARD' && event.data.card_type === 'RED';
}

export interface EventView {
  /** Kind of event: 'Goal', 'Yellow Card', 'Substitution', 'Kick-off', 'Man of the Match', … */
  title: string;
  /** Who: 'Ben Two (Penalty) (Assist: Dan Four)', 'Ben Two → Dan Four', …; null for match events. */
  detail: string | null;
  /** Goals: whose. */
  side: 'ours' | 'theirs' | null;
  /** Names the event in the edit and delete buttons: 'Edit {label}'. */
  label: string;
  /** Shown under the event unless it only repeats the title. */
  notes: string | null;
}

export function describeEvent(event: TimelineEvent): EventView {
  // Notes that only repeat the title, in English or in the language in use, are left out.
  const notesOf = (...titles: string[]) => {
    const notes = text(event.data.notes);
    const same = (title: string) => notes?.trim().toLowerCase() === title.toLowerCase();
    return notes && !titles.some(same) ? notes : null;
  };
  const unknownPlayer = () => t('Unknown player');
  switch (event.type) {
    case 'GOAL': {
      const scorer = goalScorer(event);
      const suffix = goalSuffix(event);
      const assist = text(event.data.assist) ?? text(event.data.opposition_assist_name);
      const assistText = assist ? t('Assist: {assist}', { assist }) : null;
      const detail = `${scorer}${suffix ? ` (${suffix})` : ''}${assistText ? ` (${assistText})` : ''}`;
      const side = isOppositionGoal(event) ? 'theirs' : 'ours';
      const english = side === 'theirs' ? msg('Opposition Goal') : msg('Goal');
      const title = t(english);
      // A goal of theirs without a name: the title says it all, the minute tells it from another.
      if (side === 'theirs' && !text(event.data.opposition_scorer_name)) {
        return {
          title,
          detail: assistText,
          side,
          label: event.minute !== null ? t("{title} at {minute}'", { title, minute: String(event.minute) }) : title,
          notes: notesOf(title, english),
        };
      }
      return {
        title,
        detail,
        side,
        label: t('{title} by {scorer}', { title, scorer }),
        notes: notesOf(title, english),
      };
    }
    case 'CARD': {
      const title = cardLabels[event.data.card_type ?? ''] ?? t('Yellow Card');
      const player = text(event.data.player) ?? unknownPlayer();
      return {
        title,
        detail: player,
        side: null,
        label: t('{title} for {player}', { title, player }),
        notes: notesOf(title, cardNames[event.data.card_type ?? ''] ?? 'Yellow Card'),
      };
    }
    case 'SUBSTITUTION': {
      const off = text(event.data.player_off) ?? unknownPlayer();
      const on = text(event.data.player_on) ?? unknownPlayer();
      const title = t('Substitution');
      return {
        title,
        detail: `${off} → ${on}`,
        side: null,
        label: t('Substitution {off} to {on}', { off, on }),
        notes: notesOf(title, 'Substitution'),
      };
    }
    case 'MAN_OF_THE_MATCH': {
      const player = text(event.data.player) ?? unknownPlayer();
      const title = t('Man of the Match');
      return {
        title,
        detail: player,
        side: null,
        label: t('Man of the Match {player}', { player }),
        notes: notesOf(title, 'Man of the Match'),
      };
    }
    default: {
      const english = matchEventNames[event.event_type ?? ''] ?? event.event_type ?? 'Match Event';
      const title = matchEventLabels[event.event_type ?? ''] ?? event.event_type ?? t('Match Event');
      const forfeiting = text(event.data.forfeiting_team);
      const detail =
        event.event_type === 'FORFEIT' && forfeiting
          ? forfeiting === 'home'
            ? t('Home team forfeited')
            : t('Away team forfeited')
          : null;
      return { title, detail, side: null, label: title, notes: notesOf(title, english) };
    }
  }
}

/** The timeline in the shape the match rules read (the time recorded is in `data.timestamp`). */
export const phaseEvents: (events: readonly TimelineEvent[]) => PhaseEventLike[] = phasesOf;

/** The half a goal belongs to, as the server decides it: second if recorded after the second half started. */
export function halfOf(event: TimelineEvent, events: readonly TimelineEvent[]): 'first' | 'second' {
  const start = events.find((e) => e.type === 'MATCH_EVENT' && e.event_type === 'SECOND_HALF_START');
  const startedAt = start ? text(start.data.timestamp) : null;
  const at = text(event.data.timestamp);
  return startedAt && at && at >= startedAt ? 'second' : 'first';
}

/** Our name is the team's, falling back to 'Our Team'; we are home when home_or_away is Home. */
export function sidesOf(
  match: Pick<Match, 'home_or_away' | 'opposition_name'> & {
    team_name?: string | null;
    team?: { team_name?: string | null } | null;
  },
) {
  const ours = match.team?.team_name || match.team_name || matchTexts.ourTeam;
  const oursHome = match.home_or_away === 'Home';
  return {
    ours,
    theirs: match.opposition_name,
    oursHome,
    home: oursHome ? ours : match.opposition_name,
    away: oursHome ? match.opposition_name : ours,
  };
}

/** A player an event names: their id and name ('Player {id}' when the name is unknown). */
export interface NamedPlayer {
  id: number;
  name: string;
}

/** The players a recorded event names, so its edit form can offer them even if they are no longer in the squad. */
export function namedPlayers(event: TimelineEvent): NamedPlayer[] {
  const named = (id: number | null, name: string | null) =>
    id === null ? [] : [{ id, name: text(name) ?? t('Player {id}', { id: String(id) }) }];
  switch (event.type) {
    case 'GOAL':
      return [
        ...named(event.data.player_id, event.data.scorer),
        ...named(event.data.assist_player_id, event.data.assist),
      ];
    case 'SUBSTITUTION':
      return [
        ...named(event.data.player_off_id, event.data.player_off),
        ...named(event.data.player_on_id, event.data.player_on),
      ];
    case 'CARD':
    case 'MAN_OF_THE_MATCH':
      return named(event.data.player_id, event.data.player);
    case 'MATCH_EVENT':
      return [];
  }
}

import type { Match, PhaseEventLike, TimelineEvent, TimelineEventOf } from '@touchline/domain';
import { phasesOf } from '@touchline/domain';

/** Texts of the match screens the spec gives word for word (and the few it leaves to us, marked). */
export const matchTexts = {
  loadingEvents: 'Loading match events...',
  updating: 'Updating...',
  noEvents: 'No events yet',
  eventsError: (message: string) => `Error loading events: ${message}`,
  deleteQuestion: 'Are you sure you want to delete this event?',
  ourTeam: 'Our Team',
  /** Ours: a goal of theirs recorded without a scorer's name. */
  oppositionScorer: 'Opposition',
  /** Ours: a goal of ours recorded with two taps, its scorer picked later. */
  scorerToCome: 'Scorer to be added',
  viewFormation: 'View Formation',
  /** Ours: the read-only lineup modal is built elsewhere; this shows until it is. */
  lineupComingSoon: 'The lineup view is coming soon.',
  deleteFailed: {
    GOAL: 'Failed to delete goal',
    CARD: 'Failed to delete card',
    SUBSTITUTION: 'Failed to delete substitution',
    MATCH_EVENT: 'Failed to delete match event',
    MAN_OF_THE_MATCH: 'Failed to delete man of the match',
  },
} as const;

export const matchEventLabels: Record<string, string> = {
  LINEUP_CONFIRMED: 'Lineup Confirmed',
  GAME_START: 'Kick-off',
  HALF_TIME: 'Half Time',
  SECOND_HALF_START: 'Second Half',
  GAME_END: 'Full Time',
  FORFEIT: 'Forfeit',
};

export const cardLabels: Record<string, string> = {
  YELLOW: 'Yellow Card',
  RED: 'Red Card',
  SECOND_YELLOW: 'Second Yellow',
};

/** A name or note, or null when it is missing or blank. */
const text = (value: string | null): string | null => (value !== null && value.trim() !== '' ? value : null);

type GoalEvent = TimelineEventOf<'GOAL'>;

export function isGoal(event: TimelineEvent): event is GoalEvent {
  return event.type === 'GOAL';
}

/** Penalty, Free Kick or Own Goal (the first that applies), or null. */
export function goalSuffix(goal: GoalEvent): string | null {
  if (goal.data.is_penalty) return 'Penalty';
  if (goal.data.is_freekick) return 'Free Kick';
  if (goal.data.is_own_goal) return 'Own Goal';
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
  const notesOf = (title: string) => {
    const notes = text(event.data.notes);
    return notes && notes.trim().toLowerCase() !== title.toLowerCase() ? notes : null;
  };
  switch (event.type) {
    case 'GOAL': {
      const scorer = goalScorer(event);
      const suffix = goalSuffix(event);
      const assist = text(event.data.assist) ?? text(event.data.opposition_assist_name);
      const detail = `${scorer}${suffix ? ` (${suffix})` : ''}${assist ? ` (Assist: ${assist})` : ''}`;
      const side = isOppositionGoal(event) ? 'theirs' : 'ours';
      const title = side === 'theirs' ? 'Opposition Goal' : 'Goal';
      // A goal of theirs without a name: the title says it all, the minute tells it from another.
      if (side === 'theirs' && !text(event.data.opposition_scorer_name)) {
        const at = event.minute !== null ? ` at ${event.minute}'` : '';
        return {
          title,
          detail: assist ? `Assist: ${assist}` : null,
          side,
          label: `${title}${at}`,
          notes: notesOf(title),
        };
      }
      return { title, detail, side, label: `${title} by ${scorer}`, notes: notesOf(title) };
    }
    case 'CARD': {
      const title = cardLabels[event.data.card_type ?? ''] ?? 'Yellow Card';
      const player = text(event.data.player) ?? 'Unknown player';
      return { title, detail: player, side: null, label: `${title} for ${player}`, notes: notesOf(title) };
    }
    case 'SUBSTITUTION': {
      const off = text(event.data.player_off) ?? 'Unknown player';
      const on = text(event.data.player_on) ?? 'Unknown player';
      return {
        title: 'Substitution',
        detail: `${off} → ${on}`,
        side: null,
        label: `Substitution ${off} to ${on}`,
        notes: notesOf('Substitution'),
      };
    }
    case 'MAN_OF_THE_MATCH': {
      const player = text(event.data.player) ?? 'Unknown player';
      return {
        title: 'Man of the Match',
        detail: player,
        side: null,
        label: `Man of the Match ${player}`,
        notes: notesOf('Man of the Match'),
      };
    }
    default: {
      const title = matchEventLabels[event.event_type ?? ''] ?? event.event_type ?? 'Match Event';
      const forfeiting = text(event.data.forfeiting_team);
      const detail =
        event.event_type === 'FORFEIT' && forfeiting
          ? `${forfeiting === 'home' ? 'Home' : 'Away'} team forfeited`
          : null;
      return { title, detail, side: null, label: title, notes: notesOf(title) };
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
    id === null ? [] : [{ id, name: text(name) ?? `Player ${id}` }];
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

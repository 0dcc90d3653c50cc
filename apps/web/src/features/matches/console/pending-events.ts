import type { TimelineEvent } from '@touchline/domain';
import type { NewEvent } from '../../../api/match-events';
import { compareEvents } from '../../../api/match-stream';
import { isWaiting, type GoalPick, type OutboxEntry } from './outbox-store';

/** Player names by id, for events recorded on this device before the server has named them. */
export type PlayerNames = ReadonlyMap<number, string>;

const base = (entry: OutboxEntry, minute: number | null, notes: string | null | undefined) => ({
  // Negative ids: never a server event's, so nothing edits or deletes them on the server.
  id: -entry.seq,
  minute,
  notes: notes ?? null,
  timestamp: entry.recordedAt,
});

/** A waiting new event as the timeline would show it once recorded (decision 108): the console shows it at once. */
export function pendingAsTimeline(entry: OutboxEntry & { event: NewEvent }, names: PlayerNames): TimelineEvent {
  const name = (id: number | null | undefined) => (id ? (names.get(id) ?? null) : null);
  const { event } = entry;
  switch (event.type) {
    case 'GOAL': {
      const b = event.body;
      const theirs = b.is_opposition_goal === true;
      return {
        type: 'GOAL',
        event_type: null,
        minute: b.minute,
        data: {
          ...base(entry, b.minute, b.notes),
          player_id: theirs ? null : (b.player_id ?? null),
          assist_player_id: theirs ? null : (b.assist_player_id ?? null),
          scorer: theirs ? (b.opposition_scorer_name ?? null) : name(b.player_id),
          scorer_short_name: null,
          assist: theirs ? (b.opposition_assist_name ?? null) : name(b.assist_player_id),
          assist_short_name: null,
          is_penalty: b.is_penalty ?? false,
          is_freekick: b.is_freekick ?? false,
          is_own_goal: b.is_own_goal ?? false,
          is_opposition_goal: theirs,
          opposition_scorer_name: theirs ? (b.opposition_scorer_name ?? null) : null,
          opposition_assist_name: theirs ? (b.opposition_assist_name ?? null) : null,
        },
      };
    }
    case 'CARD':
      return {
        type: 'CARD',
        event_type: null,
        minute: event.body.minute,
        data: {
          ...base(entry, event.body.minute, event.body.notes),
          card_type: event.body.card_type,
          player: name(event.body.player_id),
          player_id: event.body.player_id,
        },
      };
    case 'SUBSTITUTION':
      return {
        type: 'SUBSTITUTION',
        event_type: null,
        minute: event.body.minute,
        data: {
          ...base(entry, event.body.minute, event.body.notes),
          player_off_id: event.body.player_off_id,
          player_on_id: event.body.player_on_id,
          player_off: name(event.body.player_off_id),
          player_on: name(event.body.player_on_id),
        },
      };
    case 'MATCH_EVENT':
      return {
        type: 'MATCH_EVENT',
        event_type: event.body.event_type,
        minute: event.body.minute,
        data: {
          ...base(entry, event.body.minute, event.body.notes),
          event_type: event.body.event_type,
          forfeiting_team: null,
        },
      };
    case 'MAN_OF_THE_MATCH':
      return {
        type: 'MAN_OF_THE_MATCH',
        event_type: null,
        minute: null,
        data: {
          ...base(entry, null, event.body.notes),
          player: name(event.body.player_id),
          player_id: event.body.player_id,
        },
      };
  }
}

/** A goal of the server's with a scorer or assist picked on this device and not yet sent. */
function picked(event: TimelineEvent, pick: GoalPick, names: PlayerNames): TimelineEvent {
  if (event.type !== 'GOAL') return event;
  const data = { ...event.data };
  if (pick.body.player_id !== undefined) {
    data.player_id = pick.body.player_id;
    data.scorer = names.get(pick.body.player_id) ?? null;
    data.scorer_short_name = null;
  }
  if (pick.body.assist_player_id !== undefined) {
    data.assist_player_id = pick.body.assist_player_id;
    data.assist = pick.body.assist_player_id === null ? null : (names.get(pick.body.assist_player_id) ?? null);
    data.assist_short_name = null;
  }
  return { ...event, data };
}

const isNew = (entry: OutboxEntry): entry is OutboxEntry & { event: NewEvent } =>
  entry.event.type !== 'GOAL_PICK' && entry.event.type !== 'REMOVE';

/**
 * The server's timeline as this device will leave it once what waits is sent, in timeline order: new events shown at
 * once, picks on the goals they name, removals (Undo) gone. The console, the scoreboard and the phase buttons read
 * this, so a goal tapped without signal counts at once.
 */
export function withPending(
  server: readonly TimelineEvent[] | undefined,
  entries: readonly OutboxEntry[],
  names: PlayerNames,
): TimelineEvent[] | undefined {
  const waiting = entries.filter(isWaiting);
  if (waiting.length === 0) return server ? [...server] : undefined;
  const removed = new Set(waiting.flatMap((e) => (e.event.type === 'REMOVE' ? [e.event.target.id] : [])));
  const picks = waiting.flatMap((e) => (e.event.type === 'GOAL_PICK' ? [e.event] : []));
  const shown = (server ?? [])
    .filter((e) => !removed.has(e.data.id))
    .map((e) => picks.filter((p) => p.goalId === e.data.id).reduce((goal, p) => picked(goal, p, names), e));
  // A phase (lineup confirmed, kick-off, ...) happens once per match: one the server already has is this entry, sent
  // and answered over the live stream before the outbox has let it go. Shown twice, it would be two 'View Formation'.
  const phases = new Set(shown.filter((e) => e.type === 'MATCH_EVENT' && e.event_type).map((e) => e.event_type));
  const pending = waiting
    .filter(isNew)
    .filter((entry) => !(entry.event.type === 'MATCH_EVENT' && phases.has(entry.event.body.event_type)))
    .map((entry) => pendingAsTimeline(entry, names));
  return [...shown, ...pending].sort(compareEvents);
}

/** A fresh idempotency key: crypto.randomUUID where the page is a secure context, else a v4 UUID by hand. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

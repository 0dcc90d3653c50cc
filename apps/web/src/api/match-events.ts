import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CardBody,
  EventType,
  ForfeitBody,
  GoalBody,
  GoalPlayersBody,
  SubstitutionBody,
  TimelineEvent,
} from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';
import { matchesApi } from './matches';

/**
 * A match's score, timeline and events: GET /matches/{id}/score and /timeline, the event posts, edits and deletes,
 * and the forfeit. Query keys: ['match-events', matchId, 'score' | 'timeline' | 'players'].
 */
const AREA = 'match-events';

export const matchEventKeys = {
  match: (matchId: number) => [AREA, matchId] as const,
  score: (matchId: number) => [AREA, matchId, 'score'] as const,
  timeline: (matchId: number) => [AREA, matchId, 'timeline'] as const,
  players: (matchId: number) => [AREA, matchId, 'players'] as const,
  rights: (matchId: number) => [AREA, matchId, 'rights'] as const,
};

const { matchEvents } = contracts;

export const fetchScore = (matchId: number, signal?: AbortSignal) =>
  http.call(matchEvents.score, { params: { id: matchId } }, { signal });

export const fetchTimeline = async (matchId: number, signal?: AbortSignal) =>
  (await http.call(matchEvents.timeline, { params: { id: matchId } }, { signal })).events;

/** `refetchInterval`: the spec's 30 s polling while the live stream is down; false for none. */
export function useMatchScore(matchId: number | null, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: matchEventKeys.score(matchId ?? 0),
    queryFn: ({ signal }) => fetchScore(matchId as number, signal),
    enabled: matchId !== null,
    refetchInterval,
  });
}

export function useMatchTimeline(matchId: number | null, refetchInterval: number | false = false) {
  return useQuery({
    queryKey: matchEventKeys.timeline(matchId ?? 0),
    queryFn: ({ signal }) => fetchTimeline(matchId as number, signal),
    enabled: matchId !== null,
    refetchInterval,
  });
}

/** GET /players/match/{matchId}: the team's players available on the match date, for the event forms. */
export function useMatchPlayers(matchId: number | null) {
  return useQuery({
    queryKey: matchEventKeys.players(matchId ?? 0),
    queryFn: ({ signal }) =>
      http.call(contracts.lineups.matchPlayers, { params: { matchId: matchId ?? 0 } }, { signal }),
    enabled: matchId !== null,
  });
}

/** What the Add Event form and the quick actions post. */
export type NewEvent =
  | { type: 'GOAL'; body: GoalBody }
  | { type: 'CARD'; body: CardBody }
  | { type: 'SUBSTITUTION'; body: SubstitutionBody }
  | { type: 'MATCH_EVENT'; body: { event_type: string; minute: number | null; notes?: string | null } }
  | { type: 'MAN_OF_THE_MATCH'; body: { player_id: number; notes?: string | null } };

/**
 * Records one event: the contract of its kind (each answers the event as the timeline shows it). With a client key
 * (the console's outbox, decision 108) a repeat answers the event already recorded, and a failure is not retried
 * here: the outbox tries again when the connection is back.
 */
export function recordEvent(matchId: number, event: NewEvent, clientKey?: string) {
  const params = { id: matchId };
  const options = clientKey === undefined ? undefined : { retry: false };
  const keyed = <B extends object>(body: B) => (clientKey === undefined ? body : { ...body, client_key: clientKey });
  switch (event.type) {
    case 'GOAL':
      return http.call(matchEvents.recordGoal, { params, body: keyed(event.body) }, options);
    case 'CARD':
      return http.call(matchEvents.recordCard, { params, body: keyed(event.body) }, options);
    case 'SUBSTITUTION':
      return http.call(matchEvents.recordSubstitution, { params, body: keyed(event.body) }, options);
    case 'MATCH_EVENT':
      return http.call(matchEvents.recordEvent, { params, body: keyed(event.body) }, options);
    case 'MAN_OF_THE_MATCH':
      return http.call(matchEvents.setManOfTheMatch, { params, body: keyed(event.body) }, options);
  }
}

/** A write changes the match's timeline and score, and its state in the match lists (upcoming ends at full time). */
export function refreshMatch(client: QueryClient, matchId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: matchEventKeys.timeline(matchId) }),
    client.invalidateQueries({ queryKey: matchEventKeys.score(matchId) }),
    client.invalidateQueries({ queryKey: [matchesApi.key] }),
  ]);
}

export function useRecordEvent(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: NewEvent) => recordEvent(matchId, event),
    onSuccess: () => refreshMatch(client, matchId),
  });
}

export function useForfeit(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ForfeitBody) => http.call(matchEvents.forfeit, { params: { id: matchId }, body }),
    onSuccess: () => refreshMatch(client, matchId),
  });
}

/** An edit: PUT /goals|cards|substitutions|events/{id}; a man of the match is replaced by posting the new one. */
export type EventEdit =
  | { type: 'GOAL'; id: number; body: GoalBody }
  | { type: 'CARD'; id: number; body: CardBody }
  | { type: 'SUBSTITUTION'; id: number; body: SubstitutionBody }
  | { type: 'MATCH_EVENT'; id: number; body: { event_type: string; minute: number | null; notes?: string | null } }
  | { type: 'MAN_OF_THE_MATCH'; id: number; body: { player_id: number; notes?: string | null } };

function update(matchId: number, edit: EventEdit) {
  const params = { id: matchId, eventId: edit.id };
  switch (edit.type) {
    case 'GOAL':
      return http.call(matchEvents.updateGoal, { params, body: edit.body });
    case 'CARD':
      return http.call(matchEvents.updateCard, { params, body: edit.body });
    case 'SUBSTITUTION':
      return http.call(matchEvents.updateSubstitution, { params, body: edit.body });
    case 'MATCH_EVENT':
      return http.call(matchEvents.updateEvent, { params, body: edit.body });
    case 'MAN_OF_THE_MATCH':
      return recordEvent(matchId, edit);
  }
}

export function useUpdateEvent(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: EventEdit) => update(matchId, edit),
    onSuccess: () => refreshMatch(client, matchId),
  });
}

/** The delete of each kind but the man of the match (one per match, deleted without an id). */
const removals = {
  GOAL: matchEvents.removeGoal,
  CARD: matchEvents.removeCard,
  SUBSTITUTION: matchEvents.removeSubstitution,
  MATCH_EVENT: matchEvents.removeEvent,
} as const;

/** What the signed-in coach or admin may do to the match's recorded events (GET /matches/{id}/event-rights). */
export function useEventRights(matchId: number) {
  return useQuery({
    queryKey: matchEventKeys.rights(matchId),
    queryFn: ({ signal }) => http.call(matchEvents.rights, { params: { id: matchId } }, { signal }),
  });
}

/**
 * DELETE /goals|cards|substitutions|events/{id}, or /man-of-the-match (no id). `retry: false` for the console's
 * outbox, which tries again itself.
 */
export function removeEvent(matchId: number, event: { type: EventType; id: number }, options?: { retry: false }) {
  return event.type === 'MAN_OF_THE_MATCH'
    ? http.call(matchEvents.removeManOfTheMatch, { params: { id: matchId } }, options)
    : http.call(removals[event.type], { params: { id: matchId, eventId: event.id } }, options);
}

/** The scorer or assist picked for a sent goal (PATCH, #29): from the console's outbox, which tries again itself. */
export function pickGoalPlayers(matchId: number, goalId: number, body: GoalPlayersBody) {
  return http.call(matchEvents.pickGoalPlayers, { params: { id: matchId, eventId: goalId }, body }, { retry: false });
}

/** Deletes a recorded event (the timeline's Delete). Reloads the timeline either way. */
export function useDeleteEvent(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: TimelineEvent) => removeEvent(matchId, { type: event.type, id: event.data.id }),
    onSettled: () => refreshMatch(client, matchId),
  });
}

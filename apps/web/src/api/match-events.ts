import type { QueryClient } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CardBody, ForfeitBody, GoalBody, SubstitutionBody, TimelineEvent } from '@touchline/domain';
import { matchScore, player, timelineEvent, timelineResponse } from '@touchline/domain';
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
};

const matchPath = (matchId: number) => `/matches/${matchId}`;

export const fetchScore = (matchId: number, signal?: AbortSignal) =>
  http.get(`${matchPath(matchId)}/score`, { schema: matchScore, signal });

export const fetchTimeline = async (matchId: number, signal?: AbortSignal) =>
  (await http.get(`${matchPath(matchId)}/timeline`, { schema: timelineResponse, signal })).events;

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
    queryFn: ({ signal }) => http.get(`/players/match/${matchId}`, { schema: player.array(), signal }),
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

const collection = {
  GOAL: 'goals',
  CARD: 'cards',
  SUBSTITUTION: 'substitutions',
  MATCH_EVENT: 'events',
  MAN_OF_THE_MATCH: 'man-of-the-match',
} as const;

/** A write changes the match's timeline and score, and its state in the match lists (upcoming ends at full time). */
function refreshMatch(client: QueryClient, matchId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: matchEventKeys.timeline(matchId) }),
    client.invalidateQueries({ queryKey: matchEventKeys.score(matchId) }),
    client.invalidateQueries({ queryKey: [matchesApi.key] }),
  ]);
}

export function useRecordEvent(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: NewEvent) =>
      http.post(`${matchPath(matchId)}/${collection[event.type]}`, event.body, { schema: timelineEvent }),
    onSuccess: () => refreshMatch(client, matchId),
  });
}

export function useForfeit(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ForfeitBody) => http.post(`${matchPath(matchId)}/forfeit`, body, { schema: timelineEvent }),
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

export function useUpdateEvent(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: EventEdit) =>
      edit.type === 'MAN_OF_THE_MATCH'
        ? http.post(`${matchPath(matchId)}/${collection[edit.type]}`, edit.body, { schema: timelineEvent })
        : http.put(`${matchPath(matchId)}/${collection[edit.type]}/${edit.id}`, edit.body, { schema: timelineEvent }),
    onSuccess: () => refreshMatch(client, matchId),
  });
}

/** DELETE /goals|cards|substitutions|events/{id}, or /man-of-the-match (no id). Reloads the timeline either way. */
export function useDeleteEvent(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (event: TimelineEvent) =>
      http.delete(
        event.type === 'MAN_OF_THE_MATCH'
          ? `${matchPath(matchId)}/${collection.MAN_OF_THE_MATCH}`
          : `${matchPath(matchId)}/${collection[event.type]}/${event.data.id}`,
      ),
    onSettled: () => refreshMatch(client, matchId),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

const AVAILABILITY = 'availability';

/**
 * Query keys of every availability read; a write invalidates `availabilityKeys.all` (records and the dashboard lists).
 */
export const availabilityKeys = {
  all: [AVAILABILITY] as const,
  player: (playerId: number) => [AVAILABILITY, 'player', playerId] as const,
  coaches: () => [AVAILABILITY, 'coaches'] as const,
  matches: (playerId: number, limit: number) => [AVAILABILITY, 'match', playerId, limit] as const,
  trainings: (playerId: number, limit: number) => [AVAILABILITY, 'training', playerId, limit] as const,
};

/** The dashboard lists show 4 records by default (spec §9). */
export const AVAILABILITY_LIST_LIMIT = 4;

/** GET /availability?player_id={id}: one player's unavailability records, oldest date first. */
export function usePlayerAvailability(playerId: number | null) {
  return useQuery({
    queryKey: availabilityKeys.player(playerId ?? 0),
    queryFn: ({ signal }) =>
      http.call(contracts.availability.list, { query: { player_id: playerId ?? 0 } }, { signal }),
    enabled: playerId !== null,
  });
}

/** GET /availability/coaches (coach or admin): every coach's own unavailability records. */
export function useCoachAvailability(enabled = true) {
  return useQuery({
    queryKey: availabilityKeys.coaches(),
    queryFn: ({ signal }) => http.call(contracts.availability.coaches, {}, { signal }),
    enabled,
  });
}

/** GET /availability/match/{playerId}?limit=: the player's next matches and whether they are available. */
export function useMatchAvailability(playerId: number | null, limit = AVAILABILITY_LIST_LIMIT) {
  return useQuery({
    queryKey: availabilityKeys.matches(playerId ?? 0, limit),
    queryFn: ({ signal }) =>
      http.call(contracts.availability.matches, { params: { playerId: playerId ?? 0 }, query: { limit } }, { signal }),
    enabled: playerId !== null,
  });
}

/** GET /availability/training/{playerId}?limit=: the player's next training sessions and whether they are available. */
export function useTrainingAvailability(playerId: number | null, limit = AVAILABILITY_LIST_LIMIT) {
  return useQuery({
    queryKey: availabilityKeys.trainings(playerId ?? 0, limit),
    queryFn: ({ signal }) =>
      http.call(
        contracts.availability.trainings,
        { params: { playerId: playerId ?? 0 }, query: { limit } },
        { signal },
      ),
    enabled: playerId !== null,
  });
}

/** POST /availability: one date (player_id null = the signed-in coach's own availability). */
export const recordAvailability = (body: AvailabilityBody) => http.call(contracts.availability.create, { body });

/** DELETE /availability/{id}. */
export const deleteAvailability = (availabilityId: number) =>
  http.call(contracts.availability.remove, { params: { id: availabilityId } });

/** Reloads every availability read (records, coach records, the dashboard's match and training lists). */
export function useInvalidateAvailability() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: availabilityKeys.all });
}

/** One POST /availability as a mutation (the dashboard's Not Available toggle); reloads availability reads. */
export function useRecordAvailability() {
  const invalidate = useInvalidateAvailability();
  return useMutation({ mutationFn: recordAvailability, onSuccess: invalidate });
}

/**
 * One DELETE /availability/{id} as a mutation (the Available toggle, the Delete button); reloads availability reads.
 */
export function useDeleteAvailability() {
  const invalidate = useInvalidateAvailability();
  return useMutation({ mutationFn: deleteAvailability, onSuccess: invalidate });
}

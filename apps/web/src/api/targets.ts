import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TargetsBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

const TARGETS = 'player-targets';

export const targetKeys = {
  all: [TARGETS] as const,
  report: () => [TARGETS, 'all'] as const,
  player: (playerId: number) => [TARGETS, 'player', playerId] as const,
};

/** GET /player-targets/all (coach or admin): every player's targets and progress this season. */
export function useAllTargets() {
  return useQuery({
    queryKey: targetKeys.report(),
    queryFn: ({ signal }) => http.call(contracts.playerTargets.all, {}, { signal }),
  });
}

/** GET /player-targets/player/{playerId}: one player's targets and progress (the season targets tile). */
export function usePlayerTargets(playerId: number | null) {
  return useQuery({
    queryKey: targetKeys.player(playerId ?? 0),
    queryFn: ({ signal }) =>
      http.call(contracts.playerTargets.player, { params: { playerId: playerId ?? 0 } }, { signal }),
    enabled: playerId !== null,
  });
}

/** POST /player-targets/player/{playerId} with any of the five targets; reloads the target reads. */
export function useSaveTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, body }: { playerId: number; body: TargetsBody }) =>
      http.call(contracts.playerTargets.save, { params: { playerId }, body }),
    onSuccess: () => client.invalidateQueries({ queryKey: targetKeys.all }),
  });
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlayerTargets, TargetsBody } from '@touchline/domain';
import { playerTargets, playerTargetsRow } from '@touchline/domain';
import { z } from 'zod';
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
    queryFn: ({ signal }) => http.get('/player-targets/all', { schema: z.array(playerTargetsRow), signal }),
  });
}

/** GET /player-targets/player/{playerId}: one player's targets and progress (the season targets tile). */
export function usePlayerTargets(playerId: number | null) {
  return useQuery({
    queryKey: targetKeys.player(playerId ?? 0),
    queryFn: ({ signal }) => http.get(`/player-targets/player/${playerId ?? 0}`, { schema: playerTargets, signal }),
    enabled: playerId !== null,
  });
}

/** POST /player-targets/player/{playerId} with any of the five targets; reloads the target reads. */
export function useSaveTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ playerId, body }: { playerId: number; body: TargetsBody }) =>
      http.post<PlayerTargets>(`/player-targets/player/${playerId}`, body, { schema: playerTargets }),
    onSuccess: () => client.invalidateQueries({ queryKey: targetKeys.all }),
  });
}

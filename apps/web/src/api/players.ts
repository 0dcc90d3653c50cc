import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts, lazySchema } from '@touchline/domain';
import { z } from 'zod';
import { http } from './http';
import { restResource } from './resource';

export const playersApi = restResource({ key: 'players', contracts: contracts.players });

/** One player of GET /players/selection: how often the team's last N matches with a lineup left them out. */
export const playerSelectionRow = lazySchema(() =>
  z.object({
    player_id: z.number(),
    player_name: z.string(),
    /** The date (YYYY-MM-DD) of the last match whose lineup had them, or null. */
    last_picked: z.string().nullable(),
    not_picked_in_last: z.number(),
    /** How many matches were looked at (fewer than N when the team has fewer lineups). */
    considered: z.number(),
    /** Left out of every match considered. */
    overlooked: z.boolean(),
  }),
);
export type PlayerSelection = z.infer<typeof playerSelectionRow>;

/** GET /players/selection?team_id=&last= (coach or admin). Under the players key, so player changes reload it. */
export function usePlayerSelection(teamId: number | undefined, last: number) {
  return useQuery({
    queryKey: [playersApi.key, 'selection', teamId ?? 0, last],
    queryFn: ({ signal }) =>
      http.get(
        `/players/selection?${new URLSearchParams({ team_id: String(teamId), last: String(last) }).toString()}`,
        { schema: z.array(playerSelectionRow), signal },
      ),
    enabled: teamId !== undefined,
  });
}

export const erasedPlayer = lazySchema(() => z.object({ player_id: z.number(), player_name: z.string() }));

/**
 * POST /admin/players/{id}/erase (admin): removes a player's personal data and keeps their match history under an
 * anonymous name. Reloads the players and the parents' links (the erase removes them).
 */
export function useErasePlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) =>
      http.post(`/admin/players/${playerId}/erase`, undefined, { schema: erasedPlayer }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [playersApi.key] }),
        client.invalidateQueries({ queryKey: ['users', 'parent-links'] }),
      ]),
  });
}

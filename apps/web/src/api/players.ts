import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@touchline/domain';
import { http } from './http';
import { restResource } from './resource';

/** The user list names each parent's children: a player's change reloads it too. */
export const playersApi = restResource({ key: 'players', contracts: contracts.players, alsoInvalidates: [['users']] });

export type { PlayerSelection } from '@touchline/domain';

/** GET /players/selection?team_id=&last= (coach or admin). Under the players key, so player changes reload it. */
export function usePlayerSelection(teamId: number | undefined, last: number) {
  return useQuery({
    queryKey: [playersApi.key, 'selection', teamId ?? 0, last],
    queryFn: ({ signal }) =>
      http.call(contracts.selection.ofTeam, { query: { team_id: teamId ?? 0, last } }, { signal }),
    enabled: teamId !== undefined,
  });
}

/**
 * POST /admin/players/{id}/erase (admin): removes a player's personal data and keeps their match history under an
 * anonymous name. Reloads the players and the users (the parents' links: the erase removes them).
 */
export function useErasePlayer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (playerId: number) => http.call(contracts.dataRights.erasePlayer, { params: { id: playerId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [playersApi.key] }),
        client.invalidateQueries({ queryKey: ['users'] }),
      ]),
  });
}

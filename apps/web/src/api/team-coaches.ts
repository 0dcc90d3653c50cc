import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@touchline/domain';
import { use, useState } from 'react';
import { SessionContext } from '../session/session-context';
import { http } from './http';

/** GET /team-coaches and PUT /teams/{id}/coaches (admins): who coaches which team (decision 108). */
const KEY = ['team-coaches'] as const;

export function useTeamCoaches(enabled = true) {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) => http.call(contracts.teamCoaches.list, undefined, { signal }),
    enabled,
  });
}

export function useSetTeamCoaches(teamId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userIds: number[]) =>
      http.call(contracts.teamCoaches.set, { params: { id: teamId }, body: { user_ids: userIds } }),
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

/**
 * GET /account/teams: the signed-in person's teams (coached, family's) and whether they may choose every team
 * (decision 127). Under the team coaches' key, so an admin's change of coaches reads it again.
 */
export const myTeamsKey = [...KEY, 'mine'] as const;

export function useMyTeams() {
  // The token check answered them: no request until they are a minute old.
  const state = use(SessionContext)?.state;
  const known = state?.status === 'signed-in' ? state.teams : undefined;
  const [knownAt] = useState(Date.now);
  return useQuery({
    queryKey: myTeamsKey,
    queryFn: ({ signal }) => http.call(contracts.account.teams, undefined, { signal }),
    staleTime: 60_000,
    ...(known ? { initialData: known, initialDataUpdatedAt: knownAt } : {}),
  });
}

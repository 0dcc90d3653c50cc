import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { contracts, type MyTeams } from '@touchline/domain';
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
  // The session puts in what the token check answered (primeMyTeams): no request until a minute old.
  return useQuery({
    queryKey: myTeamsKey,
    queryFn: ({ signal }) => http.call(contracts.account.teams, undefined, { signal }),
    staleTime: 60_000,
  });
}

/** The person's teams as the token check answered them (GET /users/validate), so no screen asks again at once. */
export function primeMyTeams(client: QueryClient, teams: MyTeams | undefined): void {
  if (teams) client.setQueryData(myTeamsKey, teams);
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts } from '@touchline/domain';
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

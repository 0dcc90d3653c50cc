import { useQuery } from '@tanstack/react-query';
import { contracts } from '@touchline/domain';
import { http } from './http';

/**
 * GET /money/overdue-players?team_id= (the team's coaches and admins): the players whose family is overdue, when the
 * club turned the flag on (decision 133); off, the answer says so and lists no one. A hint at squad selection only.
 */
export function useOverduePlayers(teamId: number | undefined) {
  return useQuery({
    queryKey: ['money', 'overdue', teamId ?? 0],
    queryFn: ({ signal }) => http.call(contracts.money.overdue, { query: { team_id: teamId ?? 0 } }, { signal }),
    enabled: teamId !== undefined,
    staleTime: 60_000,
    retry: false,
  });
}

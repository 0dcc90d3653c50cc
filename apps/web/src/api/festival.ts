import { useQuery } from '@tanstack/react-query';
import { contracts } from '@touchline/domain';
import { http } from './http';

/** A festival day (#34): the day of a match's team, its plan and its minutes table. */
export const festivalKey = (matchId: number) => ['festival', matchId] as const;

export function useFestivalDay(matchId: number, enabled = true) {
  return useQuery({
    queryKey: festivalKey(matchId),
    queryFn: ({ signal }) => http.call(contracts.festival.get, { params: { id: matchId } }, { signal }),
    enabled,
  });
}

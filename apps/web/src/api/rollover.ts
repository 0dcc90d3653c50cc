import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RolloverBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

/** GET /seasons/rollover: the next season and each team in its next age group, with its players (admins; #34). */
export function useRolloverStart() {
  return useQuery({
    queryKey: ['rollover'],
    queryFn: ({ signal }) => http.call(contracts.rollover.start, {}, { signal }),
    staleTime: 0,
  });
}

/** POST /seasons/rollover/preview: every change the turn would make and what is wrong with it; changes nothing. */
export function usePreviewRollover() {
  return useMutation({ mutationFn: (body: RolloverBody) => http.call(contracts.rollover.preview, { body }) });
}

/** POST /seasons/rollover: the turn itself; then every read is stale (seasons, teams, players, statistics). */
export function useApplyRollover() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RolloverBody) => http.call(contracts.rollover.apply, { body }),
    onSuccess: () => client.invalidateQueries(),
  });
}

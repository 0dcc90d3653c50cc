import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contracts, type MinutesLimitBody, type RotationBody } from '@touchline/domain';
import { http } from './http';

/** Fair minutes (decision 109): a match's rotation and plan, and the most minutes per day by age group. */
export const rotationKeys = {
  match: (matchId: number) => ['rotation', matchId] as const,
  limits: ['minutes-limits'] as const,
};

export function useRotation(matchId: number, enabled = true) {
  return useQuery({
    queryKey: rotationKeys.match(matchId),
    queryFn: ({ signal }) => http.call(contracts.rotation.get, { params: { id: matchId } }, { signal }),
    enabled,
  });
}

export function useSaveRotation(matchId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RotationBody) => http.call(contracts.rotation.save, { params: { id: matchId }, body }),
    onSuccess: (view) => client.setQueryData(rotationKeys.match(matchId), view),
  });
}

export function useMinutesLimits(enabled = true) {
  return useQuery({
    queryKey: rotationKeys.limits,
    queryFn: ({ signal }) => http.call(contracts.rotation.limits, undefined, { signal }),
    enabled,
  });
}

export function useSetMinutesLimit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ ageGroup, body }: { ageGroup: string; body: MinutesLimitBody }) =>
      http.call(contracts.rotation.setLimit, { params: { age_group: ageGroup }, body }),
    onSuccess: (view) => {
      client.setQueryData(rotationKeys.limits, view);
      void client.invalidateQueries({ queryKey: ['rotation'] });
    },
  });
}

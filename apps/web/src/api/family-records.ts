import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsentsBody, MedicalBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

/**
 * A player's medical and emergency information and consents (#31, decision 130). Query keys: ['medical', playerId],
 * ['consents', playerId], ['consents'] (the register). Every medical read is on the server's audit log, so none is
 * fetched before a person asks to see it.
 */
const MEDICAL = 'medical';
const CONSENTS = 'consents';

/** GET /players/{id}/medical. */
export function useMedical(playerId: number | null) {
  return useQuery({
    queryKey: [MEDICAL, playerId],
    queryFn: ({ signal }) => http.call(contracts.medical.get, { params: { id: playerId! } }, { signal }),
    enabled: playerId !== null,
    // Read again each time it is opened: the family may have changed it, and each read is on record anyway.
    staleTime: 0,
    gcTime: 0,
  });
}

/** PUT /players/{id}/medical: saving it confirms it for the season. */
export function useSaveMedical(playerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: MedicalBody) => http.call(contracts.medical.put, { params: { id: playerId }, body }),
    onSuccess: (record) => client.setQueryData([MEDICAL, playerId], record),
  });
}

export const matchMedicalKey = (matchId: number) => [MEDICAL, 'match', matchId] as const;

/**
 * GET /matches/{id}/medical: the squad's records for the console on the match day, kept on the phone until the end of
 * the day (`keep_until`, decision 130). Read once when the console opens the match (each read is on record), not
 * again on focus.
 */
export function useMatchMedical(matchId: number, enabled: boolean) {
  return useQuery({
    queryKey: matchMedicalKey(matchId),
    queryFn: ({ signal }) => http.call(contracts.medical.ofMatch, { params: { id: matchId } }, { signal }),
    enabled,
    staleTime: 30 * 60 * 1000,
    refetchOnWindowFocus: false,
    retry: 1,
  });
}

/** GET /players/{id}/consents. */
export function useConsents(playerId: number | null) {
  return useQuery({
    queryKey: [CONSENTS, playerId],
    queryFn: ({ signal }) => http.call(contracts.consents.get, { params: { id: playerId! } }, { signal }),
    enabled: playerId !== null,
  });
}

/** PUT /players/{id}/consents: give or withdraw one or more. */
export function useSaveConsents(playerId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ConsentsBody) => http.call(contracts.consents.put, { params: { id: playerId }, body }),
    onSuccess: (consents) => {
      client.setQueryData([CONSENTS, playerId], consents);
      return client.invalidateQueries({ queryKey: [CONSENTS, 'register'] });
    },
  });
}

/** GET /matches/{id}/consents: the match's players the live link shows as 'Player' (coaches and admins). */
export function useMatchConsents(matchId: number, enabled: boolean) {
  return useQuery({
    queryKey: [CONSENTS, 'match', matchId],
    queryFn: ({ signal }) => http.call(contracts.consents.ofMatch, { params: { id: matchId } }, { signal }),
    enabled,
  });
}

/** GET /consents: every player's consents (the welfare officer and admins). */
export function useConsentsRegister() {
  return useQuery({
    queryKey: [CONSENTS, 'register'],
    queryFn: ({ signal }) => http.call(contracts.consents.register, {}, { signal }),
  });
}

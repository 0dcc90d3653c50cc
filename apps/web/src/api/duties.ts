import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DutyKindBody, DutyPlanBody, DutyUpdateBody, SwapBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

/** The duty rota (#34, decision 135): the club's kinds, a team's rota, a family's duties and swaps. */
const KEY = 'duties';
const { duties } = contracts;

/** Every change of the rota reads all of it again: the coach's rota, the family's page and the dashboard's tile. */
function useRotaMutation<I>(mutationFn: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }) });
}

/** GET /duty-kinds */
export function useDutyKinds() {
  return useQuery({ queryKey: [KEY, 'kinds'], queryFn: ({ signal }) => http.call(duties.kinds, {}, { signal }) });
}

/** POST /duty-kinds, PUT /duty-kinds/{id}: a kind added or changed (admins). */
export const useSaveDutyKind = () =>
  useRotaMutation((input: { id: number | null; body: DutyKindBody }) =>
    input.id === null
      ? http.call(duties.createKind, { body: input.body })
      : http.call(duties.updateKind, { params: { id: input.id }, body: input.body }),
  );

/** DELETE /duty-kinds/{id} */
export const useRemoveDutyKind = () =>
  useRotaMutation((id: number) => http.call(duties.removeKind, { params: { id } }));

/** GET /teams/{id}/duties: the team's rota from two weeks ago to eight weeks ahead, and the season's shares. */
export function useTeamRota(teamId: number | null) {
  return useQuery({
    queryKey: [KEY, 'team', teamId],
    queryFn: ({ signal }) => http.call(duties.rota, { params: { id: teamId ?? 0 }, query: {} }, { signal }),
    enabled: teamId !== null,
  });
}

/** POST /teams/{id}/duties/plan */
export const usePlanDuties = () =>
  useRotaMutation((input: { teamId: number; body: DutyPlanBody }) =>
    http.call(duties.plan, { params: { id: input.teamId }, body: input.body }),
  );

/** PUT /duties/{id}: given to a family, or recorded done or missed (the team's coaches). */
export const useUpdateDuty = () =>
  useRotaMutation((input: { dutyId: number; body: DutyUpdateBody }) =>
    http.call(duties.update, { params: { id: input.dutyId }, body: input.body }),
  );

/** GET /duties/mine */
export function useMyDuties(enabled = true) {
  return useQuery({
    queryKey: [KEY, 'mine'],
    queryFn: ({ signal }) => http.call(duties.mine, {}, { signal }),
    enabled,
  });
}

/** POST /duties/{id}/swaps: another family asked, or the coach. */
export const useAskSwap = () =>
  useRotaMutation((input: { dutyId: number; body: SwapBody }) =>
    http.call(duties.swap, { params: { id: input.dutyId }, body: input.body }),
  );

/** POST /duty-swaps/{id}/{answer} */
export const useAnswerSwap = () =>
  useRotaMutation((input: { swapId: number; answer: 'accept' | 'decline' | 'withdraw' }) =>
    http.call(duties.answer, { params: { id: input.swapId, answer: input.answer } }),
  );

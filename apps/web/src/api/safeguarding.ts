import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QualificationBody, QualificationKind } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

/**
 * The Safeguarding area (#31, decision 130): the qualifications register and the welfare officer's reads. Each read
 * is on the club's audit log, so none is read again on a window's focus: only when the screen opens or after a change.
 */
const KEY = 'safeguarding';
const { qualifications, safeguarding } = contracts;
const once = { refetchOnWindowFocus: false, refetchOnReconnect: false, staleTime: 60_000 } as const;
/** Rows per page of the welfare officer's lists ('Load more' asks for the next). */
export const SAFEGUARDING_PAGE = 50;

/** GET /qualifications: every coach, the welfare officer and anyone with a record, each kind's state. */
export function useQualificationRegister() {
  return useQuery({
    queryKey: [KEY, 'register'],
    queryFn: ({ signal }) => http.call(qualifications.register, {}, { signal }),
    ...once,
  });
}

/** PUT /users/{id}/qualifications/{kind}: record a check; the register is read again. */
export function useRecordQualification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; kind: QualificationKind; body: QualificationBody }) =>
      http.call(qualifications.record, { params: { id: input.userId, kind: input.kind }, body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY, 'register'] }),
  });
}

/** DELETE /users/{id}/qualifications/{kind}: a record made in error removed. */
export function useRemoveQualification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { userId: number; kind: QualificationKind }) =>
      http.call(qualifications.remove, { params: { id: input.userId, kind: input.kind } }),
    onSettled: () => client.invalidateQueries({ queryKey: [KEY, 'register'] }),
  });
}

/** GET /account/qualifications: the signed-in person's own. */
export function useOwnQualifications() {
  return useQuery({
    queryKey: [KEY, 'own'],
    queryFn: ({ signal }) => http.call(qualifications.own, {}, { signal }),
  });
}

/** GET /safeguarding/messages, a page at a time, newest first. */
export function useClubMessages() {
  return useInfiniteQuery({
    queryKey: [KEY, 'messages'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      http.call(safeguarding.messages, { query: { limit: SAFEGUARDING_PAGE, offset: pageParam } }, { signal }),
    getNextPageParam: (last) => last.next_offset ?? undefined,
    ...once,
  });
}

/** GET /safeguarding/messages/{id}: the message with each recipient. */
export function useClubMessage(id: number) {
  return useQuery({
    queryKey: [KEY, 'message', id],
    queryFn: ({ signal }) => http.call(safeguarding.message, { params: { id } }, { signal }),
    ...once,
  });
}

/** GET /safeguarding/reads, a page at a time, newest first. */
export function useSensitiveReads() {
  return useInfiniteQuery({
    queryKey: [KEY, 'reads'],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      http.call(safeguarding.reads, { query: { limit: SAFEGUARDING_PAGE, offset: pageParam } }, { signal }),
    getNextPageParam: (last) => last.next_offset ?? undefined,
    ...once,
  });
}

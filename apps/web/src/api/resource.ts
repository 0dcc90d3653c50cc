import type { QueryKey, UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AnswerOf, CallInput, Contract } from '@touchline/domain';
import type { z } from 'zod';
import { http } from './http';

type WithBody = Contract & { body: z.ZodType };
type ById = Contract & { params: z.ZodType<{ id: number }, unknown> };

/** The four contracts of one REST collection (`teams`, `players`, …). */
export interface CrudContracts<L extends Contract, C extends WithBody, U extends WithBody & ById, R extends ById> {
  list: L;
  create: C;
  update: U;
  remove: R;
}

/**
 * Query and mutation hooks for one REST collection, called through its contracts, so each API area file is a few
 * lines. Mutations invalidate only this collection's queries (and any `alsoInvalidates`).
 */
export function restResource<
  L extends Contract,
  C extends WithBody,
  U extends WithBody & ById,
  R extends ById,
>(options: { key: string; contracts: CrudContracts<L, C, U, R>; alsoInvalidates?: QueryKey[] }) {
  const { key, contracts, alsoInvalidates = [] } = options;
  function useInvalidate() {
    const client = useQueryClient();
    return () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [key] }),
        ...alsoInvalidates.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
  }
  // Inputs are put together here for contracts known only by their constraints; each one's shape is the
  // constraint's (a body; an id parameter), which TypeScript cannot resolve through the generic CallInput.
  return {
    key,
    useList: (enabled = true) =>
      useQuery({
        queryKey: [key],
        queryFn: ({ signal }) => http.call(contracts.list, {} as CallInput<L>, { signal }),
        enabled,
      }),
    useCreate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (body: z.input<C['body']>) => http.call(contracts.create, { body } as unknown as CallInput<C>),
        onSuccess: invalidate,
      });
    },
    useUpdate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, body, version }: { id: number; body: z.input<U['body']>; version?: string }) =>
          http.call(
            contracts.update,
            { params: { id }, body } as unknown as CallInput<U>,
            version === undefined ? {} : { ifMatch: version },
          ),
        onSuccess: invalidate,
      });
    },
    useRemove: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: (id: number): Promise<AnswerOf<R>> =>
          http.call(contracts.remove, { params: { id } } as unknown as CallInput<R>),
        onSuccess: invalidate,
      });
    },
  };
}

/** What a CRUD screen needs of a collection's hooks: `T` its records, `Body` what create and update send. */
export interface RestResource<T, Body> {
  key: string;
  useList: (enabled?: boolean) => UseQueryResult<T[]>;
  useCreate: () => UseMutationResult<unknown, Error, Body>;
  /** `version`: the record's as it was opened, sent as If-Match (decision 140). */
  useUpdate: () => UseMutationResult<unknown, Error, { id: number; body: Body; version?: string }>;
  useRemove: () => UseMutationResult<unknown, Error, number>;
}

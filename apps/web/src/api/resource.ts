import type { QueryKey } from '@tanstack/react-query';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { http } from './http';

/**
 * Query and mutation hooks for one REST collection (`/teams`, `/players`, …), so each API area file is a few lines.
 * Mutations invalidate only this collection's queries (and any `alsoInvalidates`).
 */
export function restResource<T, Body = unknown>(options: { key: string; path: string; alsoInvalidates?: QueryKey[] }) {
  const { key, path, alsoInvalidates = [] } = options;
  function useInvalidate() {
    const client = useQueryClient();
    return () =>
      Promise.all([
        client.invalidateQueries({ queryKey: [key] }),
        ...alsoInvalidates.map((queryKey) => client.invalidateQueries({ queryKey })),
      ]);
  }
  return {
    key,
    useList: (enabled = true) => useQuery({ queryKey: [key], queryFn: () => http.get<T[]>(path), enabled }),
    useCreate: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (body: Body) => http.post<T>(path, body), onSuccess: invalidate });
    },
    useUpdate: () => {
      const invalidate = useInvalidate();
      return useMutation({
        mutationFn: ({ id, body }: { id: number; body: Body }) => http.put<T>(`${path}/${id}`, body),
        onSuccess: invalidate,
      });
    },
    useRemove: () => {
      const invalidate = useInvalidate();
      return useMutation({ mutationFn: (id: number) => http.delete(`${path}/${id}`), onSuccess: invalidate });
    },
  };
}

/** The hooks of one REST collection, as `restResource()` answers them. */
export type RestResource<T, Body = unknown> = ReturnType<typeof restResource<T, Body>>;

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KitOrderBody, KitWindowBody } from '@touchline/domain';
import { contracts, pathOf } from '@touchline/domain';
import { download } from './downloads';
import { http } from './http';

/**
 * Kit orders (#33): the treasurer's windows and a parent's choices for their children. Closing a window charges the
 * families, so it reads the money screens again too.
 */
const KEY = 'kit';
const { kit } = contracts;

/** GET /kit/windows: every window (the treasurer), or those of a parent's children's teams. */
export function useKitWindows() {
  return useQuery({
    queryKey: [KEY, 'windows'],
    queryFn: ({ signal }) => http.call(kit.list, {}, { signal }),
  });
}

/** POST /kit/windows: a team's kit order opened. */
export function useCreateKitWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: KitWindowBody) => http.call(kit.create, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** PUT /kit/windows/{id}/orders/{playerId}: a child's choices. */
export function useSaveKitOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { windowId: number; playerId: number; body: KitOrderBody }) =>
      http.call(kit.order, { params: { id: input.windowId, playerId: input.playerId }, body: input.body }),
    onSuccess: () => client.invalidateQueries({ queryKey: [KEY] }),
  });
}

/** POST /kit/windows/{id}/close: the window closed and each family charged. */
export function useCloseKitWindow() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (windowId: number) => http.call(kit.close, { params: { id: windowId } }),
    onSuccess: () =>
      Promise.all([client.invalidateQueries({ queryKey: [KEY] }), client.invalidateQueries({ queryKey: ['money'] })]),
  });
}

/** GET /kit/windows/{id}/supplier.csv: the order for the supplier, saved as a file. */
export const downloadSupplierCsv = (windowId: number, failure: string) =>
  download(pathOf(kit.supplierCsv, { id: windowId }), `kit-order-${windowId}.csv`, failure);

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiKeyBody, WebhookBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

/** API keys and webhooks (#35, decision 137): admins only. */
const KEYS = 'api-keys';
const HOOKS = 'webhooks';
const { integrations } = contracts;

/** GET /api-keys */
export function useApiKeys() {
  return useQuery({ queryKey: [KEYS], queryFn: ({ signal }) => http.call(integrations.keys, {}, { signal }) });
}

function useKeysMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: [KEYS] }) });
}

/** POST /api-keys: the answer holds the key, shown once. */
export const useCreateApiKey = () => useKeysMutation((body: ApiKeyBody) => http.call(integrations.createKey, { body }));

/** POST /api-keys/{id}/revoke */
export const useRevokeApiKey = () =>
  useKeysMutation((id: number) => http.call(integrations.revokeKey, { params: { id } }));

/** GET /webhooks */
export function useWebhooks() {
  return useQuery({ queryKey: [HOOKS], queryFn: ({ signal }) => http.call(integrations.webhooks, {}, { signal }) });
}

/** A webhook's changes read the list and its log again. */
function useHooksMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: [HOOKS] }) });
}

/** POST /webhooks: the answer holds the signing secret, shown once. */
export const useCreateWebhook = () =>
  useHooksMutation((body: WebhookBody) => http.call(integrations.createWebhook, { body }));

/** PUT /webhooks/{id}: its address, events, or on and off. */
export const useUpdateWebhook = () =>
  useHooksMutation((input: { id: number; body: WebhookBody }) =>
    http.call(integrations.updateWebhook, { params: { id: input.id }, body: input.body }),
  );

/** DELETE /webhooks/{id} */
export const useRemoveWebhook = () =>
  useHooksMutation((id: number) => http.call(integrations.removeWebhook, { params: { id } }));

/** POST /webhooks/{id}/test: a `ping`. */
export const useTestWebhook = () => useHooksMutation((id: number) => http.call(integrations.test, { params: { id } }));

/** POST /webhooks/{id}/deliveries/{deliveryId}/redeliver */
export const useRedeliver = () =>
  useHooksMutation((input: { id: number; deliveryId: number }) => http.call(integrations.redeliver, { params: input }));

/**
 * GET /webhooks/{id}/deliveries: one page of the log, newest first. While something in it is still on its way the log
 * is read again every few seconds, so a delivery is seen arriving.
 */
export function useDeliveries(id: number, page: { limit: number; offset: number }) {
  return useQuery({
    queryKey: [HOOKS, id, 'deliveries', page.offset, page.limit],
    queryFn: ({ signal }) => http.call(integrations.deliveries, { params: { id }, query: page }, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((d) => d.status === 'queued' || d.status === 'sending') ? 3_000 : false,
  });
}

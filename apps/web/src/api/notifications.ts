import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences, PushSubscriptionBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import { http } from './http';

const PREFERENCES_KEY = 'notification-preferences';
const DEVICES_KEY = 'push-devices';

/** GET /account/notification-preferences: each kind's channel and the daily digest (#32). */
export function useNotificationPreferences() {
  return useQuery({
    queryKey: [PREFERENCES_KEY],
    queryFn: ({ signal }) => http.call(contracts.emailPreferences.get, {}, { signal }),
  });
}

/** PUT /account/notification-preferences: the answer is what is now saved. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => http.call(contracts.emailPreferences.save, { body }),
    onSuccess: (saved) => client.setQueryData([PREFERENCES_KEY], saved),
  });
}

/** GET /account/push-devices: the server's push key and the devices notifications are on for. */
export function usePushDevices() {
  return useQuery({
    queryKey: [DEVICES_KEY],
    queryFn: ({ signal }) => http.call(contracts.emailPreferences.push, {}, { signal }),
  });
}

function useDevicesMutation<T, A>(send: (input: T) => Promise<A>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => client.invalidateQueries({ queryKey: [DEVICES_KEY] }) });
}

/** POST /account/push-devices: this browser's push subscription. */
export function useAddPushDevice() {
  return useDevicesMutation((body: PushSubscriptionBody) => http.call(contracts.emailPreferences.addDevice, { body }));
}

/** DELETE /account/push-devices/{id}. */
export function useRemovePushDevice() {
  return useDevicesMutation((id: number) => http.call(contracts.emailPreferences.removeDevice, { params: { id } }));
}

/** POST /account/push-devices/test: a test notification to each device; answers how many it went to. */
export function useTestPush() {
  return useDevicesMutation(() => http.call(contracts.emailPreferences.testPush, {}));
}

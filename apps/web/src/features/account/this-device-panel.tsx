import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PushDevice } from '@touchline/domain';
import { useAddPushDevice, useRemovePushDevice } from '../../api/notifications';
import {
  currentPushEnvironment,
  deviceLabel,
  notificationPermission,
  PushSetupError,
  pushSupport,
  subscribeThisDevice,
  unsubscribeThisDevice,
} from '../../pwa/push';
import { known } from '../../i18n/i18n';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { notificationTexts } from './notification-texts';

interface ThisDevicePanelProps {
  /** The server's VAPID public key. */
  publicKey: string;
  devices: PushDevice[];
  /** This browser's push address: undefined until read, null without one. */
  endpoint: string | null | undefined;
  onEndpoint: (endpoint: string | null) => void;
}

function failureText(failure: unknown, fallback: string): string {
  return failure instanceof PushSetupError ? known(failure.message) : errorText(failure, fallback);
}

/**
 * Notifications on the device this page runs on: turned on (permission, a push subscription handed to the server) or
 * off, or why they cannot be: a browser without push, an iPhone's Safari tab, a site the person blocked.
 */
export function ThisDevicePanel({ publicKey, devices, endpoint, onEndpoint }: ThisDevicePanelProps) {
  const [support] = useState(() => pushSupport(currentPushEnvironment()));
  const [permission, setPermission] = useState(notificationPermission);
  const [dismissed, setDismissed] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const here = endpoint ? devices.find((device) => device.endpoint === endpoint) : undefined;

  async function turnOn() {
    setError(null);
    setBusy(true);
    try {
      const label = deviceLabel(navigator.userAgent, navigator.maxTouchPoints);
      const result = await subscribeThisDevice(publicKey, label);
      setPermission(result.outcome === 'subscribed' ? 'granted' : result.outcome === 'denied' ? 'denied' : 'default');
      setDismissed(result.outcome === 'dismissed');
      if (result.outcome !== 'subscribed') return;
      await add.mutateAsync(result.body);
      onEndpoint(result.body.endpoint);
    } catch (failure) {
      setError(failureText(failure, notificationTexts.turnOnFailed));
    } finally {
      setBusy(false);
    }
  }

  async function turnOff(device: PushDevice) {
    setError(null);
    setBusy(true);
    try {
      await remove.mutateAsync(device.id);
      await unsubscribeThisDevice();
      onEndpoint(null);
    } catch (failure) {
      setError(failureText(failure, notificationTexts.turnOffFailed));
    } finally {
      setBusy(false);
    }
  }

  let body;
  if (support === 'unsupported') body = <Text size="sm">{notificationTexts.unsupported}</Text>;
  else if (support === 'ios-install') body = <Text size="sm">{notificationTexts.iosInstall}</Text>;
  else if (here) {
    body = (
      <Group justify="space-between" gap="sm">
        <Text size="sm">{notificationTexts.onHere}</Text>
        <Button variant="default" loading={busy} onClick={() => void turnOff(here)}>
          {notificationTexts.turnOff}
        </Button>
      </Group>
    );
  } else {
    body = (
      <>
        {permission === 'denied' ? (
          <Text size="sm" c="red.9">
            {notificationTexts.denied}
          </Text>
        ) : (
          dismissed && <Text size="sm">{notificationTexts.dismissed}</Text>
        )}
        <Group>
          <Button loading={busy} disabled={endpoint === undefined} onClick={() => void turnOn()}>
            {notificationTexts.turnOn}
          </Button>
        </Group>
      </>
    );
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="this-device-title">
      <Title order={3} size="h4" id="this-device-title">
        {notificationTexts.thisDevice}
      </Title>
      {body}
      <ErrorBanner message={error} onClose={() => setError(null)} />
    </Stack>
  );
}

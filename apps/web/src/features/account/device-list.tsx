import { useState } from 'react';
import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { PushDevice } from '@touchline/domain';
import { useRemovePushDevice, useTestPush } from '../../api/notifications';
import { unsubscribeThisDevice } from '../../pwa/push';
import { errorText } from '../../ui/crud/error-text';
import { ErrorBanner } from '../../ui/error-banner';
import { SuccessBanner } from '../../ui/success-banner';
import { dayText, notificationTexts } from './notification-texts';

interface DeviceListProps {
  devices: PushDevice[];
  /** This browser's push address, to mark its device and to end its subscription when it is removed. */
  endpoint: string | null | undefined;
  onEndpoint: (endpoint: string | null) => void;
}

/** The devices notifications are on for, each with Remove, and a test notification to all of them. */
export function DeviceList({ devices, endpoint, onEndpoint }: DeviceListProps) {
  const remove = useRemovePushDevice();
  const test = useTestPush();
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  async function removeDevice(device: PushDevice) {
    setError(null);
    try {
      await remove.mutateAsync(device.id);
      if (device.endpoint === endpoint) {
        await unsubscribeThisDevice();
        onEndpoint(null);
      }
    } catch (failure) {
      setError(errorText(failure, notificationTexts.removeFailed));
    }
  }

  async function sendTest() {
    setError(null);
    setSent(null);
    try {
      setSent(notificationTexts.testSent((await test.mutateAsync()).devices));
    } catch (failure) {
      setError(errorText(failure, notificationTexts.testFailed));
    }
  }

  return (
    <Stack gap="xs" component="section" aria-labelledby="devices-title">
      <Title order={3} size="h4" id="devices-title">
        {notificationTexts.devices}
      </Title>
      {devices.length === 0 ? (
        <Text size="sm" c="dimmed">
          {notificationTexts.noDevices}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} aria-labelledby="devices-title" style={{ listStyle: 'none' }}>
          {devices.map((device) => (
            <Group component="li" key={device.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Group gap="xs">
                  <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                    {device.label}
                  </Text>
                  {device.endpoint === endpoint && (
                    <Badge variant="light" size="sm">
                      {notificationTexts.thisDeviceBadge}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {notificationTexts.since(dayText(device.created_at))}
                </Text>
              </Stack>
              <Button
                variant="default"
                size="xs"
                aria-label={notificationTexts.removeLabel(device.label)}
                loading={remove.isPending && remove.variables === device.id}
                onClick={() => void removeDevice(device)}
              >
                {notificationTexts.remove}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      <SuccessBanner message={sent} onClose={() => setSent(null)} />
      <ErrorBanner message={error} onClose={() => setError(null)} />
      {devices.length > 0 && (
        <Group>
          <Button variant="light" loading={test.isPending} onClick={() => void sendTest()}>
            {notificationTexts.sendTest}
          </Button>
        </Group>
      )}
    </Stack>
  );
}

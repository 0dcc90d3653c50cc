import { Alert, Button } from '@mantine/core';
import { usePushDevices } from '../../api/notifications';
import { LoadingText } from '../../ui/loading-text';
import { DeviceList } from './device-list';
import { notificationTexts } from './notification-texts';
import { ThisDevicePanel } from './this-device-panel';
import { useThisDeviceEndpoint } from './use-this-device-endpoint';

/** Notifications on this device and the list of the person's devices, from one read of GET /account/push-devices. */
export function PushDevicesSection() {
  const push = usePushDevices();
  const [endpoint, setEndpoint] = useThisDeviceEndpoint();
  if (push.isPending) return <LoadingText text={notificationTexts.loadingDevices} />;
  if (push.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title={notificationTexts.devicesFailed}>
        <Button variant="light" color="red" size="xs" onClick={() => void push.refetch()}>
          {notificationTexts.retry}
        </Button>
      </Alert>
    );
  }
  return (
    <>
      <ThisDevicePanel
        publicKey={push.data.public_key}
        devices={push.data.devices}
        endpoint={endpoint}
        onEndpoint={setEndpoint}
      />
      <DeviceList devices={push.data.devices} endpoint={endpoint} onEndpoint={setEndpoint} />
    </>
  );
}

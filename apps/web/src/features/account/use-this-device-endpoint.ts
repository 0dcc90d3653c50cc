import { useEffect, useState } from 'react';
import { thisDeviceEndpoint } from '../../pwa/push';

/**
 * The push address of this browser's subscription: `undefined` until read, `null` without one. Turning
 * notifications on or off here sets it.
 */
export function useThisDeviceEndpoint() {
  const [endpoint, setEndpoint] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    thisDeviceEndpoint().then(
      (found) => live && setEndpoint((current) => (current === undefined ? found : current)),
      () => live && setEndpoint((current) => (current === undefined ? null : current)),
    );
    return () => {
      live = false;
    };
  }, []);
  return [endpoint, setEndpoint] as const;
}

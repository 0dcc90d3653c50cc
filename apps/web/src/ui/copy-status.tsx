import { Text } from '@mantine/core';
import type { CopyState } from './use-copy';

/** How a Copy button went, announced: `copied` or `failed` (nothing while idle). */
export function CopyStatus({ state, copied, failed }: { state: CopyState; copied: string; failed: string }) {
  if (state === 'idle') return null;
  return (
    <Text size="sm" role="status" c={state === 'copied' ? 'teal.9' : 'red.8'}>
      {state === 'copied' ? copied : failed}
    </Text>
  );
}

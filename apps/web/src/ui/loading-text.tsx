import { Text } from '@mantine/core';

/** The spec's plain 'Loading...' while the session or a screen loads. */
export function LoadingText() {
  return (
    <Text role="status" p="md">
      Loading...
    </Text>
  );
}

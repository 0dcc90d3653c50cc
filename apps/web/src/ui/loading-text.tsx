import { Text } from '@mantine/core';

/**
 * The spec's plain 'Loading...' while the session or a screen loads, or a screen's own text such as 'Loading
 * seasons...'.
 */
export function LoadingText({ text = 'Loading...' }: { text?: string }) {
  return (
    <Text role="status" p="md">
      {text}
    </Text>
  );
}

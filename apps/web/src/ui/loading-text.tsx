import { Text } from '@mantine/core';
import { t } from '../i18n/i18n';

/**
 * The spec's plain 'Loading...' while the session or a screen loads, or a screen's own text such as 'Loading
 * seasons...'.
 */
export function LoadingText({ text }: { text?: string }) {
  return (
    <Text role="status" p="md">
      {text ?? t('Loading...')}
    </Text>
  );
}

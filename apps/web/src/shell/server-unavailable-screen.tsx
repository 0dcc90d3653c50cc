import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { webMessages } from '../web-messages';
import { t } from '../i18n/i18n';

interface ServerUnavailableScreenProps {
  onRetry: () => void;
}

/** After the last failed warm-up attempt (the spec is silent; the user decides when to try again). */
export function ServerUnavailableScreen({ onRetry }: ServerUnavailableScreenProps) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1}>{webMessages.serverUnavailableTitle}</Title>
        <Text>{webMessages.serverUnavailableBody}</Text>
        <Button onClick={onRetry}>{t('Try again')}</Button>
      </Stack>
    </Center>
  );
}

import { Center, Loader, Stack, Text, Title } from '@mantine/core';
import { warmUpAttemptText, webMessages } from '../web-messages';

interface WarmUpScreenProps {
  attempt: number;
  of: number;
}

/** Full page while the token-validation warm-up waits for a sleeping server. */
export function WarmUpScreen({ attempt, of }: WarmUpScreenProps) {
  return (
    <Center component="main" mih="100vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Loader />
        <Title order={1}>{webMessages.warmUpTitle}</Title>
        <Text>{webMessages.warmUpBody}</Text>
        <Text c="dimmed" role="status">
          {warmUpAttemptText(attempt, of)}
        </Text>
      </Stack>
    </Center>
  );
}

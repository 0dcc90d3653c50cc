import { Stack, Text, Title } from '@mantine/core';
import { webMessages } from '../web-messages';

interface PlaceholderPageProps {
  title: string;
}

/** Stands in for a screen that is not built yet: its title as the page heading and a 'coming soon' line. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{webMessages.comingSoon}</Text>
    </Stack>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import { webMessages } from '../web-messages';
import { t } from '../i18n/i18n';

interface PlaceholderPageProps {
  /** A message (msg): shown in the language in use. */
  title: string;
}

/** Stands in for a screen that is not built yet: its title as the page heading and a 'coming soon' line. */
export function PlaceholderPage({ title }: PlaceholderPageProps) {
  return (
    <Stack gap="xs">
      <Title order={1}>{t(title)}</Title>
      <Text c="dimmed">{webMessages.comingSoon}</Text>
    </Stack>
  );
}

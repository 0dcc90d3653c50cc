import { Stack, Text, Title } from '@mantine/core';
import { formatMatchDate } from './match-date';
import { t } from '../../i18n/i18n';

interface MatchHeadingProps {
  title: string;
  /** Shown once the match is known. */
  match: { opponent: string; date: string } | null;
}

/** A lineup screen's title with the opposition and the match date under it. */
export function MatchHeading({ title, match }: MatchHeadingProps) {
  return (
    <Stack gap={4}>
      <Title order={1}>{title}</Title>
      {match && (
        <Text size="lg" c="dimmed">
          {t('vs')} <strong>{match.opponent}</strong> · {formatMatchDate(match.date)}
        </Text>
      )}
    </Stack>
  );
}

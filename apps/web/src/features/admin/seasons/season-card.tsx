import { Group, Stack, Text } from '@mantine/core';
import type { Season } from '@touchline/domain';
import { t } from '../../../i18n/i18n';
import { SeasonStatus } from './season-status';

/** A season on a narrow screen: name with its status, then the dates. */
export function SeasonCard({ season }: { season: Season }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>{season.name}</Text>
        <SeasonStatus season={season} />
      </Group>
      <Text size="sm">
        <Text span fw={600} size="sm">
          {t('Start Date')}:
        </Text>{' '}
        {season.start_date}
      </Text>
      <Text size="sm">
        <Text span fw={600} size="sm">
          {t('End Date')}:
        </Text>{' '}
        {season.end_date}
      </Text>
    </Stack>
  );
}

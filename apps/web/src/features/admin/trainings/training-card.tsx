import { Group, Stack, Text } from '@mantine/core';
import type { Training } from '@touchline/domain';
import { hhmm } from '@touchline/domain';
import { readableDate } from './training-texts';

/** A session under 768 px: date and times on top, then venue, team and notes. */
export function TrainingCard({ training }: { training: Training }) {
  return (
    <Stack gap={2}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>{readableDate(training.date)}</Text>
        <Text size="sm">
          {hhmm(training.start_time)}–{hhmm(training.end_time)}
        </Text>
      </Group>
      <Text size="sm">{training.venue}</Text>
      <Text size="sm" c="dimmed">
        {training.team_name}
      </Text>
      {training.notes && (
        <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {training.notes}
        </Text>
      )}
    </Stack>
  );
}

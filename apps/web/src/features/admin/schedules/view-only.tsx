import { Text } from '@mantine/core';
import { scheduleTexts } from './schedule-texts';

/** Another team's fixture or session: no actions, and said so where they would be. */
export function ViewOnly() {
  return (
    <Text component="span" size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {scheduleTexts.viewOnly}
    </Text>
  );
}

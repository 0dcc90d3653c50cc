import { Group, Paper, Text } from '@mantine/core';
import type { PositionPlayer } from './droppable-position';

/** The player under the pointer while dragging: shirt number and name. */
export function PlayerChip({ player }: { player: PositionPlayer }) {
  return (
    <Paper shadow="md" radius="xl" px="sm" py={6} withBorder style={{ cursor: 'grabbing', width: 'max-content' }}>
      <Group gap="xs" wrap="nowrap">
        <Text fw={700} c="teal.9" miw={20} ta="center">
          {player.shirt_number}
        </Text>
        <Text fw={600}>{player.player_name}</Text>
      </Group>
    </Paper>
  );
}

import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { PlayerTargetsRow } from '@touchline/domain';
import type { TargetKey } from '../../widgets/targets/target-fields';
import { targetDefinitions } from '../../widgets/targets/target-fields';
import { TargetRing } from '../../widgets/targets/target-ring';
import { t } from '../../i18n/i18n';

interface TargetsCardsProps {
  rows: PlayerTargetsRow[];
  onEdit: (row: PlayerTargetsRow, target: TargetKey) => void;
}

/** Narrow screens: one card per player with the five targets in a grid. */
export function TargetsCards({ rows, onEdit }: TargetsCardsProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Players')}>
      {rows.map((row) => (
        <Paper component="li" key={row.player_id} withBorder radius="md" p="sm">
          <Text fw={600}>{row.player_name}</Text>
          {row.player_short_name && (
            <Text size="sm" c="dimmed">
              {row.player_short_name}
            </Text>
          )}
          <SimpleGrid cols={3} spacing="xs" verticalSpacing="sm" mt="xs">
            {targetDefinitions.map((d) => (
              <Stack key={d.key} gap={4} align="center" justify="flex-start">
                <Text size="xs" fw={600} ta="center" lh={1.3} mih={32}>
                  {d.label}
                </Text>
                <TargetRing
                  label={d.label}
                  playerName={row.player_name}
                  item={row.progress[d.progressKey]}
                  percent={d.percent}
                  onEdit={() => onEdit(row, d.key)}
                  size={56}
                />
              </Stack>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

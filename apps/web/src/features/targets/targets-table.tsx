import { Table, Text } from '@mantine/core';
import type { PlayerTargetsRow } from '@touchline/domain';
import type { TargetKey } from '../../widgets/targets/target-fields';
import { targetDefinitions } from '../../widgets/targets/target-fields';
import { TargetRing } from '../../widgets/targets/target-ring';
import { ScrollTable } from '../../ui/scroll-table';
import { t } from '../../i18n/i18n';

interface TargetsTableProps {
  rows: PlayerTargetsRow[];
  onEdit: (row: PlayerTargetsRow, target: TargetKey) => void;
}

/** Desktop: Player (name plus short name), then one progress ring or plus button per target. */
export function TargetsTable({ rows, onEdit }: TargetsTableProps) {
  return (
    <ScrollTable minWidth={760} label={t('Player targets')}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('Player')}</Table.Th>
            {targetDefinitions.map((d) => (
              <Table.Th key={d.key} ta="center">
                {d.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.player_id}>
              <Table.Td>
                <Text fw={600}>{row.player_name}</Text>
                {row.player_short_name && (
                  <Text size="sm" c="dimmed">
                    {row.player_short_name}
                  </Text>
                )}
              </Table.Td>
              {targetDefinitions.map((d) => (
                <Table.Td key={d.key}>
                  <div style={{ display: 'flex', justifyContent: 'center' }}>
                    <TargetRing
                      label={d.label}
                      playerName={row.player_name}
                      item={row.progress[d.progressKey]}
                      percent={d.percent}
                      onEdit={() => onEdit(row, d.key)}
                    />
                  </div>
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

import { Badge, Table, Text } from '@mantine/core';
import { useIsMobile } from '../../ui/use-is-mobile';
import type { AttendanceKind, AttendanceLine } from './attendance-logic';
import { reportColours } from './attendance-logic';
import { t } from '../../i18n/i18n';

interface AttendanceTableProps {
  kind: AttendanceKind;
  lines: AttendanceLine[];
}

function Count({ value, highlighted }: { value: number; highlighted: boolean }) {
  return highlighted ? (
    <Badge variant="light" color="red" radius="sm" size="lg" data-highlighted>
      {value}
    </Badge>
  ) : (
    <Text span size="sm">
      {value}
    </Text>
  );
}

/**
 * Attendance per player: missed (highlighted above the spec's limit), longest streak, attended, rate by colour.
 * Narrow screens drop 'Attended' and use short headings.
 */
export function AttendanceTable({ kind, lines }: AttendanceTableProps) {
  const isMobile = useIsMobile();
  const missed = kind === 'training' ? t('Sessions missed') : t('Matches missed');
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing={isMobile ? 6 : 'sm'}
      fz={isMobile ? 'sm' : undefined}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Player')}</Table.Th>
          <Table.Th ta="right">{isMobile ? t('Missed') : missed}</Table.Th>
          <Table.Th ta="right">{isMobile ? t('In a row') : t('Consecutive missed')}</Table.Th>
          {!isMobile && <Table.Th ta="right">{t('Attended')}</Table.Th>}
          <Table.Th ta="right">{isMobile ? t('Rate') : t('Attendance rate')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.player_id}>
            <Table.Td>{l.player_name}</Table.Td>
            <Table.Td ta="right">
              <Count value={l.missed} highlighted={l.missedHighlighted} />
            </Table.Td>
            <Table.Td ta="right">
              <Count value={l.consecutive} highlighted={l.consecutiveHighlighted} />
            </Table.Td>
            {!isMobile && (
              <Table.Td ta="right">
                {t('{count} of {total}', { count: String(l.total - l.missed), total: String(l.total) })}
              </Table.Td>
            )}
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap', width: '1%' }}>
              <Badge
                variant="light"
                color={reportColours[l.rateColour]}
                size={isMobile ? 'md' : 'lg'}
                radius="sm"
                tt="none"
                styles={{ label: { overflow: 'visible' } }}
              >
                {l.rate.toFixed(1)}%
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

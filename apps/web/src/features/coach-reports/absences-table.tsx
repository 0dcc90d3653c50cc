import { Badge, Table, Text } from '@mantine/core';
import { absenceColour } from '@touchline/domain';
import { longDate, shortDate } from '../../widgets/match/match-dates';
import { useIsMobile } from '../../ui/use-is-mobile';
import type { AbsenceLine } from './absences-report';
import { reportColours } from './attendance-logic';
import { t } from '../../i18n/i18n';

interface AbsencesTableProps {
  kind: 'training' | 'match';
  lines: AbsenceLine[];
}

/** One row per past session or match: when, where or against whom, the team, the absence count by colour and who. */
export function AbsencesTable({ kind, lines }: AbsencesTableProps) {
  const isMobile = useIsMobile();
  const place = kind === 'training' ? t('Venue') : t('Opponent');
  return (
    <Table striped verticalSpacing="xs" horizontalSpacing={isMobile ? 6 : 'sm'} fz={isMobile ? 'sm' : undefined}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{isMobile ? (kind === 'training' ? t('Session') : t('Match')) : t('Date')}</Table.Th>
          {!isMobile && <Table.Th>{place}</Table.Th>}
          {!isMobile && <Table.Th>{t('Team')}</Table.Th>}
          <Table.Th ta="center">{t('Absent')}</Table.Th>
          <Table.Th>{t('Absent players')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((l) => (
          <Table.Tr key={l.id}>
            {isMobile ? (
              <Table.Td>
                <Text size="sm" fw={500} style={{ whiteSpace: 'nowrap' }}>
                  {shortDate(l.date)}
                </Text>
                <Text size="xs" c="dimmed">
                  {l.label} · {l.team_name}
                </Text>
              </Table.Td>
            ) : (
              <>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{longDate(l.date)}</Table.Td>
                <Table.Td>{l.label}</Table.Td>
                <Table.Td>{l.team_name}</Table.Td>
              </>
            )}
            <Table.Td ta="center">
              <Badge variant="light" color={reportColours[absenceColour(l.num_absent)]} size="lg" radius="sm">
                {l.num_absent}
              </Badge>
            </Table.Td>
            <Table.Td>
              {l.absent_players.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('None')}
                </Text>
              ) : (
                <Text size="sm">{l.absent_players.map((p) => p.player_short_name ?? p.player_name).join(', ')}</Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

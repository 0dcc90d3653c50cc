import { Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import type { PlayingTimeReport } from '@touchline/domain';
import { useIsMobile } from '../../ui/use-is-mobile';
import { reportTexts } from './report-kinds';
import { t } from '../../i18n/i18n';

/** Minutes, share and the team's average share per player; narrow screens fold team and average into other cells. */
export function PlayingTimeTable({ players }: { players: PlayingTimeReport['players'] }) {
  const isMobile = useIsMobile();
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
          {!isMobile && <Table.Th>{t('Team')}</Table.Th>}
          {!isMobile && <Table.Th ta="right">{t('Matches')}</Table.Th>}
          <Table.Th ta="right">{t('Minutes')}</Table.Th>
          <Table.Th ta="right">{t('Share')}</Table.Th>
          {!isMobile && <Table.Th ta="right">{t('Team average')}</Table.Th>}
          <Table.Th>{isMobile ? <VisuallyHidden>{t('Fair share')}</VisuallyHidden> : t('Fair share')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {players.map((p) => (
          <Table.Tr key={p.player_id}>
            <Table.Td>
              {p.player_name}
              {isMobile && (
                <Text size="xs" c="dimmed">
                  {p.team_name}
                </Text>
              )}
            </Table.Td>
            {!isMobile && <Table.Td>{p.team_name}</Table.Td>}
            {!isMobile && <Table.Td ta="right">{p.matches_played}</Table.Td>}
            <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
              {t('{count} of {total}', { count: String(p.minutes_played), total: String(p.available_minutes) })}
            </Table.Td>
            <Table.Td ta="right">
              {p.share.toFixed(1)}%
              {isMobile && (
                <Text size="xs" c="dimmed">
                  {t('avg {share}%', { share: p.team_average_share.toFixed(1) })}
                </Text>
              )}
            </Table.Td>
            {!isMobile && <Table.Td ta="right">{p.team_average_share.toFixed(1)}%</Table.Td>}
            <Table.Td>
              {p.below_fair_share && (
                <Badge
                  color="red"
                  variant="light"
                  radius="sm"
                  tt="none"
                  styles={{
                    root: { height: 'auto', paddingBlock: 2 },
                    label: { whiteSpace: 'normal', overflow: 'visible', textAlign: 'center', lineHeight: 1.3 },
                  }}
                >
                  {reportTexts.belowFairShare}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

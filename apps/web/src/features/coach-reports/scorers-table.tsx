import { Table, Text, UnstyledButton } from '@mantine/core';
import type { RankedScorer, ScorerSort } from '@touchline/domain';
import { useIsMobile } from '../../ui/use-is-mobile';
import type { ScorerOrder } from './scorers-logic';
import { t, tc } from '../../i18n/i18n';

interface ScorersTableProps {
  rows: RankedScorer[];
  order: ScorerOrder;
  onSort: (sort: ScorerSort) => void;
}

/** Column headings; narrow screens show the short ones (the full one stays the button's name). */
const columns = (): { sort: ScorerSort; label: string; short: string }[] => [
  { sort: 'player_name', label: t('Player'), short: t('Player') },
  { sort: 'goals', label: t('Goals'), short: t('Goals') },
  { sort: 'assists', label: t('Assists'), short: t('Assists') },
  { sort: 'total_contributions', label: t('Total contributions'), short: t('Total') },
  { sort: 'goals_per_match', label: t('Goals per match'), short: t('Per match') },
];

/** A medal's name (the data is 'gold', 'silver' or 'bronze'). */
const medalName = (medal: keyof typeof medalColours): string =>
  medal === 'gold' ? tc('medal', 'gold') : medal === 'silver' ? tc('medal', 'silver') : tc('medal', 'bronze');

const medalColours = { gold: '#d4a017', silver: '#9aa0a6', bronze: '#b0652b' } as const;

function Rank({ row }: { row: RankedScorer }) {
  if (!row.medal) return <Text span>{row.rank}</Text>;
  return (
    <span
      title={medalName(row.medal)}
      aria-label={`${row.rank} (${medalName(row.medal)})`}
      role="img"
      data-medal={row.medal}
      style={{
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        width: 28,
        height: 28,
        borderRadius: '50%',
        background: medalColours[row.medal],
        color: '#1a1b1e',
        fontWeight: 700,
      }}
    >
      {row.rank}
    </span>
  );
}

/** Ranked scorers (gold, silver, bronze for the top 3), sortable by every column but the rank. */
export function ScorersTable({ rows, order, onSort }: ScorersTableProps) {
  const isMobile = useIsMobile();
  return (
    <Table
      striped
      highlightOnHover
      verticalSpacing="xs"
      horizontalSpacing={isMobile ? 4 : 'sm'}
      fz={isMobile ? 'sm' : undefined}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{isMobile ? '#' : t('Rank')}</Table.Th>
          {columns().map((c) => {
            const active = order.sort === c.sort;
            return (
              <Table.Th
                key={c.sort}
                ta={c.sort === 'player_name' ? 'left' : 'right'}
                aria-sort={active ? (order.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <UnstyledButton onClick={() => onSort(c.sort)} fw={700} fz="sm" aria-label={c.label}>
                  {isMobile ? c.short : c.label}
                  <span aria-hidden> {active ? (order.direction === 'asc' ? '▲' : '▼') : '↕'}</span>
                </UnstyledButton>
              </Table.Th>
            );
          })}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((r) => (
          <Table.Tr key={r.player_id}>
            <Table.Td>
              <Rank row={r} />
            </Table.Td>
            <Table.Td>{r.player_name}</Table.Td>
            <Table.Td ta="right">{r.goals}</Table.Td>
            <Table.Td ta="right">{r.assists}</Table.Td>
            <Table.Td ta="right" fw={700}>
              {r.total_contributions}
            </Table.Td>
            <Table.Td ta="right">{r.goals_per_match.toFixed(2)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

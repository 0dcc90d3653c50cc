import { useMemo, useState } from 'react';
import { Group, NativeSelect, Paper, Table, Text, Title, UnstyledButton } from '@mantine/core';
import type { PlayerStatistics } from '@touchline/domain';
import { msg } from '@touchline/domain';
import { seasonsApi } from '../../api/seasons';
import { useTeamStatistics } from '../../api/statistics';
import { DownloadCsvButton } from '../../ui/csv/download-csv-button';
import { ErrorBanner } from '../../ui/error-banner';
import { LoadingText } from '../../ui/loading-text';
import { statisticsTexts } from './statistics-texts';
import { teamStatsCsvColumns } from './team-statistics-csv';
import type { TeamStatsSort, TeamStatsSortKey } from './team-statistics-sort';
import { DEFAULT_TEAM_STATS_SORT, nextSort, shareOf, sortTeamStats } from './team-statistics-sort';
import { ScrollTable } from '../../ui/scroll-table';
import { t } from '../../i18n/i18n';

export interface TeamOption {
  team_id: number;
  team_name: string;
}

const columns: {
  key: TeamStatsSortKey;
  /** A message (msg): shown through t(). */
  label: string;
  numeric: boolean;
  value: (s: PlayerStatistics) => string | number;
}[] = [
  { key: 'name', label: msg('Player'), numeric: false, value: (s) => s.player_name },
  { key: 'shirt', label: msg('No.'), numeric: true, value: (s) => s.shirt_number },
  { key: 'started', label: msg('Started'), numeric: true, value: (s) => s.games_started },
  { key: 'goals', label: msg('Goals'), numeric: true, value: (s) => s.goals },
  { key: 'yellow', label: msg('Yellow'), numeric: true, value: (s) => s.yellow_cards },
  { key: 'red', label: msg('Red'), numeric: true, value: (s) => s.red_cards },
  { key: 'missed', label: msg('Missed'), numeric: true, value: (s) => s.matches_missed },
  { key: 'minutes', label: msg('Minutes'), numeric: true, value: (s) => s.minutes_played },
  {
    key: 'share',
    label: msg('Share'),
    numeric: true,
    value: (s) => (s.available_minutes > 0 ? `${shareOf(s)}%` : '–'),
  },
];

const ariaSort = (sort: TeamStatsSort, key: TeamStatsSortKey) =>
  sort.key !== key ? 'none' : sort.direction === 'asc' ? 'ascending' : 'descending';
const arrow = (sort: TeamStatsSort, key: TeamStatsSortKey) =>
  sort.key !== key ? '' : sort.direction === 'asc' ? ' ▲' : ' ▼';
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function StatsTable({
  rows,
  sort,
  onSort,
}: {
  rows: PlayerStatistics[];
  sort: TeamStatsSort;
  onSort: (key: TeamStatsSortKey) => void;
}) {
  return (
    <ScrollTable minWidth={640} label={t('Team player statistics')}>
      <Table striped highlightOnHover verticalSpacing={6} aria-label={t('Team player statistics')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.key} aria-sort={ariaSort(sort, c.key)} ta={c.numeric ? 'right' : 'left'}>
                <UnstyledButton onClick={() => onSort(c.key)} fw={700} fz="sm">
                  {t(c.label)}
                  <span aria-hidden>{arrow(sort, c.key)}</span>
                </UnstyledButton>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((s) => (
            <Table.Tr key={s.player_id}>
              {columns.map((c) => (
                <Table.Td key={c.key} ta={c.numeric ? 'right' : 'left'}>
                  {c.value(s)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

/**
 * Spec §2 team player statistics table (coach): sortable on every column, ascending or descending (default player
 * name ascending), with minutes played and share of available minutes, a team chooser, an earlier season's figures
 * as they were played (#34) and 'Download CSV'.
 */
export function TeamStatisticsTable({ teams }: { teams: readonly TeamOption[] }) {
  const [chosenTeam, setChosenTeam] = useState<number | null>(null);
  const teamId = chosenTeam ?? teams[0]?.team_id ?? null;
  const team = teams.find((t) => t.team_id === teamId);
  const [seasonId, setSeasonId] = useState<number | null>(null);
  const seasons = seasonsApi.useList();
  const earlier = (seasons.data ?? []).filter((s) => !s.is_current);
  const stats = useTeamStatistics(teamId, seasonId);
  const [sort, setSort] = useState<TeamStatsSort>(DEFAULT_TEAM_STATS_SORT);
  const rows = useMemo(() => sortTeamStats(stats.data ?? [], sort), [stats.data, sort]);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('Player statistics')}>
      <Group justify="space-between" mb="sm" gap="sm">
        <Title order={2} size="h4">
          {t('Player Statistics')}
        </Title>
        <Group gap="sm">
          {teams.length > 1 && (
            <NativeSelect
              label={t('Team')}
              size="sm"
              w={220}
              data={teams.map((t) => ({ value: String(t.team_id), label: t.team_name }))}
              value={teamId === null ? '' : String(teamId)}
              onChange={(event) => setChosenTeam(Number(event.currentTarget.value))}
            />
          )}
          {earlier.length > 0 && (
            <NativeSelect
              label={t('Season')}
              size="sm"
              w={180}
              data={[
                { value: '', label: t('This season') },
                ...earlier.map((s) => ({ value: String(s.season_id), label: s.name })),
              ]}
              value={seasonId === null ? '' : String(seasonId)}
              onChange={(event) => setSeasonId(event.currentTarget.value ? Number(event.currentTarget.value) : null)}
            />
          )}
          <DownloadCsvButton
            fileBase={`player-statistics-${slug(team?.team_name ?? 'team')}`}
            columns={teamStatsCsvColumns}
            rows={rows}
            disabled={rows.length === 0}
          />
        </Group>
      </Group>
      {teamId === null ? (
        <Text c="dimmed">{statisticsTexts.noPlayerData}</Text>
      ) : stats.error ? (
        <ErrorBanner message={stats.error.message} />
      ) : stats.isPending ? (
        <LoadingText />
      ) : rows.length === 0 ? (
        <Text c="dimmed">{statisticsTexts.noPlayerStatistics}</Text>
      ) : (
        <StatsTable rows={rows} sort={sort} onSort={(key) => setSort((current) => nextSort(current, key))} />
      )}
    </Paper>
  );
}

import { useState } from 'react';
import { Stack, Text } from '@mantine/core';
import type { RankedScorer, TopScorersReport as Report } from '@touchline/domain';
import type { CsvColumn } from '../../ui/csv/csv';
import { DownloadCsvButton } from '../../ui/csv/download-csv-button';
import { reportTexts } from './report-kinds';
import { ReportPanel } from './report-panel';
import type { ScorerOrder } from './scorers-logic';
import { nextOrder, rankedScorers } from './scorers-logic';
import { ScorersTable } from './scorers-table';
import { t } from '../../i18n/i18n';

const csvColumns: CsvColumn<RankedScorer>[] = [
  { header: 'player_id', value: (r) => r.player_id },
  { header: 'player_name', value: (r) => r.player_name },
  { header: 'rank', value: (r) => r.rank },
  { header: 'goals', value: (r) => r.goals },
  { header: 'assists', value: (r) => r.assists },
  { header: 'total_contributions', value: (r) => r.total_contributions },
  { header: 'goals_per_match', value: (r) => r.goals_per_match },
];

/**
 * Top scorers: total contributions (goals + assists) descending by default, goals per match of the player's team's
 * played matches; without a current season 'No scoring data…', with no goal or assist yet the spec's hint.
 */
export function TopScorersReport({ report, title }: { report: Report; title: string }) {
  const [order, setOrder] = useState<ScorerOrder>({ sort: 'total_contributions', direction: 'desc' });
  const rows = rankedScorers(report, order);
  return (
    <ReportPanel
      title={title}
      summary={
        report.season_name
          ? `${report.season_name} · ${t('{count} matches played', { count: report.matches_played })}`
          : undefined
      }
      fullScreen
      controls={<DownloadCsvButton fileBase="top-scorers" columns={csvColumns} rows={rows} />}
    >
      {report.season_name === null ? (
        <Text c="dimmed">{reportTexts.noScoringData}</Text>
      ) : rows.length === 0 ? (
        <Stack gap={4}>
          <Text fw={600}>{reportTexts.noGoals}</Text>
          <Text c="dimmed" size="sm">
            {reportTexts.noGoalsHint}
          </Text>
        </Stack>
      ) : (
        <ScorersTable rows={rows} order={order} onSort={(sort) => setOrder((current) => nextOrder(current, sort))} />
      )}
    </ReportPanel>
  );
}

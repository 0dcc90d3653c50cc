import { Text } from '@mantine/core';
import type { PlayingTimeReport as Report } from '@touchline/domain';
import { FAIR_SHARE_RATIO } from '@touchline/domain';
import type { CsvColumn } from '../../ui/csv/csv';
import { DownloadCsvButton } from '../../ui/csv/download-csv-button';
import { reportTexts } from './report-kinds';
import { PlayingTimeTable } from './playing-time-table';
import { ReportPanel } from './report-panel';
import { t } from '../../i18n/i18n';

type Row = Report['players'][number];

const csvColumns: CsvColumn<Row>[] = [
  { header: 'player_id', value: (r) => r.player_id },
  { header: 'player_name', value: (r) => r.player_name },
  { header: 'team_id', value: (r) => r.team_id },
  { header: 'team_name', value: (r) => r.team_name },
  { header: 'matches_played', value: (r) => r.matches_played },
  { header: 'minutes_played', value: (r) => r.minutes_played },
  { header: 'available_minutes', value: (r) => r.available_minutes },
  { header: 'share', value: (r) => r.share },
  { header: 'team_average_share', value: (r) => r.team_average_share },
  { header: 'below_fair_share', value: (r) => r.below_fair_share },
];

/**
 * Playing time: minutes and share of the team's available minutes; players below 75 % of the team average are flagged.
 */
export function PlayingTimeReport({ report, title }: { report: Report; title: string }) {
  const flagged = report.players.filter((p) => p.below_fair_share).length;
  return (
    <ReportPanel
      title={title}
      summary={
        `${report.season_name ? `${report.season_name} · ` : ''}` +
        t("Flagged below {percent}% of the team's average share: {flagged}", {
          percent: String(FAIR_SHARE_RATIO * 100),
          flagged: String(flagged),
        })
      }
      controls={<DownloadCsvButton fileBase="playing-time" columns={csvColumns} rows={report.players} />}
    >
      {report.players.length === 0 ? (
        <Text c="dimmed">{reportTexts.noPlayingTime}</Text>
      ) : (
        <PlayingTimeTable players={report.players} />
      )}
    </ReportPanel>
  );
}

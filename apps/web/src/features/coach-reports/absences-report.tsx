import { Text } from '@mantine/core';
import type { CsvColumn } from '../../ui/csv/csv';
import { DownloadCsvButton } from '../../ui/csv/download-csv-button';
import { AbsencesTable } from './absences-table';
import { ReportPanel } from './report-panel';

/** One past session or match with who was absent. */
export interface AbsenceLine {
  id: number;
  date: string;
  /** The venue of a session, the opponent of a match. */
  label: string;
  team_name: string;
  num_absent: number;
  absent_players: { player_id: number; player_name: string; player_short_name: string | null }[];
}

interface AbsencesReportProps {
  kind: 'training' | 'match';
  title: string;
  seasonName: string | null;
  lines: AbsenceLine[];
  emptyText: string;
}

function csvColumns(kind: 'training' | 'match'): CsvColumn<AbsenceLine>[] {
  return [
    { header: kind === 'training' ? 'session_id' : 'match_id', value: (l) => l.id },
    { header: 'date', value: (l) => l.date },
    { header: kind === 'training' ? 'venue' : 'opponent', value: (l) => l.label },
    { header: 'team_name', value: (l) => l.team_name },
    { header: 'num_absent', value: (l) => l.num_absent },
    { header: 'absent_player_ids', value: (l) => l.absent_players.map((p) => p.player_id).join(';') },
    { header: 'absent_players', value: (l) => l.absent_players.map((p) => p.player_name).join('; ') },
  ];
}

/** Training or match absences: each past session or match, newest first, with its absence count by colour and names. */
export function AbsencesReport({ kind, title, seasonName, lines, emptyText }: AbsencesReportProps) {
  return (
    <ReportPanel
      title={title}
      summary={seasonName ?? undefined}
      controls={
        <DownloadCsvButton
          fileBase={kind === 'training' ? 'training-absences' : 'match-absences'}
          columns={csvColumns(kind)}
          rows={lines}
        />
      }
    >
      {lines.length === 0 ? <Text c="dimmed">{emptyText}</Text> : <AbsencesTable kind={kind} lines={lines} />}
    </ReportPanel>
  );
}

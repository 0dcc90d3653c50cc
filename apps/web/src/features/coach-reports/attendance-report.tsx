import { useState } from 'react';
import { Switch, Text } from '@mantine/core';
import { DownloadCsvButton } from '../../ui/csv/download-csv-button';
import type { CsvColumn } from '../../ui/csv/csv';
import type { AttendanceKind, AttendanceLine } from './attendance-logic';
import { sortAttendance } from './attendance-logic';
import { AttendanceTable } from './attendance-table';
import { reportTexts } from './report-kinds';
import { ReportPanel } from './report-panel';
import { t } from '../../i18n/i18n';

interface AttendanceReportProps {
  kind: AttendanceKind;
  title: string;
  seasonName: string | null;
  /** Past sessions or matches in the report. */
  total: number;
  lines: AttendanceLine[];
}

function csvColumns(kind: AttendanceKind): CsvColumn<AttendanceLine>[] {
  const unit = kind === 'training' ? 'sessions' : 'matches';
  return [
    { header: 'player_id', value: (l) => l.player_id },
    { header: 'player_name', value: (l) => l.player_name },
    { header: `total_${unit}`, value: (l) => l.total },
    { header: `${unit}_missed`, value: (l) => l.missed },
    { header: 'consecutive_missed', value: (l) => l.consecutive },
    { header: 'attendance_rate', value: (l) => l.rate },
  ];
}

/** Training or match attendance: sort-by-rate toggle, full screen, CSV; the spec's empty text when there is nothing. */
export function AttendanceReport({ kind, title, seasonName, total, lines }: AttendanceReportProps) {
  const [byRate, setByRate] = useState(false);
  const empty = lines.length === 0 || total === 0;
  const shown = sortAttendance(lines, byRate);
  const past =
    kind === 'training'
      ? t('{count} past training sessions', { count: total })
      : t('{count} past matches', { count: total });
  return (
    <ReportPanel
      title={title}
      summary={seasonName ? `${seasonName} · ${past}` : undefined}
      fullScreen
      controls={
        <>
          <Switch
            label={reportTexts.sortByRate}
            checked={byRate}
            onChange={(event) => setByRate(event.currentTarget.checked)}
          />
          <DownloadCsvButton fileBase={`${kind}-attendance`} columns={csvColumns(kind)} rows={empty ? [] : shown} />
        </>
      }
    >
      {empty ? (
        <Text c="dimmed">{kind === 'training' ? reportTexts.noTrainingAttendance : reportTexts.noMatchAttendance}</Text>
      ) : (
        <AttendanceTable kind={kind} lines={shown} />
      )}
    </ReportPanel>
  );
}

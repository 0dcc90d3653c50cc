import type { TaggedReport } from '../../api/reports';
import type { ReportKind } from '../../api/reports';
import { tagReport, useReport } from '../../api/reports';
import { AbsencesReport } from './absences-report';
import { matchLines, trainingLines } from './attendance-logic';
import { AttendanceReport } from './attendance-report';
import { PlayingTimeReport } from './playing-time-report';
import { reportLabel, reportTexts } from './report-kinds';
import { ReportQueryState } from './report-query-state';
import { TopScorersReport } from './top-scorers-report';

function ReportContent({ report }: { report: TaggedReport }) {
  const title = reportLabel(report.kind);
  switch (report.kind) {
    case 'training-attendance':
      return (
        <AttendanceReport
          kind="training"
          title={title}
          seasonName={report.data.season_name}
          total={report.data.total_sessions}
          lines={trainingLines(report.data)}
        />
      );
    case 'match-attendance':
      return (
        <AttendanceReport
          kind="match"
          title={title}
          seasonName={report.data.season_name}
          total={report.data.total_matches}
          lines={matchLines(report.data)}
        />
      );
    case 'training-session-absences':
      return (
        <AbsencesReport
          kind="training"
          title={title}
          seasonName={report.data.season_name}
          emptyText={reportTexts.noTrainingSessions}
          lines={report.data.sessions.map(({ session_id, venue, ...rest }) => ({
            ...rest,
            id: session_id,
            label: venue,
          }))}
        />
      );
    case 'match-absences':
      return (
        <AbsencesReport
          kind="match"
          title={title}
          seasonName={report.data.season_name}
          emptyText={reportTexts.noMatches}
          lines={report.data.matches.map(({ match_id, opponent, ...rest }) => ({
            ...rest,
            id: match_id,
            label: opponent,
          }))}
        />
      );
    case 'top-scorers':
      return <TopScorersReport report={report.data} title={title} />;
    case 'playing-time':
      return <PlayingTimeReport report={report.data} title={title} />;
  }
}

/** The chosen report for the current season (optionally one team), with its loading and error states. */
export function ReportView({ kind, teamId }: { kind: ReportKind; teamId: number | null }) {
  const query = useReport(kind, teamId);
  return (
    <ReportQueryState
      query={query}
      defaultError={kind === 'match-absences' ? reportTexts.matchAbsencesFailed : undefined}
    >
      {(data) => <ReportContent report={tagReport(kind, data)} />}
    </ReportQueryState>
  );
}

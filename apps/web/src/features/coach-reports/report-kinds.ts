import type { ReportKind } from '../../api/reports';

/** The 'Select Report Type' options in the spec's order, with Playing Time last. Training Attendance is the default. */
export const reportOptions: readonly { value: ReportKind; label: string }[] = [
  { value: 'training-attendance', label: 'Training Attendance' },
  { value: 'training-session-absences', label: 'Training Absences' },
  { value: 'match-attendance', label: 'Match Attendance' },
  { value: 'match-absences', label: 'Match Absences' },
  { value: 'top-scorers', label: 'Top Scorers' },
  { value: 'playing-time', label: 'Playing Time' },
];

export const DEFAULT_REPORT: ReportKind = 'training-attendance';

export function reportLabel(kind: ReportKind): string {
  return reportOptions.find((o) => o.value === kind)?.label ?? kind;
}

export function isReportKind(value: string | null): value is ReportKind {
  return reportOptions.some((o) => o.value === value);
}

/** The reports' own texts (spec §8). */
export const reportTexts = {
  error: (message: string) => `Error: ${message}`,
  noTrainingAttendance: 'No training attendance data available.',
  noMatchAttendance: 'No match attendance data available.',
  noScoringData: 'No scoring data available for this season.',
  noTrainingSessions: 'No past training sessions found for the current season.',
  noMatches: 'No past matches found for the current season.',
  noGoals: 'No goals or assists recorded yet',
  noGoalsHint: 'Goals and assists will appear here once matches are played and events are recorded.',
  matchAbsencesFailed: 'Failed to load match absences',
  noPlayingTime: 'No playing time data available.',
  belowFairShare: 'Below fair share',
  fullScreen: 'Full screen',
  exitFullScreen: 'Exit full screen',
  sortByRate: 'Sort by attendance rate',
} as const;

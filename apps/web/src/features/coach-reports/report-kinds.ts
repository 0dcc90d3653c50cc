import type { ReportKind } from '../../api/reports';
import { t } from '../../i18n/i18n';

/** The 'Select Report Type' options in the spec's order, with Playing Time last. Training Attendance is the default. */
export const reportOptions: readonly { value: ReportKind; label: string }[] = [
  {
    value: 'training-attendance',
    get label() {
      return t('Training Attendance');
    },
  },
  {
    value: 'training-session-absences',
    get label() {
      return t('Training Absences');
    },
  },
  {
    value: 'match-attendance',
    get label() {
      return t('Match Attendance');
    },
  },
  {
    value: 'match-absences',
    get label() {
      return t('Match Absences');
    },
  },
  {
    value: 'top-scorers',
    get label() {
      return t('Top Scorers');
    },
  },
  {
    value: 'playing-time',
    get label() {
      return t('Playing Time');
    },
  },
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
  error: (message: string) => t('Error: {message}', { message }),
  get noTrainingAttendance() {
    return t('No training attendance data available.');
  },
  get noMatchAttendance() {
    return t('No match attendance data available.');
  },
  get noScoringData() {
    return t('No scoring data available for this season.');
  },
  get noTrainingSessions() {
    return t('No past training sessions found for the current season.');
  },
  get noMatches() {
    return t('No past matches found for the current season.');
  },
  get noGoals() {
    return t('No goals or assists recorded yet');
  },
  get noGoalsHint() {
    return t('Goals and assists will appear here once matches are played and events are recorded.');
  },
  get matchAbsencesFailed() {
    return t('Failed to load match absences');
  },
  get noPlayingTime() {
    return t('No playing time data available.');
  },
  get belowFairShare() {
    return t('Below fair share');
  },
  get fullScreen() {
    return t('Full screen');
  },
  get exitFullScreen() {
    return t('Exit full screen');
  },
  get sortByRate() {
    return t('Sort by attendance rate');
  },
};

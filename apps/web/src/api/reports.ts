import { useQuery } from '@tanstack/react-query';
import type { AnswerOf } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import type { CallOptions } from './http';
import { http } from './http';

/** Each coach report by its kind (its path under /coach-reports): the contract that reads it. */
const reportSources = {
  'training-attendance': contracts.coachReports.trainingAttendance,
  'training-session-absences': contracts.coachReports.trainingAbsences,
  'match-attendance': contracts.coachReports.matchAttendance,
  'match-absences': contracts.coachReports.matchAbsences,
  'top-scorers': contracts.coachReports.topScorers,
  'playing-time': contracts.coachReports.playingTime,
} as const;

export type ReportKind = keyof typeof reportSources;
export type ReportData<K extends ReportKind> = AnswerOf<(typeof reportSources)[K]>;

/** What every report takes: the team it narrows to, if any. */
type ReportQuery = { team_id?: number };
type ReportReaders = {
  [K in ReportKind]: (query: ReportQuery, options: CallOptions) => Promise<ReportData<K>>;
};

/** Each report's call, written out so each one's answer keeps its own type (a call on `reportSources[kind]` cannot). */
const readers: ReportReaders = {
  'training-attendance': (query, options) => http.call(reportSources['training-attendance'], { query }, options),
  'training-session-absences': (query, options) =>
    http.call(reportSources['training-session-absences'], { query }, options),
  'match-attendance': (query, options) => http.call(reportSources['match-attendance'], { query }, options),
  'match-absences': (query, options) => http.call(reportSources['match-absences'], { query }, options),
  'top-scorers': (query, options) => http.call(reportSources['top-scorers'], { query }, options),
  'playing-time': (query, options) => http.call(reportSources['playing-time'], { query }, options),
};

export const reportKeys = {
  all: ['coach-reports'] as const,
  report: (kind: ReportKind, teamId: number | null) => ['coach-reports', kind, teamId ?? 'all'] as const,
};

/** GET /coach-reports/{kind} (coach or admin), for the current season; `teamId` narrows it to one team. */
export function fetchReport<K extends ReportKind>(
  kind: K,
  teamId: number | null,
  signal?: AbortSignal,
): Promise<ReportData<K>> {
  return readers[kind](teamId === null ? {} : { team_id: teamId }, { signal });
}

export function useReport<K extends ReportKind>(kind: K, teamId: number | null = null) {
  return useQuery({
    queryKey: reportKeys.report(kind, teamId),
    queryFn: ({ signal }) => fetchReport(kind, teamId, signal),
  });
}

/** A report together with its kind, so a `switch` on `kind` narrows `data`. */
export type TaggedReport = { [K in ReportKind]: { kind: K; data: ReportData<K> } }[ReportKind];

export function tagReport(kind: ReportKind, data: ReportData<ReportKind>): TaggedReport {
  return { kind, data } as TaggedReport;
}

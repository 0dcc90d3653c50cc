import { useQuery } from '@tanstack/react-query';
import {
  matchAbsencesReport,
  matchAttendanceReport,
  playingTimeReport,
  topScorersReport,
  trainingAbsencesReport,
  trainingAttendanceReport,
} from '@touchline/domain';
import type { z } from 'zod';
import { http } from './http';

/** Each coach report: its path under /coach-reports and the schema of its answer. */
const reportSources = {
  'training-attendance': trainingAttendanceReport,
  'training-session-absences': trainingAbsencesReport,
  'match-attendance': matchAttendanceReport,
  'match-absences': matchAbsencesReport,
  'top-scorers': topScorersReport,
  'playing-time': playingTimeReport,
} as const;

export type ReportKind = keyof typeof reportSources;
export type ReportData<K extends ReportKind> = z.infer<(typeof reportSources)[K]>;

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
  const query = teamId === null ? '' : `?team_id=${teamId}`;
  return http.get(`/coach-reports/${kind}${query}`, {
    schema: reportSources[kind] as unknown as { parse(data: unknown): ReportData<K> },
    signal,
  });
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

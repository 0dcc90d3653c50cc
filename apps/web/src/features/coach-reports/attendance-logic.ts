import type { MatchAttendanceReport, ReportColour, TrainingAttendanceReport } from '@touchline/domain';
import {
  attendanceRate,
  consecutiveHighlighted,
  matchesMissedHighlighted,
  matchRateColour,
  sessionsMissedHighlighted,
  trainingRateColour,
} from '@touchline/domain';

export type AttendanceKind = 'training' | 'match';

/** One player's line of either attendance report, with the domain's rate, colour and highlights. */
export interface AttendanceLine {
  player_id: number;
  player_name: string;
  total: number;
  missed: number;
  consecutive: number;
  rate: number;
  rateColour: ReportColour;
  missedHighlighted: boolean;
  consecutiveHighlighted: boolean;
}

function line(
  kind: AttendanceKind,
  r: { player_id: number; player_name: string },
  total: number,
  missed: number,
  consecutive: number,
): AttendanceLine {
  const rate = attendanceRate(total, missed);
  return {
    player_id: r.player_id,
    player_name: r.player_name,
    total,
    missed,
    consecutive,
    rate,
    rateColour: kind === 'training' ? trainingRateColour(rate) : matchRateColour(rate),
    missedHighlighted: kind === 'training' ? sessionsMissedHighlighted(missed) : matchesMissedHighlighted(missed),
    consecutiveHighlighted: consecutiveHighlighted(consecutive),
  };
}

/** Each player's rate is of their own team's sessions (`total_sessions` per player). */
export function trainingLines(report: TrainingAttendanceReport): AttendanceLine[] {
  return report.attendance_data.map((r) =>
    line('training', r, r.total_sessions, r.sessions_missed, r.consecutive_sessions),
  );
}

export function matchLines(report: MatchAttendanceReport): AttendanceLine[] {
  return report.attendance_data.map((r) => line('match', r, r.total_matches, r.matches_missed, r.consecutive_missed));
}

/** As the server sent them (by name), or by attendance rate, lowest first (then by name). */
export function sortAttendance(lines: readonly AttendanceLine[], byRate: boolean): AttendanceLine[] {
  if (!byRate) return [...lines];
  return [...lines].sort((a, b) => a.rate - b.rate || a.player_name.localeCompare(b.player_name));
}

/** Mantine colours of the domain's report colours (light badges: dark text on a pale background). */
export const reportColours: Record<ReportColour, string> = { red: 'red', orange: 'orange', green: 'green' };

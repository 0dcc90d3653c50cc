import type { z } from 'zod';
import {
  matchAbsencesReport,
  matchAttendanceReport,
  playingTimeReport,
  reportQuery,
  topScorersReport,
  trainingAbsencesReport,
  trainingAttendanceReport,
} from '../schemas/reports';
import { contract } from './contract';

/** GET `/coach-reports/{kind}` (coach or admin): a report of the current season, optionally of one team (?team_id=). */
function reportContract<const P extends string, R extends z.ZodType>(kind: P, summary: string, response: R) {
  return contract({
    method: 'GET',
    path: `/coach-reports/${kind}`,
    access: 'coachOrAdmin',
    summary,
    query: reportQuery,
    response,
  });
}

export const coachReportContracts = {
  trainingAttendance: reportContract('training-attendance', 'Training attendance per player', trainingAttendanceReport),
  matchAttendance: reportContract('match-attendance', 'Match attendance per player', matchAttendanceReport),
  topScorers: reportContract('top-scorers', 'Goals and assists per player', topScorersReport),
  trainingAbsences: reportContract(
    'training-session-absences',
    'Absences per training session',
    trainingAbsencesReport,
  ),
  matchAbsences: reportContract('match-absences', 'Absences per match', matchAbsencesReport),
  playingTime: reportContract('playing-time', 'Minutes played per player', playingTimeReport),
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  matchAbsencesReport,
  playingTimeReport,
  matchAttendanceReport,
  reportQuery,
  topScorersReport,
  trainingAbsencesReport,
  trainingAttendanceReport,
} from '@touchline/domain';
import { playingTimeReport as loadPlayingTime } from '../queries/playing-time';
import { cachedRead } from '../plugins/read-cache';
import { matchAbsences, matchAttendance, topScorers, trainingAbsences, trainingAttendance } from '../queries/reports';

/**
 * The coach reports (the spec's five and Playing Time) for the current season, optionally for one team (?team_id=).
 * Coaches and admins.
 */
export const coachReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = <T>(response: T) => ({
    config: { access: 'coachOrAdmin' as const },
    schema: { querystring: reportQuery, response: { 200: response } },
  });
  app.get('/coach-reports/training-attendance', options(trainingAttendanceReport), async (request, reply) =>
    cachedRead(request, reply, () => trainingAttendance(app.db, request.query.team_id)),
  );
  app.get('/coach-reports/match-attendance', options(matchAttendanceReport), async (request, reply) =>
    cachedRead(request, reply, () => matchAttendance(app.db, request.query.team_id)),
  );
  app.get('/coach-reports/top-scorers', options(topScorersReport), async (request, reply) =>
    cachedRead(request, reply, () => topScorers(app.db, request.query.team_id)),
  );
  app.get('/coach-reports/training-session-absences', options(trainingAbsencesReport), async (request, reply) =>
    cachedRead(request, reply, () => trainingAbsences(app.db, request.query.team_id)),
  );
  app.get('/coach-reports/match-absences', options(matchAbsencesReport), async (request, reply) =>
    cachedRead(request, reply, () => matchAbsences(app.db, request.query.team_id)),
  );
  app.get('/coach-reports/playing-time', options(playingTimeReport), async (request, reply) =>
    cachedRead(request, reply, () => loadPlayingTime(app.db, request.query.team_id)),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import { contracts } from '@touchline/domain';
import { playingTimeReport as loadPlayingTime } from '../queries/playing-time';
import { cachedRead } from '../plugins/read-cache';
import { matchAbsences, matchAttendance, topScorers, trainingAbsences, trainingAttendance } from '../queries/reports';
import { route } from './route';

/**
 * The coach reports (the spec's five and Playing Time) for the current season, optionally for one team (?team_id=).
 * Coaches and admins.
 */
export const coachReportRoutes: FastifyPluginAsync = async (app) => {
  const reports = contracts.coachReports;
  route(app, reports.trainingAttendance, async (request, reply) =>
    cachedRead(request, reply, () => trainingAttendance(app.db, request.query.team_id)),
  );
  route(app, reports.matchAttendance, async (request, reply) =>
    cachedRead(request, reply, () => matchAttendance(app.db, request.query.team_id)),
  );
  route(app, reports.topScorers, async (request, reply) =>
    cachedRead(request, reply, () => topScorers(app.db, request.query.team_id)),
  );
  route(app, reports.trainingAbsences, async (request, reply) =>
    cachedRead(request, reply, () => trainingAbsences(app.db, request.query.team_id)),
  );
  route(app, reports.matchAbsences, async (request, reply) =>
    cachedRead(request, reply, () => matchAbsences(app.db, request.query.team_id)),
  );
  route(app, reports.playingTime, async (request, reply) =>
    cachedRead(request, reply, () => loadPlayingTime(app.db, request.query.team_id)),
  );
};

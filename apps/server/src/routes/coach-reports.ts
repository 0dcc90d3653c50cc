import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { contracts } from '@touchline/domain';
import { playingTimeReport as loadPlayingTime } from '../queries/playing-time';
import { cachedRead } from '../plugins/read-cache';
import { byPlayerName, currentSeasonName, nameOrder, teamPieces } from '../plugins/team-pieces';
import {
  absenceRows,
  attendanceRows,
  latestFirst,
  matchAbsences,
  matchAttendance,
  mostInvolved,
  pastItemCounts,
  playedCounts,
  scorerRows,
  toMatchAbsences,
  toMatchAttendance,
  toTopScorers,
  toTrainingAbsences,
  toTrainingAttendance,
  topScorers,
  trainingAbsences,
  trainingAttendance,
} from '../queries/reports';
import type { TeamData } from '../db/data-versions';
import { route } from './route';

/**
 * The coach reports (the spec's five and Playing Time) for the current season, optionally for one team (?team_id=).
 * Coaches and admins. One team's report is read whole and kept under that team's versions; the club's is put together
 * from its teams' pieces (plugins/team-pieces.ts, decision 097), so a match event reads its team's piece again.
 */
export const coachReportRoutes: FastifyPluginAsync = async (app) => {
  const reports = contracts.coachReports;
  /**
   * One team's report, or the club's, filed under the part of the teams' data it reads (decision 099), or both parts
   * (`undefined`): a match's reports read its events (was it held?) and its answers (who was away?), decision 115.
   */
  const teamOrClub = (
    request: FastifyRequest<{ Querystring: { team_id?: number | undefined } }>,
    reply: FastifyReply,
    reads: TeamData | undefined,
    one: (teamId: number) => Promise<unknown>,
    club: () => Promise<unknown>,
  ) => {
    const teamId = request.query.team_id;
    return teamId
      ? cachedRead(request, reply, () => one(teamId), reads ? { team: teamId, reads } : { team: teamId })
      : cachedRead(request, reply, club, reads ? { teams: reads } : 'all');
  };
  /** What a kind of attendance or absence report reads: a session's records, a match's events and answers. */
  const partsOf = (kind: 'training' | 'match'): TeamData | undefined =>
    kind === 'training' ? 'availability' : undefined;
  /** The sum of a count per team over the club (teams without any left out of the pieces). */
  const clubCount = async (
    request: FastifyRequest,
    name: string,
    load: (teamIds: number[] | undefined) => Promise<{ team_id: number; n: number }[]>,
    reads: TeamData | undefined,
  ) => (await teamPieces(request, name, load, (row) => row.team_id, reads)).reduce((sum, row) => sum + row.n, 0);

  const clubAttendance = async (request: FastifyRequest, kind: 'training' | 'match') => {
    const rows = await teamPieces(
      request,
      `${kind}-attendance`,
      (teamIds) => attendanceRows(app.db, kind, teamIds),
      (row) => row.team_id,
      partsOf(kind),
    );
    rows.sort(byPlayerName(await nameOrder(request, 'players')));
    // As one query counts them: the club's past items when anyone is listed, else none.
    const total = rows.length
      ? await clubCount(request, `${kind}-items`, (ids) => pastItemCounts(app.db, kind, ids), partsOf(kind))
      : 0;
    return [rows, total, await currentSeasonName(request)] as const;
  };
  route(app, reports.trainingAttendance, async (request, reply) =>
    teamOrClub(
      request,
      reply,
      'availability',
      (teamId) => trainingAttendance(app.db, teamId),
      async () => toTrainingAttendance(...(await clubAttendance(request, 'training'))),
    ),
  );
  route(app, reports.matchAttendance, async (request, reply) =>
    teamOrClub(
      request,
      reply,
      partsOf('match'),
      (teamId) => matchAttendance(app.db, teamId),
      async () => toMatchAttendance(...(await clubAttendance(request, 'match'))),
    ),
  );
  route(app, reports.topScorers, async (request, reply) =>
    teamOrClub(
      request,
      reply,
      'events',
      (teamId) => topScorers(app.db, teamId),
      async () => {
        const rows = await teamPieces(
          request,
          'top-scorers',
          (ids) => scorerRows(app.db, ids),
          (row) => row.team_id,
          'events',
        );
        const byName = byPlayerName(await nameOrder(request, 'players'));
        rows.sort((a, b) => mostInvolved(a, b) || byName(a, b));
        const played = await clubCount(request, 'played', (ids) => playedCounts(app.db, ids), 'events');
        return toTopScorers(rows, played, await currentSeasonName(request));
      },
    ),
  );
  const clubAbsences = async (request: FastifyRequest, kind: 'training' | 'match') => {
    const rows = await teamPieces(
      request,
      `${kind}-absences`,
      (teamIds) => absenceRows(app.db, kind, teamIds),
      (row) => row.team_id,
      partsOf(kind),
    );
    return [rows.sort(latestFirst), await currentSeasonName(request)] as const;
  };
  route(app, reports.trainingAbsences, async (request, reply) =>
    teamOrClub(
      request,
      reply,
      'availability',
      (teamId) => trainingAbsences(app.db, teamId),
      async () => toTrainingAbsences(...(await clubAbsences(request, 'training'))),
    ),
  );
  route(app, reports.matchAbsences, async (request, reply) =>
    teamOrClub(
      request,
      reply,
      partsOf('match'),
      (teamId) => matchAbsences(app.db, teamId),
      async () => toMatchAbsences(...(await clubAbsences(request, 'match'))),
    ),
  );
  route(app, reports.playingTime, async (request, reply) =>
    teamOrClub(
      request,
      reply,
      // Minutes played (events) and the matches each player was away for (answers), decision 115.
      undefined,
      (teamId) => loadPlayingTime(app.db, teamId),
      async () => {
        const players = await teamPieces(
          request,
          'playing-time',
          async (teamIds) => (await loadPlayingTime(app.db, teamIds)).players,
          (row) => row.team_id,
          'events',
        );
        // The query's order: team name, share, player name, player id.
        const [teamPlace, playerPlace] = await Promise.all([
          nameOrder(request, 'teams'),
          nameOrder(request, 'players'),
        ]);
        players.sort(
          (a, b) =>
            (teamPlace.get(a.team_id) ?? 0) - (teamPlace.get(b.team_id) ?? 0) ||
            a.exact_share - b.exact_share ||
            byPlayerName(playerPlace)(a, b),
        );
        return { season_name: players.length ? await currentSeasonName(request) : null, players };
      },
    ),
  );
};

import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { trainingBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import type { z } from 'zod';
import type { Db } from '../db/open';
import { teams, trainings } from '../db/schema';
import { HttpError } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { today } from '../today';
import { firstOr404 } from './shared';
import { audit } from '../audit/record';
import { releaseDuties } from '../duties/release';
import { route } from './route';
import { asksPage, pageOf } from '../plugins/paging';
import { assertIfMatch, tagged, versionOf } from '../plugins/preconditions';

function toRow(b: z.infer<typeof trainingBody>) {
  if (b.end_time <= b.start_time) throw new HttpError(400, 'End time must be after start time');
  return {
    date: b.date,
    startTime: b.start_time,
    endTime: b.end_time,
    venue: b.venue,
    teamId: b.team_id,
    notes: b.notes,
    seasonId: b.season_id,
  };
}

/** An API key reads training dates, not a session's notes, which may name a child (decision 137). */
const forViewer = <R extends { notes: string | null }>(request: FastifyRequest, rows: R[]): R[] =>
  request.apiKey ? rows.map((r) => ({ ...r, notes: null })) : rows;

export const trainingRoutes: FastifyPluginAsync = async (app) => {
  /** One query: sessions with their team name, times as HH:MM. */
  async function list(where?: SQL, limit?: number, db: Db = app.db) {
    const query = db
      .select({
        training_id: trainings.trainingId,
        date: trainings.date,
        start_time: sql<string>`to_char(${trainings.startTime}, 'HH24:MI')`,
        end_time: sql<string>`to_char(${trainings.endTime}, 'HH24:MI')`,
        venue: trainings.venue,
        team_id: trainings.teamId,
        team_name: teams.teamName,
        notes: trainings.notes,
        season_id: trainings.seasonId,
      })
      .from(trainings)
      .innerJoin(teams, eq(teams.teamId, trainings.teamId))
      .where(where)
      .orderBy(asc(trainings.date), asc(trainings.startTime), asc(trainings.trainingId));
    const rows = await (limit ? query.limit(limit) : query);
    return rows.map((r) => {
      const session = { ...r, team: { team_name: r.team_name } };
      return { ...session, version: versionOf(session) };
    });
  }

  // Sessions and their teams are the club's data: a match event or a date to miss leaves them kept (decision 129).
  route(app, contracts.trainings.list, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => forViewer(request, await list()),
      'club',
      asksPage(request.query) ? { page: pageOf(request.query) } : {},
    ),
  );

  route(app, contracts.trainings.upcoming, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => {
        const { limit, team_id: only } = request.query;
        const where = and(gte(trainings.date, today()), only ? inArray(trainings.teamId, only) : undefined);
        return forViewer(request, await list(where, limit));
      },
      'club',
    ),
  );

  route(app, contracts.trainings.get, async (request, reply) =>
    tagged(reply, firstOr404(forViewer(request, await list(eq(trainings.trainingId, request.params.id))))),
  );

  route(app, contracts.trainings.create, async (request) =>
    app.db.transaction(async (tx) => {
      const [row] = await tx.insert(trainings).values(toRow(request.body)).returning({ id: trainings.trainingId });
      const after = firstOr404(await list(eq(trainings.trainingId, row?.id ?? 0), undefined, tx));
      await audit(tx, request, { entityId: after.training_id, after });
      return after;
    }),
  );

  route(app, contracts.trainings.update, async (request, reply) => {
    const changes = toRow(request.body);
    const updated = await app.db.transaction(async (tx) => {
      const where = eq(trainings.trainingId, request.params.id);
      // The version the client edited, on the locked row (decision 140).
      await tx.select({ id: trainings.trainingId }).from(trainings).where(where).for('update');
      const before = firstOr404(await list(where, undefined, tx));
      assertIfMatch(request, before);
      await tx
        .update(trainings)
        .set({ ...changes, revision: sql`${trainings.revision} + 1`, updatedAt: new Date() })
        .where(where);
      const after = firstOr404(await list(where, undefined, tx));
      await releaseDuties(tx, { trainingId: after.training_id }, before, after);
      await audit(tx, request, { entityId: after.training_id, before, after });
      return after;
    });
    return tagged(reply, updated);
  });

  route(app, contracts.trainings.remove, async (request) =>
    app.db.transaction(async (tx) => {
      const where = eq(trainings.trainingId, request.params.id);
      await tx.select({ id: trainings.trainingId }).from(trainings).where(where).for('update');
      const before = firstOr404(await list(where, undefined, tx));
      assertIfMatch(request, before);
      await tx.delete(trainings).where(where);
      await audit(tx, request, { entityId: before.training_id, before });
    }),
  );
};

import type { FastifyPluginAsync } from 'fastify';
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
    return rows.map((r) => ({ ...r, team: { team_name: r.team_name } }));
  }

  // Sessions and their teams are the club's data: a match event or a date to miss leaves them kept (decision 129).
  route(app, contracts.trainings.list, async (request, reply) => cachedRead(request, reply, () => list(), 'club'));

  route(app, contracts.trainings.upcoming, async (request, reply) =>
    cachedRead(
      request,
      reply,
      () => {
        const { limit, team_id: only } = request.query;
        return list(and(gte(trainings.date, today()), only ? inArray(trainings.teamId, only) : undefined), limit);
      },
      'club',
    ),
  );

  route(app, contracts.trainings.get, async (request) =>
    firstOr404(await list(eq(trainings.trainingId, request.params.id))),
  );

  route(app, contracts.trainings.create, async (request) =>
    app.db.transaction(async (tx) => {
      const [row] = await tx.insert(trainings).values(toRow(request.body)).returning({ id: trainings.trainingId });
      const after = firstOr404(await list(eq(trainings.trainingId, row?.id ?? 0), undefined, tx));
      await audit(tx, request, { entityId: after.training_id, after });
      return after;
    }),
  );

  route(app, contracts.trainings.update, async (request) => {
    const changes = toRow(request.body);
    return app.db.transaction(async (tx) => {
      const where = eq(trainings.trainingId, request.params.id);
      const before = firstOr404(await list(where, undefined, tx));
      await tx
        .update(trainings)
        .set({ ...changes, revision: sql`${trainings.revision} + 1`, updatedAt: new Date() })
        .where(where);
      const after = firstOr404(await list(where, undefined, tx));
      await releaseDuties(tx, { trainingId: after.training_id }, before, after);
      await audit(tx, request, { entityId: after.training_id, before, after });
      return after;
    });
  });

  route(app, contracts.trainings.remove, async (request) =>
    app.db.transaction(async (tx) => {
      const where = eq(trainings.trainingId, request.params.id);
      const before = firstOr404(await list(where, undefined, tx));
      await tx.delete(trainings).where(where);
      await audit(tx, request, { entityId: before.training_id, before });
    }),
  );
};

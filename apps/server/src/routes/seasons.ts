import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { idParams, season, seasonBody, seasonUpdateBody } from '@touchline/domain';
import { z } from 'zod';
import type { Db } from '../db/open';
import { matches, seasons, trainings } from '../db/schema';
import { assertUnused, firstOr404 } from './shared';

const columns = {
  season_id: seasons.seasonId,
  name: seasons.name,
  start_date: seasons.startDate,
  end_date: seasons.endDate,
  is_current: seasons.isCurrent,
};
const toRow = (b: z.infer<typeof seasonBody>) => ({
  name: b.name,
  startDate: b.start_date,
  endDate: b.end_date,
  isCurrent: b.is_current,
});

/** At most one current season: marking one current un-marks the others in the same transaction. */
async function unmarkOthers(tx: Db, keepId: number | null) {
  await tx
    .update(seasons)
    .set({ isCurrent: false })
    .where(
      keepId === null ? eq(seasons.isCurrent, true) : and(eq(seasons.isCurrent, true), ne(seasons.seasonId, keepId)),
    );
}

export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/seasons', { schema: { response: { 200: z.array(season) } } }, async () =>
    app.db.select(columns).from(seasons).orderBy(desc(seasons.startDate)),
  );

  app.post(
    '/seasons',
    { config: { access: 'admin' }, schema: { body: seasonBody, response: { 201: season } } },
    async (request, reply) => {
      const row = await app.db.transaction(async (tx) => {
        if (request.body.is_current) await unmarkOthers(tx as unknown as Db, null);
        return firstOr404(await tx.insert(seasons).values(toRow(request.body)).returning(columns));
      });
      return reply.status(201).send(row);
    },
  );

  app.put(
    '/seasons/:id',
    { config: { access: 'admin' }, schema: { params: idParams, body: seasonUpdateBody, response: { 200: season } } },
    async (request) =>
      app.db.transaction(async (tx) => {
        if (request.body.is_current) await unmarkOthers(tx as unknown as Db, request.params.id);
        return firstOr404(
          await tx
            .update(seasons)
            .set(toRow(request.body))
            .where(eq(seasons.seasonId, request.params.id))
            .returning(columns),
        );
      }),
  );

  app.delete('/seasons/:id', { config: { access: 'admin' }, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    await assertUnused(app.db, 'season', [
      {
        label: 'match(es)',
        key: 'matchCount',
        count: sql`select count(*) from ${matches} where ${matches.seasonId} = ${id}`,
      },
      {
        label: 'training session(s)',
        key: 'trainingCount',
        count: sql`select count(*) from ${trainings} where ${trainings.seasonId} = ${id}`,
      },
    ]);
    firstOr404(await app.db.delete(seasons).where(eq(seasons.seasonId, id)).returning({ id: seasons.seasonId }));
    return reply.status(204).send();
  });
};

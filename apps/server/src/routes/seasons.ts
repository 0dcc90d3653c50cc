import type { FastifyPluginAsync } from 'fastify';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { seasonBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import type { z } from 'zod';
import type { Db } from '../db/open';
import { matches, seasons, trainings } from '../db/schema';
import { assertUnused, firstOr404 } from './shared';
import { audit } from '../audit/record';
import { route } from './route';

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

export const seasonRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.seasons.list, async () => app.db.select(columns).from(seasons).orderBy(desc(seasons.startDate)));

  route(app, contracts.seasons.create, async (request) => {
    return app.db.transaction(async (tx) => {
      if (request.body.is_current) await unmarkOthers(tx, null);
      const row = firstOr404(await tx.insert(seasons).values(toRow(request.body)).returning(columns));
      await audit(tx, request, { entityId: row.season_id, after: row });
      return row;
    });
  });

  route(app, contracts.seasons.update, async (request) =>
    app.db.transaction(async (tx) => {
      const where = eq(seasons.seasonId, request.params.id);
      const before = firstOr404(await tx.select(columns).from(seasons).where(where).for('update'));
      if (request.body.is_current) await unmarkOthers(tx, request.params.id);
      const row = firstOr404(await tx.update(seasons).set(toRow(request.body)).where(where).returning(columns));
      await audit(tx, request, { entityId: row.season_id, before, after: row });
      return row;
    }),
  );

  route(app, contracts.seasons.remove, async (request) => {
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
    await app.db.transaction(async (tx) => {
      const before = firstOr404(await tx.delete(seasons).where(eq(seasons.seasonId, id)).returning(columns));
      await audit(tx, request, { entityId: id, before });
    });
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contracts } from '@touchline/domain';

import { matchTypes, matches } from '../db/schema';
import { assertUnused, firstOr404 } from './shared';
import { route } from './route';

const columns = { match_type_id: matchTypes.matchTypeId, name: matchTypes.name, description: matchTypes.description };

export const matchTypeRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.matchTypes.list, async () =>
    app.db.select(columns).from(matchTypes).orderBy(matchTypes.matchTypeId),
  );

  route(app, contracts.matchTypes.create, async (request) => {
    const rows = await app.db.insert(matchTypes).values(request.body).returning(columns);
    return firstOr404(rows);
  });

  route(app, contracts.matchTypes.update, async (request) => {
    const { name, description } = request.body;
    return firstOr404(
      await app.db
        .update(matchTypes)
        .set({ name, description })
        .where(eq(matchTypes.matchTypeId, request.params.id))
        .returning(columns),
    );
  });

  route(app, contracts.matchTypes.remove, async (request) => {
    const { id } = request.params;
    await assertUnused(app.db, 'match type', [
      {
        label: 'match(es)',
        key: 'matchCount',
        count: sql`select count(*) from ${matches} where ${matches.matchTypeId} = ${id}`,
      },
    ]);
    firstOr404(
      await app.db.delete(matchTypes).where(eq(matchTypes.matchTypeId, id)).returning({ id: matchTypes.matchTypeId }),
    );
  });
};

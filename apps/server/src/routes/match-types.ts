import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contracts } from '@touchline/domain';

import { matchTypes, matches } from '../db/schema';
import { assertUnused, firstOr404 } from './shared';
import { audit } from '../audit/record';
import { route } from './route';

const columns = { match_type_id: matchTypes.matchTypeId, name: matchTypes.name, description: matchTypes.description };

export const matchTypeRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.matchTypes.list, async () =>
    app.db.select(columns).from(matchTypes).orderBy(matchTypes.matchTypeId),
  );

  route(app, contracts.matchTypes.create, async (request) =>
    app.db.transaction(async (tx) => {
      const row = firstOr404(await tx.insert(matchTypes).values(request.body).returning(columns));
      await audit(tx, request, { entityId: row.match_type_id, after: row });
      return row;
    }),
  );

  route(app, contracts.matchTypes.update, async (request) =>
    app.db.transaction(async (tx) => {
      const { name, description } = request.body;
      const where = eq(matchTypes.matchTypeId, request.params.id);
      const before = firstOr404(await tx.select(columns).from(matchTypes).where(where).for('update'));
      const row = firstOr404(await tx.update(matchTypes).set({ name, description }).where(where).returning(columns));
      await audit(tx, request, { entityId: row.match_type_id, before, after: row });
      return row;
    }),
  );

  route(app, contracts.matchTypes.remove, async (request) => {
    const { id } = request.params;
    await assertUnused(app.db, 'match type', [
      {
        label: 'match(es)',
        key: 'matchCount',
        count: sql`select count(*) from ${matches} where ${matches.matchTypeId} = ${id}`,
      },
    ]);
    await app.db.transaction(async (tx) => {
      const before = firstOr404(await tx.delete(matchTypes).where(eq(matchTypes.matchTypeId, id)).returning(columns));
      await audit(tx, request, { entityId: id, before });
    });
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { idParams, matchType, matchTypeBody, matchTypeUpdateBody } from '@touchline/domain';
import { z } from 'zod';
import { matchTypes, matches } from '../db/schema';
import { assertUnused, firstOr404 } from './shared';

const columns = { match_type_id: matchTypes.matchTypeId, name: matchTypes.name, description: matchTypes.description };

export const matchTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/match-types', { schema: { response: { 200: z.array(matchType) } } }, async () =>
    app.db.select(columns).from(matchTypes).orderBy(matchTypes.matchTypeId),
  );

  app.post(
    '/match-types',
    { config: { access: 'admin' }, schema: { body: matchTypeBody, response: { 201: matchType } } },
    async (request, reply) => {
      const rows = await app.db.insert(matchTypes).values(request.body).returning(columns);
      return reply.status(201).send(firstOr404(rows));
    },
  );

  app.put(
    '/match-types/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: matchTypeUpdateBody, response: { 200: matchType } },
    },
    async (request) => {
      const { name, description } = request.body;
      return firstOr404(
        await app.db
          .update(matchTypes)
          .set({ name, description })
          .where(eq(matchTypes.matchTypeId, request.params.id))
          .returning(columns),
      );
    },
  );

  app.delete(
    '/match-types/:id',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
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
      return reply.status(204).send();
    },
  );
};

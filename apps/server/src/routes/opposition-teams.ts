import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { idParams, oppositionTeam, oppositionTeamBody, oppositionTeamUpdateBody } from '@touchline/domain';
import { z } from 'zod';
import { matches, oppositionTeams } from '../db/schema';
import { assertUnused, firstOr404 } from './shared';

const columns = {
  id: oppositionTeams.id,
  team_name: oppositionTeams.teamName,
  venue_name: oppositionTeams.venueName,
  venue_address: oppositionTeams.venueAddress,
};
const toRow = (b: z.infer<typeof oppositionTeamBody>) => ({
  teamName: b.team_name,
  venueName: b.venue_name,
  venueAddress: b.venue_address,
});

export const oppositionTeamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/opposition-teams', { schema: { response: { 200: z.array(oppositionTeam) } } }, async () =>
    app.db.select(columns).from(oppositionTeams).orderBy(oppositionTeams.teamName),
  );

  app.post(
    '/opposition-teams',
    { config: { access: 'admin' }, schema: { body: oppositionTeamBody, response: { 201: oppositionTeam } } },
    async (request, reply) => {
      const rows = await app.db.insert(oppositionTeams).values(toRow(request.body)).returning(columns);
      return reply.status(201).send(firstOr404(rows));
    },
  );

  app.put(
    '/opposition-teams/:id',
    {
      config: { access: 'admin' },
      schema: { params: idParams, body: oppositionTeamUpdateBody, response: { 200: oppositionTeam } },
    },
    async (request) =>
      firstOr404(
        await app.db
          .update(oppositionTeams)
          .set(toRow(request.body))
          .where(eq(oppositionTeams.id, request.params.id))
          .returning(columns),
      ),
  );

  app.delete(
    '/opposition-teams/:id',
    { config: { access: 'admin' }, schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      await assertUnused(app.db, 'team', [
        {
          label: 'associated match(es)',
          key: 'matchCount',
          count: sql`select count(*) from ${matches} where ${matches.oppositionTeamId} = ${id}`,
        },
      ]);
      firstOr404(
        await app.db.delete(oppositionTeams).where(eq(oppositionTeams.id, id)).returning({ id: oppositionTeams.id }),
      );
      return reply.status(204).send();
    },
  );
};

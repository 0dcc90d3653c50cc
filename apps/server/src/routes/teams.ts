import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { idParams, team, teamBody, teamUpdateBody } from '@touchline/domain';
import { z } from 'zod';
import { matches, players, teams, trainings } from '../db/schema';
import { assertUnused, firstOr404 } from './shared';

const columns = {
  team_id: teams.teamId,
  team_name: teams.teamName,
  home_colours: teams.homeColours,
  away_colours: teams.awayColours,
  age_group: teams.ageGroup,
  club_name: teams.clubName,
  contact_number: teams.contactNumber,
};

function toRow(body: z.infer<typeof teamBody>) {
  return {
    teamName: body.team_name,
    homeColours: body.home_colours,
    awayColours: body.away_colours,
    ageGroup: body.age_group,
    clubName: body.club_name,
    contactNumber: body.contact_number,
  };
}

export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/teams', { schema: { response: { 200: z.array(team) } } }, async () =>
    app.db.select(columns).from(teams).orderBy(teams.teamName),
  );

  app.get('/teams/:id', { schema: { params: idParams, response: { 200: team } } }, async (request) =>
    firstOr404(await app.db.select(columns).from(teams).where(eq(teams.teamId, request.params.id))),
  );

  app.post(
    '/teams',
    { config: { access: 'admin' }, schema: { body: teamBody, response: { 201: team } } },
    async (request, reply) => {
      const rows = await app.db.insert(teams).values(toRow(request.body)).returning(columns);
      return reply.status(201).send(firstOr404(rows));
    },
  );

  app.put(
    '/teams/:id',
    { config: { access: 'admin' }, schema: { params: idParams, body: teamUpdateBody, response: { 200: team } } },
    async (request) =>
      firstOr404(
        await app.db
          .update(teams)
          .set(toRow(request.body))
          .where(eq(teams.teamId, request.params.id))
          .returning(columns),
      ),
  );

  app.delete('/teams/:id', { config: { access: 'admin' }, schema: { params: idParams } }, async (request, reply) => {
    const { id } = request.params;
    await assertUnused(app.db, 'team', [
      {
        label: 'player(s)',
        key: 'playerCount',
        count: sql`select count(*) from ${players} where ${players.teamId} = ${id}`,
      },
      {
        label: 'match(es)',
        key: 'matchCount',
        count: sql`select count(*) from ${matches} where ${matches.teamId} = ${id}`,
      },
      {
        label: 'training session(s)',
        key: 'trainingCount',
        count: sql`select count(*) from ${trainings} where ${trainings.teamId} = ${id}`,
      },
    ]);
    firstOr404(await app.db.delete(teams).where(eq(teams.teamId, id)).returning({ id: teams.teamId }));
    return reply.status(204).send();
  });
};

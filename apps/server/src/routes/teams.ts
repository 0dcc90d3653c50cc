import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contracts, type TeamBody } from '@touchline/domain';
import { matches, players, teams, trainings } from '../db/schema';
import { audit } from '../audit/record';
import { route } from './route';
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

function toRow(body: TeamBody) {
  return {
    teamName: body.team_name,
    homeColours: body.home_colours,
    awayColours: body.away_colours,
    ageGroup: body.age_group,
    clubName: body.club_name,
    contactNumber: body.contact_number,
  };
}

export const teamRoutes: FastifyPluginAsync = async (app) => {
  const c = contracts.teams;
  route(app, c.list, async () => app.db.select(columns).from(teams).orderBy(teams.teamName));

  route(app, c.get, async (request) =>
    firstOr404(await app.db.select(columns).from(teams).where(eq(teams.teamId, request.params.id))),
  );

  route(app, c.create, async (request) =>
    app.db.transaction(async (tx) => {
      const row = firstOr404(await tx.insert(teams).values(toRow(request.body)).returning(columns));
      await audit(tx, request, { entityId: row.team_id, after: row });
      return row;
    }),
  );

  route(app, c.update, async (request) =>
    app.db.transaction(async (tx) => {
      const where = eq(teams.teamId, request.params.id);
      const before = firstOr404(await tx.select(columns).from(teams).where(where).for('update'));
      const row = firstOr404(await tx.update(teams).set(toRow(request.body)).where(where).returning(columns));
      await audit(tx, request, { entityId: row.team_id, before, after: row });
      return row;
    }),
  );

  route(app, c.remove, async (request) => {
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
    await app.db.transaction(async (tx) => {
      const before = firstOr404(await tx.delete(teams).where(eq(teams.teamId, id)).returning(columns));
      await audit(tx, request, { entityId: id, before });
    });
  });
};

import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { oppositionTeamBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import type { z } from 'zod';
import { matches, oppositionTeams } from '../db/schema';
import { assertUnused, firstOr404 } from './shared';
import { audit } from '../audit/record';
import { route } from './route';

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

export const oppositionTeamRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.oppositionTeams.list, async () =>
    app.db.select(columns).from(oppositionTeams).orderBy(oppositionTeams.teamName),
  );

  route(app, contracts.oppositionTeams.create, async (request) =>
    app.db.transaction(async (tx) => {
      const row = firstOr404(await tx.insert(oppositionTeams).values(toRow(request.body)).returning(columns));
      await audit(tx, request, { entityId: row.id, after: row });
      return row;
    }),
  );

  route(app, contracts.oppositionTeams.update, async (request) =>
    app.db.transaction(async (tx) => {
      const where = eq(oppositionTeams.id, request.params.id);
      const before = firstOr404(await tx.select(columns).from(oppositionTeams).where(where).for('update'));
      const row = firstOr404(await tx.update(oppositionTeams).set(toRow(request.body)).where(where).returning(columns));
      await audit(tx, request, { entityId: row.id, before, after: row });
      return row;
    }),
  );

  route(app, contracts.oppositionTeams.remove, async (request) => {
    const { id } = request.params;
    await assertUnused(app.db, 'team', [
      {
        label: 'associated match(es)',
        key: 'matchCount',
        count: sql`select count(*) from ${matches} where ${matches.oppositionTeamId} = ${id}`,
      },
    ]);
    await app.db.transaction(async (tx) => {
      const before = firstOr404(await tx.delete(oppositionTeams).where(eq(oppositionTeams.id, id)).returning(columns));
      await audit(tx, request, { entityId: id, before });
    });
  });
};

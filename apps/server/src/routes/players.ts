import type { FastifyPluginAsync } from 'fastify';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { playerBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import type { z } from 'zod';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { lineupPlayers, matchEvents, players, teams } from '../db/schema';
import { authOf } from '../plugins/access';
import { canSeePlayerDetails } from '../queries/visibility';
import { assertUnused, firstOr404 } from './shared';
import { audit } from '../audit/record';
import { route } from './route';

const toRow = (b: z.infer<typeof playerBody>) => ({
  playerName: b.player_name,
  playerShortName: b.player_short_name,
  preferredPosition: b.preferred_position,
  dateOfBirth: b.date_of_birth,
  shirtNumber: b.shirt_number,
  teamId: b.team_id,
});

/** One query: players with their team name; a child's date of birth only for those who may see it. */
export async function listPlayers(db: Db, auth: AuthUser, where?: SQL) {
  const rows = await db
    .select({
      player_id: players.playerId,
      player_name: players.playerName,
      player_short_name: players.playerShortName,
      preferred_position: players.preferredPosition,
      date_of_birth: sql<string | null>`case when ${canSeePlayerDetails(auth)} then ${players.dateOfBirth}::text end`,
      shirt_number: players.shirtNumber,
      team_id: players.teamId,
      team_name: teams.teamName,
    })
    .from(players)
    .innerJoin(teams, eq(teams.teamId, players.teamId))
    .where(where)
    .orderBy(asc(players.playerName), asc(players.playerId));
  return rows.map((r) => ({ ...r, team: { team_name: r.team_name } }));
}

export const playerRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.players.list, async (request) =>
    listPlayers(app.db, authOf(request), request.query.team_id ? eq(players.teamId, request.query.team_id) : undefined),
  );

  route(app, contracts.players.ofTeam, async (request) =>
    listPlayers(app.db, authOf(request), eq(players.teamId, request.params.teamId)),
  );

  route(app, contracts.players.get, async (request) =>
    firstOr404(await listPlayers(app.db, authOf(request), eq(players.playerId, request.params.id))),
  );

  route(app, contracts.players.create, async (request) =>
    app.db.transaction(async (tx) => {
      const [row] = await tx.insert(players).values(toRow(request.body)).returning({ id: players.playerId });
      const after = firstOr404(await listPlayers(tx, authOf(request), eq(players.playerId, row?.id ?? 0)));
      await audit(tx, request, { entityId: after.player_id, after });
      return after;
    }),
  );

  route(app, contracts.players.update, async (request) =>
    app.db.transaction(async (tx) => {
      const where = eq(players.playerId, request.params.id);
      const before = firstOr404(await listPlayers(tx, authOf(request), where));
      await tx.update(players).set(toRow(request.body)).where(where);
      const after = firstOr404(await listPlayers(tx, authOf(request), where));
      await audit(tx, request, { entityId: after.player_id, before, after });
      return after;
    }),
  );

  route(app, contracts.players.remove, async (request) => {
    const { id } = request.params;
    await assertUnused(app.db, 'player', [
      {
        label: 'match event(s)',
        key: 'eventCount',
        count: sql`select count(*) from ${matchEvents} where ${matchEvents.playerId} = ${id}
          or ${matchEvents.assistPlayerId} = ${id} or ${matchEvents.playerOnId} = ${id}`,
      },
      {
        label: 'lineup place(s)',
        key: 'lineupCount',
        count: sql`select count(*) from ${lineupPlayers} where ${lineupPlayers.playerId} = ${id}`,
      },
    ]);
    await app.db.transaction(async (tx) => {
      const before = firstOr404(await listPlayers(tx, authOf(request), eq(players.playerId, id)));
      await tx.delete(players).where(eq(players.playerId, id));
      await audit(tx, request, { entityId: id, before });
    });
  });
};

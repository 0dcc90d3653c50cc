import type { FastifyPluginAsync } from 'fastify';
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ListedPlayer, Player, PlayerParent, playerBody } from '@touchline/domain';
import { contracts } from '@touchline/domain';
import type { z } from 'zod';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { lineupPlayers, matchEvents, players, teams } from '../db/schema';
import { authOf } from '../plugins/access';
import { cachedRead } from '../plugins/read-cache';
import { canSeePlayerDetails } from '../queries/visibility';
import { assertUnused, firstOr404 } from './shared';
import { audit } from '../audit/record';
import { route } from './route';

/** A player body as the players table holds it. */
export const toRow = (b: z.infer<typeof playerBody>) => ({
  playerName: b.player_name,
  playerShortName: b.player_short_name,
  preferredPosition: b.preferred_position,
  dateOfBirth: b.date_of_birth,
  shirtNumber: b.shirt_number,
  teamId: b.team_id,
});

/**
 * Each player's parents (user id, username, short name) as JSON, in the order of the names the app shows: a subquery of
 * the player list's one statement.
 */
const parentsOfPlayer = sql<PlayerParent[]>`(select coalesce(json_agg(json_build_object('user_id', u.user_id,
  'username', u.username, 'short_name', u.short_name)
  order by lower(coalesce(nullif(trim(u.short_name), ''), u.username)), u.user_id), '[]'::json)
  from parent_player_associations ppa join users u on u.user_id = ppa.parent_user_id
  where ppa.player_id = "players"."player_id")`;

/**
 * One query: players with their team name; a child's date of birth only for those who may see it. With `withParents`
 * (the player lists), each player's parents for an admin and null for everyone else: families are the admin's to see.
 */
export async function listPlayers(db: Db, auth: AuthUser, where?: SQL): Promise<Player[]>;
export async function listPlayers(
  db: Db,
  auth: AuthUser,
  where: SQL | undefined,
  options: { withParents: true },
): Promise<ListedPlayer[]>;
export async function listPlayers(db: Db, auth: AuthUser, where?: SQL, options?: { withParents: true }) {
  const parents = auth.role === 'admin' ? parentsOfPlayer : sql<null>`null`;
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
      ...(options?.withParents ? { parents } : {}),
    })
    .from(players)
    .innerJoin(teams, eq(teams.teamId, players.teamId))
    .where(where)
    .orderBy(asc(players.playerName), asc(players.playerId));
  return rows.map((r) => ({ ...r, team: { team_name: r.team_name } }));
}

const WITH_PARENTS = { withParents: true } as const;

export const playerRoutes: FastifyPluginAsync = async (app) => {
  // What each one sees depends on who they are (a parent's children, an admin's parents' names): kept per user, on
  // the club's data (players, teams, parents).
  route(app, contracts.players.list, async (request, reply) => {
    const { team_id: teamIds } = request.query;
    return cachedRead(
      request,
      reply,
      () => listPlayers(app.db, authOf(request), teamIds ? inArray(players.teamId, teamIds) : undefined, WITH_PARENTS),
      'club',
      { for: 'user' },
    );
  });

  route(app, contracts.players.ofTeam, async (request) =>
    listPlayers(app.db, authOf(request), eq(players.teamId, request.params.teamId), WITH_PARENTS),
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

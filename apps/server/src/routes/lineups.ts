import type { FastifyPluginAsync } from 'fastify';
import { asc, eq } from 'drizzle-orm';
import { contracts, lineupMessages, splitName } from '@touchline/domain';
import type { Db } from '../db/open';
import { formationPositions, formations, lineupPlayers, matchLineups, matches, players } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { listPlayers } from './players';
import { audit } from '../audit/record';
import { availableForMatch, teamPlayersFor } from '../queries/fixture-answers';
import { cachedRead } from '../plugins/read-cache';
import { route } from './route';
import { firstOr404 } from './shared';

/** One query: a formation with its positions. */
async function loadFormation(db: Db, formationId: number) {
  const rows = await db
    .select({ f: formations, p: formationPositions })
    .from(formations)
    .leftJoin(formationPositions, eq(formationPositions.formationId, formations.id))
    .where(eq(formations.id, formationId))
    .orderBy(asc(formationPositions.id));
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.f.id,
    name: first.f.name,
    description: first.f.description,
    players_on_pitch: first.f.playersOnPitch,
    positions: rows.flatMap(({ p }) =>
      p ? [{ id: p.id, position_name: p.positionName, x_coordinate: p.xCoordinate, y_coordinate: p.yCoordinate }] : [],
    ),
  };
}

/** The saved lineup of a match, or null. */
async function loadLineup(db: Db, matchId: number) {
  const [saved] = await db
    .select({ formationId: matchLineups.formationId, opponent: matches.oppositionName, matchDate: matches.matchDate })
    .from(matchLineups)
    .innerJoin(matches, eq(matches.matchId, matchLineups.matchId))
    .where(eq(matchLineups.matchId, matchId));
  if (!saved) return null;
  const [shape, rows] = await Promise.all([
    loadFormation(db, saved.formationId),
    db
      .select({ l: lineupPlayers, p: players, fp: formationPositions })
      .from(lineupPlayers)
      .innerJoin(players, eq(players.playerId, lineupPlayers.playerId))
      .innerJoin(formationPositions, eq(formationPositions.id, lineupPlayers.formationPositionId))
      .where(eq(lineupPlayers.matchId, matchId))
      .orderBy(asc(formationPositions.id)),
  ]);
  return {
    lineup: rows.map(({ l, p, fp }) => ({
      id: l.id,
      player_id: l.playerId,
      formation_position_id: l.formationPositionId,
      position: l.position,
      Player: {
        player_id: p.playerId,
        player_name: p.playerName,
        player_short_name: p.playerShortName,
        shirt_number: p.shirtNumber,
        jersey_number: p.shirtNumber,
        ...splitName(p.playerName),
      },
      FormationPosition: {
        id: fp.id,
        position_name: fp.positionName,
        x_coordinate: fp.xCoordinate,
        y_coordinate: fp.yCoordinate,
      },
    })),
    formation: shape as NonNullable<typeof shape>,
    match: { match_id: matchId, opponent: saved.opponent, match_date: saved.matchDate },
  };
}

export const lineupRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.lineups.formations, async () =>
    app.db
      .select({
        id: formations.id,
        name: formations.name,
        description: formations.description,
        players_on_pitch: formations.playersOnPitch,
      })
      .from(formations)
      .orderBy(asc(formations.playersOnPitch), asc(formations.id)),
  );

  route(app, contracts.lineups.formation, async (request) => {
    const found = await loadFormation(app.db, request.params.id);
    if (!found) throw notFound();
    return found;
  });

  // The console's picker: the team's players and who is away that day (its availability part), per user (listPlayers
  // shows a date of birth to those who may see it).
  route(app, contracts.lineups.matchPlayers, async (request, reply) => {
    const { matchId } = request.params;
    return cachedRead(
      request,
      reply,
      async () => {
        firstOr404(await app.db.select({ id: matches.matchId }).from(matches).where(eq(matches.matchId, matchId)));
        return listPlayers(app.db, authOf(request), availableForMatch(matchId));
      },
      { match: matchId, reads: 'availability' },
      { for: 'user' },
    );
  });

  route(app, contracts.lineups.get, async (request) => {
    const found = await loadLineup(app.db, request.params.matchId);
    if (!found) throw new HttpError(404, lineupMessages.noLineup);
    return found;
  });

  route(app, contracts.lineups.save, async (request) => {
    const { matchId } = request.params;
    const { formationId, players: placed } = request.body;
    const [match] = await app.db
      .select({ teamId: matches.teamId, matchDate: matches.matchDate })
      .from(matches)
      .where(eq(matches.matchId, matchId));
    if (!match) throw notFound();
    const shape = await loadFormation(app.db, formationId);
    if (!shape) throw new HttpError(400, `Formation ${formationId} does not exist`);
    const positions = new Map(shape.positions.map((p) => [p.id, p]));
    if (placed.some((p) => !positions.has(p.formation_position_id)))
      throw new HttpError(400, lineupMessages.notInFormation);
    if (new Set(placed.map((p) => p.player_id)).size !== placed.length)
      throw new HttpError(400, lineupMessages.playerTwice);
    if (new Set(placed.map((p) => p.formation_position_id)).size !== placed.length)
      throw new HttpError(400, lineupMessages.positionTwice);
    if (placed.length) {
      const ids = placed.map((p) => p.player_id);
      const found = await teamPlayersFor(app.db, { matchId, teamId: match.teamId }, ids);
      if (found.length !== new Set(ids).size) throw new HttpError(400, lineupMessages.notInTeam);
      const away = found.find((p) => p.away);
      if (away) throw new HttpError(400, `${away.name} is unavailable on the match date`);
    }
    // Replace the lineup in one transaction, on record whoever saves it (a match day's change).
    return app.db.transaction(async (tx) => {
      const before = (await loadLineup(tx, matchId)) ?? null;
      await tx.delete(matchLineups).where(eq(matchLineups.matchId, matchId));
      await tx.insert(matchLineups).values({ matchId, formationId, savedBy: authOf(request).userId });
      if (placed.length) {
        await tx.insert(lineupPlayers).values(
          placed.map((p) => ({
            matchId,
            playerId: p.player_id,
            formationPositionId: p.formation_position_id,
            position: positions.get(p.formation_position_id)?.position_name ?? p.position ?? '',
          })),
        );
      }
      const after = (await loadLineup(tx, matchId)) as NonNullable<Awaited<ReturnType<typeof loadLineup>>>;
      await audit(tx, request, { entityId: matchId, before, after, everyone: true });
      return after;
    });
  });
};

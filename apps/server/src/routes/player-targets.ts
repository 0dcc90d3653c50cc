import type { FastifyPluginAsync } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import {
  contracts,
  isCoachOrAdmin,
  targetMessages,
  targetProgress,
  type Progress,
  type Targets,
} from '@touchline/domain';
import type { FastifyRequest } from 'fastify';
import { assertCanActForPlayer, assertCanReadPlayer } from '../plugins/player-access';
import type { Db } from '../db/open';
import { playerTargets as targetsTable } from '../db/schema';
import { authOf, hidesResultsFromViewer } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { byPlayerName, nameOrder, teamPieces } from '../plugins/team-pieces';
import { loadPlayerStats } from '../queries/player-stats';
import { audit } from '../audit/record';
import { route } from './route';

const noTargets: Targets = {
  goals_target: null,
  clean_sheets_target: null,
  goal_involvements_target: null,
  starting_percentage_target: null,
  games_played_percentage_target: null,
};

/**
 * One query: season figures and the current season's targets of the players matching `where` (everyone without one).
 */
async function loadTargets(db: Db, where: SQL | undefined) {
  const stats = await loadPlayerStats(db, where, true);
  return stats.map((s) => {
    const targets = s.targets ?? noTargets;
    return {
      player_id: s.player_id,
      // Not in the answer (its schema leaves it out): the team whose piece the row is (plugins/team-pieces.ts).
      team_id: s.team_id,
      player_name: s.player_name,
      player_short_name: s.player_short_name,
      youth_mode: s.youth_mode,
      season: s.season === 'No current season' ? null : s.season,
      targets,
      progress: targetProgress(s, targets),
    };
  });
}

/** The progress figures that count goals (clean sheets: goals conceded), hidden in youth mode (decision 110). */
const GOAL_PROGRESS = ['goals', 'cleanSheets', 'goalInvolvements'] as const;

type TargetsRow = Awaited<ReturnType<typeof loadTargets>>[number];

/**
 * A player's targets as this request's viewer may see them: `youth_mode` when the player's team is in youth mode,
 * and then, for parents and players, no current figure (nor percentage) of the progress that counts goals.
 */
function forViewer<R extends Omit<TargetsRow, 'player_name' | 'player_short_name'>>(request: FastifyRequest, row: R) {
  if (!row.youth_mode || !hidesResultsFromViewer(request)) return row;
  const progress: Progress = { ...row.progress };
  for (const key of GOAL_PROGRESS) progress[key] = { ...progress[key], current: null, percentage: null };
  return { ...row, progress };
}

export const playerTargetRoutes: FastifyPluginAsync = async (app) => {
  // Kept per team (plugins/team-pieces.ts): a match event reads its team's players again, not the club's.
  route(app, contracts.playerTargets.all, async (request, reply) =>
    cachedRead(request, reply, async () => {
      const rows = await teamPieces(
        request,
        'player-targets',
        (teamIds) => loadTargets(app.db, teamIds ? sql`p.team_id in (${sql.join(teamIds, sql`, `)})` : undefined),
        (row) => row.team_id,
      );
      return rows.sort(byPlayerName(await nameOrder(request, 'players')));
    }),
  );

  route(app, contracts.playerTargets.player, async (request, reply) => {
    const { playerId } = request.params;
    await assertCanReadPlayer(request, playerId);
    return cachedRead(
      request,
      reply,
      async () => {
        const [row] = await loadTargets(app.db, sql`p.player_id = ${playerId}`);
        if (!row) throw notFound();
        const { player_name: _n, player_short_name: _s, ...rest } = row;
        return forViewer(request, rest);
      },
      { player: playerId },
    );
  });

  /**
   * Sets any of the five targets for the current season; players and parents set the three counts, coaches and
   * admins all five.
   */
  route(app, contracts.playerTargets.save, async (request) => {
    const { playerId } = request.params;
    const auth = authOf(request);
    await assertCanActForPlayer(app.db, auth, playerId);
    const body = request.body;
    const setsPercentages =
      body.starting_percentage_target !== undefined || body.games_played_percentage_target !== undefined;
    if (setsPercentages && !isCoachOrAdmin(auth)) throw new HttpError(403, targetMessages.percentagesCoachOnly);
    const season = (
      (await app.db.execute(sql`select season_id from seasons where is_current limit 1`)) as unknown as {
        rows: { season_id: number }[];
      }
    ).rows[0];
    if (!season) throw new HttpError(409, targetMessages.noSeason);
    const values = {
      ...(body.goals_target !== undefined ? { goalsTarget: body.goals_target } : {}),
      ...(body.clean_sheets_target !== undefined ? { cleanSheetsTarget: body.clean_sheets_target } : {}),
      ...(body.goal_involvements_target !== undefined ? { goalInvolvementsTarget: body.goal_involvements_target } : {}),
      ...(body.starting_percentage_target !== undefined
        ? { startingPercentageTarget: body.starting_percentage_target }
        : {}),
      ...(body.games_played_percentage_target !== undefined
        ? { gamesPlayedPercentageTarget: body.games_played_percentage_target }
        : {}),
    };
    const saved = await app.db.transaction(async (tx) => {
      const current = async () => {
        const [row] = await loadTargets(tx, sql`p.player_id = ${playerId}`);
        if (!row) throw notFound();
        const { player_name: _n, player_short_name: _s, ...rest } = row;
        return rest;
      };
      const before = await current();
      await tx
        .insert(targetsTable)
        .values({ playerId, seasonId: season.season_id, ...values })
        .onConflictDoUpdate({
          target: [targetsTable.playerId, targetsTable.seasonId],
          set: { ...values, updatedAt: new Date() },
        });
      const after = await current();
      await audit(tx, request, { entityId: playerId, before, after });
      return after;
    });
    return forViewer(request, saved);
  });
};

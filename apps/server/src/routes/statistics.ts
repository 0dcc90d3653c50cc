import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contracts, type StatType } from '@touchline/domain';
import { assertCanReadPlayer } from '../plugins/player-access';
import type { Db } from '../db/open';
import { HttpError, notFound } from '../plugins/errors';
import { seasons } from '../db/schema';
import { cachedRead } from '../plugins/read-cache';
import { hidesResultsFromViewer } from '../plugins/access';
import type { SeasonChoice } from '../queries/player-stats';
import { loadPlayerStats, seasonScope, teamOf, teamsOfPlayers } from '../queries/player-stats';
import { playerMinutes as loadPlayerMinutes } from '../queries/playing-time';
import { today } from '../today';
import { route } from './route';

/** One query: the matches or training sessions behind one statistic. */
async function statDetailItems(db: Db, playerId: number, statType: StatType, season: SeasonChoice) {
  const now = today();
  const matchColumns = sql`sm.match_id, sm.match_date::text as match_date, sm.opposition_name as opposition,
    sm.home_or_away`;
  const queries: Record<StatType, ReturnType<typeof sql>> = {
    games_started: sql`select ${matchColumns} from scope_matches sm join scope_lineups lp on lp.match_id = sm.match_id
      and lp.player_id = ${playerId} order by sm.match_date`,
    goals: sql`select ${matchColumns},
        json_agg(json_build_object('minute', e.minute, 'is_penalty', e.is_penalty, 'is_freekick', e.is_freekick)
          order by e.minute) as goals
      from scope_matches sm join match_events e on e.match_id = sm.match_id and e.kind = 'GOAL'
        and not e.is_opposition_goal and e.player_id = ${playerId}
      group by sm.match_id, sm.match_date, sm.opposition_name, sm.home_or_away order by sm.match_date`,
    sub_starts: sql`select ${matchColumns}, e.minute as substitution_minute
      from scope_matches sm join match_events e on e.match_id = sm.match_id and e.kind = 'SUBSTITUTION'
        and e.player_on_id = ${playerId} order by sm.match_date`,
    yellow_cards: sql`select ${matchColumns}, e.minute as card_minute, e.card_type
      from scope_matches sm join match_events e on e.match_id = sm.match_id and e.kind = 'CARD' and e.card_type <> 'RED'
        and e.player_id = ${playerId} order by sm.match_date`,
    red_cards: sql`select ${matchColumns}, e.minute as card_minute, e.card_type
      from scope_matches sm join match_events e on e.match_id = sm.match_id and e.kind = 'CARD' and e.card_type = 'RED'
        and e.player_id = ${playerId} order by sm.match_date`,
    matches_missed: sql`select ${matchColumns} from scope_matches sm
      join absences ab on ab.match_id = sm.match_id and ab.player_id = ${playerId} order by sm.match_date`,
    training_missed: sql`select st.training_id, st.date::text as date, st.venue,
      to_char(st.start_time, 'HH24:MI') as start_time
      from scope_trainings st
      join players p on p.player_id = ${playerId} and ${teamOf('p')} = st.team_id
      join availability a on a.player_id = p.player_id and a.unavailable_date = st.date
      where st.date <= ${now} order by st.date`,
  };
  const result = (await db.execute(
    sql`with ${seasonScope(season, teamsOfPlayers(sql`p.player_id = ${playerId}`))} ${queries[statType]}`,
  )) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map((row) => Object.fromEntries(Object.entries(row).filter(([, v]) => v !== undefined)));
}

/**
 * The season a statistics question asks about: `season_id` when given (404 for none such), else the current one or,
 * with `currentSeasonOnly=false`, every season.
 */
async function seasonOf(
  db: Db,
  query: { currentSeasonOnly: 'true' | 'false'; season_id?: number },
): Promise<SeasonChoice> {
  if (query.season_id === undefined) return query.currentSeasonOnly === 'true';
  const [found] = await db.select({ id: seasons.seasonId }).from(seasons).where(eq(seasons.seasonId, query.season_id));
  if (!found) throw new HttpError(404, 'Season not found');
  return query.season_id;
}

export const statisticsRoutes: FastifyPluginAsync = async (app) => {
  /** A team's (or the club's) player statistics for the coach's table. */
  route(app, contracts.statistics.team, async (request, reply) => {
    const teamId = request.query.team_id;
    const season = await seasonOf(app.db, request.query);
    return cachedRead(
      request,
      reply,
      () => loadPlayerStats(app.db, teamId ? sql`${teamOf('p')} = ${teamId}` : undefined, season),
      teamId ? { team: teamId } : 'all',
    );
  });

  route(app, contracts.statistics.player, async (request, reply) => {
    const { id } = request.params;
    await assertCanReadPlayer(request, id);
    const season = await seasonOf(app.db, request.query);
    return cachedRead(
      request,
      reply,
      async () => {
        const [row] = await loadPlayerStats(app.db, sql`p.player_id = ${id}`, season);
        if (!row) throw notFound();
        // Youth mode (decision 110): parents and players see no goal counts of the team's players.
        return row.youth_mode && hidesResultsFromViewer(request) ? { ...row, goals: null, assists: null } : row;
      },
      { player: id },
    );
  });

  route(app, contracts.statistics.playingTime, async (request, reply) => {
    await assertCanReadPlayer(request, request.params.id);
    return cachedRead(request, reply, () => loadPlayerMinutes(app.db, request.params.id), {
      player: request.params.id,
    });
  });

  route(app, contracts.statistics.details, async (request, reply) => {
    const { id, statType } = request.params;
    await assertCanReadPlayer(request, id);
    const seasonOnly = await seasonOf(app.db, request.query);
    return cachedRead(
      request,
      reply,
      async () => {
        const [[player], matches] = await Promise.all([
          loadPlayerStats(app.db, sql`p.player_id = ${id}`, seasonOnly),
          statDetailItems(app.db, id, statType, seasonOnly),
        ]);
        if (!player) throw notFound();
        const hidden = player.youth_mode && hidesResultsFromViewer(request);
        return {
          player_name: player.player_name,
          player_short_name: player.player_short_name,
          shirt_number: player.shirt_number,
          season: player.season,
          youth_mode: player.youth_mode,
          // Youth mode: the matches a player scored in would count their goals.
          matches: hidden && statType === 'goals' ? [] : matches,
        };
      },
      { player: id },
    );
  });
};

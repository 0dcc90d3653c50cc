import { FAIR_SHARE_RATIO } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { seasonScope, teamSeasonScope, teamsOfPlayers } from './player-stats';

export interface PlayingTimeRow {
  /** The share unrounded, for sorting rows put together from pieces (plugins/team-pieces.ts); not in the answer. */
  exact_share: number;
  player_id: number;
  player_name: string;
  team_id: number;
  team_name: string;
  matches_played: number;
  minutes_played: number;
  available_minutes: number;
  share: number;
  team_average_share: number;
  below_fair_share: boolean;
}

/**
 * The Playing Time report, one query: each player's minutes this season, their share of the team's available
 * minutes, the team's average share (a window over the team) and whether they are below 75 % of it. Shares are
 * exact until the answer, which rounds each shown figure once. `teams`: one team, some, or the whole club.
 */
export async function playingTimeReport(
  db: Db,
  teams?: number | number[],
  /** A match left out: the rotation's season minutes are those before its own match. */
  exceptMatch?: number,
): Promise<{ season_name: string | null; players: PlayingTimeRow[] }> {
  const teamIds = teams === undefined ? undefined : [teams].flat();
  const result = (await db.execute(sql`
    with ${teamSeasonScope(teamIds)},
    -- Minutes in the matches of the player's own team, whose minutes they are a share of: a player who has moved
    -- team counts the new team's matches, in the club's report as in their team's.
    player_minutes as (
      select mpm.player_id, count(distinct mpm.match_id) filter (where mpm.minutes > 0)::int as matches_played,
        sum(mpm.minutes)::int as minutes_played
      from minutes_per_match mpm
      join scope_matches sm on sm.match_id = mpm.match_id
      join players pl on pl.player_id = mpm.player_id and pl.team_id = sm.team_id
      where ${exceptMatch === undefined ? sql`true` : sql`mpm.match_id <> ${exceptMatch}`}
      group by mpm.player_id
    ),
    -- A player's available minutes leave out the matches they were away for (decision 115).
    player_available as (
      select player_id, sum(len)::int as available_minutes from player_lengths
      where ${exceptMatch === undefined ? sql`true` : sql`match_id <> ${exceptMatch}`} group by player_id
    ),
    totals as (
      select p.player_id, p.player_name, p.team_id, t.team_name,
        coalesce(pm.matches_played, 0) as matches_played,
        coalesce(pm.minutes_played, 0) as minutes_played,
        coalesce(tm.available_minutes, 0) as available_minutes
      from players p join teams t on t.team_id = p.team_id
      left join player_minutes pm on pm.player_id = p.player_id
      left join player_available tm on tm.player_id = p.player_id
      where ${
        teamIds
          ? sql`p.team_id in (${sql.join(
              teamIds.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : sql`true`
      }
    ),
    shares as (
      select *, case when available_minutes > 0 then minutes_played::numeric / available_minutes * 100
        else 0 end as exact_share from totals
    )
    select player_id, player_name, team_id, team_name, matches_played, minutes_played, available_minutes,
      exact_share::float8 as exact_share, round(exact_share, 1)::float8 as share,
      round(avg(exact_share) over (partition by team_id), 1)::float8 as team_average_share,
      (available_minutes > 0 and exact_share < ${FAIR_SHARE_RATIO} * avg(exact_share)
        over (partition by team_id)) as below_fair_share,
      (select name from season) as season_name
    from shares
    order by team_name, exact_share, player_name, player_id`)) as unknown as {
    rows: (PlayingTimeRow & { season_name: string | null })[];
  };
  const seasonName = result.rows[0]?.season_name ?? null;
  return { season_name: seasonName, players: result.rows.map(({ season_name: _s, ...r }) => r) };
}

/** Minutes per played match of one player, one query. */
export async function playerMinutes(db: Db, playerId: number) {
  const result = (await db.execute(sql`
    with ${seasonScope(true, teamsOfPlayers(sql`p.player_id = ${playerId}`))}
    select l.match_id, sm.match_date::text as match_date, sm.opposition_name as opposition, l.len as match_minutes,
           coalesce(mm.minutes, 0)::int as minutes
    from lengths l
    join scope_matches sm on sm.match_id = l.match_id
    join players p on p.player_id = ${playerId} and p.team_id = l.team_id
    left join minutes_per_match mm on mm.match_id = l.match_id and mm.player_id = ${playerId}
    where l.len is not null
    order by sm.match_date`)) as unknown as {
    rows: { match_id: number; match_date: string; opposition: string; match_minutes: number; minutes: number }[];
  };
  return result.rows;
}

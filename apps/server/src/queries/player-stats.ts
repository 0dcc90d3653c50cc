import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { today } from '../today';

export interface PlayerStatsRow {
  player_id: number;
  player_name: string;
  player_short_name: string | null;
  shirt_number: number;
  team_id: number;
  season: string;
  games_started: number;
  goals: number;
  assists: number;
  substitution_starts: number;
  yellow_cards: number;
  red_cards: number;
  matches_missed: number;
  training_missed: number;
  clean_sheets: number;
  appearances: number;
  team_matches_played: number;
  minutes_played: number;
  /** The team's played minutes (played matches × their length): the minutes a player could have had. */
  available_minutes: number;
  /** The current season's targets, or null when none are set. */
  targets: {
    goals_target: number | null;
    clean_sheets_target: number | null;
    goal_involvements_target: number | null;
    starting_percentage_target: number | null;
    games_played_percentage_target: number | null;
  } | null;
}

/**
 * The season's scope as SQL: the current season's matches (or all matches), the trainings in its date range,
 * and "played" matches: those with a full-time or forfeit event. Shared by statistics, targets and reports.
 */
export function seasonScope(currentSeasonOnly: boolean): SQL {
  const seasonFilter = currentSeasonOnly ? sql`m.season_id = (select season_id from season)` : sql`true`;
  const trainingFilter = currentSeasonOnly ? sql`t.date between (select start_date from season) and (select end_date from season)` : sql`true`;
  return sql`
    season as (
      select season_id, name, start_date, end_date from seasons where is_current limit 1
    ),
    scope_matches as (
      select m.match_id, m.team_id, m.match_date, m.opposition_name, m.home_or_away from matches m where ${seasonFilter}
    ),
    scope_trainings as (
      select t.training_id, t.team_id, t.date, t.venue, t.start_time from trainings t where ${trainingFilter}
    ),
    played as (
      select sm.match_id, sm.team_id, sm.match_date,
             count(e.id) filter (where e.kind = 'GOAL' and e.is_opposition_goal) as conceded,
             max(e.forfeiting_team) filter (where e.event_type = 'FORFEIT') as forfeiting_team,
             sm.home_or_away
      from scope_matches sm
      join match_events e on e.match_id = sm.match_id
      group by sm.match_id, sm.team_id, sm.match_date, sm.home_or_away
      having bool_or(e.event_type in ('GAME_END', 'FORFEIT'))
    ),
    ${playingTime()}`;
}

/**
 * Minutes on the pitch per player per played match (forfeits excluded): starters from 0, substitutes from the
 * minute they came on, each until they went off, were sent off (red or second yellow) or the final whistle
 * (the GAME_END minute, 90 without one). A player who comes back on gets a new span.
 */
function playingTime() {
  return sql`
    lengths as (
      select pl.match_id, pl.team_id,
             coalesce((select max(e.minute) from match_events e where e.match_id = pl.match_id and e.event_type = 'GAME_END'), 90) as len
      from played pl where pl.forfeiting_team is null
    ),
    entries as (
      select lp.match_id, lp.player_id, 0 as at from lineup_players lp join lengths l on l.match_id = lp.match_id
      union all
      select e.match_id, e.player_on_id, e.minute from match_events e join lengths l on l.match_id = e.match_id where e.kind = 'SUBSTITUTION'
    ),
    exits as (
      select e.match_id, e.player_id, e.minute from match_events e join lengths l on l.match_id = e.match_id
      where e.kind = 'SUBSTITUTION' or (e.kind = 'CARD' and e.card_type in ('RED', 'SECOND_YELLOW'))
    ),
    spans as (
      select en.match_id, en.player_id, en.at,
             least(coalesce((select min(x.minute) from exits x where x.match_id = en.match_id and x.player_id = en.player_id and x.minute >= en.at), l.len), l.len) as until
      from entries en join lengths l on l.match_id = en.match_id
    ),
    minutes_per_match as (
      select match_id, player_id, sum(greatest(until - at, 0))::int as minutes from spans group by match_id, player_id
    )`;
}

/** One query: season statistics of the players matching `where` (a condition on `p`, the players table). */
export async function loadPlayerStats(db: Db, where: SQL, currentSeasonOnly: boolean): Promise<PlayerStatsRow[]> {
  const now = today();
  const result = (await db.execute(sql`
    with ${seasonScope(currentSeasonOnly)}
    select p.player_id, p.player_name, p.player_short_name, p.shirt_number, p.team_id,
      ${currentSeasonOnly ? sql`coalesce((select name from season), 'No current season')` : sql`'All seasons'`} as season,
      (select count(*) from lineup_players lp join scope_matches sm on sm.match_id = lp.match_id where lp.player_id = p.player_id)::int as games_started,
      (select count(*) from match_events e join scope_matches sm on sm.match_id = e.match_id
         where e.kind = 'GOAL' and not e.is_opposition_goal and e.player_id = p.player_id)::int as goals,
      (select count(*) from match_events e join scope_matches sm on sm.match_id = e.match_id
         where e.kind = 'GOAL' and not e.is_opposition_goal and e.assist_player_id = p.player_id)::int as assists,
      (select count(*) from match_events e join scope_matches sm on sm.match_id = e.match_id
         where e.kind = 'SUBSTITUTION' and e.player_on_id = p.player_id)::int as substitution_starts,
      (select count(*) from match_events e join scope_matches sm on sm.match_id = e.match_id
         where e.kind = 'CARD' and e.card_type <> 'RED' and e.player_id = p.player_id)::int as yellow_cards,
      (select count(*) from match_events e join scope_matches sm on sm.match_id = e.match_id
         where e.kind = 'CARD' and e.card_type = 'RED' and e.player_id = p.player_id)::int as red_cards,
      (select count(*) from scope_matches sm join availability a on a.player_id = p.player_id and a.unavailable_date = sm.match_date
         where sm.team_id = p.team_id and sm.match_date <= ${now})::int as matches_missed,
      (select count(*) from scope_trainings st join availability a on a.player_id = p.player_id and a.unavailable_date = st.date
         where st.team_id = p.team_id and st.date <= ${now})::int as training_missed,
      (select count(*) from played pl where pl.team_id = p.team_id)::int as team_matches_played,
      coalesce((select sum(mm.minutes) from minutes_per_match mm where mm.player_id = p.player_id), 0)::int as minutes_played,
      coalesce((select sum(l.len) from lengths l where l.team_id = p.team_id), 0)::int as available_minutes,
      (select count(*) from played pl where pl.team_id = p.team_id and (
         exists (select 1 from lineup_players lp where lp.match_id = pl.match_id and lp.player_id = p.player_id)
         or exists (select 1 from match_events e where e.match_id = pl.match_id and e.kind = 'SUBSTITUTION' and e.player_on_id = p.player_id)))::int as appearances,
      (select count(*) from played pl where pl.team_id = p.team_id and pl.conceded = 0
         and (pl.forfeiting_team is null or pl.forfeiting_team <> case when pl.home_or_away = 'Home' then 'home' else 'away' end)
         and (exists (select 1 from lineup_players lp where lp.match_id = pl.match_id and lp.player_id = p.player_id)
           or exists (select 1 from match_events e where e.match_id = pl.match_id and e.kind = 'SUBSTITUTION' and e.player_on_id = p.player_id)))::int as clean_sheets,
      (select json_build_object(
          'goals_target', pt.goals_target, 'clean_sheets_target', pt.clean_sheets_target, 'goal_involvements_target', pt.goal_involvements_target,
          'starting_percentage_target', pt.starting_percentage_target::float8, 'games_played_percentage_target', pt.games_played_percentage_target::float8)
        from player_targets pt where pt.player_id = p.player_id and pt.season_id = (select season_id from seasons where is_current limit 1)) as targets
    from players p
    where ${where}
    order by p.player_name, p.player_id`)) as unknown as { rows: PlayerStatsRow[] };
  return result.rows.map((r) => ({ ...r }));
}

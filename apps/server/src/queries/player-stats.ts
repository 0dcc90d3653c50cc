import { isYouthMode } from '@touchline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { today } from '../today';
import { fixtureOn } from './fixture-status';

export interface PlayerStatsRow {
  player_id: number;
  player_name: string;
  player_short_name: string | null;
  shirt_number: number;
  team_id: number;
  /** The player's team is in youth mode (decision 110): the routes hide goal figures from parents and players. */
  youth_mode: boolean;
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
  /** The team's held matches: dated today or earlier, or finished. */
  team_matches_played: number;
  minutes_played: number;
  /** The minutes the player could have had: their team's played matches' lengths, less those they were away for. */
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

/** Which season a question asks about: the current one (true), every season (false), or one season by id. */
export type SeasonChoice = boolean | number;

/**
 * A player's team for their statistics (#34, decision 134): the one they are in, else the one they left at the end of
 * a season; `alias` is the players table's.
 */
export const teamOf = (alias: string): SQL => sql.raw(`coalesce(${alias}.team_id, ${alias}.left_team_id)`);

/**
 * The players a season's figures list (`p`): those in a team, and the leavers when the question is about every season
 * or a season they played in (the one they left at the end of, or an earlier one); never the current season's.
 */
const listedInSeason = (season: SeasonChoice): SQL =>
  season === false
    ? sql`true`
    : sql`(p.team_id is not null or (not coalesce((select is_current from season), true)
        and (select start_date from season)
          <= (select ls.start_date from seasons ls where ls.season_id = p.left_season_id)))`;

/**
 * The season's scope as SQL: the current season's fixtures that are on (a postponed or cancelled one is never
 * counted, decision 115) (or all of them), their events and lineups, the trainings in its date range, "played"
 * matches: those with a full-time or forfeit event, "held" matches: those that have taken place (played, or dated
 * today or earlier with something recorded: an event or a lineup, or that the club said was played; a past fixture
 * with no record is not held, so an imported season's past dates count nothing unless the club says they were played,
 * #28 item 2), the lineups of held matches only (a lineup saved for next Saturday
 * starts no game), and the "absences": each held match's players whose answer that counts is Not available (the
 * `fixture_answers` view's `away`, the one rule of decision 115). Shared by
 * statistics, targets and reports. Events and lineups are read through their match index (`= any(array(…))`),
 * never by scanning the whole table, so a question costs what its scope holds, not what the club has ever played.
 * `teamIds` (a query yielding a `team_id` column) narrows everything to those teams, so a question about one player or
 * one team reads that team's matches, not the whole club's; it runs once, however often the scope reads it.
 */
export function seasonScope(season: SeasonChoice, teamIds?: SQL): SQL {
  const one = season !== false;
  const seasonFilter = one ? sql`m.season_id = (select season_id from season)` : sql`true`;
  const trainingFilter = one
    ? sql`t.date between (select start_date from season) and (select end_date from season)`
    : sql`true`;
  const chosen = typeof season === 'number' ? sql`season_id = ${season}` : sql`is_current`;
  const matchTeams = teamIds ? sql`m.team_id in (select team_id from scope_teams)` : sql`true`;
  const trainingTeams = teamIds ? sql`t.team_id in (select team_id from scope_teams)` : sql`true`;
  return sql`
    season as (
      select season_id, name, start_date, end_date, is_current from seasons where ${chosen} limit 1
    ),
    scope_teams as materialized (${teamIds ?? sql`select null::int as team_id`}),
    scope_matches as (
      select m.match_id, m.team_id, m.match_date, m.opposition_name, m.home_or_away, m.said_played
        from matches m where ${seasonFilter}
        and ${matchTeams} and ${fixtureOn('m')}
    ),
    scope_trainings as (
      select t.training_id, t.team_id, t.date, t.venue, t.start_time from trainings t where ${trainingFilter}
        and ${trainingTeams}
    ),
    scope_events as (
      select e.* from match_events e where e.match_id = any (array(select match_id from scope_matches))
    ),
    played as (
      select sm.match_id, sm.team_id, sm.match_date,
             count(e.id) filter (where e.kind = 'GOAL' and e.is_opposition_goal) as conceded,
             max(e.forfeiting_team) filter (where e.event_type = 'FORFEIT') as forfeiting_team,
             max(e.minute) filter (where e.event_type = 'GAME_END') as end_minute,
             sm.home_or_away
      from scope_matches sm
      join scope_events e on e.match_id = sm.match_id
      group by sm.match_id, sm.team_id, sm.match_date, sm.home_or_away
      having bool_or(e.event_type in ('GAME_END', 'FORFEIT'))
    ),
    held as (
      select sm.match_id, sm.team_id from scope_matches sm where sm.match_date <= ${today()}
        and (exists (select 1 from scope_events e where e.match_id = sm.match_id)
          or exists (select 1 from lineup_players lp where lp.match_id = sm.match_id) or sm.said_played)
      union select pl.match_id, pl.team_id from played pl
    ),
    scope_lineups as (
      select lp.match_id, lp.player_id from lineup_players lp where lp.match_id = any (array(select match_id from held))
    ),
    absences as (
      select fa.match_id, fa.player_id from fixture_answers fa
        where fa.match_id = any (array(select match_id from held)) and fa.away
    ),
    ${playingTime()}`;
}

/**
 * Minutes on the pitch per player per played match (forfeits excluded): starters from 0, substitutes from the minute
 * they came on, each until they went off, were sent off (red or second yellow) or the final whistle (the GAME_END
 * minute, within the match's length). A player who comes back on gets a new span. `lengths` has every played match,
 * with a null length for forfeits: filtering them out there would leave the planner guessing one row. Each span's end
 * is looked up through the events index of its own match, so the work grows with the matches in scope, not their
 * square.
 *
 * Every match has a length (decision 124: its own, its team's, or the FA's for the age group, `matchLength` in the
 * domain and `default_match_minutes` here) and its clock runs on it, so a minute is a played minute within it: an
 * under-10s' 50-minute match counts 50 minutes, not 90.
 */
function playingTime() {
  // No minute (no later change) stays none: least() would take the length for it, greatest() 0.
  const played = (minute: SQL, len: SQL) =>
    sql`(case when ${minute} is null then null else least(${minute}, ${len}) end)`;
  return sql`
    lengths as (
      select pl.match_id, pl.team_id,
        case when pl.forfeiting_team is null then least(coalesce(pl.end_minute, ml.len), ml.len) end as len
        from played pl join matches m on m.match_id = pl.match_id join teams t on t.team_id = m.team_id
        cross join lateral (
          select coalesce(m.match_minutes, t.match_minutes, default_match_minutes(t.age_group)) as len
        ) ml
    ),
    -- The minutes each player could have had: their team's played matches, less those they were away for.
    player_lengths as (
      select l.match_id, l.team_id, p.player_id, l.len from lengths l join players p on ${teamOf('p')} = l.team_id
        where l.len is not null
          and not exists (select 1 from absences ab where ab.match_id = l.match_id and ab.player_id = p.player_id)
    ),
    entries as (
      select lp.match_id, lp.player_id, 0 as raw_at, 0 as at, l.len
        from scope_lineups lp join lengths l on l.match_id = lp.match_id
        where l.len is not null
      union all
      select e.match_id, e.player_on_id, e.minute, ${played(sql`e.minute`, sql`l.len`)}, l.len
        from scope_events e join lengths l on l.match_id = e.match_id
      where e.kind = 'SUBSTITUTION' and l.len is not null
    ),
    spans as (
      select en.match_id, en.player_id, en.at,
             least(coalesce(${played(
               sql`(select min(x.minute) from match_events x
                where x.match_id = en.match_id and x.player_id = en.player_id and x.minute >= en.raw_at
                  and (x.kind = 'SUBSTITUTION' or (x.kind = 'CARD' and x.card_type in ('RED', 'SECOND_YELLOW'))))`,
               sql`en.len`,
             )}, en.len), en.len) as until
      from entries en
    ),
    minutes_per_match as (
      select match_id, player_id, round(sum(greatest(until - at, 0)))::int as minutes from spans
        group by match_id, player_id
    )`;
}

/** The current season of one team, of some teams, or of the whole club (none given). */
export const teamSeasonScope = (teams?: number | number[]): SQL =>
  seasonScope(
    true,
    teams === undefined
      ? undefined
      : sql`select t.team_id from teams t where t.team_id in (${sql.join(
          [teams].flat().map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );

/**
 * The teams the players matching `where` (a condition on `p`, the players table) belong to or have played for
 * (started, came on, or are named in an event: scored, assisted, booked), as SQL for `seasonScope`: a player who
 * changed teams keeps the old team's figures, whether or not that match's lineup names them. Lineups and events are
 * read through their player indexes (`= any(array)`), not scanned: a team's players are in a few hundred of them.
 */
export const teamsOfPlayers = (where: SQL): SQL => sql`
  select ${teamOf('p')} from players p where ${where}
  union select m.team_id from matches m where m.match_id = any (array(
    with chosen as (select array(select p.player_id from players p where ${where}) as ids)
    select lp.match_id from lineup_players lp where lp.player_id = any ((select ids from chosen)::int[])
    union select e.match_id from match_events e where e.player_id = any ((select ids from chosen)::int[])
    union select e.match_id from match_events e where e.player_on_id = any ((select ids from chosen)::int[])
    union select e.match_id from match_events e where e.assist_player_id = any ((select ids from chosen)::int[])
  ))`;

/**
 * One query: season statistics of the players matching `filter` (a condition on `p`, the players table; none for
 * the whole club). Every figure is an aggregate grouped by player (or team) over those players' teams, joined once.
 */
export async function loadPlayerStats(
  db: Db,
  filter: SQL | undefined,
  season: SeasonChoice,
): Promise<PlayerStatsRow[]> {
  const now = today();
  const where = filter ?? sql`true`;
  const result = (await db.execute(sql`
    with ${seasonScope(season, filter && teamsOfPlayers(filter))},
    starts as (
      select lp.player_id, count(*)::int as n from scope_lineups lp group by lp.player_id
    ),
    own_events as (
      select e.player_id,
        count(*) filter (where e.kind = 'GOAL' and not e.is_opposition_goal)::int as goals,
        count(*) filter (where e.kind = 'CARD' and e.card_type <> 'RED')::int as yellow_cards,
        count(*) filter (where e.kind = 'CARD' and e.card_type = 'RED')::int as red_cards
      from scope_events e where e.player_id is not null group by e.player_id
    ),
    assists as (
      select e.assist_player_id as player_id, count(*)::int as n from scope_events e
      where e.kind = 'GOAL' and not e.is_opposition_goal and e.assist_player_id is not null group by e.assist_player_id
    ),
    sub_starts as (
      select e.player_on_id as player_id, count(*)::int as n from scope_events e where e.kind = 'SUBSTITUTION'
        and e.player_on_id is not null group by e.player_on_id
    ),
    missed_matches as (
      select p.player_id, count(*)::int as n from players p join absences ab on ab.player_id = p.player_id
      where ${where} group by p.player_id
    ),
    missed_trainings as (
      select p.player_id, count(*)::int as n from players p
      join scope_trainings st on st.team_id = ${teamOf('p')} and st.date <= ${now}
      join availability a on a.player_id = p.player_id and a.unavailable_date = st.date
      where ${where} group by p.player_id
    ),
    team_totals as (
      select h.team_id, count(*)::int as played from held h group by h.team_id
    ),
    player_available as (
      select pl.player_id, sum(pl.len)::int as n from player_lengths pl group by pl.player_id
    ),
    minutes as (
      select player_id, sum(minutes)::int as n from minutes_per_match group by player_id
    ),
    appeared as (
      select lp.match_id, lp.player_id from scope_lineups lp
      union
      select e.match_id, e.player_on_id from scope_events e join held h on h.match_id = e.match_id
        where e.kind = 'SUBSTITUTION'
    ),
    appearances as (
      select ap.player_id, count(*)::int as n,
        count(*) filter (where pl.conceded = 0
          and (pl.forfeiting_team is null or pl.forfeiting_team <> case when pl.home_or_away = 'Home' then 'home'
            else 'away' end))::int as clean_sheets
      from appeared ap join held h on h.match_id = ap.match_id join players p on p.player_id = ap.player_id
        and ${teamOf('p')} = h.team_id
      left join played pl on pl.match_id = ap.match_id
      group by ap.player_id
    )
    select p.player_id, p.player_name, p.player_short_name, p.shirt_number, ${teamOf('p')} as team_id,
      tm.age_group as team_age_group, tm.youth_mode as team_youth_mode,
      ${season !== false ? sql`coalesce((select name from season), 'No current season')` : sql`'All seasons'`}
        as season,
      coalesce(st.n, 0) as games_started,
      coalesce(oe.goals, 0) as goals,
      coalesce(asn.n, 0) as assists,
      coalesce(ss.n, 0) as substitution_starts,
      coalesce(oe.yellow_cards, 0) as yellow_cards,
      coalesce(oe.red_cards, 0) as red_cards,
      coalesce(mm.n, 0) as matches_missed,
      coalesce(mt.n, 0) as training_missed,
      coalesce(tt.played, 0) as team_matches_played,
      coalesce(mi.n, 0) as minutes_played,
      coalesce(pa.n, 0) as available_minutes,
      coalesce(ap.n, 0) as appearances,
      coalesce(ap.clean_sheets, 0) as clean_sheets,
      case when pt.player_id is null then null else json_build_object(
          'goals_target', pt.goals_target, 'clean_sheets_target', pt.clean_sheets_target, 'goal_involvements_target',
            pt.goal_involvements_target,
          'starting_percentage_target', pt.starting_percentage_target::float8, 'games_played_percentage_target',
            pt.games_played_percentage_target::float8) end as targets
    from players p
    join teams tm on tm.team_id = ${teamOf('p')}
    left join starts st on st.player_id = p.player_id
    left join own_events oe on oe.player_id = p.player_id
    left join assists asn on asn.player_id = p.player_id
    left join sub_starts ss on ss.player_id = p.player_id
    left join missed_matches mm on mm.player_id = p.player_id
    left join missed_trainings mt on mt.player_id = p.player_id
    left join team_totals tt on tt.team_id = ${teamOf('p')}
    left join player_available pa on pa.player_id = p.player_id
    left join minutes mi on mi.player_id = p.player_id
    left join appearances ap on ap.player_id = p.player_id
    left join player_targets pt on pt.player_id = p.player_id and pt.season_id = (select season_id from season)
    where ${where} and ${listedInSeason(season)}
    order by p.player_name, p.player_id`)) as unknown as {
    rows: (Omit<PlayerStatsRow, 'youth_mode'> & { team_age_group: string; team_youth_mode: boolean | null })[];
  };
  return result.rows.map(({ team_age_group, team_youth_mode, ...r }) => ({
    ...r,
    youth_mode: isYouthMode({ age_group: team_age_group, youth_mode: team_youth_mode }),
  }));
}

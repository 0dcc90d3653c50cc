import { sql, type SQL } from 'drizzle-orm';
import type {
  MatchAbsencesReport,
  MatchAttendanceReport,
  TopScorersReport,
  TrainingAbsencesReport,
  TrainingAttendanceReport,
} from '@touchline/domain';
import type { Db } from '../db/open';
import { today } from '../today';
import { teamSeasonScope } from './player-stats';

type Rows<T> = { rows: T[] };
const run = async <T>(db: Db, query: SQL) => ((await db.execute(query)) as unknown as Rows<T>).rows;
/** A condition on a team id column: one team, some teams, or (none given) every team. */
const teamFilter = (column: SQL, teams?: number | number[]) =>
  teams === undefined
    ? sql`true`
    : sql`${column} in (${sql.join(
        [teams].flat().map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** The current season's sessions before today (a scope's `scope_trainings`). */
const pastTrainings = () =>
  sql`select st.training_id as id, st.team_id, st.date, st.venue as label from scope_trainings st
    where st.date < ${today()}`;

/**
 * The current season's matches that took place (a scope's `held`, decision 115): a postponed or cancelled fixture,
 * or a past one with nothing recorded, is neither attended nor missed.
 */
const heldMatches = () =>
  sql`select sm.match_id as id, sm.team_id, sm.match_date as date, sm.opposition_name as label from scope_matches sm
    where sm.match_id in (select match_id from held)`;

/**
 * Attendance of past sessions or matches of the current season, one query: per player the total, the number missed
 * and the longest run of consecutive misses (gaps and islands over window functions; runs shorter than 2 count as 0).
 */
function attendanceQuery(kind: 'training' | 'match', teams?: number | number[]): SQL {
  const source = kind === 'training' ? pastTrainings : heldMatches;
  // A session is missed by a 'date I will miss' record; a match by the answer that counts (decision 115).
  const missedBy =
    kind === 'training'
      ? sql`join availability a on a.player_id = p.player_id and a.unavailable_date = i.date`
      : sql`join absences ab on ab.match_id = i.id and ab.player_id = p.player_id`;
  return sql`
    with ${teamSeasonScope(teams)},
    items as (
      select s.id, s.team_id, s.date, row_number() over (partition by s.team_id order by s.date, s.id) as rn
        from (${source()}) s
    ),
    team_items as (select team_id, count(*)::int as n from items group by team_id),
    marks as (
      select p.player_id, i.rn from players p
      join items i on i.team_id = p.team_id
      ${missedBy}
      where ${teamFilter(sql`p.team_id`, teams)}
    ),
    runs as (
      select player_id, rn - row_number() over (partition by player_id order by rn) as grp from marks
    ),
    streaks as (select player_id, count(*)::int as len from runs group by player_id, grp),
    missed as (
      select player_id, count(*)::int as n from marks group by player_id
    ),
    longest as (
      select player_id, max(len) as len from streaks where len >= 2 group by player_id
    )
    select p.player_id, p.team_id, p.player_name,
      coalesce(ti.n, 0) as total,
      coalesce(mi.n, 0) as missed,
      coalesce(lo.len, 0)::int as consecutive,
      (select count(*) from items)::int as overall,
      (select name from season) as season_name
    from players p
    left join team_items ti on ti.team_id = p.team_id
    left join missed mi on mi.player_id = p.player_id
    left join longest lo on lo.player_id = p.player_id
    where ${teamFilter(sql`p.team_id`, teams)}
    order by p.player_name, p.player_id`;
}

export interface AttendanceRow {
  player_id: number;
  team_id: number;
  player_name: string;
  total: number;
  missed: number;
  consecutive: number;
  overall: number;
  season_name: string | null;
}

async function seasonName(db: Db): Promise<string | null> {
  const rows = await run<{ name: string }>(db, sql`select name from seasons where is_current limit 1`);
  return rows[0]?.name ?? null;
}

/** The attendance reports' rows of one team, some teams or the whole club, in name order. */
export const attendanceRows = (db: Db, kind: 'training' | 'match', teams?: number | number[]) =>
  run<AttendanceRow>(db, attendanceQuery(kind, teams));

/**
 * How many past sessions or matches of the current season each team had (teams with none left out): the reports'
 * totals are their sum, teams without players included.
 */
export const pastItemCounts = (db: Db, kind: 'training' | 'match', teams?: number | number[]) =>
  run<{ team_id: number; n: number }>(
    db,
    sql`with ${teamSeasonScope(teams)} select team_id, count(*)::int as n
      from (${kind === 'training' ? pastTrainings() : heldMatches()}) s group by team_id`,
  );

export async function trainingAttendance(db: Db, teamId?: number): Promise<TrainingAttendanceReport> {
  const rows = await attendanceRows(db, 'training', teamId);
  return toTrainingAttendance(rows, rows[0]?.overall ?? 0, rows[0]?.season_name ?? (await seasonName(db)));
}

export function toTrainingAttendance(
  rows: AttendanceRow[],
  total: number,
  season: string | null,
): TrainingAttendanceReport {
  return {
    season_name: season,
    total_sessions: total,
    attendance_data: rows.map((r) => ({
      player_id: r.player_id,
      player_name: r.player_name,
      total_sessions: r.total,
      sessions_missed: r.missed,
      consecutive_sessions: r.consecutive,
    })),
  };
}

export async function matchAttendance(db: Db, teamId?: number): Promise<MatchAttendanceReport> {
  const rows = await attendanceRows(db, 'match', teamId);
  return toMatchAttendance(rows, rows[0]?.overall ?? 0, rows[0]?.season_name ?? (await seasonName(db)));
}

export function toMatchAttendance(rows: AttendanceRow[], total: number, season: string | null): MatchAttendanceReport {
  return {
    season_name: season,
    total_matches: total,
    attendance_data: rows.map((r) => ({
      player_id: r.player_id,
      player_name: r.player_name,
      total_matches: r.total,
      matches_missed: r.missed,
      consecutive_missed: r.consecutive,
    })),
  };
}

export interface ScorerRow {
  player_id: number;
  team_id: number;
  player_name: string;
  goals: number;
  assists: number;
  matches_played: number;
  overall: number;
  season_name: string | null;
}

/**
 * Top scorers' rows of one team, some teams or the whole club: goals and assists of the current season for the
 * player's own team (a player who moved team counts the new team's), players with at least one of either.
 */
export const scorerRows = (db: Db, teams?: number | number[]) =>
  run<ScorerRow>(
    db,
    sql`
    with ${teamSeasonScope(teams)},
    scorers as (
      select e.player_id, sm.team_id, count(*)::int as goals, 0 as assists
      from scope_events e join scope_matches sm on sm.match_id = e.match_id
      where e.kind = 'GOAL' and not e.is_opposition_goal and e.player_id is not null group by e.player_id, sm.team_id
      union all
      select e.assist_player_id, sm.team_id, 0, count(*)::int
      from scope_events e join scope_matches sm on sm.match_id = e.match_id
      where e.kind = 'GOAL' and not e.is_opposition_goal and e.assist_player_id is not null
      group by e.assist_player_id, sm.team_id
    ),
    tallies as (
      select p.player_id, p.player_name, p.team_id, sum(s.goals)::int as goals, sum(s.assists)::int as assists
      from scorers s join players p on p.player_id = s.player_id and p.team_id = s.team_id
      where ${teamFilter(sql`p.team_id`, teams)}
      group by p.player_id
    ),
    team_played as (select team_id, count(*)::int as n from played group by team_id)
    select t.player_id, t.team_id, t.player_name, t.goals, t.assists,
      coalesce(tp.n, 0) as matches_played,
      (select count(*) from played)::int as overall,
      (select name from season) as season_name
    from tallies t
    left join team_played tp on tp.team_id = t.team_id
    order by t.goals + t.assists desc, t.goals desc, t.player_name, t.player_id`,
  );

/** How many matches of the current season each team has played (teams with none left out). */
export const playedCounts = (db: Db, teams?: number | number[]) =>
  run<{ team_id: number; n: number }>(
    db,
    sql`with ${teamSeasonScope(teams)} select team_id, count(*)::int as n from played group by team_id`,
  );

/** Top scorers' order: goals and assists, then goals, most first. Names and ids break ties (the caller's). */
export const mostInvolved = (a: ScorerRow, b: ScorerRow) =>
  b.goals + b.assists - (a.goals + a.assists) || b.goals - a.goals;

/** One query: goals and assists of the current season, players with at least one of either. */
export async function topScorers(db: Db, teamId?: number): Promise<TopScorersReport> {
  const rows = await scorerRows(db, teamId);
  const overall = rows[0]?.overall ?? (await playedCounts(db, teamId)).reduce((sum, row) => sum + row.n, 0);
  return toTopScorers(rows, overall, rows[0]?.season_name ?? (await seasonName(db)));
}

export function toTopScorers(rows: ScorerRow[], played: number, season: string | null): TopScorersReport {
  return {
    season_name: season,
    matches_played: played,
    scoring_data: rows.map(({ overall: _o, season_name: _s, team_id: _t, ...r }) => r),
  };
}

export interface AbsenceRow {
  id: number;
  team_id: number;
  date: string;
  label: string;
  team_name: string;
  num_absent: number;
  absent_players: { player_id: number; player_name: string; player_short_name: string | null }[];
  season_name: string | null;
}

function absencesQuery(kind: 'training' | 'match', teams?: number | number[]): SQL {
  // The absent: for a session, its team's players with a 'date I will miss' record on its date; for a match, those
  // whose answer that counts is Not available (decision 115).
  // The absent are joined, not asked for in the join's condition: as a subquery there they were looked up again for
  // every player of every session or match (the large club: 21.6 s for the sessions' report, 11.2 s for the
  // matches'; joined, 0.1 s each).
  const absentPlayers =
    kind === 'training'
      ? sql`left join (select p.player_id, p.player_name, p.player_short_name, p.team_id, a.unavailable_date
          from players p join availability a on a.player_id = p.player_id) p
          on p.team_id = s.team_id and p.unavailable_date = s.date`
      : sql`left join absences ab on ab.match_id = s.id left join players p on p.player_id = ab.player_id`;
  return sql`
    with ${teamSeasonScope(teams)}
    select s.id, s.team_id, s.date::text as date, s.label, tm.team_name,
      count(p.player_id)::int as num_absent,
      coalesce(json_agg(json_build_object('player_id', p.player_id, 'player_name', p.player_name, 'player_short_name',
        p.player_short_name)
        order by p.player_name) filter (where p.player_id is not null), '[]') as absent_players,
      (select name from season) as season_name
    from (${kind === 'training' ? pastTrainings() : heldMatches()}) s
    join teams tm on tm.team_id = s.team_id
    ${absentPlayers}
    where ${teamFilter(sql`s.team_id`, teams)}
    group by s.id, s.team_id, s.date, s.label, tm.team_name
    order by s.date desc, s.id desc`;
}

/** The absences reports' rows of one team, some teams or the whole club, latest first. */
export const absenceRows = (db: Db, kind: 'training' | 'match', teams?: number | number[]) =>
  run<AbsenceRow>(db, absencesQuery(kind, teams));

/** The absences reports' order: latest first (date, then id, both descending). */
export const latestFirst = (a: AbsenceRow, b: AbsenceRow) =>
  a.date !== b.date ? (a.date < b.date ? 1 : -1) : b.id - a.id;

export async function trainingAbsences(db: Db, teamId?: number): Promise<TrainingAbsencesReport> {
  const rows = await absenceRows(db, 'training', teamId);
  return toTrainingAbsences(rows, rows[0]?.season_name ?? (await seasonName(db)));
}

export function toTrainingAbsences(rows: AbsenceRow[], season: string | null): TrainingAbsencesReport {
  return {
    season_name: season,
    sessions: rows.map((r) => ({
      session_id: r.id,
      date: r.date,
      venue: r.label,
      team_name: r.team_name,
      num_absent: r.num_absent,
      absent_players: r.absent_players,
    })),
  };
}

export async function matchAbsences(db: Db, teamId?: number): Promise<MatchAbsencesReport> {
  const rows = await absenceRows(db, 'match', teamId);
  return toMatchAbsences(rows, rows[0]?.season_name ?? (await seasonName(db)));
}

export function toMatchAbsences(rows: AbsenceRow[], season: string | null): MatchAbsencesReport {
  return {
    season_name: season,
    matches: rows.map((r) => ({
      match_id: r.id,
      date: r.date,
      opponent: r.label,
      team_name: r.team_name,
      num_absent: r.num_absent,
      absent_players: r.absent_players,
    })),
  };
}

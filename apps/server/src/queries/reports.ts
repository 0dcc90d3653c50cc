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
const teamFilter = (column: SQL, teamId?: number) => (teamId ? sql`${column} = ${teamId}` : sql`true`);

/**
 * Attendance of past sessions or matches of the current season, one query: per player the total, the number missed
 * and the longest run of consecutive misses (gaps and islands over window functions; runs shorter than 2 count as 0).
 */
function attendanceQuery(kind: 'training' | 'match', teamId?: number): SQL {
  const source =
    kind === 'training'
      ? sql`select st.training_id as id, st.team_id, st.date from scope_trainings st where st.date < ${today()}`
      : sql`select sm.match_id as id, sm.team_id, sm.match_date as date from scope_matches sm
        where sm.match_date < ${today()}`;
  return sql`
    with ${teamSeasonScope(teamId)},
    items as (
      select s.id, s.team_id, s.date, row_number() over (partition by s.team_id order by s.date, s.id) as rn
        from (${source}) s
    ),
    team_items as (select team_id, count(*)::int as n from items group by team_id),
    marks as (
      select p.player_id, i.rn from players p
      join items i on i.team_id = p.team_id
      join availability a on a.player_id = p.player_id and a.unavailable_date = i.date
      where ${teamFilter(sql`p.team_id`, teamId)}
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
    select p.player_id, p.player_name,
      coalesce(ti.n, 0) as total,
      coalesce(mi.n, 0) as missed,
      coalesce(lo.len, 0)::int as consecutive,
      (select count(*) from items)::int as overall,
      (select name from season) as season_name
    from players p
    left join team_items ti on ti.team_id = p.team_id
    left join missed mi on mi.player_id = p.player_id
    left join longest lo on lo.player_id = p.player_id
    where ${teamFilter(sql`p.team_id`, teamId)}
    order by p.player_name, p.player_id`;
}

interface AttendanceRow {
  player_id: number;
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

export async function trainingAttendance(db: Db, teamId?: number): Promise<TrainingAttendanceReport> {
  const rows = await run<AttendanceRow>(db, attendanceQuery('training', teamId));
  return {
    season_name: rows[0]?.season_name ?? (await seasonName(db)),
    total_sessions: rows[0]?.overall ?? 0,
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
  const rows = await run<AttendanceRow>(db, attendanceQuery('match', teamId));
  return {
    season_name: rows[0]?.season_name ?? (await seasonName(db)),
    total_matches: rows[0]?.overall ?? 0,
    attendance_data: rows.map((r) => ({
      player_id: r.player_id,
      player_name: r.player_name,
      total_matches: r.total,
      matches_missed: r.missed,
      consecutive_missed: r.consecutive,
    })),
  };
}

/** One query: goals and assists of the current season, players with at least one of either. */
export async function topScorers(db: Db, teamId?: number): Promise<TopScorersReport> {
  const rows = await run<{
    player_id: number;
    player_name: string;
    goals: number;
    assists: number;
    matches_played: number;
    overall: number;
    season_name: string | null;
  }>(
    db,
    sql`
    with ${teamSeasonScope(teamId)},
    scorers as (
      select e.player_id, count(*)::int as goals, 0 as assists from scope_events e
      where e.kind = 'GOAL' and not e.is_opposition_goal and e.player_id is not null group by e.player_id
      union all
      select e.assist_player_id, 0, count(*)::int from scope_events e
      where e.kind = 'GOAL' and not e.is_opposition_goal and e.assist_player_id is not null group by e.assist_player_id
    ),
    tallies as (
      select p.player_id, p.player_name, p.team_id, sum(s.goals)::int as goals, sum(s.assists)::int as assists
      from scorers s join players p on p.player_id = s.player_id
      where ${teamFilter(sql`p.team_id`, teamId)}
      group by p.player_id
    ),
    team_played as (select team_id, count(*)::int as n from played group by team_id)
    select t.player_id, t.player_name, t.goals, t.assists,
      coalesce(tp.n, 0) as matches_played,
      (select count(*) from played)::int as overall,
      (select name from season) as season_name
    from tallies t
    left join team_played tp on tp.team_id = t.team_id
    order by t.goals + t.assists desc, t.goals desc, t.player_name`,
  );
  const overall =
    rows[0]?.overall ??
    (await run<{ n: number }>(db, sql`with ${teamSeasonScope(teamId)} select count(*)::int as n from played`))[0]?.n ??
    0;
  return {
    season_name: rows[0]?.season_name ?? (await seasonName(db)),
    matches_played: overall,
    scoring_data: rows.map(({ overall: _o, season_name: _s, ...r }) => r),
  };
}

interface AbsenceRow {
  id: number;
  date: string;
  label: string;
  team_name: string;
  num_absent: number;
  absent_players: { player_id: number; player_name: string; player_short_name: string | null }[];
  season_name: string | null;
}

function absencesQuery(kind: 'training' | 'match', teamId?: number): SQL {
  const source =
    kind === 'training'
      ? sql`select st.training_id as id, st.team_id, st.date, st.venue as label from scope_trainings st
        where st.date < ${today()}`
      : sql`select sm.match_id as id, sm.team_id, sm.match_date as date, sm.opposition_name as label
        from scope_matches sm where sm.match_date < ${today()}`;
  return sql`
    with ${teamSeasonScope(teamId)}
    select s.id, s.date::text as date, s.label, tm.team_name,
      count(a.availability_id)::int as num_absent,
      coalesce(json_agg(json_build_object('player_id', p.player_id, 'player_name', p.player_name, 'player_short_name',
        p.player_short_name)
        order by p.player_name) filter (where a.availability_id is not null), '[]') as absent_players,
      (select name from season) as season_name
    from (${source}) s
    join teams tm on tm.team_id = s.team_id
    left join players p on p.team_id = s.team_id
    left join availability a on a.player_id = p.player_id and a.unavailable_date = s.date
    where ${teamFilter(sql`s.team_id`, teamId)}
    group by s.id, s.date, s.label, tm.team_name
    order by s.date desc, s.id desc`;
}

export async function trainingAbsences(db: Db, teamId?: number): Promise<TrainingAbsencesReport> {
  const rows = await run<AbsenceRow>(db, absencesQuery('training', teamId));
  return {
    season_name: rows[0]?.season_name ?? (await seasonName(db)),
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
  const rows = await run<AbsenceRow>(db, absencesQuery('match', teamId));
  return {
    season_name: rows[0]?.season_name ?? (await seasonName(db)),
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

import { sql } from 'drizzle-orm';
import type { RolloverBody, RolloverPlan, RolloverTeam } from '@touchline/domain';
import { followingSeason, nextAgeGroup, proposedChoices, rolloverProblems, shapeOf } from '@touchline/domain';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { loadRegister } from '../queries/qualifications';

/** The rollover's advisory lock: one turn of the season at a time, across instances. */
export const ROLLOVER_LOCK = 734034;

interface SeasonRow {
  season_id: number;
  name: string;
  start_date: string;
  end_date: string;
  is_current: boolean;
}

interface PlayerRow {
  player_id: number;
  player_name: string;
  team_id: number;
  date_of_birth: string | null;
}

/** What the rollover reads: the seasons, the teams and the players in a team. Three small queries. */
export async function loadClub(db: Db) {
  // One after another: inside the rollover's transaction they share one connection.
  const seasons = await rowsOf<SeasonRow>(
    db,
    sql`select season_id, name, start_date::text, end_date::text, is_current from seasons order by start_date`,
  );
  const teams = await rowsOf<RolloverTeam>(
    db,
    sql`select team_id, team_name, age_group, youth_mode, match_minutes from teams order by team_name, team_id`,
  );
  const players = await rowsOf<PlayerRow>(
    db,
    sql`select player_id, player_name, team_id, date_of_birth::text from players where team_id is not null
      order by player_name, player_id`,
  );
  return { seasons, teams, players, current: seasons.find((s) => s.is_current) ?? null };
}
export type Club = Awaited<ReturnType<typeof loadClub>>;

/** The parent accounts of the children who stay: each is asked to confirm their children's details. */
async function familiesAsked(db: Db, leaving: readonly number[]): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(distinct a.parent_user_id)::int as n from parent_player_associations a
      join players p on p.player_id = a.player_id and p.team_id is not null
      where not (p.player_id = any (${`{${leaving.join(',')}}`}::int[]))`,
  );
  return row?.n ?? 0;
}

/** The coaches whose checks (DBS, safeguarding, first aid) will not be current on the new season's first day. */
async function checksDue(db: Db, start: string): Promise<RolloverPlan['checks_due']> {
  const register = await loadRegister(db, start);
  return register.people
    .filter((person) => person.coach)
    .flatMap((person) =>
      person.qualifications
        .filter((q) => q.state !== 'valid' && q.state !== 'expiring')
        .map((q) => ({
          user_id: person.user_id,
          name: person.name,
          kind: q.kind,
          state: q.state,
          expires_on: q.expires_on,
        })),
    );
}

/**
 * Every change the rollover makes, from the club as it is and the admin's choices: each team's shape before and after
 * (name, age group, youth mode, match length, players on the pitch), who moves and who leaves, the families asked, the
 * coaches' checks due, and the problems that refuse it. Teams not chosen stay as they are.
 */
export async function planRollover(db: Db, club: Club, body: RolloverBody): Promise<RolloverPlan> {
  const leaving = [...new Set(body.leaving ?? [])];
  const problems = rolloverProblems({
    season: body.season,
    seasons: club.seasons,
    teams: club.teams,
    choices: body.teams,
    players: new Set(club.players.map((p) => p.player_id)),
    leaving,
  });
  const leavingSet = new Set(leaving);
  const teams = club.teams.map((team) => {
    const choice = body.teams.find((c) => c.team_id === team.team_id);
    const moves = choice !== undefined && choice.age_group.trim() !== team.age_group;
    const to = {
      team_name: choice?.team_name.trim() ?? team.team_name,
      age_group: choice?.age_group.trim() ?? team.age_group,
      // A new age group brings its own youth mode and match length (decision 134); the same one keeps the choices.
      youth_mode: moves ? null : team.youth_mode,
      match_minutes: moves ? null : team.match_minutes,
    };
    const squad = club.players.filter((p) => p.team_id === team.team_id);
    const goes = squad.filter((p) => leavingSet.has(p.player_id)).length;
    return {
      team_id: team.team_id,
      from: shapeOf(team),
      to: shapeOf(to),
      players_moving: squad.length - goes,
      players_leaving: goes,
    };
  });
  const teamName = new Map(club.teams.map((t) => [t.team_id, t.team_name]));
  const leavers = club.players
    .filter((p) => leavingSet.has(p.player_id))
    .map((p) => ({ player_id: p.player_id, player_name: p.player_name, team_name: teamName.get(p.team_id) ?? '' }));
  const asked = await familiesAsked(db, leaving);
  const due = await checksDue(db, body.season.start_date);
  return {
    season: { name: body.season.name.trim(), start_date: body.season.start_date, end_date: body.season.end_date },
    last_season: club.current ? { season_id: club.current.season_id, name: club.current.name } : null,
    teams,
    leavers,
    families_asked: asked,
    checks_due: due,
    problems,
    applied: false,
  };
}

/** What the rollover screen starts from: the next season, and each team in its next age group with its players. */
export function startOf(club: Club, today: string) {
  const choices = proposedChoices(club.teams);
  return {
    season: followingSeason(club.current, today),
    current: club.current ? { season_id: club.current.season_id, name: club.current.name } : null,
    teams: club.teams.map((team, i) => ({
      team_id: team.team_id,
      team_name: team.team_name,
      age_group: team.age_group,
      next_name: choices[i]?.team_name ?? team.team_name,
      next_age_group: nextAgeGroup(team.age_group) ?? team.age_group,
      players: club.players
        .filter((p) => p.team_id === team.team_id)
        .map(({ player_id, player_name, date_of_birth }) => ({ player_id, player_name, date_of_birth })),
    })),
  };
}

import { and, eq, sql } from 'drizzle-orm';
import { addDaysToDate, isAdmin, type MyTeams } from '@touchline/domain';
import type { AuthUser } from '../auth/sessions';
import { clubDateTime } from '../club-time';
import type { Db } from '../db/open';
import { teamCoaches } from '../db/schema';

/** Whether the user coaches the team (team_coaches, decision 108). */
export async function coachesTeam(db: Db, userId: number, teamId: number): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamCoaches.teamId })
    .from(teamCoaches)
    .where(and(eq(teamCoaches.userId, userId), eq(teamCoaches.teamId, teamId)));
  return row !== undefined;
}

/** The instant a match day ends on the club's wall clock: the next midnight, summer time included. */
export function matchDayEnd(matchDate: string): Date {
  return clubDateTime(addDaysToDate(matchDate, 1), '00:00');
}

const teamsJson = (from: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(json_build_object('team_id',
  t.team_id, 'team_name', t.team_name) order by t.team_name, t.team_id), '[]'::json) from teams t where ${from})`;

/**
 * The signed-in person's teams in one statement (decision 127): those they coach, their family's (a parent's
 * children's and a player's own), and whether they may choose every team (an admin; the head of coaching, a coach).
 */
export async function myTeamsOf(db: Db, auth: AuthUser): Promise<MyTeams> {
  const result = (await db.execute(sql`select
    ${teamsJson(sql`t.team_id in (select team_id from team_coaches where user_id = ${auth.userId})`)} as coaching,
    ${teamsJson(sql`t.team_id in (select p.team_id from players p where p.user_id = ${auth.userId}
      or p.player_id in (select player_id from parent_player_associations where parent_user_id = ${auth.userId}))`)}
      as family,
    (select head_of_coaching from users where user_id = ${auth.userId}) as head_of_coaching`)) as unknown as {
    rows: { coaching: MyTeams['coaching']; family: MyTeams['family']; head_of_coaching: boolean | null }[];
  };
  const row = result.rows[0];
  const coach = auth.userTypes.some((t) => t.type === 'Coach');
  return {
    coaching: row?.coaching ?? [],
    family: row?.family ?? [],
    all_teams: isAdmin(auth) || (coach && row?.head_of_coaching === true),
  };
}

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

/** The ids of the teams a user coaches (a subquery). */
export const coachedTeamIds = (userId: number) => sql`select team_id from team_coaches where user_id = ${userId}`;

/** The ids of a user's family's teams: their children's teams and their own player record's (a subquery). */
export const familyTeamIds = (userId: number) => sql`select p.team_id from players p where p.user_id = ${userId}
  or p.player_id in (select player_id from parent_player_associations where parent_user_id = ${userId})`;

/** Whether the user may choose every team (SQL): an admin; the head of coaching, a coach (decision 127). */
const mayChooseAll = (auth: Pick<AuthUser, 'userId' | 'role' | 'userTypes'>) =>
  isAdmin(auth)
    ? sql`true`
    : auth.userTypes.some((t) => t.type === 'Coach')
      ? sql`coalesce((select head_of_coaching from users where user_id = ${auth.userId}), false)`
      : sql`false`;

/**
 * The ids of a user's own teams (a subquery; decision 127): those they coach and their family's, and every team for
 * an admin or the head of coaching who coaches none. The calendar feed covers these.
 */
export const ownTeamIds = (auth: Pick<AuthUser, 'userId' | 'role' | 'userTypes'>) => sql`${coachedTeamIds(auth.userId)}
  union ${familyTeamIds(auth.userId)}
  union select team_id from teams where ${mayChooseAll(auth)} and not exists (${coachedTeamIds(auth.userId)})`;

const teamsJson = (from: ReturnType<typeof sql>) => sql`(select coalesce(json_agg(json_build_object('team_id',
  t.team_id, 'team_name', t.team_name) order by t.team_name, t.team_id), '[]'::json) from teams t where ${from})`;

/**
 * The signed-in person's teams in one statement (decision 127): those they coach, their family's (a parent's
 * children's and a player's own), and whether they may choose every team (an admin; the head of coaching, a coach).
 */
export async function myTeamsOf(db: Db, auth: AuthUser): Promise<MyTeams> {
  const result = (await db.execute(sql`select
    ${teamsJson(sql`t.team_id in (${coachedTeamIds(auth.userId)})`)} as coaching,
    ${teamsJson(sql`t.team_id in (${familyTeamIds(auth.userId)})`)} as family,
    ${mayChooseAll(auth)} as all_teams`)) as unknown as { rows: MyTeams[] };
  const row = result.rows[0];
  return { coaching: row?.coaching ?? [], family: row?.family ?? [], all_teams: row?.all_teams === true };
}

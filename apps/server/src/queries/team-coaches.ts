import { and, eq } from 'drizzle-orm';
import { addDaysToDate } from '@touchline/domain';
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

import { and, eq } from 'drizzle-orm';
import { isAdmin } from '@touchline/domain';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { teamCoaches } from '../db/schema';
import { HttpError } from './errors';

/** Admins, and the coaches of this team (team_coaches); anyone else is refused 403 with `refusal`. */
export async function assertCoachesTeam(db: Db, auth: AuthUser, teamId: number, refusal: string): Promise<void> {
  if (isAdmin(auth)) return;
  const [coach] = await db
    .select({ teamId: teamCoaches.teamId })
    .from(teamCoaches)
    .where(and(eq(teamCoaches.teamId, teamId), eq(teamCoaches.userId, auth.userId)));
  if (!coach) throw new HttpError(403, refusal);
}

import { isAdmin } from '@touchline/domain';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { coachesTeam } from '../queries/team-coaches';
import { HttpError } from './errors';

/** Admins, and the coaches of this team (team_coaches); anyone else is refused 403 with `refusal`. */
export async function assertCoachesTeam(db: Db, auth: AuthUser, teamId: number, refusal: string): Promise<void> {
  if (isAdmin(auth)) return;
  if (!(await coachesTeam(db, auth.userId, teamId))) throw new HttpError(403, refusal);
}

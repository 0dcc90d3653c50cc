import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { isAdmin, MAX_ID } from '@touchline/domain';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { matches } from '../db/schema';
import { coachesTeam } from '../queries/team-coaches';
import { authOf } from './access';
import { HttpError } from './errors';

/** Admins, and the coaches of this team (team_coaches); anyone else is refused 403 with `refusal`. */
export async function assertCoachesTeam(db: Db, auth: AuthUser, teamId: number, refusal: string): Promise<void> {
  if (isAdmin(auth)) return;
  if (!(await coachesTeam(db, auth.userId, teamId))) throw new HttpError(403, refusal);
}

/**
 * A route's preValidation hook for `/matches/:id/…` writes only the match's team coaches and admins may make: others
 * are refused 403 before their body is read, so what they sent is neither checked nor answered about. A missing or
 * malformed id passes on, to the route's own 400 or 404.
 */
export function matchTeamCoachesOnly(db: Db, refusal: string) {
  return async (request: FastifyRequest): Promise<void> => {
    const matchId = Number((request.params as { id?: unknown }).id);
    if (!Number.isInteger(matchId) || matchId < 1 || matchId > MAX_ID) return;
    const [match] = await db.select({ teamId: matches.teamId }).from(matches).where(eq(matches.matchId, matchId));
    if (match) await assertCoachesTeam(db, authOf(request), match.teamId, refusal);
  };
}

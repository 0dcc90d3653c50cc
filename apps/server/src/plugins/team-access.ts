import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { isAdmin, MAX_ID, messages, type TeamScope } from '@touchline/domain';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { coachesTeam } from '../queries/team-coaches';
import { HttpError } from './errors';

/** Admins, and the coaches of this team (team_coaches); anyone else is refused 403 with `refusal`. */
export async function assertCoachesTeam(db: Db, auth: AuthUser, teamId: number, refusal: string): Promise<void> {
  if (isAdmin(auth)) return;
  if (!(await coachesTeam(db, auth.userId, teamId))) throw new HttpError(403, refusal);
}

/** A path parameter that is an id (digits only, in range), or null: a malformed one is the route's 400. */
function idParam(params: unknown, name: string): number | null {
  const raw = (params as Record<string, unknown> | undefined)?.[name];
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * A contract's team scope (decision 116), checked with the access before the body is read: admins pass, a coach must
 * coach the team of the match (path `id` or `matchId`) or the team (`id`). A missing or malformed id, or a match that
 * does not exist, passes on to the route's own 400 or 404.
 */
export async function assertTeamScope(db: Db, request: FastifyRequest, scope: TeamScope): Promise<void> {
  const auth = request.auth;
  if (!auth || isAdmin(auth)) return;
  const refusal = scope.refusal ?? messages.onlyTeamCoaches;
  if (scope.of === 'team') {
    const teamId = idParam(request.params, 'id');
    if (teamId !== null) await assertCoachesTeam(db, auth, teamId, refusal);
    return;
  }
  const matchId = idParam(request.params, 'id') ?? idParam(request.params, 'matchId');
  if (matchId === null) return;
  // One statement: whether the match exists and this coach coaches its team.
  const result = (await db.execute(sql`select exists (select 1 from team_coaches tc where tc.team_id = m.team_id
      and tc.user_id = ${auth.userId}) as coaches from matches m where m.match_id = ${matchId}`)) as unknown as {
    rows: { coaches: boolean }[];
  };
  const match = result.rows[0];
  if (match && !match.coaches) throw new HttpError(403, refusal);
}

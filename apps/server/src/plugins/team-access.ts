import type { FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { isAdmin, MAX_ID, messages, type MyTeams, type TeamScope } from '@touchline/domain';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { coachesTeam, myTeamsOf } from '../queries/team-coaches';
import { versionKey } from './read-cache';
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
  if (scope.of === 'body') return; // the body's team is checked once the body is read (assertBodyTeamScope)
  if (scope.of === 'team') {
    const teamId = idParam(request.params, 'id');
    if (teamId !== null) await assertCoachesTeam(db, auth, teamId, refusal);
    return;
  }
  const id = idParam(request.params, 'id') ?? idParam(request.params, 'matchId');
  if (id === null) return;
  // One statement: whether the match (or training session) exists and this coach coaches its team.
  const of =
    scope.of === 'training'
      ? sql`from trainings r where r.training_id = ${id}`
      : sql`from matches r where r.match_id = ${id}`;
  const result = (await db.execute(sql`select exists (select 1 from team_coaches tc where tc.team_id = r.team_id
      and tc.user_id = ${auth.userId}) as coaches ${of}`)) as unknown as { rows: { coaches: boolean }[] };
  const row = result.rows[0];
  if (row && !row.coaches) throw new HttpError(403, refusal);
}

/**
 * A contract's team scope on the body (#30), checked once the body is parsed and before it is validated: the team a
 * coach's new fixture or training session is for, or the one a change moves it to, must be one they coach. A body
 * without a well-formed `team_id` passes on to the schema's 400.
 */
export async function assertBodyTeamScope(db: Db, request: FastifyRequest, scope: TeamScope): Promise<void> {
  const auth = request.auth;
  if (!auth || isAdmin(auth) || (scope.of !== 'body' && !scope.alsoBody)) return;
  const raw = (request.body as Record<string, unknown> | null | undefined)?.team_id;
  if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1 || raw > MAX_ID) return;
  await assertCoachesTeam(db, auth, raw, scope.refusal ?? messages.onlyTeamCoaches);
}

/**
 * The signed-in person's teams (decision 127), read once for each version of the club's data (team_coaches, players
 * and families are the club's): every page's token check and team scope asks for them.
 */
export async function myTeams(request: FastifyRequest, auth: AuthUser): Promise<MyTeams> {
  return request.server.readCache.remember(`my-teams\n${auth.userId}`, await versionKey(request, 'club'), () =>
    myTeamsOf(request.server.db, auth),
  );
}

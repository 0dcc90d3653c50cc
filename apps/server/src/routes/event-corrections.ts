import type { FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { addDaysToDate, correctionError, isAdmin, UNDO_SECONDS, type EventRights } from '@touchline/domain';
import { clubDateTime } from '../club-time';
import type { Db } from '../db/open';
import { teamCoaches } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import type { MatchContext } from './match-events-shared';

/** Who may correct a match's recorded events (decision 108): the rule is the domain's `correctionError`. */

async function coachesTeam(db: Db, userId: number, teamId: number): Promise<boolean> {
  const [row] = await db
    .select({ teamId: teamCoaches.teamId })
    .from(teamCoaches)
    .where(and(eq(teamCoaches.userId, userId), eq(teamCoaches.teamId, teamId)));
  return row !== undefined;
}

/** The instant the match day ends on the club's wall clock. */
function matchDayEnd(ctx: MatchContext): Date {
  return clubDateTime(addDaysToDate(ctx.matchDate, 1), '00:00');
}

/** Refuses (403) a change to the event unless the caller may make it. */
export async function assertMayCorrect(
  db: Db,
  request: FastifyRequest,
  ctx: MatchContext,
  event: { recordedAt: Date; recordedBy: number | null },
): Promise<void> {
  const auth = authOf(request);
  const admin = isAdmin(auth);
  const error = correctionError({
    admin,
    coachesTeam: !admin && (await coachesTeam(db, auth.userId, ctx.teamId)),
    recordedByMe: event.recordedBy === auth.userId,
    recordedAt: event.recordedAt,
    now: new Date(),
    matchDayEnd: matchDayEnd(ctx),
  });
  if (error) throw new HttpError(403, error);
}

/** What the caller may do to the match's events now, for the console to show its buttons by. */
export async function eventRightsOf(db: Db, request: FastifyRequest, ctx: MatchContext): Promise<EventRights> {
  const auth = authOf(request);
  if (isAdmin(auth)) return { can_correct: true, until: null, undo_seconds: UNDO_SECONDS };
  const end = matchDayEnd(ctx);
  const now = new Date();
  const error = correctionError({
    admin: false,
    coachesTeam: await coachesTeam(db, auth.userId, ctx.teamId),
    recordedByMe: false,
    recordedAt: now,
    now,
    matchDayEnd: end,
  });
  return { can_correct: error === null, until: error === null ? end.toISOString() : null, undo_seconds: UNDO_SECONDS };
}

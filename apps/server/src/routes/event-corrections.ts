import type { FastifyRequest } from 'fastify';
import { correctionError, isAdmin, UNDO_SECONDS, type EventRights } from '@touchline/domain';
import type { Db } from '../db/open';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { coachesTeam, matchDayEnd as dayEnd } from '../queries/team-coaches';
import type { MatchContext } from './match-events-shared';

/** Who may correct a match's recorded events (decision 108): the rule is the domain's `correctionError`. */

const matchDayEnd = (ctx: MatchContext): Date => dayEnd(ctx.matchDate);

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

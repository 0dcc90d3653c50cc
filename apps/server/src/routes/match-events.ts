import type { FastifyPluginAsync } from 'fastify';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { goalBody, substitutionBody } from '@touchline/domain';
import {
  addEventMinuteRanges,
  contracts,
  editMinuteRange,
  editPhaseError,
  eventMessages,
  goalPhaseError,
  goalRuleError,
  matchEventPhaseError,
  matchEventTypes,
  matchPhase,
  minuteError,
  onceOnlyEventMessages,
  phaseDeleteError,
  repeatedEventError,
  substitutionRuleError,
  type PhaseEventLike,
} from '@touchline/domain';
import type { z } from 'zod';
import type { Db } from '../db/open';
import { matchEvents, matches, players } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, isUniqueViolation, notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { loadScore } from '../queries/score';
import { loadTimeline } from '../queries/timeline';
import { route } from './route';

type Kind = (typeof matchEvents.$inferSelect)['kind'];

interface MatchContext {
  teamId: number;
  events: (PhaseEventLike & { id: number; kind: Kind; recordedAt: Date })[];
}

/**
 * The match's team and the events the rules look at, in timeline order, or 404: phase events and a forfeit (they
 * carry an event type), the man of the match, and the event being edited. Goals and cards are not read: the rules
 * never need them, and a match's history should not slow down recording its next goal.
 */
async function loadContext(db: Db, matchId: number, eventId?: number): Promise<MatchContext> {
  const [match] = await db.select({ teamId: matches.teamId }).from(matches).where(eq(matches.matchId, matchId));
  if (!match) throw notFound();
  const rows = await db
    .select({
      id: matchEvents.id,
      kind: matchEvents.kind,
      eventType: matchEvents.eventType,
      minute: matchEvents.minute,
      recordedAt: matchEvents.recordedAt,
    })
    .from(matchEvents)
    .where(
      and(
        eq(matchEvents.matchId, matchId),
        or(
          isNotNull(matchEvents.eventType),
          eq(matchEvents.kind, 'MAN_OF_THE_MATCH'),
          eventId === undefined ? undefined : eq(matchEvents.id, eventId),
        ),
      ),
    )
    .orderBy(asc(matchEvents.recordedAt), asc(matchEvents.id));
  return {
    teamId: match.teamId,
    events: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      type: r.kind,
      event_type: r.eventType,
      minute: r.minute,
      recordedAt: r.recordedAt,
      timestamp: r.recordedAt.toISOString(),
    })),
  };
}

/** Players named in an event must belong to the match's team. */
async function assertInTeam(db: Db, teamId: number, ids: (number | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: players.playerId })
    .from(players)
    .where(and(eq(players.teamId, teamId), inArray(players.playerId, wanted)));
  if (found.length !== wanted.length) throw new HttpError(400, "Player is not in this match's team");
}

function check(error: string | null): void {
  if (error) throw new HttpError(400, error);
}

function assertNotForfeited(ctx: MatchContext): void {
  if (ctx.events.some((e) => e.event_type === 'FORFEIT')) throw new HttpError(409, 'The match has been forfeited');
}

/** The half a goal belongs to: second if recorded after the second half started. */
function halfOf(ctx: MatchContext, recordedAt: Date): 'first' | 'second' {
  const secondHalf = ctx.events.find((e) => e.event_type === 'SECOND_HALF_START');
  return secondHalf && recordedAt >= secondHalf.recordedAt ? 'second' : 'first';
}

function goalRules(body: z.infer<typeof goalBody>): void {
  const broken = goalRuleError(body);
  if (broken) throw new HttpError(400, broken.message);
}

function goalRow(body: z.infer<typeof goalBody>) {
  const ours = !body.is_opposition_goal;
  return {
    playerId: ours ? body.player_id : null,
    assistPlayerId: ours ? body.assist_player_id : null,
    minute: body.minute,
    isPenalty: body.is_penalty,
    isFreekick: body.is_freekick,
    isOwnGoal: body.is_own_goal,
    isOppositionGoal: body.is_opposition_goal,
    oppositionScorerName: ours ? null : body.opposition_scorer_name,
    oppositionAssistName: ours ? null : body.opposition_assist_name,
    notes: body.notes,
  };
}

function subRules(body: z.infer<typeof substitutionBody>): void {
  check(substitutionRuleError(body));
}

export const matchEventRoutes: FastifyPluginAsync = async (app) => {
  const publish = (matchId: number, action: 'created' | 'updated' | 'deleted', eventId: number) =>
    app.live.publish({ matchId, action, eventId });

  async function insert(matchId: number, userId: number, values: Omit<typeof matchEvents.$inferInsert, 'matchId'>) {
    const [row] = await app.db
      .insert(matchEvents)
      .values({ ...values, matchId, recordedBy: userId })
      .returning({ id: matchEvents.id })
      .catch((error: unknown) => {
        // A once-only event that a request arriving at the same time recorded first (unique index, decision 60).
        const repeated = values.eventType ? onceOnlyEventMessages[values.eventType] : undefined;
        throw repeated !== undefined && isUniqueViolation(error) ? new HttpError(409, repeated) : error;
      });
    const id = row?.id as number;
    publish(matchId, 'created', id);
    return id;
  }

  /** The created or changed event as the timeline shows it. */
  async function eventAnswer(matchId: number, eventId: number) {
    const [event] = await loadTimeline(app.db, matchId, eventId);
    if (!event) throw notFound();
    return event;
  }

  // Reads: every signed-in user.
  route(app, contracts.matchEvents.score, async (request, reply) =>
    cachedRead(request, reply, async () => {
      const score = await loadScore(app.db, request.params.id);
      if (!score) throw notFound();
      return score;
    }),
  );

  route(app, contracts.matchEvents.timeline, async (request, reply) =>
    cachedRead(request, reply, async () => {
      const events = await loadTimeline(app.db, request.params.id);
      if (events.length === 0) {
        const [match] = await app.db
          .select({ id: matches.matchId })
          .from(matches)
          .where(eq(matches.matchId, request.params.id));
        if (!match) throw notFound();
      }
      return { events };
    }),
  );

  // Recording: coaches and admins (the contracts say so).

  route(app, contracts.matchEvents.recordEvent, async (request) => {
    const { id } = request.params;
    const body = request.body;
    if (!(matchEventTypes as readonly string[]).includes(body.event_type) || body.event_type === 'FORFEIT')
      throw new HttpError(400, eventMessages.invalidType);
    const ctx = await loadContext(app.db, id);
    const repeated = repeatedEventError(body.event_type, ctx.events);
    if (repeated) throw new HttpError(409, repeated);
    check(matchEventPhaseError(body.event_type, ctx.events));
    const minute = body.event_type === 'LINEUP_CONFIRMED' ? null : (body.minute ?? null);
    if (body.event_type !== 'LINEUP_CONFIRMED') check(minuteError(minute, addEventMinuteRanges.MATCH_EVENT));
    const eventId = await insert(id, authOf(request).userId, {
      kind: 'MATCH_EVENT',
      eventType: body.event_type,
      minute,
      notes: body.notes,
    });
    return eventAnswer(id, eventId);
  });

  route(app, contracts.matchEvents.recordGoal, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const ctx = await loadContext(app.db, id);
    assertNotForfeited(ctx);
    check(goalPhaseError(matchPhase(ctx.events)));
    goalRules(body);
    check(minuteError(body.minute, addEventMinuteRanges.GOAL));
    if (!body.is_opposition_goal) await assertInTeam(app.db, ctx.teamId, [body.player_id, body.assist_player_id]);
    const eventId = await insert(id, authOf(request).userId, { kind: 'GOAL', ...goalRow(body) });
    return eventAnswer(id, eventId);
  });

  route(app, contracts.matchEvents.recordCard, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const ctx = await loadContext(app.db, id);
    assertNotForfeited(ctx);
    check(minuteError(body.minute, addEventMinuteRanges.CARD));
    await assertInTeam(app.db, ctx.teamId, [body.player_id]);
    const eventId = await insert(id, authOf(request).userId, {
      kind: 'CARD',
      playerId: body.player_id,
      cardType: body.card_type,
      minute: body.minute,
      notes: body.notes,
    });
    return eventAnswer(id, eventId);
  });

  route(app, contracts.matchEvents.recordSubstitution, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const ctx = await loadContext(app.db, id);
    assertNotForfeited(ctx);
    subRules(body);
    check(minuteError(body.minute, addEventMinuteRanges.SUBSTITUTION));
    await assertInTeam(app.db, ctx.teamId, [body.player_off_id, body.player_on_id]);
    const eventId = await insert(id, authOf(request).userId, {
      kind: 'SUBSTITUTION',
      playerId: body.player_off_id,
      playerOnId: body.player_on_id,
      minute: body.minute,
      notes: body.notes,
    });
    return eventAnswer(id, eventId);
  });

  route(app, contracts.matchEvents.setManOfTheMatch, async (request) => {
    const { id } = request.params;
    const body = request.body;
    const ctx = await loadContext(app.db, id);
    await assertInTeam(app.db, ctx.teamId, [body.player_id]);
    // One man of the match: a new choice replaces the old one.
    const previous = ctx.events.find((e) => e.kind === 'MAN_OF_THE_MATCH');
    const eventId = await app.db.transaction(async (tx) => {
      if (previous) await tx.delete(matchEvents).where(eq(matchEvents.id, previous.id));
      const [row] = await tx
        .insert(matchEvents)
        .values({
          matchId: id,
          kind: 'MAN_OF_THE_MATCH',
          playerId: body.player_id,
          notes: body.notes,
          recordedBy: authOf(request).userId,
        })
        .returning({ id: matchEvents.id });
      return row?.id as number;
    });
    if (previous) publish(id, 'deleted', previous.id);
    publish(id, 'created', eventId);
    return eventAnswer(id, eventId);
  });

  route(app, contracts.matchEvents.forfeit, async (request) => {
    const { id } = request.params;
    const ctx = await loadContext(app.db, id);
    const repeated = repeatedEventError('FORFEIT', ctx.events);
    if (repeated) throw new HttpError(409, repeated);
    const eventId = await insert(id, authOf(request).userId, {
      kind: 'MATCH_EVENT',
      eventType: 'FORFEIT',
      minute: null,
      forfeitingTeam: request.body.forfeiting_team,
      notes: request.body.notes,
    });
    return eventAnswer(id, eventId);
  });

  route(app, contracts.matchEvents.removeManOfTheMatch, async (request) => {
    const { id } = request.params;
    const deleted = await app.db
      .delete(matchEvents)
      .where(and(eq(matchEvents.matchId, id), eq(matchEvents.kind, 'MAN_OF_THE_MATCH')))
      .returning({ id: matchEvents.id });
    const row = deleted[0];
    if (!row) throw notFound();
    publish(id, 'deleted', row.id);
  });

  // Editing and deleting recorded events: admins only.
  const removals = [
    [contracts.matchEvents.removeGoal, 'GOAL'],
    [contracts.matchEvents.removeCard, 'CARD'],
    [contracts.matchEvents.removeSubstitution, 'SUBSTITUTION'],
    [contracts.matchEvents.removeEvent, 'MATCH_EVENT'],
  ] as const;

  async function findEvent(matchId: number, eventId: number, kind: Kind) {
    const ctx = await loadContext(app.db, matchId, eventId);
    const event = ctx.events.find((e) => e.id === eventId && e.kind === kind);
    if (!event) throw notFound();
    return { ctx, event };
  }

  async function update(matchId: number, eventId: number, values: Partial<typeof matchEvents.$inferInsert>) {
    await app.db
      .update(matchEvents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(matchEvents.id, eventId));
    publish(matchId, 'updated', eventId);
    return eventAnswer(matchId, eventId);
  }

  route(app, contracts.matchEvents.updateGoal, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx, event } = await findEvent(id, eventId, 'GOAL');
    check(editPhaseError(ctx.events));
    goalRules(body);
    check(minuteError(body.minute, editMinuteRange('GOAL', halfOf(ctx, event.recordedAt))));
    if (!body.is_opposition_goal) await assertInTeam(app.db, ctx.teamId, [body.player_id, body.assist_player_id]);
    return update(id, eventId, goalRow(body));
  });

  route(app, contracts.matchEvents.updateCard, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx } = await findEvent(id, eventId, 'CARD');
    check(editPhaseError(ctx.events));
    check(minuteError(body.minute, editMinuteRange('CARD', 'first')));
    await assertInTeam(app.db, ctx.teamId, [body.player_id]);
    return update(id, eventId, {
      playerId: body.player_id,
      cardType: body.card_type,
      minute: body.minute,
      notes: body.notes,
    });
  });

  route(app, contracts.matchEvents.updateSubstitution, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx } = await findEvent(id, eventId, 'SUBSTITUTION');
    check(editPhaseError(ctx.events));
    subRules(body);
    check(minuteError(body.minute, editMinuteRange('SUBSTITUTION', 'first')));
    await assertInTeam(app.db, ctx.teamId, [body.player_off_id, body.player_on_id]);
    return update(id, eventId, {
      playerId: body.player_off_id,
      playerOnId: body.player_on_id,
      minute: body.minute,
      notes: body.notes,
    });
  });

  route(app, contracts.matchEvents.updateEvent, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx, event } = await findEvent(id, eventId, 'MATCH_EVENT');
    if (body.event_type !== event.event_type) throw new HttpError(400, eventMessages.invalidType);
    check(editPhaseError(ctx.events));
    const timeless = event.event_type === 'LINEUP_CONFIRMED' || event.event_type === 'FORFEIT';
    const minute = timeless ? null : (body.minute ?? null);
    if (!timeless) check(minuteError(minute, editMinuteRange('MATCH_EVENT', 'first')));
    return update(id, eventId, { minute, notes: body.notes });
  });

  for (const [removal, kind] of removals) {
    route(app, removal, async (request) => {
      const { id, eventId } = request.params;
      const { ctx, event } = await findEvent(id, eventId, kind);
      if (event.event_type === 'FORFEIT') throw new HttpError(409, 'A forfeit cannot be undone');
      if (event.event_type) check(phaseDeleteError(event.event_type, ctx.events));
      await app.db.delete(matchEvents).where(eq(matchEvents.id, eventId));
      publish(id, 'deleted', eventId);
    });
  }
};

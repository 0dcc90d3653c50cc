import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  contracts,
  editMinuteRange,
  editPhaseError,
  eventMessages,
  goalRuleError,
  minuteError,
  phaseDeleteError,
} from '@touchline/domain';
import { audit } from '../audit/record';
import { matchEvents } from '../db/schema';
import { HttpError, notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { assertMayCorrect, eventRightsOf } from './event-corrections';
import {
  assertInTeam,
  check,
  eventAnswer,
  goalRow,
  goalRules,
  loadContext,
  publishChange,
  subRules,
  type Kind,
  type MatchContext,
} from './match-events-shared';
import { route } from './route';
import { noticeResultFinal } from '../webhooks/results';

/** The half a goal belongs to: second if recorded after the second half started. */
function halfOf(ctx: MatchContext, recordedAt: Date): 'first' | 'second' {
  const secondHalf = ctx.events.find((e) => e.event_type === 'SECOND_HALF_START');
  return secondHalf && recordedAt >= secondHalf.recordedAt ? 'second' : 'first';
}

/**
 * Changing and deleting recorded events, and removing the man of the match: admins always, the team's coaches on the
 * match day, whoever recorded an event for 30 seconds (decision 108).
 */
export const matchEventEditRoutes: FastifyPluginAsync = async (app) => {
  const publish = (matchId: number, action: 'updated' | 'deleted', eventId: number) =>
    publishChange(app, matchId, action, eventId);

  // The console asks as it opens: per user, on the club's data (the match's team and day, who coaches it), until
  // the end of the match day when the coach may correct until then (decision 129).
  route(app, contracts.matchEvents.rights, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => eventRightsOf(app.db, request, await loadContext(app.db, request.params.id)),
      'club',
      { for: 'user', until: (rights) => (rights.until === null ? null : new Date(rights.until)) },
    ),
  );

  route(app, contracts.matchEvents.removeManOfTheMatch, async (request) => {
    const { id } = request.params;
    const ctx = await loadContext(app.db, id);
    const chosen = ctx.events.find((e) => e.kind === 'MAN_OF_THE_MATCH');
    if (!chosen) throw notFound();
    await assertMayCorrect(app.db, request, ctx, chosen);
    const eventId = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: matchEvents.id })
        .from(matchEvents)
        .where(and(eq(matchEvents.matchId, id), eq(matchEvents.kind, 'MAN_OF_THE_MATCH')))
        .for('update');
      if (!row) throw notFound();
      const before = await eventAnswer(tx, id, row.id);
      await tx.delete(matchEvents).where(eq(matchEvents.id, row.id));
      await audit(tx, request, { entityId: id, before, everyone: true });
      return row.id;
    });
    publish(id, 'deleted', eventId);
  });

  const removals = [
    [contracts.matchEvents.removeGoal, 'GOAL'],
    [contracts.matchEvents.removeCard, 'CARD'],
    [contracts.matchEvents.removeSubstitution, 'SUBSTITUTION'],
    [contracts.matchEvents.removeEvent, 'MATCH_EVENT'],
  ] as const;

  /** The match and the event, or 404; 403 unless the caller may change it. */
  async function findEvent(request: FastifyRequest, matchId: number, eventId: number, kind: Kind) {
    const ctx = await loadContext(app.db, matchId, eventId);
    const event = ctx.events.find((e) => e.id === eventId && e.kind === kind);
    if (!event) throw notFound();
    await assertMayCorrect(app.db, request, ctx, event);
    return { ctx, event };
  }

  /** Changes the event and puts the change on record (the match's id, the event before and after) in one go. */
  async function update(
    request: FastifyRequest,
    matchId: number,
    eventId: number,
    values: Partial<typeof matchEvents.$inferInsert>,
  ) {
    const after = await app.db.transaction(async (tx) => {
      const before = await eventAnswer(tx, matchId, eventId);
      await tx
        .update(matchEvents)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(matchEvents.id, eventId));
      const changed = await eventAnswer(tx, matchId, eventId);
      await audit(tx, request, { entityId: matchId, before, after: changed, everyone: true });
      return changed;
    });
    publish(matchId, 'updated', eventId);
    return after;
  }

  route(app, contracts.matchEvents.updateGoal, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx, event } = await findEvent(request, id, eventId, 'GOAL');
    check(editPhaseError(ctx.events));
    goalRules(body);
    check(minuteError(body.minute, editMinuteRange('GOAL', halfOf(ctx, event.recordedAt), ctx.matchMinutes)));
    if (!body.is_opposition_goal) await assertInTeam(app.db, ctx.teamId, [body.player_id, body.assist_player_id]);
    return update(request, id, eventId, goalRow(body));
  });

  /**
   * The scorer or assist picked after a one-tap goal, sent from the phone's outbox like an event (#29 items 2 and 3):
   * only what was picked changes. A pick completes the record rather than correcting it, so unlike an edit it is
   * taken after full time too, by whoever may correct the goal (on the match day for the team's coaches).
   */
  route(app, contracts.matchEvents.pickGoalPlayers, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx } = await findEvent(request, id, eventId, 'GOAL');
    const [goal] = await app.db
      .select({
        playerId: matchEvents.playerId,
        assistPlayerId: matchEvents.assistPlayerId,
        theirs: matchEvents.isOppositionGoal,
      })
      .from(matchEvents)
      .where(eq(matchEvents.id, eventId));
    if (!goal) throw notFound();
    if (goal.theirs) throw new HttpError(400, eventMessages.pickOursOnly);
    const playerId = body.player_id ?? goal.playerId;
    const assistPlayerId = body.assist_player_id === undefined ? goal.assistPlayerId : body.assist_player_id;
    check(
      goalRuleError({ player_id: playerId, assist_player_id: assistPlayerId, scorer_later: true })?.message ?? null,
    );
    await assertInTeam(app.db, ctx.teamId, [playerId, assistPlayerId]);
    return update(request, id, eventId, { playerId, assistPlayerId });
  });

  route(app, contracts.matchEvents.updateCard, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx } = await findEvent(request, id, eventId, 'CARD');
    check(editPhaseError(ctx.events));
    check(minuteError(body.minute, editMinuteRange('CARD', 'first', ctx.matchMinutes)));
    await assertInTeam(app.db, ctx.teamId, [body.player_id]);
    return update(request, id, eventId, {
      playerId: body.player_id,
      cardType: body.card_type,
      minute: body.minute,
      notes: body.notes,
    });
  });

  route(app, contracts.matchEvents.updateSubstitution, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx } = await findEvent(request, id, eventId, 'SUBSTITUTION');
    check(editPhaseError(ctx.events));
    subRules(body);
    check(minuteError(body.minute, editMinuteRange('SUBSTITUTION', 'first', ctx.matchMinutes)));
    await assertInTeam(app.db, ctx.teamId, [body.player_off_id, body.player_on_id]);
    return update(request, id, eventId, {
      playerId: body.player_off_id,
      playerOnId: body.player_on_id,
      minute: body.minute,
      notes: body.notes,
    });
  });

  route(app, contracts.matchEvents.updateEvent, async (request) => {
    const { id, eventId } = request.params;
    const body = request.body;
    const { ctx, event } = await findEvent(request, id, eventId, 'MATCH_EVENT');
    if (body.event_type !== event.event_type) throw new HttpError(400, eventMessages.invalidType);
    check(editPhaseError(ctx.events));
    const timeless = event.event_type === 'LINEUP_CONFIRMED' || event.event_type === 'FORFEIT';
    const minute = timeless ? null : (body.minute ?? null);
    if (!timeless) check(minuteError(minute, editMinuteRange('MATCH_EVENT', 'first', ctx.matchMinutes)));
    return update(request, id, eventId, { minute, notes: body.notes });
  });

  for (const [removal, kind] of removals) {
    route(app, removal, async (request) => {
      const { id, eventId } = request.params;
      const { ctx, event } = await findEvent(request, id, eventId, kind);
      if (event.event_type === 'FORFEIT') throw new HttpError(409, 'A forfeit cannot be undone');
      if (event.event_type) check(phaseDeleteError(event.event_type, ctx.events));
      // A goal taken back after full time changes the result: the club's webhooks hear it again (decision 137).
      const final = kind === 'GOAL' && ctx.events.some((e) => e.event_type === 'GAME_END');
      await app.db.transaction(async (tx) => {
        const before = await eventAnswer(tx, id, eventId);
        await tx.delete(matchEvents).where(eq(matchEvents.id, eventId));
        await audit(tx, request, { entityId: id, before, everyone: true });
        if (final) await noticeResultFinal(tx, id);
      });
      publish(id, 'deleted', eventId);
      if (final) app.webhooks.wake();
    });
  }
};

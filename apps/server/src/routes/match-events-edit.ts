import type { FastifyPluginAsync } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  contracts,
  editMinuteRange,
  editPhaseError,
  eventMessages,
  minuteError,
  phaseDeleteError,
} from '@touchline/domain';
import { matchEvents } from '../db/schema';
import { HttpError, notFound } from '../plugins/errors';
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

/** The half a goal belongs to: second if recorded after the second half started. */
function halfOf(ctx: MatchContext, recordedAt: Date): 'first' | 'second' {
  const secondHalf = ctx.events.find((e) => e.event_type === 'SECOND_HALF_START');
  return secondHalf && recordedAt >= secondHalf.recordedAt ? 'second' : 'first';
}

/** Changing and deleting recorded events, and removing the man of the match: admins only (the contracts say so). */
export const matchEventEditRoutes: FastifyPluginAsync = async (app) => {
  const publish = (matchId: number, action: 'updated' | 'deleted', eventId: number) =>
    publishChange(app, matchId, action, eventId);

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
    return eventAnswer(app.db, matchId, eventId);
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

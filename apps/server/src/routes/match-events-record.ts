import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq } from 'drizzle-orm';
import {
  addEventMinuteRanges,
  contracts,
  eventMessages,
  goalPhaseError,
  matchEventPhaseError,
  matchEventTypes,
  matchPhase,
  minuteError,
  onceOnlyEventMessages,
  repeatedEventError,
  showsEvent,
  withHiddenGoals,
} from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { matchEvents, matches } from '../db/schema';
import { authOf, hidesResultsFromViewer } from '../plugins/access';
import { HttpError, isUniqueViolation, notFound } from '../plugins/errors';
import { cachedRead } from '../plugins/read-cache';
import { loadScore } from '../queries/score';
import { loadTimeline } from '../queries/timeline';
import {
  assertInTeam,
  check,
  eventAnswer,
  goalRow,
  goalRules,
  loadContext,
  publishChange,
  subRules,
  type MatchContext,
} from './match-events-shared';
import { noticeMatchDay } from '../jobs/match-day';
import { noticeResultFinal } from '../webhooks/results';
import { route } from './route';

/**
 * What a request with a `client_key` asked for: its route and its body (without the key), keys in order, hashed. The
 * same request sent again has the same fingerprint; the key reused for another event has another.
 */
function requestFingerprint(request: FastifyRequest): string {
  const { client_key: _key, ...rest } = request.body as Record<string, unknown>;
  const sorted = Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? ''} ${JSON.stringify(sorted)}`)
    .digest('base64url');
}

function assertNotForfeited(ctx: MatchContext): void {
  if (ctx.events.some((e) => e.event_type === 'FORFEIT')) throw new HttpError(409, 'The match has been forfeited');
}

/**
 * A match's score and timeline (every signed-in user), and recording its events as it is played: phases, goals,
 * cards, substitutions, the man of the match and a forfeit (coaches and admins).
 */
export const matchEventRecordRoutes: FastifyPluginAsync = async (app) => {
  const publish = (matchId: number, action: 'created' | 'deleted', eventId: number) =>
    publishChange(app, matchId, action, eventId);

  /**
   * The event a device already recorded with this key, as the timeline shows it; null when there is none. A key sent
   * again with another request (another kind of event, another player or minute) is refused: answering the earlier
   * event would tell the device that what it sent now was recorded (decision 108, #28 item 22).
   */
  async function recordedWith(db: Db, matchId: number, clientKey: string | undefined, fingerprint: string) {
    if (clientKey === undefined) return null;
    const [row] = await db
      .select({ id: matchEvents.id, fingerprint: matchEvents.clientFingerprint })
      .from(matchEvents)
      .where(and(eq(matchEvents.matchId, matchId), eq(matchEvents.clientKey, clientKey)));
    if (!row) return null;
    // Recorded before fingerprints were kept: the key alone speaks for it.
    if (row.fingerprint !== null && row.fingerprint !== fingerprint) throw new HttpError(409, eventMessages.keyReused);
    return eventAnswer(db, matchId, row.id);
  }

  /**
   * Records the event and puts it on record (the match's id and the event as the timeline shows it) in one
   * transaction; answers the event as the timeline shows it. A key recorded already (a device sending again, or two
   * copies of one request racing) answers the event that key recorded, and records nothing (decision 108).
   */
  async function record(
    request: FastifyRequest,
    matchId: number,
    clientKey: string | undefined,
    values: Omit<typeof matchEvents.$inferInsert, 'matchId' | 'recordedBy' | 'clientKey'>,
  ) {
    const recordedBy = authOf(request).userId;
    const clientFingerprint = requestFingerprint(request);
    const repeated = values.eventType ? onceOnlyEventMessages[values.eventType] : undefined;
    const { eventId, after, told } = await app.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(matchEvents)
          .values({ ...values, matchId, recordedBy, clientKey, clientFingerprint })
          .onConflictDoNothing({ target: [matchEvents.matchId, matchEvents.clientKey] })
          .returning({ id: matchEvents.id });
        if (!row)
          return { eventId: null, after: await recordedWith(tx, matchId, clientKey, clientFingerprint), told: false };
        const event = await eventAnswer(tx, matchId, row.id);
        await audit(tx, request, { entityId: matchId, after: event, everyone: true });
        // Kick-off, a goal, full time: told to the families who chose the match day's news (#32).
        const told = await noticeMatchDay(
          tx,
          matchId,
          row.id,
          values.kind === 'GOAL' ? 'GOAL' : (values.eventType ?? ''),
        );
        // Full time or a forfeit: the result, told to the club's webhooks (decision 137).
        const final = values.eventType === 'GAME_END' || values.eventType === 'FORFEIT';
        if (final) await noticeResultFinal(tx, matchId);
        return { eventId: row.id, after: event, told: told || final };
      })
      .catch(async (error: unknown) => {
        // A once-only event that a request arriving at the same time recorded first (unique index, decision 60). On
        // PostgreSQL the key's index settles a conflict only when the copy had committed before this insert began; a
        // copy committing during it trips the once-only index instead. Its key then answers, as it would have (#29).
        if (repeated === undefined || !isUniqueViolation(error)) throw error;
        const copy = await recordedWith(app.db, matchId, clientKey, clientFingerprint);
        if (!copy) throw new HttpError(409, repeated);
        return { eventId: null, after: copy, told: false };
      });
    if (!after) throw new HttpError(409, 'The event was recorded by another request; send it again');
    if (eventId !== null) publish(matchId, 'created', eventId);
    if (told) {
      app.jobs.wake();
      app.webhooks.wake();
    }
    return after;
  }

  /** Answers the event already recorded with the request's key (before any rule: it was checked then), if any. */
  const repeatOf = (request: FastifyRequest<{ Params: { id: number }; Body: { client_key?: string } }>) =>
    recordedWith(app.db, request.params.id, request.body.client_key, requestFingerprint(request));

  // Reads: every signed-in user.
  route(app, contracts.matchEvents.score, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => {
        const score = await loadScore(app.db, request.params.id);
        if (!score) throw notFound();
        // Youth mode (decision 110): parents and players see the match's events, not its score.
        return score.youth_mode && hidesResultsFromViewer(request) ? withHiddenGoals(score) : score;
      },
      { match: request.params.id, reads: 'events' },
    ),
  );

  route(app, contracts.matchEvents.timeline, async (request, reply) =>
    cachedRead(
      request,
      reply,
      async () => {
        const events = await loadTimeline(app.db, request.params.id);
        if (events.length === 0) {
          const [match] = await app.db
            .select({ id: matches.matchId })
            .from(matches)
            .where(eq(matches.matchId, request.params.id));
          if (!match) throw notFound();
        }
        // Youth mode (decision 110): parents and players see every event but the goals, which would be the score.
        if (events.length === 0 || !hidesResultsFromViewer(request)) return { events };
        const goalsHidden = (await loadScore(app.db, request.params.id))?.youth_mode === true;
        return { events: events.filter((event) => showsEvent(event, goalsHidden)) };
      },
      { match: request.params.id, reads: 'events' },
    ),
  );

  // Recording: coaches and admins (the contracts say so).

  route(app, contracts.matchEvents.recordEvent, async (request) => {
    const { id } = request.params;
    const body = request.body;
    if (!(matchEventTypes as readonly string[]).includes(body.event_type) || body.event_type === 'FORFEIT')
      throw new HttpError(400, eventMessages.invalidType);
    // The match first, then the key: a copy of this request committed in between is then found by the key, and not
    // refused by a rule as if it were a second event.
    const ctx = await loadContext(app.db, id);
    const repeat = await repeatOf(request);
    if (repeat) return repeat;
    const repeated = repeatedEventError(body.event_type, ctx.events);
    if (repeated) throw new HttpError(409, repeated);
    check(matchEventPhaseError(body.event_type, ctx.events));
    const minute = body.event_type === 'LINEUP_CONFIRMED' ? null : (body.minute ?? null);
    if (body.event_type !== 'LINEUP_CONFIRMED')
      check(minuteError(minute, addEventMinuteRanges(ctx.matchMinutes).MATCH_EVENT));
    return record(request, id, body.client_key, {
      kind: 'MATCH_EVENT',
      eventType: body.event_type,
      minute,
      notes: body.notes,
    });
  });

  route(app, contracts.matchEvents.recordGoal, async (request) => {
    const { id } = request.params;
    const body = request.body;
    // The match first, then the key: a copy of this request committed in between is then found by the key, and not
    // refused by a rule as if it were a second event.
    const ctx = await loadContext(app.db, id);
    const repeat = await repeatOf(request);
    if (repeat) return repeat;
    assertNotForfeited(ctx);
    check(goalPhaseError(matchPhase(ctx.events)));
    goalRules(body);
    check(minuteError(body.minute, addEventMinuteRanges(ctx.matchMinutes).GOAL));
    if (!body.is_opposition_goal) await assertInTeam(app.db, ctx.teamId, [body.player_id, body.assist_player_id]);
    return record(request, id, body.client_key, { kind: 'GOAL', ...goalRow(body) });
  });

  route(app, contracts.matchEvents.recordCard, async (request) => {
    const { id } = request.params;
    const body = request.body;
    // The match first, then the key: a copy of this request committed in between is then found by the key, and not
    // refused by a rule as if it were a second event.
    const ctx = await loadContext(app.db, id);
    const repeat = await repeatOf(request);
    if (repeat) return repeat;
    assertNotForfeited(ctx);
    check(minuteError(body.minute, addEventMinuteRanges(ctx.matchMinutes).CARD));
    await assertInTeam(app.db, ctx.teamId, [body.player_id]);
    return record(request, id, body.client_key, {
      kind: 'CARD',
      playerId: body.player_id,
      cardType: body.card_type,
      minute: body.minute,
      notes: body.notes,
    });
  });

  route(app, contracts.matchEvents.recordSubstitution, async (request) => {
    const { id } = request.params;
    const body = request.body;
    // The match first, then the key: a copy of this request committed in between is then found by the key, and not
    // refused by a rule as if it were a second event.
    const ctx = await loadContext(app.db, id);
    const repeat = await repeatOf(request);
    if (repeat) return repeat;
    assertNotForfeited(ctx);
    subRules(body);
    check(minuteError(body.minute, addEventMinuteRanges(ctx.matchMinutes).SUBSTITUTION));
    await assertInTeam(app.db, ctx.teamId, [body.player_off_id, body.player_on_id]);
    return record(request, id, body.client_key, {
      kind: 'SUBSTITUTION',
      playerId: body.player_off_id,
      playerOnId: body.player_on_id,
      minute: body.minute,
      notes: body.notes,
    });
  });

  route(app, contracts.matchEvents.setManOfTheMatch, async (request) => {
    const { id } = request.params;
    const body = request.body;
    // The match first, then the key: a copy of this request committed in between is then found by the key, and not
    // refused by a rule as if it were a second event.
    const ctx = await loadContext(app.db, id);
    const repeat = await repeatOf(request);
    if (repeat) return repeat;
    await assertInTeam(app.db, ctx.teamId, [body.player_id]);
    // One man of the match: a new choice replaces the old one.
    const previous = ctx.events.find((e) => e.kind === 'MAN_OF_THE_MATCH');
    const { eventId, after } = await app.db.transaction(async (tx) => {
      const before = previous ? await eventAnswer(tx, id, previous.id) : null;
      if (previous) await tx.delete(matchEvents).where(eq(matchEvents.id, previous.id));
      const [row] = await tx
        .insert(matchEvents)
        .values({
          matchId: id,
          kind: 'MAN_OF_THE_MATCH',
          playerId: body.player_id,
          notes: body.notes,
          recordedBy: authOf(request).userId,
          clientKey: body.client_key,
          clientFingerprint: requestFingerprint(request),
        })
        .returning({ id: matchEvents.id });
      const chosen = await eventAnswer(tx, id, row?.id as number);
      await audit(tx, request, { entityId: id, before, after: chosen, everyone: true });
      return { eventId: row?.id as number, after: chosen };
    });
    if (previous) publish(id, 'deleted', previous.id);
    publish(id, 'created', eventId);
    return after;
  });

  route(app, contracts.matchEvents.forfeit, async (request) => {
    const { id } = request.params;
    // The match first, then the key: a copy of this request committed in between is then found by the key, and not
    // refused by a rule as if it were a second event.
    const ctx = await loadContext(app.db, id);
    const repeat = await repeatOf(request);
    if (repeat) return repeat;
    const repeated = repeatedEventError('FORFEIT', ctx.events);
    if (repeated) throw new HttpError(409, repeated);
    return record(request, id, request.body.client_key, {
      kind: 'MATCH_EVENT',
      eventType: 'FORFEIT',
      minute: null,
      forfeitingTeam: request.body.forfeiting_team,
      notes: request.body.notes,
    });
  });
};

import type { FastifyInstance } from 'fastify';
import { and, asc, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { goalBody, StreamAction, substitutionBody } from '@touchline/domain';
import { goalRuleError, matchLength, substitutionRuleError, type PhaseEventLike } from '@touchline/domain';
import type { z } from 'zod';
import type { Db } from '../db/open';
import { matchEvents, matches, players, teams } from '../db/schema';
import { HttpError, notFound } from '../plugins/errors';
import { loadTimeline } from '../queries/timeline';

/** What recording (match-events-record.ts) and editing (match-events-edit.ts) a match's events share. */

export type Kind = (typeof matchEvents.$inferSelect)['kind'];

export interface MatchContext {
  teamId: number;
  matchDate: string;
  /** The match's length: its minute limits run on it (decision 124). */
  matchMinutes: number;
  events: (PhaseEventLike & { id: number; kind: Kind; recordedAt: Date; recordedBy: number | null })[];
}

/**
 * The match's team and the events the rules look at, in timeline order, or 404: phase events and a forfeit (they
 * carry an event type), the man of the match, and the event being edited. Goals and cards are not read: the rules
 * never need them, and a match's history should not slow down recording its next goal.
 */
export async function loadContext(db: Db, matchId: number, eventId?: number): Promise<MatchContext> {
  // One statement: the match, with its events joined on (none joined gives one row of nulls).
  const rows = await db
    .select({
      teamId: matches.teamId,
      matchDate: matches.matchDate,
      ageGroup: teams.ageGroup,
      teamMinutes: teams.matchMinutes,
      ownMinutes: matches.matchMinutes,
      id: matchEvents.id,
      kind: matchEvents.kind,
      eventType: matchEvents.eventType,
      minute: matchEvents.minute,
      recordedAt: matchEvents.recordedAt,
      recordedBy: matchEvents.recordedBy,
    })
    .from(matches)
    .innerJoin(teams, eq(teams.teamId, matches.teamId))
    .leftJoin(
      matchEvents,
      and(
        eq(matchEvents.matchId, matches.matchId),
        or(
          isNotNull(matchEvents.eventType),
          eq(matchEvents.kind, 'MAN_OF_THE_MATCH'),
          eventId === undefined ? undefined : eq(matchEvents.id, eventId),
        ),
      ),
    )
    .where(eq(matches.matchId, matchId))
    .orderBy(asc(matchEvents.recordedAt), asc(matchEvents.id));
  const [match] = rows;
  if (!match) throw notFound();
  const events = rows.flatMap((r) =>
    r.id === null || r.kind === null || r.recordedAt === null
      ? []
      : [
          {
            id: r.id,
            kind: r.kind,
            type: r.kind,
            event_type: r.eventType,
            minute: r.minute,
            recordedAt: r.recordedAt,
            recordedBy: r.recordedBy,
            timestamp: r.recordedAt.toISOString(),
          },
        ],
  );
  const matchMinutes = matchLength({
    age_group: match.ageGroup,
    team_minutes: match.teamMinutes,
    match_minutes: match.ownMinutes,
  });
  return { teamId: match.teamId, matchDate: match.matchDate, matchMinutes, events };
}

/** Players named in an event must belong to the match's team. */
export async function assertInTeam(db: Db, teamId: number, ids: (number | null | undefined)[]): Promise<void> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return;
  const found = await db
    .select({ id: players.playerId })
    .from(players)
    .where(and(eq(players.teamId, teamId), inArray(players.playerId, wanted)));
  if (found.length !== wanted.length) throw new HttpError(400, "Player is not in this match's team");
}

export function check(error: string | null): void {
  if (error) throw new HttpError(400, error);
}

export function goalRules(body: z.infer<typeof goalBody>): void {
  const broken = goalRuleError(body);
  if (broken) throw new HttpError(400, broken.message);
}

export function goalRow(body: z.infer<typeof goalBody>) {
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

export function subRules(body: z.infer<typeof substitutionBody>): void {
  check(substitutionRuleError(body));
}

/** Tells the match's viewers (the live stream) that one of its events changed. */
export function publishChange(app: FastifyInstance, matchId: number, action: StreamAction, eventId: number): void {
  app.live.publish({ matchId, action, eventId });
}

/** The created or changed event as the timeline shows it. */
export async function eventAnswer(db: Db, matchId: number, eventId: number) {
  const [event] = await loadTimeline(db, matchId, eventId);
  if (!event) throw notFound();
  return event;
}

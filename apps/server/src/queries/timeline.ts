import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TimelineEvent } from '@touchline/domain';
import type { Db } from '../db/open';
import { matchEvents, players } from '../db/schema';

const assist = alias(players, 'assist');
const playerOn = alias(players, 'player_on');

/**
 * One query: a match's events (or just one of them) with player names, ordered by minute then time recorded (lineup
 * first, man of the match last).
 */
export async function loadTimeline(db: Db, matchId: number, onlyEventId?: number): Promise<TimelineEvent[]> {
  const rows = await db
    .select({
      e: matchEvents,
      playerName: players.playerName,
      playerShort: players.playerShortName,
      assistName: assist.playerName,
      assistShort: assist.playerShortName,
      onName: playerOn.playerName,
    })
    .from(matchEvents)
    .leftJoin(players, eq(players.playerId, matchEvents.playerId))
    .leftJoin(assist, eq(assist.playerId, matchEvents.assistPlayerId))
    .leftJoin(playerOn, eq(playerOn.playerId, matchEvents.playerOnId))
    .where(
      onlyEventId === undefined
        ? eq(matchEvents.matchId, matchId)
        : and(eq(matchEvents.matchId, matchId), eq(matchEvents.id, onlyEventId)),
    )
    .orderBy(
      sql`coalesce(${matchEvents.minute}, case when ${matchEvents.kind} = 'MAN_OF_THE_MATCH' then 100000 else -1 end)`,
      asc(matchEvents.recordedAt),
      asc(matchEvents.id),
    );
  return rows.map(({ e, playerName, playerShort, assistName, assistShort, onName }) => {
    const base = { id: e.id, minute: e.minute, notes: e.notes, timestamp: e.recordedAt.toISOString() };
    switch (e.kind) {
      case 'GOAL':
        return {
          type: 'GOAL',
          event_type: null,
          minute: e.minute,
          data: {
            ...base,
            player_id: e.playerId,
            assist_player_id: e.assistPlayerId,
            scorer: e.isOppositionGoal ? e.oppositionScorerName : playerName,
            scorer_short_name: e.isOppositionGoal ? null : playerShort,
            assist: e.isOppositionGoal ? e.oppositionAssistName : assistName,
            assist_short_name: e.isOppositionGoal ? null : assistShort,
            is_penalty: e.isPenalty,
            is_freekick: e.isFreekick,
            is_own_goal: e.isOwnGoal,
            is_opposition_goal: e.isOppositionGoal,
            opposition_scorer_name: e.oppositionScorerName,
            opposition_assist_name: e.oppositionAssistName,
          },
        };
      case 'CARD':
        return {
          type: 'CARD',
          event_type: null,
          minute: e.minute,
          data: { ...base, card_type: e.cardType, player: playerName, player_id: e.playerId },
        };
      case 'SUBSTITUTION':
        return {
          type: 'SUBSTITUTION',
          event_type: null,
          minute: e.minute,
          data: {
            ...base,
            player_off_id: e.playerId,
            player_on_id: e.playerOnId,
            player_off: playerName,
            player_on: onName,
          },
        };
      case 'MAN_OF_THE_MATCH':
        return {
          type: 'MAN_OF_THE_MATCH',
          event_type: null,
          minute: null,
          data: { ...base, player: playerName, player_id: e.playerId },
        };
      default:
        return {
          type: 'MATCH_EVENT',
          event_type: e.eventType,
          minute: e.minute,
          data: { ...base, event_type: e.eventType, forfeiting_team: e.forfeitingTeam },
        };
    }
  });
}

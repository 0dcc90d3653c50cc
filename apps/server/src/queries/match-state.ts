import { computeScore, statePhase, type MatchState } from '@touchline/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { matchEvents, matches } from '../db/schema';

/**
 * A lateral subquery of a match list (`leftJoinLateral(matchEventSummary(db), sql\`true\`)`): per match, the types of
 * its match events, its goals by side, its event count and the forfeiting side, so the list stays one query.
 */
export function matchEventSummary(db: Db) {
  const e = matchEvents;
  return db
    .select({
      event_types: sql<
        (string | null)[]
      >`coalesce(array_agg(${e.eventType}) filter (where ${e.kind} = 'MATCH_EVENT'), '{}')`.as('event_types'),
      ours: sql<number>`(count(*) filter (where ${e.kind} = 'GOAL' and not ${e.isOppositionGoal}))::int`.as('ours'),
      theirs: sql<number>`(count(*) filter (where ${e.kind} = 'GOAL' and ${e.isOppositionGoal}))::int`.as('theirs'),
      events: sql<number>`count(*)::int`.as('events'),
      forfeiting_team: sql<
        'home' | 'away' | null
      >`max(${e.forfeitingTeam}) filter (where ${e.eventType} = 'FORFEIT')`.as('forfeiting_team'),
    })
    .from(e)
    .where(eq(e.matchId, matches.matchId))
    .as('event_summary');
}

/** The summary's columns in a select, as `toMatchState` reads them. */
export function summaryColumns(summary: ReturnType<typeof matchEventSummary>) {
  const { event_types, ours, theirs, events, forfeiting_team } = summary;
  return { event_types, ours, theirs, events, forfeiting_team };
}

/** A match with neither full time nor a forfeit recorded: still to be played or being played. */
export const matchNotEnded = sql`not exists (select 1 from ${matchEvents}
  where ${matchEvents.matchId} = ${matches.matchId} and ${matchEvents.eventType} in ('GAME_END', 'FORFEIT'))`;

/**
 * The summary's columns as a match's state: phase from its events, score 'our - their' (3-0 after a forfeit), and
 * whether its team is in youth mode (the goals are there: the routes hide them from parents and players).
 */
export function toMatchState(
  summary: {
    event_types: (string | null)[];
    ours: number;
    theirs: number;
    events: number;
    forfeiting_team: 'home' | 'away' | null;
  },
  homeOrAway: 'Home' | 'Away',
  youthMode: boolean,
): MatchState & { our_goals: number; opposition_goals: number } {
  const forfeit = summary.forfeiting_team ? { forfeiting_team: summary.forfeiting_team } : null;
  const score = computeScore({ ours: Number(summary.ours), theirs: Number(summary.theirs) }, homeOrAway, forfeit);
  return {
    phase: statePhase(summary.event_types),
    ...score,
    has_events: Number(summary.events) > 0,
    youth_mode: youthMode,
  };
}

import { computeScore, isYouthMode, type MatchScore } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/**
 * One query: goal counts by side, whether any event exists, the forfeit if any, and whether the match's team is in
 * youth mode (the goals are there: the readers hide them from parents and players); null when the match does not exist.
 */
export async function loadScore(
  db: Db,
  matchId: number,
): Promise<(MatchScore & { our_goals: number; opposition_goals: number }) | null> {
  const result = (await db.execute(sql`
    select m.home_or_away, t.age_group, t.youth_mode,
           count(e.id) filter (where e.kind = 'GOAL' and not e.is_opposition_goal)::int as ours,
           count(e.id) filter (where e.kind = 'GOAL' and e.is_opposition_goal)::int as theirs,
           count(e.id)::int as events,
           max(e.forfeiting_team) filter (where e.event_type = 'FORFEIT') as forfeiting_team
    from matches m
    join teams t on t.team_id = m.team_id
    left join match_events e on e.match_id = m.match_id
    where m.match_id = ${matchId}
    group by m.match_id, t.team_id`)) as unknown as {
    rows: {
      home_or_away: 'Home' | 'Away';
      age_group: string;
      youth_mode: boolean | null;
      ours: number;
      theirs: number;
      events: number;
      forfeiting_team: 'home' | 'away' | null;
    }[];
  };
  const row = result.rows[0];
  if (!row) return null;
  const score = computeScore(
    { ours: Number(row.ours), theirs: Number(row.theirs) },
    row.home_or_away,
    row.forfeiting_team ? { forfeiting_team: row.forfeiting_team } : null,
  );
  return { ...score, has_events: Number(row.events) > 0, youth_mode: isYouthMode(row) };
}

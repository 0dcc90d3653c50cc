import { withHiddenGoals } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/open';
import { matches } from '../db/schema';
import { listMatches } from '../routes/matches';
import { enqueueWebhookEvent, fixtureFacts } from './events';

/**
 * `result.final` (decision 137), in the transaction that recorded full time or a forfeit: the fixture's facts and its
 * result. A youth-mode team's goals are not told (null), as families are not shown them (decision 110).
 */
export async function noticeResultFinal(tx: Db, matchId: number): Promise<void> {
  const [match] = await listMatches(tx, eq(matches.matchId, matchId));
  if (!match) return;
  const state = match.state.youth_mode ? withHiddenGoals(match.state) : match.state;
  const [home, away] =
    match.home_or_away === 'Home'
      ? [state.our_goals, state.opposition_goals]
      : [state.opposition_goals, state.our_goals];
  await enqueueWebhookEvent(tx, 'result.final', {
    ...fixtureFacts(match),
    result: {
      phase: state.phase,
      youth_mode: state.youth_mode,
      our_goals: state.our_goals,
      opposition_goals: state.opposition_goals,
      home_goals: home,
      away_goals: away,
    },
  });
}

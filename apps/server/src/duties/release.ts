import { isFixtureOn } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/**
 * A fixture no longer on, or an event moved to another day, releases the duties families were given for it (#34,
 * decision 135): the family planned for that day, and the fixture's change notice has told them; the coach plans the
 * new day again. Its done or missed duties stay as what happened. Inside the change's transaction.
 */
export async function releaseDuties(
  tx: Db,
  event: { matchId: number } | { trainingId: number },
  before: { date: string; status?: 'scheduled' | 'postponed' | 'cancelled' },
  after: { date: string; status?: 'scheduled' | 'postponed' | 'cancelled' },
): Promise<void> {
  const off = after.status !== undefined && !isFixtureOn({ status: after.status });
  if (!off && before.date === after.date) return;
  await tx.execute(
    sql`delete from duties where status = 'assigned' and ${
      'matchId' in event ? sql`match_id = ${event.matchId}` : sql`training_id = ${event.trainingId}`
    }`,
  );
}

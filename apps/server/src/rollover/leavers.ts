import { sql } from 'drizzle-orm';
import { addDaysToDate } from '@touchline/domain';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { auditLog } from '../db/schema';
import { ERASED_NAME, erasePlayer } from '../audit/erase-player';

/**
 * The club's retention schedule for leavers (#34, decision 134): a player who left more than `days` days before
 * `today` is erased as the right to erasure does it (their match history kept under the anonymous name), each in a
 * transaction of its own with its audit entry, at most 200 a run. 0 days keeps leavers for ever. Returns how many.
 */
export async function eraseLeavers(db: Db, days: number, today: string): Promise<number> {
  if (days <= 0) return 0;
  const due = await rowsOf<{ player_id: number }>(
    db,
    sql`select player_id from players where team_id is null and left_on < ${addDaysToDate(today, -days)}
      and player_name <> ${ERASED_NAME} || ' ' || player_id order by player_id limit 200`,
  );
  let erased = 0;
  for (const { player_id: id } of due) {
    const done = await db.transaction(async (tx) => {
      const after = await erasePlayer(tx, id);
      if (!after) return false;
      await tx.insert(auditLog).values({
        actorUsername: '(retention)',
        action: 'rollover.erased',
        entity: 'players',
        entityId: String(id),
        status: 200,
        after,
      });
      return true;
    });
    if (done) erased += 1;
  }
  return erased;
}

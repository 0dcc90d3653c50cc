import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { parentAccount } from '../queries/users';
import type { CalendarEvent } from './ics';
import { toEvent, type FeedContext, type FeedRow } from './feed';

/**
 * A parent's family duties in their calendar feed (#34, decision 135): an event of its own beside its match or
 * training session, at the same time, "Duty: Refreshments – U10 Lions v Riverside", while the duty is the family's
 * and still to do. Never in a child's own feed. One read.
 */
export async function dutyEvents(
  db: Db,
  userId: number,
  rows: readonly FeedRow[],
  context: FeedContext,
): Promise<CalendarEvent[]> {
  const duties = await rowsOf<{
    duty_id: number;
    kind_name: string;
    match_id: number | null;
    training_id: number | null;
    updated_ms: number;
  }>(
    db,
    sql`select d.duty_id, k.name as kind_name, d.match_id, d.training_id,
        (extract(epoch from d.updated_at) * 1000)::float8 as updated_ms
      from duties d join duty_kinds k on k.kind_id = d.kind_id
      where d.status = 'assigned' and d.family_id in (
        select p.family_id from parent_player_associations a join players p on p.player_id = a.player_id
        join users u on u.user_id = a.parent_user_id where a.parent_user_id = ${userId} and ${parentAccount('u')})
      order by d.duty_id`,
  );
  return duties.flatMap((duty) => {
    const row = rows.find((r) =>
      duty.match_id !== null
        ? r.kind === 'match' && r.id === duty.match_id
        : r.kind === 'training' && r.id === duty.training_id,
    );
    if (!row || row.status !== 'scheduled') return [];
    const event = toEvent(row, context);
    return [
      {
        ...event,
        uid: `duty-${duty.duty_id}-${context.installId}@touchline`,
        summary: `Duty: ${duty.kind_name} – ${event.summary}`,
        description: `Your family is on ${duty.kind_name}.`,
        lastModified: new Date(Math.max(event.lastModified.getTime(), Number(duty.updated_ms))),
      },
    ];
  });
}

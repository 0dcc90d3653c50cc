import { isCoachOrAdmin } from '@touchline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';

/**
 * SQL condition: may this user see the personal details of the player row in scope?
 * Coaches and admins see everyone; a parent their own children; a player themself.
 */
export function canSeePlayerDetails(auth: AuthUser): SQL {
  if (isCoachOrAdmin(auth)) return sql`true`;
  // Qualified by hand: Drizzle leaves column names bare in a single-table select, which a subquery would capture.
  return sql`("players"."user_id" = ${auth.userId} or exists (select 1 from parent_player_associations ppa
    where ppa.player_id = "players"."player_id" and ppa.parent_user_id = ${auth.userId}))`;
}

import type { SquadView } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';

/** A match's published squad, starting players first, then substitutes and standby, each by name. One query. */
export async function loadSquad(db: Db, matchId: number): Promise<SquadView> {
  const result = (await db.execute(sql`
    select to_char(a.published_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as published_at, a.times,
      coalesce((select json_agg(json_build_object('player_id', p.player_id, 'player_name', p.player_name,
          'role', sp.role) order by array_position(array['starting', 'substitute', 'standby'], sp.role), p.player_name)
        from squad_players sp join players p on p.player_id = sp.player_id where sp.match_id = a.match_id),
        '[]'::json) as players
    from squad_announcements a where a.match_id = ${matchId}`)) as unknown as { rows: SquadView[] };
  return result.rows[0] ?? { published_at: null, times: 0, players: [] };
}

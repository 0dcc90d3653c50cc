import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { contracts } from '@touchline/domain';
import { today } from '../today';
import { route } from './route';

/**
 * GET /api/players/selection?team_id=&last=N (coaches and admins): for each player of the team, how many of the
 * team's last N matches with a saved lineup (up to today) left them out, and when they last started (up to today: a
 * lineup saved ahead of time is no start yet). `overlooked`
 * marks players left out of all N. One query.
 */
export const selectionRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.selection.ofTeam, async (request) => {
    const { team_id, last } = request.query;
    const result = (await app.db.execute(sql`
      with recent as (
        select m.match_id from matches m join match_lineups ml on ml.match_id = m.match_id
        where m.team_id = ${team_id} and m.match_date <= ${today()}
        order by m.match_date desc, m.match_id desc limit ${last}
      )
      select p.player_id, p.player_name,
        (select max(m.match_date)::text from lineup_players lp join matches m on m.match_id = lp.match_id
          where lp.player_id = p.player_id and m.match_date <= ${today()}) as last_picked,
        (select count(*) from recent r where not exists (select 1 from lineup_players lp where lp.match_id = r.match_id
          and lp.player_id = p.player_id))::int as not_picked_in_last,
        (select count(*) from recent)::int as considered
      from players p where p.team_id = ${team_id}
      order by p.player_name`)) as unknown as {
      rows: {
        player_id: number;
        player_name: string;
        last_picked: string | null;
        not_picked_in_last: number;
        considered: number;
      }[];
    };
    return result.rows.map((r) => ({ ...r, overlooked: r.considered > 0 && r.not_picked_in_last === r.considered }));
  });
};

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { idParam } from '@touchline/domain';
import { z } from 'zod';
import { today } from '../today';

const query = z.strictObject({ team_id: idParam, last: z.coerce.number().int().min(1).max(20).default(3) });
const row = z.object({
  player_id: z.number(),
  player_name: z.string(),
  last_picked: z.string().nullable(),
  not_picked_in_last: z.number(),
  considered: z.number(),
  overlooked: z.boolean(),
});

/**
 * GET /api/players/selection?team_id=&last=N (coaches and admins): for each player of the team, how many of the
 * team's last N matches with a saved lineup (up to today) left them out, and when they last started (up to today: a
 * lineup saved ahead of time is no start yet). `overlooked`
 * marks players left out of all N. One query.
 */
export const selectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players/selection',
    { config: { access: 'coachOrAdmin' }, schema: { querystring: query, response: { 200: z.array(row) } } },
    async (request) => {
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
    },
  );
};

import { sql, type SQL } from 'drizzle-orm';

/**
 * `what` of the club's current season, as a scalar subquery: the season marked current, else the one `today` falls in,
 * else the latest; null without any. The one choice of "the current season" for the medical reviews and the duty rota.
 */
export const ofCurrentSeason = (what: SQL, today: string): SQL => sql`(select ${what} from seasons
  order by is_current desc, (start_date <= ${today} and end_date >= ${today}) desc, start_date desc limit 1)`;

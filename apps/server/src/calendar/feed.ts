import { isCoachOrAdmin } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { today } from '../today';
import { buildCalendar, localDateTime, type CalendarEvent } from './ics';

function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return today(d);
}

export const MATCH_MINUTES = 90;

export interface FeedRow {
  kind: 'match' | 'training';
  id: number;
  date: string;
  start_time: string;
  end_time: string | null;
  team_name: string;
  title: string;
  venue: string;
  address: string | null;
  home_or_away: string | null;
  meet_time: string | null;
  colours: string | null;
  revision: number;
  updated_ms: number;
}

/**
 * The teams a user's feed covers: a player's own team, a parent's children's teams; coaches and admins every team
 * (Touchline does not assign coaches to teams). One query returns their matches and training sessions from 30 days ago
 * on.
 */
export async function loadFeedRows(
  db: Db,
  user: Pick<AuthUser, 'userId' | 'role' | 'userTypes'>,
  only?: { matchId: number },
): Promise<FeedRow[]> {
  const teams = isCoachOrAdmin(user)
    ? sql`select team_id from teams`
    : sql`select team_id from players where user_id = ${user.userId}
          union select p.team_id from players p join parent_player_associations ppa on ppa.player_id = p.player_id
            where ppa.parent_user_id = ${user.userId}`;
  const since = daysAgo(30);
  const matchFilter = only
    ? sql`m.match_id = ${only.matchId}`
    : sql`m.team_id in (${teams}) and m.match_date >= ${since}`;
  const trainingFilter = only ? sql`false` : sql`t.team_id in (${teams}) and t.date >= ${since}`;
  const result = (await db.execute(sql`
    select 'match' as kind, m.match_id as id, m.match_date::text as date,
           to_char(m.kick_off_time, 'HH24:MI') as start_time, null as end_time,
           tm.team_name, m.opposition_name as title, m.venue_name as venue, m.venue_address as address, m.home_or_away,
           to_char(m.meet_time, 'HH24:MI') as meet_time, m.colours, m.revision,
           (extract(epoch from m.updated_at) * 1000)::float8 as updated_ms
    from matches m join teams tm on tm.team_id = m.team_id where ${matchFilter}
    union all
    select 'training', t.training_id, t.date::text, to_char(t.start_time, 'HH24:MI'), to_char(t.end_time, 'HH24:MI'),
           tm.team_name, 'Training', t.venue, null, null, null, null, t.revision,
           (extract(epoch from t.updated_at) * 1000)::float8
    from trainings t join teams tm on tm.team_id = t.team_id where ${trainingFilter}
    order by 3, 4`)) as unknown as { rows: FeedRow[] };
  return result.rows;
}

export function toEvent(row: FeedRow): CalendarEvent {
  const start = localDateTime(row.date, row.start_time);
  const end = row.end_time ? localDateTime(row.date, row.end_time) : new Date(start.getTime() + MATCH_MINUTES * 60_000);
  const summary =
    row.kind === 'match'
      ? `${row.team_name} ${row.home_or_away === 'Home' ? 'v' : '@'} ${row.title}`
      : `${row.team_name} training`;
  const description =
    row.kind === 'match'
      ? [
          `${row.home_or_away} match against ${row.title}`,
          row.meet_time ? `Meet at ${row.meet_time}` : null,
          row.colours ? `Kit: ${row.colours}` : null,
        ]
          .filter(Boolean)
          .join('\n')
      : null;
  return {
    uid: `${row.kind}-${row.id}@touchline`,
    start,
    end,
    summary,
    location: [row.venue, row.address].filter(Boolean).join(', '),
    description,
    sequence: row.revision,
    lastModified: new Date(Number(row.updated_ms)),
  };
}

export function feedCalendar(name: string, rows: readonly FeedRow[]): string {
  return buildCalendar({ name, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, events: rows.map(toEvent) });
}

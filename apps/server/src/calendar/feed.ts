import { addDaysToDate, isFixtureOn, SPEC_MATCH_MINUTES } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';
import { clubDateTime, clubTimeZone } from '../club-time';
import type { Db } from '../db/open';
import { ownTeamIds } from '../queries/team-coaches';
import { today } from '../today';
import { buildCalendar, type CalendarEvent } from './ics';

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
  /** A training session's notes (null for a match). */
  notes: string | null;
  revision: number;
  updated_ms: number;
  /** A match's status (decision 106): postponed and cancelled ones stay in the feed, marked. */
  status: 'scheduled' | 'postponed' | 'cancelled';
  status_reason: string | null;
  /** A match's length (decision 124): the event lasts as long; null for a training session (it has an end time). */
  match_minutes: number | null;
}

/**
 * The teams a user's feed covers: their own (decision 127): a player's team, a parent's children's teams, the teams a
 * coach coaches; every team for an admin or the head of coaching who coaches none. One query returns their matches
 * and training sessions from 30 days ago on.
 */
export async function loadFeedRows(
  db: Db,
  user: Pick<AuthUser, 'userId' | 'role' | 'userTypes'>,
  only?: { matchId: number },
): Promise<FeedRow[]> {
  const teams = ownTeamIds(user);
  const since = addDaysToDate(today(), -30);
  const matchFilter = only
    ? sql`m.match_id = ${only.matchId}`
    : sql`m.team_id in (${teams}) and m.match_date >= ${since}`;
  const trainingFilter = only ? sql`false` : sql`t.team_id in (${teams}) and t.date >= ${since}`;
  const result = (await db.execute(sql`
    select 'match' as kind, m.match_id as id, m.match_date::text as date,
           to_char(m.kick_off_time, 'HH24:MI') as start_time, null as end_time,
           tm.team_name, m.opposition_name as title, m.venue_name as venue, m.venue_address as address, m.home_or_away,
           to_char(m.meet_time, 'HH24:MI') as meet_time, m.colours, null as notes, m.revision,
           (extract(epoch from m.updated_at) * 1000)::float8 as updated_ms, m.status, m.status_reason,
           coalesce(m.match_minutes, tm.match_minutes, default_match_minutes(tm.age_group)) as match_minutes
    from matches m join teams tm on tm.team_id = m.team_id where ${matchFilter}
    union all
    select 'training', t.training_id, t.date::text, to_char(t.start_time, 'HH24:MI'), to_char(t.end_time, 'HH24:MI'),
           tm.team_name, 'Training', t.venue, null, null, null, null, t.notes, t.revision,
           (extract(epoch from t.updated_at) * 1000)::float8, 'scheduled', null, null
    from trainings t join teams tm on tm.team_id = t.team_id where ${trainingFilter}
    order by 3, 4`)) as unknown as { rows: FeedRow[] };
  return result.rows;
}

/** The words of `text`, lower case, spaced by single spaces, so 'Park  Road' and 'park road' compare equal. */
const words = (text: string) =>
  text
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.join(' ') ?? '';

/**
 * LOCATION: the venue's name and address, each once. When one repeats the other ('Riverside Park' and
 * 'Riverside Park, Mill Lane'), whole words compared, the longer alone; otherwise 'name, address'.
 */
export function venueAndAddress(venue: string | null, address: string | null): string {
  const [name, place] = [venue?.trim() ?? '', address?.trim() ?? ''];
  const [a, b] = [words(name), words(place)];
  if (!b || ` ${a} `.includes(` ${b} `)) return name;
  if (!a || ` ${b} `.includes(` ${a} `)) return place;
  return `${name}, ${place}`;
}

export interface FeedContext {
  /** This installation's id (db/install.ts): part of every UID, so no two clubs' events share one. */
  installId: string;
  /** The club's IANA zone: dates and times in the rows are its wall clock. */
  timeZone?: string;
}

export function toEvent(row: FeedRow, { installId, timeZone = clubTimeZone() }: FeedContext): CalendarEvent {
  const start = clubDateTime(row.date, row.start_time, timeZone);
  const end = row.end_time
    ? clubDateTime(row.date, row.end_time, timeZone)
    : new Date(start.getTime() + (row.match_minutes ?? SPEC_MATCH_MINUTES) * 60_000);
  const marked = row.status === 'postponed' ? 'POSTPONED: ' : row.status === 'cancelled' ? 'CANCELLED: ' : '';
  const summary =
    row.kind === 'match'
      ? `${marked}${row.team_name} ${row.home_or_away === 'Home' ? 'v' : '@'} ${row.title}`
      : `${row.team_name} training`;
  const description =
    row.kind === 'match'
      ? [
          !isFixtureOn(row) && row.status_reason ? `${marked}${row.status_reason}` : null,
          `${row.home_or_away} match against ${row.title}`,
          row.meet_time ? `Meet at ${row.meet_time}` : null,
          row.colours ? `Kit: ${row.colours}` : null,
        ]
          .filter(Boolean)
          .join('\n')
      : row.notes?.trim() || null;
  return {
    uid: `${row.kind}-${row.id}-${installId}@touchline`,
    start,
    end,
    summary,
    location: venueAndAddress(row.venue, row.address),
    description,
    sequence: row.revision,
    lastModified: new Date(Number(row.updated_ms)),
    ...(row.status === 'cancelled' && { status: 'CANCELLED' as const }),
  };
}

/** The feed's calendar: its matches and training sessions, and `more` events (a family's duties). */
export function feedCalendar(
  name: string,
  rows: readonly FeedRow[],
  context: FeedContext,
  more: readonly CalendarEvent[] = [],
): string {
  const timeZone = context.timeZone ?? clubTimeZone();
  const events = [...rows.map((row) => toEvent(row, { ...context, timeZone })), ...more];
  return buildCalendar({ name, timeZone, events });
}

import {
  answerCounts,
  answersOpen,
  displayName,
  kickOffInstant,
  DEFAULT_AVAILABILITY_SETTINGS,
  responseDeadline,
  type AvailabilitySettings,
  type FixtureAnswer,
  type FixtureSummary,
  type PlayerAnswer,
  isFixtureOn,
} from '@touchline/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { players } from '../db/schema';

/** An instant as the API writes it: ISO 8601 in UTC, to the second. */
export const isoSeconds = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

/** A fixture as its notices and answers need it: the summary, its details for emails, and its team's rules. */
export interface Fixture extends FixtureSummary {
  meet_time: string | null;
  venue_name: string;
  venue_address: string;
  home_or_away: 'Home' | 'Away';
  colours: string;
  status_reason: string | null;
  settings: AvailabilitySettings;
}

interface FixtureRow extends Omit<Fixture, 'deadline' | 'kick_off_at' | 'open' | 'settings'> {
  deadline_days: number | null;
  reminder_days: number[] | null;
  reminder_time: string | null;
  request_at: string | null;
}

/**
 * When the families of the match `alias` were first asked (`answers_requested_at`, ISO 8601), or null: the planner's
 * "asked already" and the deadline's late-request window (#28 item 10) read this one value.
 */
export const requestSentAt = (alias: string) =>
  sql.raw(`to_char(${alias}.answers_requested_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

export function settingsOf(row: {
  deadline_days: number | null;
  reminder_days: number[] | null;
  reminder_time: string | null;
}): AvailabilitySettings {
  return row.deadline_days === null
    ? DEFAULT_AVAILABILITY_SETTINGS
    : { deadline_days: row.deadline_days, reminder_days: row.reminder_days ?? [], reminder_time: row.reminder_time! };
}

/** One fixture with its team's name and availability rules; undefined when there is no such match. */
export async function loadFixture(db: Db, matchId: number, timeZone: string, now = new Date()) {
  const result = (await db.execute(sql`
    select m.match_id, m.team_id, t.team_name, m.opposition_name as opponent, m.match_date::text,
      to_char(m.kick_off_time, 'HH24:MI') as kick_off_time, to_char(m.meet_time, 'HH24:MI') as meet_time,
      m.status, m.status_reason, m.venue_name, m.venue_address, m.home_or_away, m.colours,
      s.deadline_days, s.reminder_days, s.reminder_time, ${requestSentAt('m')} as request_at
    from matches m join teams t on t.team_id = m.team_id
    left join team_availability_settings s on s.team_id = m.team_id
    where m.match_id = ${matchId}`)) as unknown as { rows: FixtureRow[] };
  const row = result.rows[0];
  if (!row) return undefined;
  const { deadline_days, reminder_days, reminder_time, request_at, ...rest } = row;
  const settings = settingsOf({ deadline_days, reminder_days, reminder_time });
  const requested = request_at ? new Date(request_at) : null;
  const fixture: Fixture = {
    ...rest,
    settings,
    deadline: isoSeconds(responseDeadline(row, settings, timeZone, requested)),
    kick_off_at: isoSeconds(kickOffInstant(row, timeZone)),
    open: isFixtureOn(row) && answersOpen(now, row, settings, timeZone, requested),
  };
  return fixture;
}

/** The summary a fixture's answer answers carry. */
export function summaryOf(f: Fixture): FixtureSummary {
  const { match_id, team_id, team_name, opponent, match_date, kick_off_time, status, deadline, kick_off_at, open } = f;
  return { match_id, team_id, team_name, opponent, match_date, kick_off_time, status, deadline, kick_off_at, open };
}

const answerColumns = sql`fa.answer, fa.note, fa.source, ${iso('fa.answered_at')} as answered_at`;

/**
 * Each player of the fixture's team with the answer that counts, who gave it (the response's author, or whoever
 * recorded the 'date I will miss') and when they were emailed, by name. One query.
 */
export async function loadAnswers(db: Db, matchId: number, playerId?: number): Promise<PlayerAnswer[]> {
  const result = (await db.execute(sql`
    select p.player_id, p.player_name, ${answerColumns}, by_user.username as by_username,
      by_user.short_name as by_short_name,
      coalesce((select json_agg(json_build_object('at', ${iso('r.sent_at')}, 'trigger', r.trigger) order by r.sent_at)
        from (select distinct on (date_trunc('minute', sent_at), trigger) sent_at, trigger from availability_reminders
          where match_id = fa.match_id and player_id = p.player_id
          order by date_trunc('minute', sent_at), trigger, sent_at) r), '[]'::json) as reminded
    from fixture_answers fa join players p on p.player_id = fa.player_id
    left join users by_user on by_user.user_id = case when fa.source = 'date'
      then (select a.created_by from availability a join matches m on m.match_id = fa.match_id
        where a.player_id = fa.player_id and a.unavailable_date = m.match_date)
      else (select r.responded_by from fixture_responses r where r.match_id = fa.match_id
        and r.player_id = fa.player_id) end
    where fa.match_id = ${matchId} ${playerId === undefined ? sql`` : sql`and p.player_id = ${playerId}`}
    order by p.player_name, p.player_id`)) as unknown as {
    rows: (Omit<PlayerAnswer, 'answered_by'> & { by_username: string | null; by_short_name: string | null })[];
  };
  return result.rows.map(({ by_username, by_short_name, ...row }) => ({
    ...row,
    answered_by: by_username === null ? null : displayName({ short_name: by_short_name, username: by_username }),
  }));
}

export function countsOf(players: readonly { answer: FixtureAnswer | null }[]) {
  return answerCounts(players.map((p) => p.answer));
}

/**
 * Of the players asked for, those in the team, each with whether their answer for the match is Not available (the
 * lineup and the squad refuse those). One query.
 */
export async function teamPlayersFor(db: Db, match: { matchId: number; teamId: number }, playerIds: readonly number[]) {
  return db
    .select({
      id: players.playerId,
      name: players.playerName,
      away: sql<boolean>`exists (select 1 from fixture_answers fa where fa.match_id = ${match.matchId}
        and fa.player_id = "players"."player_id" and fa.away)`,
    })
    .from(players)
    .where(and(eq(players.teamId, match.teamId), inArray(players.playerId, [...playerIds])));
}

/**
 * Players of the match's team whose answer for it is not Not available: neither a 'date I will miss' record on the
 * match date nor a newer answer of Not available (the `fixture_answers` view, decision 106). One query. Column names
 * inside the subqueries are qualified by hand: Drizzle leaves them bare in single-table selects, where the subquery
 * would capture them.
 */
export function availableForMatch(matchId: number) {
  return sql`${players.teamId} = (select team_id from matches where match_id = ${matchId})
    and not exists (select 1 from fixture_answers fa where fa.match_id = ${matchId}
      and fa.player_id = "players"."player_id" and fa.away)`;
}

import {
  addDaysToDate,
  fairShare,
  seasonOf,
  type DutyEntry,
  type DutyEvent,
  type DutyFamilyRef,
  type DutyShare,
  type TeamRota,
} from '@touchline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { ofCurrentSeason } from '../queries/current-season';
import { parentAccount } from '../queries/users';
import { fixtureOn } from '../queries/fixture-status';

/**
 * The duty rota's reads (#34, decision 135). An event is a team's fixture that is on (decision 115) or a training
 * session; a duty's date is always its event's. A family is the money area's (`players.family_id`, decision 133),
 * known to the team by its children in it, and has duties only when a parent of it has an account (never a child's).
 */

/** The ids as a SQL list (never empty: 0 matches no row). */
export const idList = (ids: readonly number[]): SQL =>
  sql.join(
    (ids.length ? ids : [0]).map((id) => sql`${id}`),
    sql`, `,
  );

/** The date the club's current season began (the FA season's start when it has none recorded). */
export const seasonStartOf = (day: string): SQL =>
  sql`coalesce(${ofCurrentSeason(sql`start_date::text`, day)}, ${
    seasonOf(Number(day.slice(0, 4)) - (Number(day.slice(5, 7)) >= 9 ? 0 : 1)).start_date
  })`;

interface EventRow {
  event: 'match' | 'training';
  event_id: number;
  team_id: number;
  team_name: string;
  date: string;
  time: string;
  opponent: string | null;
  venue: string;
}

/** The events of `teams` between two dates (both included), or those with these ids: fixtures on, training. */
export async function loadEvents(
  db: Db,
  where: { teams: readonly number[]; from: string; to: string } | { matches: number[]; trainings: number[] },
): Promise<EventRow[]> {
  const [onMatch, onTraining] =
    'teams' in where
      ? [
          sql`m.team_id in (${idList(where.teams)}) and m.match_date between ${where.from} and ${where.to}`,
          sql`t.team_id in (${idList(where.teams)}) and t.date between ${where.from} and ${where.to}`,
        ]
      : [sql`m.match_id in (${idList(where.matches)})`, sql`t.training_id in (${idList(where.trainings)})`];
  return rowsOf<EventRow>(
    db,
    sql`select 'match' as event, m.match_id as event_id, m.team_id, tm.team_name, m.match_date::text as date,
        to_char(m.kick_off_time, 'HH24:MI') as time, m.opposition_name as opponent, m.venue_name as venue
      from matches m join teams tm on tm.team_id = m.team_id where ${fixtureOn('m')} and ${onMatch}
      union all
      select 'training', t.training_id, t.team_id, tm.team_name, t.date::text, to_char(t.start_time, 'HH24:MI'),
        null, t.venue
      from trainings t join teams tm on tm.team_id = t.team_id where ${onTraining}
      order by 5, 6, 1, 2`,
  );
}

interface DutyRow {
  duty_id: number;
  kind_id: number;
  kind_name: string;
  slot: number;
  family_id: number | null;
  status: DutyEntry['status'];
  match_id: number | null;
  training_id: number | null;
  swap_id: number | null;
  from_family_id: number | null;
  to_family_id: number | null;
  note: string | null;
}

/** The event key of a duty or event: `m<id>` or `t<id>`. */
export const eventKey = (e: { event: 'match' | 'training'; event_id: number }) =>
  `${e.event === 'match' ? 'm' : 't'}${e.event_id}`;
const dutyEventKey = (d: { match_id: number | null; training_id: number | null }) =>
  d.match_id !== null ? `m${d.match_id}` : `t${d.training_id}`;

/** Each family's children (by name), and those in each team: how a family is known to a team. */
export async function familyNames(
  db: Db,
  familyIds: readonly number[],
): Promise<(f: number, team: number) => string[]> {
  const rows = await rowsOf<{ family_id: number; team_id: number | null; player_name: string }>(
    db,
    sql`select family_id, team_id, player_name from players where family_id in (${idList(familyIds)})
      order by player_name`,
  );
  return (family, team) => {
    const own = rows.filter((r) => r.family_id === family);
    const inTeam = own.filter((r) => r.team_id === team);
    return (inTeam.length ? inTeam : own).map((r) => r.player_name);
  };
}

/** The days each family of the team cannot do at these events: every child of theirs in the team away. */
export async function awayDays(
  db: Db,
  teamId: number,
  events: readonly { event: 'match' | 'training'; event_id: number }[],
): Promise<Map<number, Set<string>>> {
  const matchIds = events.filter((e) => e.event === 'match').map((e) => e.event_id);
  const trainingIds = events.filter((e) => e.event === 'training').map((e) => e.event_id);
  // Matches: the one rule of who is away (the fixture_answers view, decision 115); training: the dates to miss.
  const rows = await rowsOf<{ family_id: number; date: string }>(
    db,
    sql`select p.family_id, m.match_date::text as date
      from fixture_answers fa join players p on p.player_id = fa.player_id join matches m on m.match_id = fa.match_id
      where fa.match_id in (${idList(matchIds)}) and p.team_id = ${teamId} and p.family_id is not null
      group by p.family_id, m.match_date having bool_and(fa.away)
      union
      select p.family_id, t.date::text
      from trainings t join players p on p.team_id = t.team_id
      left join availability a on a.player_id = p.player_id and a.unavailable_date = t.date
      where t.training_id in (${idList(trainingIds)}) and p.family_id is not null
      group by p.family_id, t.date having bool_and(a.availability_id is not null)`,
  );
  const away = new Map<number, Set<string>>();
  for (const r of rows) away.set(r.family_id, (away.get(r.family_id) ?? new Set()).add(r.date));
  return away;
}

/**
 * The events with their duties (those `keep` keeps), in the events' order, and at each the families that cannot take
 * another duty there: on one already, or every child of theirs in the team away.
 */
export async function withDuties(
  db: Db,
  events: readonly EventRow[],
  keep: (d: DutyRow) => boolean = () => true,
): Promise<DutyEvent[]> {
  const matchIds = events.filter((e) => e.event === 'match').map((e) => e.event_id);
  const trainingIds = events.filter((e) => e.event === 'training').map((e) => e.event_id);
  const all = await rowsOf<DutyRow>(
    db,
    sql`select d.duty_id, d.kind_id, k.name as kind_name, d.slot, d.family_id, d.status, d.match_id, d.training_id,
          s.swap_id, s.from_family_id, s.to_family_id, s.note
        from duties d join duty_kinds k on k.kind_id = d.kind_id
        left join duty_swaps s on s.duty_id = d.duty_id and s.status = 'asked'
        where d.match_id in (${idList(matchIds)}) or d.training_id in (${idList(trainingIds)})
        order by k.name, d.slot`,
  );
  const rows = all.filter(keep);
  const away = new Map<number, Map<number, Set<string>>>();
  for (const team of new Set(events.map((e) => e.team_id)))
    away.set(
      team,
      await awayDays(
        db,
        team,
        events.filter((e) => e.team_id === team),
      ),
    );
  const names = await familyNames(
    db,
    rows.flatMap((r) => [r.family_id, r.to_family_id].filter((f): f is number => f !== null)),
  );
  const byEvent = new Map<string, DutyRow[]>();
  for (const row of rows) byEvent.set(dutyEventKey(row), [...(byEvent.get(dutyEventKey(row)) ?? []), row]);
  return events.map((e) => {
    const ref = (f: number | null): DutyFamilyRef | null =>
      f === null ? null : { family_id: f, children: names(f, e.team_id) };
    const on = all.filter((d) => dutyEventKey(d) === eventKey(e) && d.family_id !== null).map((d) => d.family_id!);
    const awayThen = [...(away.get(e.team_id) ?? new Map<number, Set<string>>())]
      .filter(([, days]) => days.has(e.date))
      .map(([family]) => family);
    return {
      ...e,
      unavailable_family_ids: [...new Set([...on, ...awayThen])].sort((a, b) => a - b),
      duties: (byEvent.get(eventKey(e)) ?? []).map((d) => ({
        duty_id: d.duty_id,
        kind_id: d.kind_id,
        kind_name: d.kind_name,
        slot: d.slot,
        family: ref(d.family_id),
        status: d.status,
        swap:
          d.swap_id === null
            ? null
            : { swap_id: d.swap_id, from: ref(d.from_family_id)!, to: ref(d.to_family_id), note: d.note },
      })),
    };
  });
}

/** The families of a team that can be given duties: those with a child in it and a parent's account. */
export async function teamFamilies(db: Db, teamId: number): Promise<DutyFamilyRef[]> {
  const rows = await rowsOf<{ family_id: number; children: string[] }>(
    db,
    sql`select p.family_id, array_agg(p.player_name order by p.player_name) as children
      from players p where p.team_id = ${teamId} and p.family_id is not null
        and exists (select 1 from parent_player_associations a join users u on u.user_id = a.parent_user_id
          where a.player_id = p.player_id and ${parentAccount('u')})
      group by p.family_id order by min(p.player_name), p.family_id`,
  );
  return rows;
}

/** Each family's duties at the team's events this season (from `seasonStart`): given (done or to come) and missed. */
export async function seasonCounts(
  db: Db,
  teamId: number,
  seasonStart: string,
): Promise<Map<number, { count: number; done: number; no_shows: number; last: string | null }>> {
  const rows = await rowsOf<{ family_id: number; count: number; done: number; no_shows: number; last: string }>(
    db,
    sql`select d.family_id, count(*) filter (where d.status <> 'no_show')::int as count,
        count(*) filter (where d.status = 'done')::int as done,
        count(*) filter (where d.status = 'no_show')::int as no_shows,
        max(coalesce(m.match_date, t.date))::text as last
      from duties d left join matches m on m.match_id = d.match_id
      left join trainings t on t.training_id = d.training_id
      where d.team_id = ${teamId} and d.family_id is not null and coalesce(m.match_date, t.date) >= ${seasonStart}
        and (m.match_id is null or ${fixtureOn('m')})
      group by d.family_id`,
  );
  return new Map(rows.map((r) => [r.family_id, r]));
}

/** The season's fair-share report of a team's families (those of the team now, and any other who had duties). */
export async function fairShares(db: Db, teamId: number, seasonStart: string): Promise<DutyShare[]> {
  const families = await teamFamilies(db, teamId);
  const counts = await seasonCounts(db, teamId, seasonStart);
  const shares = fairShare(
    families.map((f) => ({ family_id: f.family_id, count: counts.get(f.family_id)?.count ?? 0 })),
  );
  return families.map((f, i) => ({
    ...f,
    count: shares[i]?.count ?? 0,
    done: counts.get(f.family_id)?.done ?? 0,
    no_shows: counts.get(f.family_id)?.no_shows ?? 0,
    share: Math.round((shares[i]?.share ?? 1) * 100) / 100,
  }));
}

/** A team's rota between two dates, and the season's shares. Null for a team that does not exist. */
export async function teamRota(db: Db, teamId: number, from: string, to: string): Promise<TeamRota | null> {
  const [team] = await rowsOf<{ team_name: string; season_start: string }>(
    db,
    sql`select team_name, ${seasonStartOf(from)} as season_start from teams where team_id = ${teamId}`,
  );
  if (!team) return null;
  const events = await withDuties(db, await loadEvents(db, { teams: [teamId], from, to }));
  return {
    team_id: teamId,
    team_name: team.team_name,
    from,
    to,
    season_start: team.season_start,
    events,
    families: await fairShares(db, teamId, team.season_start),
  };
}

/** The rota's default stretch: the last two weeks (done or missed to record) and the next eight. */
export function rotaRange(day: string, query: { from?: string; to?: string }): { from: string; to: string } {
  return { from: query.from ?? addDaysToDate(day, -14), to: query.to ?? addDaysToDate(day, 56) };
}

import type { ConsentKind, PlayerConsents } from '@touchline/domain';
import { ageOn, consentKinds } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { utc } from './users';

interface ConsentRow {
  player_id: number;
  player_name: string;
  team_name: string;
  date_of_birth: string | null;
  consents: Record<string, { granted: boolean; given_by: string | null; given_at: string }>;
}

/**
 * Players' consents as each stands (a kind never answered is `granted: null`), with who answered and when; all the
 * club's players when `playerIds` is absent, by team and name. One query.
 */
export async function loadConsents(
  db: Db,
  today: string,
  playerIds?: readonly number[],
): Promise<(PlayerConsents & { team_name: string })[]> {
  const only =
    playerIds === undefined
      ? sql`true`
      : playerIds.length === 0
        ? sql`false`
        : sql`p.player_id in (${sql.join(
            playerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`;
  const result = (await db.execute(sql`
    select p.player_id, p.player_name, t.team_name, p.date_of_birth::text as date_of_birth,
      coalesce((select json_object_agg(c.kind, json_build_object('granted', c.granted,
          'given_by', coalesce(nullif(trim(u.short_name), ''), u.username), 'given_at', ${utc(sql`c.given_at`)}))
        from player_consents c left join users u on u.user_id = c.given_by where c.player_id = p.player_id),
        '{}'::json) as consents
    from players p join teams t on t.team_id = p.team_id
    where ${only}
    order by t.team_name, p.player_name, p.player_id`)) as unknown as { rows: ConsentRow[] };
  const state = (row: ConsentRow, kind: ConsentKind) =>
    row.consents[kind] ?? { granted: null, given_by: null, given_at: null };
  return result.rows.map((row) => ({
    player_id: row.player_id,
    player_name: row.player_name,
    team_name: row.team_name,
    age: ageOn(row.date_of_birth, today),
    ...(Object.fromEntries(consentKinds.map((kind) => [kind, state(row, kind)])) as Record<
      ConsentKind,
      ReturnType<typeof state>
    >),
  }));
}

/**
 * The players of a match (its team's, and any named in its events) whose family gave the consent to show their name
 * and image to people outside the club (decision 130). One query.
 */
export async function namedInPublic(db: Db, matchId: number): Promise<Set<number>> {
  const result = (await db.execute(sql`
    select c.player_id from player_consents c
    where c.kind = 'photos' and c.granted
      and (c.player_id in (select p.player_id from players p join matches m on m.team_id = p.team_id
          where m.match_id = ${matchId})
        or c.player_id in (select unnest(array[e.player_id, e.assist_player_id, e.player_on_id]) from match_events e
          where e.match_id = ${matchId}))`)) as unknown as { rows: { player_id: number }[] };
  return new Set(result.rows.map((r) => r.player_id));
}

import type { MedicalRecord } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { utc } from './users';
import { ofCurrentSeason } from './current-season';

/** Who a signed-in person is to a player: family (the player or a parent), a coach of the player's team, or nobody. */
export interface PlayerRelation {
  found: boolean;
  family: boolean;
  parent: boolean;
  own: boolean;
  teamCoach: boolean;
  dateOfBirth: string | null;
  teamId: number | null;
}

/** One query: whether the player exists and what this person is to them. */
export async function relationTo(db: Db, auth: Pick<AuthUser, 'userId'>, playerId: number): Promise<PlayerRelation> {
  const result = (await db.execute(sql`
    select p.player_id is not null as found,
      coalesce(p.user_id = ${auth.userId}, false) as own,
      exists (select 1 from parent_player_associations a where a.player_id = ${playerId}
        and a.parent_user_id = ${auth.userId}) as parent,
      exists (select 1 from team_coaches c where c.team_id = p.team_id and c.user_id = ${auth.userId}) as team_coach,
      p.date_of_birth::text as date_of_birth, p.team_id
    from (select 1) one left join players p on p.player_id = ${playerId}`)) as unknown as {
    rows: {
      found: boolean;
      own: boolean;
      parent: boolean;
      team_coach: boolean;
      date_of_birth: string | null;
      team_id: number | null;
    }[];
  };
  const row = result.rows[0]!;
  return {
    found: row.found,
    own: row.own,
    parent: row.parent,
    family: row.own || row.parent,
    teamCoach: row.team_coach,
    dateOfBirth: row.date_of_birth,
    teamId: row.team_id,
  };
}

/**
 * The start of the current season (the season marked current, else the one today falls in), or the day its rollover
 * asked the families when that was earlier (#34), or null.
 */
export const currentSeasonStart = (today: string) => ofCurrentSeason(sql`least(start_date, review_from)`, today);

/**
 * These players' medical and emergency information, one record each (an empty one for a player whose family has not
 * filled it in), by name. `review_due`: not confirmed since the current season began. One query.
 */
export async function loadMedical(db: Db, playerIds: readonly number[], today: string): Promise<MedicalRecord[]> {
  if (playerIds.length === 0) return [];
  const ids = sql.join(
    playerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select p.player_id, p.player_name,
      coalesce(m.emergency_contacts, '[]'::jsonb) as emergency_contacts,
      coalesce(m.conditions, '') as conditions, coalesce(m.allergies, '') as allergies,
      coalesce(m.medication, '') as medication, coalesce(m.instructions, '') as instructions,
      case when m.player_id is null then null else ${utc(sql`m.updated_at`)} end as updated_at,
      coalesce(nullif(trim(u.short_name), ''), u.username) as updated_by,
      case when m.reviewed_at is null then null else ${utc(sql`m.reviewed_at`)} end as reviewed_at,
      (m.reviewed_at is null or m.reviewed_at::date < coalesce(${currentSeasonStart(today)}, '-infinity'::date))
        as review_due
    from players p
    left join player_medical m on m.player_id = p.player_id
    left join users u on u.user_id = m.updated_by
    where p.player_id in (${ids})
    order by p.player_name, p.player_id`)) as unknown as { rows: MedicalRecord[] };
  return result.rows;
}

/** The players whose medical information the console keeps for a match: its published squad, else its team. */
export async function matchSquadIds(db: Db, matchId: number): Promise<number[]> {
  const result = (await db.execute(sql`
    select player_id from squad_players where match_id = ${matchId}
    union
    select p.player_id from players p join matches m on m.team_id = p.team_id
    where m.match_id = ${matchId}
      and not exists (select 1 from squad_players s where s.match_id = ${matchId})`)) as unknown as {
    rows: { player_id: number }[];
  };
  return result.rows.map((r) => r.player_id);
}

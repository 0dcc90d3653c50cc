import { displayName, familyOf, type GivenConsents } from '@touchline/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';

export interface Contact {
  user_id: number;
  email: string | null;
  name: string;
  /** The language they chose (`users.language`), null: the club's. */
  language: string | null;
}

interface ContactRow {
  player_id: number;
  player_name: string;
  date_of_birth: string | null;
  user_id: number;
  username: string;
  short_name: string | null;
  email: string | null;
  language: string | null;
  own: boolean;
  consents: GivenConsents;
}

/** A player's given consents as one JSON object (`{ "photos": true, … }`), in SQL (decision 130). */
export const consentsOf = (playerId: SQL) =>
  sql<GivenConsents>`(select coalesce(json_object_agg(c.kind, c.granted), '{}'::json) from player_consents c
    where c.player_id = ${playerId})`;

/**
 * Who hears about each player (decision 106): their parents, and the player themself from 16 with an account of
 * their own where the club may contact them directly, the parents copied unless consent says otherwise (familyOf,
 * decision 130); never a child's own account. One query for any number of players.
 */
export async function familyContacts(
  db: Db,
  playerIds: readonly number[],
  today: string,
): Promise<Map<number, { player_name: string; contacts: Contact[] }>> {
  const families = new Map<number, { player_name: string; contacts: Contact[] }>();
  if (playerIds.length === 0) return families;
  const ids = sql.join(
    playerIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select p.player_id, p.player_name, p.date_of_birth::text, u.user_id, u.username, u.short_name, u.email,
      u.language, (u.user_id = p.user_id) as own, ${consentsOf(sql`p.player_id`)} as consents
    from players p
    join users u on u.user_id = p.user_id
      or u.user_id in (select parent_user_id from parent_player_associations a where a.player_id = p.player_id)
    where p.player_id in (${ids})
    order by p.player_id, u.user_id`)) as unknown as { rows: ContactRow[] };
  const byPlayer = new Map<number, ContactRow[]>();
  for (const row of result.rows) byPlayer.set(row.player_id, [...(byPlayer.get(row.player_id) ?? []), row]);
  for (const [playerId, rows] of byPlayer) {
    const contact = (r: ContactRow): Contact => ({
      user_id: r.user_id,
      email: r.email,
      name: displayName({ short_name: r.short_name, username: r.username }),
      language: r.language,
    });
    const ownRow = rows.find((r) => r.own);
    const members = familyOf(
      { date_of_birth: rows[0]!.date_of_birth, account: ownRow ? contact(ownRow) : null, consents: rows[0]!.consents },
      rows.filter((r) => !r.own).map(contact),
      today,
    );
    families.set(playerId, { player_name: rows[0]!.player_name, contacts: members });
  }
  return families;
}

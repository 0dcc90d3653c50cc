import type { ListedUser, ParentChild, User, UserTypeName } from '@touchline/domain';
import { asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { accountLinks, players, userTypes, users } from '../db/schema';

/**
 * A parent's account, not a player's own (SQL on the users table under `user`): the people a family's payment
 * requests, duties and their notices are for, never a child.
 */
export const parentAccount = (user: string): SQL =>
  sql.raw(`not exists (select 1 from user_types ut where ut.user_id = ${user}.user_id and ut.type = 'Player')`);

const typesAgg = sql<
  UserTypeName[]
>`coalesce(array_agg(${userTypes.type} order by ${userTypes.type}) filter (where ${userTypes.type} is not null), '{}')`;

/** The player record of a Player account (at most one: `players_user_key`). */
const linkedPlayerId = sql<
  number | null
>`(select ${players.playerId} from ${players} where ${players.userId} = ${users.userId})`;

/** An instant as ISO 8601 text in UTC, to the second. */
export const utc = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/** The latest invitation of a user who has not chosen a password yet (auth/account-links.ts). */
const pendingInvitation = sql<{ sent_at: string; expires_at: string; expired: boolean } | null>`(
  select json_build_object('sent_at', ${utc(accountLinks.createdAt)}, 'expires_at', ${utc(accountLinks.expiresAt)},
    'expired', ${accountLinks.expiresAt} <= now())
  from ${accountLinks}
  where ${accountLinks.userId} = ${users.userId} and ${accountLinks.purpose} = 'invitation'
    and ${users.passwordHash} is null
  order by ${accountLinks.id} desc limit 1)`;

/** The players linked to a user as a parent, as JSON in name order: a subquery of the user list's one statement. */
const childrenOfUser = sql<ParentChild[]>`(select coalesce(json_agg(json_build_object('player_id', p.player_id,
  'player_name', p.player_name, 'player_short_name', p.player_short_name)
  order by p.player_name, p.player_id), '[]'::json)
  from parent_player_associations ppa join players p on p.player_id = ppa.player_id
  where ppa.parent_user_id = "users"."user_id")`;

/**
 * One query: users (all, or the one with `id`) with their types, linked player and invitation (and, for the user
 * list, the children linked to them).
 */
export async function listUsers(db: Db, id?: number): Promise<User[]>;
export async function listUsers(db: Db, id: undefined, options: { withChildren: true }): Promise<ListedUser[]>;
export async function listUsers(db: Db, id?: number, options?: { withChildren: true }) {
  const rows = await db
    .select({
      user_id: users.userId,
      username: users.username,
      role: users.role,
      short_name: users.shortName,
      email: users.email,
      types: typesAgg,
      player_id: linkedPlayerId,
      active: sql<boolean>`${users.passwordHash} is not null`,
      head_of_coaching: users.headOfCoaching,
      welfare_officer: users.welfareOfficer,
      treasurer: users.treasurer,
      invitation: pendingInvitation,
      ...(options?.withChildren ? { children: childrenOfUser } : {}),
    })
    .from(users)
    .leftJoin(userTypes, eq(userTypes.userId, users.userId))
    .where(id === undefined ? undefined : eq(users.userId, id))
    .groupBy(users.userId)
    .orderBy(asc(users.userId));
  return rows.map(({ types, ...r }) => ({ ...r, userTypes: types.map((type) => ({ type })) }));
}

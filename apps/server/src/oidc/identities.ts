import type { UserIdentity } from '@touchline/domain';
import { desc, type SQL } from 'drizzle-orm';
import type { Db } from '../db/open';
import { userIdentities } from '../db/schema';

type Row = typeof userIdentities.$inferSelect;

/** An identity as the API answers it: its subject (the provider's id of the person) stays on the server. */
export function identityAnswer(row: Row): UserIdentity {
  return {
    identity_id: row.identityId,
    user_id: row.userId,
    issuer: row.issuer,
    email: row.email,
    name: row.name,
    linked_by: row.linkedBy,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The identities `where` picks, newest first. */
export async function listIdentities(db: Db, where: SQL | undefined): Promise<UserIdentity[]> {
  const rows = await db
    .select()
    .from(userIdentities)
    .where(where)
    .orderBy(desc(userIdentities.createdAt), desc(userIdentities.identityId));
  return rows.map(identityAnswer);
}

import { and, eq, ne, sql } from 'drizzle-orm';
import { accountMessages } from '@touchline/domain';
import type { Db } from '../db/open';
import { users } from '../db/schema';
import { Refusal } from './refusal';

/**
 * One person, one account (decision 121): an email address is on at most one account, compared without case. A parent
 * who also coaches is one account with both user types, so one invitation, one password, one inbox. Every way an
 * address reaches an account asks this first: creating and changing a user, Add family, the import (which links an
 * existing parent instead) and a person changing their own address. `users_email_key` holds it under races.
 */
export async function assertEmailFree(
  db: Db,
  email: string | null | undefined,
  options: { exceptUserId?: number; nameOwner: boolean },
): Promise<void> {
  const owner = await emailOwner(db, email, options.exceptUserId);
  if (owner === undefined) return;
  throw new Refusal(
    409,
    options.nameOwner ? accountMessages.emailOnAccount(owner) : accountMessages.emailOnAnotherAccount,
  );
}

/** The username of the account that has this address (other than `exceptUserId`), if any. */
export async function emailOwner(
  db: Db,
  email: string | null | undefined,
  exceptUserId?: number,
): Promise<string | undefined> {
  if (!email) return undefined;
  const [owner] = await db
    .select({ username: users.username })
    .from(users)
    .where(
      and(
        eq(sql`lower(${users.email})`, email.trim().toLowerCase()),
        exceptUserId === undefined ? undefined : ne(users.userId, exceptUserId),
      ),
    )
    .limit(1);
  return owner?.username;
}

import { eq, sql } from 'drizzle-orm';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword } from '../auth/passwords';
import { endOtherSessions } from '../auth/sessions';
import type { Db } from '../db/open';
import { auditLog, users } from '../db/schema';

/**
 * The operator's password reset (`npm run admin:reset-password`): sets the user's password (found by username, in
 * any case) and ends all their sessions, in one transaction, on the audit log as done from the command line.
 * Answers the username as stored, or null when there is no such user. The password rule is the one every other
 * way of choosing a password meets (a Refusal in words: too short, too common, the username), ADMIN_PASSWORD too.
 */
export async function resetPassword(db: Db, username: string, password: string): Promise<string | null> {
  const [found] = await db
    .select({ username: users.username })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
  if (!found) return null;
  assertPasswordAllowed(password, found.username);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ userId: users.userId, username: users.username })
      .from(users)
      .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
    if (!user) return null;
    await tx.update(users).set({ passwordHash }).where(eq(users.userId, user.userId));
    await endOtherSessions(tx as unknown as Db, user.userId, null);
    await tx.insert(auditLog).values({
      actorUsername: '(command line)',
      action: 'reset-password (command line)',
      entity: 'users',
      entityId: String(user.userId),
      status: 200,
      after: { username: user.username, password: '[redacted]' },
    });
    return user.username;
  });
}

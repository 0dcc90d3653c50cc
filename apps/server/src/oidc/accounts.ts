import { and, eq, like, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { userIdentities, users } from '../db/schema';
import type { OidcIdentity } from './provider';

/** The account an identity signs in as, and how it came to it; or none: the identity waits for an admin. */
export type IdentityAccount =
  | { userId: number; username: string; identityId: number; how: 'known' | 'email' | 'signup' }
  | { userId: null; identityId: number };

/** The columns of an identity's row that the provider decides. */
export const identityColumns = (identity: OidcIdentity) => ({
  issuer: identity.issuer,
  subject: identity.subject,
  email: identity.email,
  name: identity.name,
});

const identityOf = (identity: OidcIdentity) =>
  and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject));

/**
 * Which account a verified identity signs in as (decision 136), in the caller's transaction:
 * - linked already: that account;
 * - an account whose email is the identity's verified email (compared without case): linked to it now ('email');
 * - with `signup` and a verified email: a new account (role user, no types, its username made from the email);
 * - otherwise it waits for an admin (`user_id` null, its email and name kept) and nothing else is made.
 * Its email and name are refreshed each time, as the provider has them now.
 */
export async function accountForIdentity(tx: Db, identity: OidcIdentity, signup: boolean): Promise<IdentityAccount> {
  const [known] = await tx
    .update(userIdentities)
    .set({ email: identity.email, name: identity.name, lastUsedAt: sql`now()` })
    .where(and(identityOf(identity), sql`${userIdentities.userId} is not null`))
    .returning({ identityId: userIdentities.identityId, userId: userIdentities.userId });
  if (known?.userId) {
    const [user] = await tx.select({ username: users.username }).from(users).where(eq(users.userId, known.userId));
    return { userId: known.userId, username: user?.username ?? '', identityId: known.identityId, how: 'known' };
  }
  const verifiedEmail = identity.emailVerified ? identity.email : null;
  const [owner] = verifiedEmail
    ? await tx
        .select({ userId: users.userId, username: users.username })
        .from(users)
        .where(eq(sql`lower(${users.email})`, verifiedEmail.toLowerCase()))
        .limit(1)
    : [];
  if (owner) return { ...owner, identityId: await keep(tx, identity, owner.userId, 'email'), how: 'email' };
  if (signup && verifiedEmail) {
    const username = await freeUsername(tx, verifiedEmail);
    const [created] = await tx
      .insert(users)
      .values({ username, passwordHash: null, role: 'user', email: verifiedEmail })
      .returning({ userId: users.userId });
    if (!created) throw new Error('the new account was not written');
    return {
      userId: created.userId,
      username,
      identityId: await keep(tx, identity, created.userId, 'signup'),
      how: 'signup',
    };
  }
  return { userId: null, identityId: await keep(tx, identity, null, null) };
}

/** The identity's row, linked to `userId` (or waiting, with null), whichever sign-in wrote it first. */
async function keep(
  tx: Db,
  identity: OidcIdentity,
  userId: number | null,
  linkedBy: 'email' | 'signup' | null,
): Promise<number> {
  const now = userId === null ? null : sql`now()`;
  const [row] = await tx
    .insert(userIdentities)
    .values({ ...identityColumns(identity), userId, linkedBy, lastUsedAt: now })
    .onConflictDoUpdate({
      target: [userIdentities.issuer, userIdentities.subject],
      set: { userId, linkedBy, email: identity.email, name: identity.name, lastUsedAt: now },
    })
    .returning({ identityId: userIdentities.identityId });
  if (!row) throw new Error('the identity was not written');
  return row.identityId;
}

/**
 * A username made from an email address: its part before the @, in letters, digits, dots, dashes and underscores,
 * with a number added when the club has that name already ('sam.jones', 'sam.jones2', …), compared without case.
 */
export async function freeUsername(tx: Db, email: string): Promise<string> {
  const base =
    (email.split('@')[0] ?? '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]/g, '')
      .slice(0, 60) || 'member';
  const taken = await tx
    .select({ username: sql<string>`lower(${users.username})` })
    .from(users)
    .where(like(sql`lower(${users.username})`, `${base.toLowerCase()}%`));
  const names = new Set(taken.map((row) => row.username));
  for (let n = 1; ; n++) {
    const candidate = n === 1 ? base : `${base}${n}`;
    if (!names.has(candidate.toLowerCase())) return candidate;
  }
}

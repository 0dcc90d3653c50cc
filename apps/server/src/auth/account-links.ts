import { accountMessages, type LinkPurpose } from '@touchline/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { accountLinks } from '../db/schema';
import { Refusal } from './refusal';
import { hashToken, newToken } from './tokens';

const HOUR_MS = 60 * 60 * 1000;

/** How long each kind of emailed link works. */
export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  invitation: 7 * 24 * HOUR_MS,
  password_reset: HOUR_MS,
  email_change: 24 * HOUR_MS,
};

export type AccountLink = typeof accountLinks.$inferSelect;

/**
 * A new single-use link for the user; earlier unused links of the same purpose stop working (a resent invitation or a
 * second reset request leaves one live link). Only the token's hash is stored; the token goes into the email.
 */
export async function createLink(
  tx: Db,
  userId: number,
  purpose: LinkPurpose,
  newEmail: string | null = null,
): Promise<{ token: string; expiresAt: Date }> {
  await tx
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(and(eq(accountLinks.userId, userId), eq(accountLinks.purpose, purpose), isNull(accountLinks.usedAt)));
  const token = newToken();
  const expiresAt = new Date(Date.now() + LINK_LIFETIME_MS[purpose]);
  await tx.insert(accountLinks).values({ userId, purpose, tokenHash: hashToken(token), newEmail, expiresAt });
  return { token, expiresAt };
}

/** Why a link does not work, in words; 400 for a forged one, 410 for one that was used or has expired. */
function refusal(link: AccountLink | undefined, purpose: LinkPurpose | null): Refusal {
  if (!link || (purpose !== null && link.purpose !== purpose)) return new Refusal(400, accountMessages.linkInvalid);
  if (link.usedAt) return new Refusal(410, accountMessages.linkUsed);
  return new Refusal(410, accountMessages.linkExpired);
}

/** The live link of this token, without using it (the page a link opens shows whom it is for), or the refusal. */
export async function findLiveLink(db: Db, token: string, purpose: LinkPurpose | null = null): Promise<AccountLink> {
  const [link] = await db
    .select()
    .from(accountLinks)
    .where(eq(accountLinks.tokenHash, hashToken(token)));
  if (!link || link.usedAt || link.expiresAt.getTime() <= Date.now() || (purpose && link.purpose !== purpose))
    throw refusal(link, purpose);
  return link;
}

/**
 * Uses the link, once: one conditional update, so two requests with the same token cannot both succeed. Run it in
 * the transaction that does what the link allows; a refusal changes nothing.
 */
export async function useLink(tx: Db, token: string, purpose: LinkPurpose): Promise<AccountLink> {
  const [used] = await tx
    .update(accountLinks)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(accountLinks.tokenHash, hashToken(token)),
        eq(accountLinks.purpose, purpose),
        isNull(accountLinks.usedAt),
        sql`${accountLinks.expiresAt} > now()`,
      ),
    )
    .returning();
  if (used) return used;
  const [link] = await tx
    .select()
    .from(accountLinks)
    .where(eq(accountLinks.tokenHash, hashToken(token)));
  throw refusal(link, purpose);
}

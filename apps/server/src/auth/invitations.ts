import type { Language } from '@touchline/domain';
import type { MailConfig } from '../config';
import type { Db } from '../db/open';
import { enqueueEmail } from '../mail/outbox';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema';
import { clubOf, invitationEmail, linkUrl, senderName } from '../mail/templates';
import { recipientTranslator } from '../i18n';
import { createLink } from './account-links';

export interface Invitee {
  userId: number;
  username: string;
  shortName: string | null;
  email: string;
}

/**
 * Queues an invitation in the caller's transaction: a new 7-day single-use link (earlier ones stop working) and the
 * email carrying it, in the invitee's language (their own, else the club's: `clubLanguage`). The person chooses their
 * password on the page the link opens (routes/account.ts).
 */
export async function queueInvitation(
  tx: Db,
  mail: MailConfig,
  invitee: Invitee,
  invitedBy: string,
  clubLanguage: Language | null,
) {
  const { token, expiresAt } = await createLink(tx, invitee.userId, 'invitation');
  const [own] = await tx.select({ language: users.language }).from(users).where(eq(users.userId, invitee.userId));
  const [inviter] = await tx
    .select({ shortName: users.shortName, username: users.username, role: users.role })
    .from(users)
    .where(eq(users.username, invitedBy));
  await enqueueEmail(tx, {
    kind: 'invitation',
    to: invitee.email,
    userId: invitee.userId,
    content: invitationEmail(
      {
        name: invitee.shortName ?? invitee.username,
        username: invitee.username,
        url: linkUrl(mail.publicUrl, 'invite', token),
        invitedBy: inviter ? senderName(inviter, clubOf(mail)) : clubOf(mail),
        club: clubOf(mail),
      },
      recipientTranslator(own?.language, clubLanguage),
    ),
  });
  return { expiresAt };
}

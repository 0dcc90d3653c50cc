import type { MailConfig } from '../config';
import type { Db } from '../db/open';
import { enqueueEmail } from '../mail/outbox';
import { invitationEmail, linkUrl } from '../mail/templates';
import { createLink } from './account-links';

export interface Invitee {
  userId: number;
  username: string;
  shortName: string | null;
  email: string;
}

/**
 * Queues an invitation in the caller's transaction: a new 7-day single-use link (earlier ones stop working) and the
 * email carrying it. The person chooses their password on the page the link opens (routes/account.ts).
 */
export async function queueInvitation(tx: Db, mail: MailConfig, invitee: Invitee, invitedBy: string) {
  const { token, expiresAt } = await createLink(tx, invitee.userId, 'invitation');
  await enqueueEmail(tx, {
    kind: 'invitation',
    to: invitee.email,
    userId: invitee.userId,
    content: invitationEmail({
      name: invitee.shortName ?? invitee.username,
      username: invitee.username,
      url: linkUrl(mail.publicUrl, 'invite', token),
      invitedBy,
    }),
  });
  return { expiresAt };
}

import { eq } from 'drizzle-orm';
import { displayName } from '@touchline/domain';
import type { Db } from '../db/open';
import { messageRecipients, messages, users } from '../db/schema';
import { enqueueEmails, type QueuedEmail } from '../mail/outbox';
import { clubOf, composeEmail, senderName } from '../mail/templates';
import { optedOut } from '../queries/family-contacts';
import { unsubscribeUrls, type NoticeContext } from './answer-requests';
import { signLink } from './signed-links';

export const CLUB_MESSAGE_JOB = 'club-message';
export interface ClubMessageJob {
  message_id: number;
}

/**
 * Emails a club message to its recipients who have an address and have not turned club messages off (decision 107),
 * each with a link to the message in the app. Nothing without email set up. Runs inside the job's transaction.
 */
export async function emailClubMessage(tx: Db, ctx: NoticeContext, messageId: number): Promise<number> {
  const { mail } = ctx;
  if (!mail) return 0;
  const [message] = await tx.select().from(messages).where(eq(messages.id, messageId));
  if (!message) return 0;
  const [from] = message.senderId
    ? await tx.select().from(users).where(eq(users.userId, message.senderId))
    : [undefined];
  const recipients = await tx
    .select({ user_id: users.userId, username: users.username, short_name: users.shortName, email: users.email })
    .from(messageRecipients)
    .innerJoin(users, eq(users.userId, messageRecipients.userId))
    .where(eq(messageRecipients.messageId, messageId));
  const off = await optedOut(
    tx,
    recipients.map((r) => r.user_id),
    'club_message',
  );
  const key = await ctx.signingKey();
  const sender = from ? senderName(from, clubOf(mail)) : clubOf(mail);
  const emails: QueuedEmail[] = recipients
    .filter((r): r is typeof r & { email: string } => !!r.email && !off.has(r.user_id))
    .map((r) => {
      const unsubscribe = unsubscribeUrls(mail, signLink(key, { p: 'unsubscribe', u: r.user_id, k: 'club_message' }));
      return {
        kind: 'club_message',
        to: r.email,
        userId: r.user_id,
        unsubscribeUrl: unsubscribe.header,
        content: composeEmail({
          subject: message.subject,
          greeting: `Hello ${displayName(r)},`,
          before: [`${sender} sent a message to ${message.audience}:`, ...message.body.split(/\n\s*\n/)],
          actions: [{ label: 'Open in Touchline', url: `${mail.publicUrl}/inbox/${message.id}` }],
          after: [],
          unsubscribe: {
            reason: 'You get club messages because you are a member of the club.',
            url: unsubscribe.page,
          },
          club: clubOf(mail),
        }),
      };
    });
  await enqueueEmails(tx, emails);
  return emails.length;
}

import { eq } from 'drizzle-orm';
import { displayName, messageTexts } from '@touchline/domain';
import type { Db } from '../db/open';
import { messageRecipients, messages, users } from '../db/schema';
import { clubOf, DEFAULT_SIGNATURE, senderName } from '../mail/templates';
import { deliverNotices, type Notice } from '../notify/deliver';
import { recipientTranslator } from '../i18n';
import { noticeMail, type NoticeContext } from './answer-requests';

export const CLUB_MESSAGE_JOB = 'club-message';
export interface ClubMessageJob {
  message_id: number;
}

/**
 * Tells a club message's recipients by email, push or both as each chose (decision 107, #32), each with a link to
 * the message in the app. Runs inside the job's transaction. Returns how many emails.
 */
export async function emailClubMessage(tx: Db, ctx: NoticeContext, messageId: number): Promise<number> {
  const { mail } = ctx;
  const [message] = await tx.select().from(messages).where(eq(messages.id, messageId));
  if (!message) return 0;
  const [from] = message.senderId
    ? await tx.select().from(users).where(eq(users.userId, message.senderId))
    : [undefined];
  const recipients = await tx
    .select({
      user_id: users.userId,
      username: users.username,
      short_name: users.shortName,
      email: users.email,
      language: users.language,
    })
    .from(messageRecipients)
    .innerJoin(users, eq(users.userId, messageRecipients.userId))
    .where(eq(messageRecipients.messageId, messageId));
  const key = await ctx.signingKey();
  const club = mail ? clubOf(mail) : DEFAULT_SIGNATURE;
  const sender = from ? senderName(from, club) : club;
  const notices: Notice[] = recipients.map((r) => {
    const m = noticeMail(ctx, key, r.user_id, 'club_message');
    const words = recipientTranslator(r.language, ctx.language);
    const { t } = words;
    return {
      userId: r.user_id,
      kind: 'club_message',
      email: r.email,
      urgent: false,
      ...(m && { unsubscribeUrl: m.header }),
      parts: m
        ? {
            subject: message.subject,
            greeting: t('Hello {name},', { name: displayName(r) }),
            before: [
              t('{sender} sent a message to {audience}:', {
                sender,
                // The teams' names, or the whole club.
                audience: message.audience === messageTexts.wholeClub ? t(messageTexts.wholeClub) : message.audience,
              }),
              ...message.body.split(/\n\s*\n/),
            ],
            actions: [{ label: t('Open in Touchline'), url: `${m.mail.publicUrl}/inbox/${message.id}` }],
            after: [],
            unsubscribe: {
              reason: t('You get club messages because you are a member of the club.'),
              url: m.page,
            },
            club,
            language: words.language,
          }
        : null,
      push: {
        title: `${sender}: ${message.subject}`,
        body: message.body.length > 140 ? `${message.body.slice(0, 139)}…` : message.body,
        url: `/inbox/${message.id}`,
        tag: `message-${message.id}`,
        kind: 'club_message',
      },
    };
  });
  const sent = await deliverNotices(tx, { batchSeconds: ctx.batchSeconds, timeZone: ctx.timeZone() }, notices);
  return sent.emails;
}

import type { EmailKind } from '@touchline/domain';
import type { Db } from '../db/open';
import { messageRecipients, messages } from '../db/schema';
import { enqueueEmails, type QueuedEmail } from '../mail/outbox';
import { noticeEmail } from '../mail/notice-templates';
import { clubOf } from '../mail/templates';
import { optedOut, type Contact } from '../queries/family-contacts';
import { unsubscribeUrls, type NoticeContext } from './answer-requests';
import { signLink } from './signed-links';

/**
 * A notice from the club to families (a fixture change, a squad): one inbox message for everyone it concerns and an
 * email to each who has an address and has not turned this kind off, linking to the message. Inside the job's
 * transaction. Returns the message's id, or null when nobody is to be told.
 */
export async function deliverNotice(
  tx: Db,
  ctx: NoticeContext,
  notice: {
    kind: 'squad' | 'fixture_change';
    emailKind: Extract<EmailKind, 'squad' | 'fixture_change'>;
    subject: string;
    lines: string[];
    audience: string;
    matchId: number;
    people: ReadonlyMap<number, Contact>;
    /** Why the person gets these emails (the footer's first words). */
    reason: string;
  },
): Promise<number | null> {
  const { people } = notice;
  if (people.size === 0) return null;
  const [message] = await tx
    .insert(messages)
    .values({
      kind: notice.kind,
      senderId: null,
      subject: notice.subject,
      body: notice.lines.join('\n'),
      audience: notice.audience,
      matchId: notice.matchId,
    })
    .returning({ id: messages.id });
  const messageId = message!.id;
  await tx.insert(messageRecipients).values([...people.keys()].map((userId) => ({ messageId, userId })));
  const mail = ctx.mail;
  if (!mail) return messageId;
  const off = await optedOut(tx, [...people.keys()], notice.emailKind);
  const key = await ctx.signingKey();
  const emails: QueuedEmail[] = [];
  for (const person of people.values()) {
    if (!person.email || off.has(person.user_id)) continue;
    const link = signLink(key, { p: 'unsubscribe', u: person.user_id, k: notice.emailKind });
    const unsubscribe = unsubscribeUrls(mail, link);
    emails.push({
      kind: notice.emailKind,
      to: person.email,
      userId: person.user_id,
      unsubscribeUrl: unsubscribe.header,
      content: noticeEmail({
        name: person.name,
        subject: notice.subject,
        lines: notice.lines,
        url: `${mail.publicUrl}/inbox/${messageId}`,
        unsubscribe: { reason: notice.reason, url: unsubscribe.page },
        club: clubOf(mail),
      }),
    });
  }
  await enqueueEmails(tx, emails);
  return messageId;
}

/** Everyone who hears about any of `families`' players, once each. */
export function everyone(families: ReadonlyMap<number, { contacts: Contact[] }>): Map<number, Contact> {
  return new Map([...families.values()].flatMap((f) => f.contacts.map((c) => [c.user_id, c] as const)));
}

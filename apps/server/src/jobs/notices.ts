import { isUrgentNotice, type EmailKind, type Language, type Translator } from '@touchline/domain';
import type { Db } from '../db/open';
import { messageRecipients, messages } from '../db/schema';
import { noticeParts } from '../mail/notice-templates';
import { deliverNotices, type Notice } from '../notify/deliver';
import type { Contact } from '../queries/family-contacts';
import { today } from '../today';
import { recipientTranslator, translatorFor } from '../i18n';
import { noticeMail, type NoticeContext } from './answer-requests';

/** A notice's words in one language. */
export interface NoticeWords {
  subject: string;
  lines: string[];
  /** Who the inbox's message went to ('Lions squad'). */
  audience: string;
  /** Why the person gets these emails (the footer's first words). */
  reason: string;
}

/**
 * A notice from the club to families (a fixture change, a squad): one inbox message for everyone it concerns, and
 * an email or a push (or both) to each as they chose, linking to the message (#32). Inside the job's transaction.
 * Returns the message's id, or null when nobody is to be told.
 */
export async function deliverNotice(
  tx: Db,
  ctx: NoticeContext,
  notice: {
    kind: 'squad' | 'fixture_change';
    emailKind: Extract<EmailKind, 'squad' | 'fixture_change'>;
    /**
     * What it says, in a language: the inbox's message in the club's (one for everyone), each email and push in its
     * person's.
     */
    words: (words: Translator) => NoticeWords;
    matchId: number;
    /** The match's date: a notice for today's or tomorrow's match is urgent (never held for a digest). */
    matchDate: string;
    people: ReadonlyMap<number, Contact>;
  },
): Promise<number | null> {
  const { people } = notice;
  if (people.size === 0) return null;
  const said = new Map<Language, NoticeWords>();
  const wordsIn = (words: Translator) => {
    let text = said.get(words.language);
    if (!text) {
      text = notice.words(words);
      said.set(words.language, text);
    }
    return text;
  };
  const inbox = wordsIn(translatorFor(ctx.language ?? 'en-GB'));
  const [message] = await tx
    .insert(messages)
    .values({
      kind: notice.kind,
      senderId: null,
      subject: inbox.subject,
      body: inbox.lines.join('\n'),
      audience: inbox.audience,
      matchId: notice.matchId,
    })
    .returning({ id: messages.id });
  const messageId = message!.id;
  await tx.insert(messageRecipients).values([...people.keys()].map((userId) => ({ messageId, userId })));
  const key = await ctx.signingKey();
  const urgent = isUrgentNotice({ kind: notice.emailKind, matchDate: notice.matchDate }, today());
  const notices: Notice[] = [...people.values()].map((person) => {
    const m = noticeMail(ctx, key, person.user_id, notice.emailKind);
    const words = recipientTranslator(person.language, ctx.language);
    const text = wordsIn(words);
    return {
      userId: person.user_id,
      kind: notice.emailKind,
      email: person.email,
      urgent,
      ...(m && { unsubscribeUrl: m.header }),
      parts: m
        ? noticeParts(
            {
              name: person.name,
              subject: text.subject,
              lines: text.lines,
              url: `${m.mail.publicUrl}/inbox/${messageId}`,
              unsubscribe: { reason: text.reason, url: m.page },
              club: m.club,
            },
            words,
          )
        : null,
      push: {
        title: text.subject,
        body: text.lines.slice(0, 2).join(' '),
        url: `/inbox/${messageId}`,
        tag: `${notice.kind}-${notice.matchId}`,
        kind: notice.emailKind,
      },
    };
  });
  await deliverNotices(tx, { batchSeconds: ctx.batchSeconds, timeZone: ctx.timeZone() }, notices);
  return messageId;
}

/** Everyone who hears about any of `families`' players, once each. */
export function everyone(families: ReadonlyMap<number, { contacts: Contact[] }>): Map<number, Contact> {
  return new Map([...families.values()].flatMap((f) => f.contacts.map((c) => [c.user_id, c] as const)));
}

import { isFixtureOn } from '@touchline/domain';
import type { MailConfig } from '../config';
import type { Db } from '../db/open';
import { eq, sql } from 'drizzle-orm';
import { availabilityReminders, matches } from '../db/schema';
import { enqueueEmails, type QueuedEmail } from '../mail/outbox';
import { answerRequestEmail, longInstant } from '../mail/notice-templates';
import { clubOf } from '../mail/templates';
import { familyContacts, optedOut } from '../queries/family-contacts';
import { loadAnswers, loadFixture } from '../queries/fixture-answers';
import { today } from '../today';
import { signLink } from './signed-links';

/** What the notice jobs need beyond the database: email settings, the link-signing key and the club's zone. */
export interface NoticeContext {
  mail: MailConfig | null;
  /** Read outside any transaction first (the job worker's `beforeJob`): it may write the key the first time. */
  signingKey: () => Promise<Buffer>;
  timeZone: () => string;
}

export type AnswerTrigger = 'request' | 'scheduled' | 'manual';

/** The one-click unsubscribe address for a person and a kind (the List-Unsubscribe header and the email's footer). */
export function unsubscribeUrls(mail: MailConfig, token: string) {
  return { header: `${mail.publicUrl}/api/unsubscribe/${token}`, page: `${mail.publicUrl}/unsubscribe#${token}` };
}

/**
 * Emails the families of every player of a fixture who has no answer yet, each with one-click answer links, and
 * records who was emailed when. Nothing without email set up, or for a fixture not going ahead or past its deadline
 * (`manual` asks anyway up to kick-off: the coach chose to). Runs inside the caller's transaction.
 */
export async function emailAnswerRequests(
  tx: Db,
  ctx: NoticeContext,
  matchId: number,
  trigger: AnswerTrigger,
): Promise<{ reminded: number; players: number }> {
  const none = { reminded: 0, players: 0 };
  const { mail } = ctx;
  if (!mail) return none;
  // The request says when the families were asked; one that goes out late gives them a day from now (#28 item 10).
  if (trigger === 'request') {
    await tx
      .update(matches)
      .set({ answersRequestedAt: sql`coalesce(${matches.answersRequestedAt}, now())` })
      .where(eq(matches.matchId, matchId));
  }
  const timeZone = ctx.timeZone();
  const fixture = await loadFixture(tx, matchId, timeZone);
  if (!fixture || !isFixtureOn(fixture)) return none;
  if (trigger !== 'manual' && !fixture.open) return none;
  const unanswered = (await loadAnswers(tx, matchId)).filter((p) => p.answer === null);
  const families = await familyContacts(
    tx,
    unanswered.map((p) => p.player_id),
    today(),
  );
  const kind = trigger === 'request' ? 'availability_request' : 'reminder';
  const everyone = [...families.values()].flatMap((f) => f.contacts.map((c) => c.user_id));
  const off = await optedOut(tx, everyone, kind);
  const key = await ctx.signingKey();
  const deadline = longInstant(fixture.deadline, timeZone);
  const emails: QueuedEmail[] = [];
  const reminded: (typeof availabilityReminders.$inferInsert)[] = [];
  const playersReached = new Set<number>();
  for (const [playerId, family] of families) {
    for (const contact of family.contacts) {
      if (!contact.email || off.has(contact.user_id)) continue;
      const answer = signLink(key, { p: 'answer', m: matchId, pl: playerId, u: contact.user_id });
      const unsubscribe = unsubscribeUrls(mail, signLink(key, { p: 'unsubscribe', u: contact.user_id, k: kind }));
      const respond = (path: string) => `${mail.publicUrl}/respond${path}#${answer}`;
      emails.push({
        kind,
        to: contact.email,
        userId: contact.user_id,
        unsubscribeUrl: unsubscribe.header,
        content: answerRequestEmail({
          name: contact.name,
          playerName: family.player_name,
          fixture,
          deadline,
          reminder: trigger !== 'request',
          links: { available: respond('/available'), notAvailable: respond('/not_available'), other: respond('') },
          unsubscribeUrl: unsubscribe.page,
          club: clubOf(mail),
        }),
      });
      reminded.push({ matchId, playerId, userId: contact.user_id, trigger });
      playersReached.add(playerId);
    }
  }
  await enqueueEmails(tx, emails);
  if (reminded.length) await tx.insert(availabilityReminders).values(reminded);
  return { reminded: emails.length, players: playersReached.size };
}

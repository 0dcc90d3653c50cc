import { hhmm, isFixtureOn, isUrgentNotice, type EmailKind, type Language } from '@touchline/domain';
import type { MailConfig } from '../config';
import type { Db } from '../db/open';
import { eq, sql } from 'drizzle-orm';
import { availabilityReminders, matches } from '../db/schema';
import { answerRequestParts, longDate, longInstant } from '../mail/notice-templates';
import { deliverNotices, type Notice } from '../notify/deliver';
import { clubOf } from '../mail/templates';
import { recipientTranslator } from '../i18n';
import { familyContacts } from '../queries/family-contacts';
import { loadAnswers, loadFixture } from '../queries/fixture-answers';
import { today } from '../today';
import { signLink } from './signed-links';

/** What the notice jobs need beyond the database: email settings, the link-signing key and the club's zone. */
export interface NoticeContext {
  mail: MailConfig | null;
  /** Read outside any transaction first (the job worker's `beforeJob`): it may write the key the first time. */
  signingKey: () => Promise<Buffer>;
  timeZone: () => string;
  /** MAIL_BATCH_SECONDS: how long a family notice's email waits for others to the same person. */
  batchSeconds: number;
  /**
   * The club's language (CLUB_LANGUAGE): what everyone who chose none is written to in, and the inbox's notices
   * (one message for everyone); null: English.
   */
  language: Language | null;
}

export type AnswerTrigger = 'request' | 'scheduled' | 'manual';

/** The one-click unsubscribe address for a person and a kind (the List-Unsubscribe header and the email's footer). */
export function unsubscribeUrls(mail: MailConfig, token: string) {
  return { header: `${mail.publicUrl}/api/unsubscribe/${token}`, page: `${mail.publicUrl}/unsubscribe#${token}` };
}

/** A notice's email settings and its person's unsubscribe addresses for one kind, or null without email set up. */
export function noticeMail(ctx: NoticeContext, key: Buffer, userId: number, kind: EmailKind) {
  const { mail } = ctx;
  if (!mail) return null;
  return {
    mail,
    club: clubOf(mail),
    ...unsubscribeUrls(mail, signLink(key, { p: 'unsubscribe', u: userId, k: kind })),
  };
}

/**
 * Asks the families of every player of a fixture who has no answer yet, each with one-click answer links, by email
 * and push as each chose (#32), and records who was asked when. Nothing for a fixture not going ahead or past its
 * deadline (`manual` asks anyway up to kick-off: the coach chose to). Runs inside the caller's transaction.
 */
export async function emailAnswerRequests(
  tx: Db,
  ctx: NoticeContext,
  matchId: number,
  trigger: AnswerTrigger,
): Promise<{ reminded: number; players: number }> {
  const none = { reminded: 0, players: 0 };
  const { mail } = ctx;
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
  const key = await ctx.signingKey();
  // When answers close, in each language asked in.
  const deadlines = new Map<Language, string>();
  const deadlineIn = (language: Language) => {
    const known = deadlines.get(language);
    if (known !== undefined) return known;
    const words = longInstant(fixture.deadline, timeZone, language);
    deadlines.set(language, words);
    return words;
  };
  const notices: Notice[] = [];
  const asked: { playerId: number; userId: number }[] = [];
  const urgent = isUrgentNotice({ kind, matchDate: fixture.match_date }, today());
  for (const [playerId, family] of families) {
    for (const contact of family.contacts) {
      const answer = signLink(key, { p: 'answer', m: matchId, pl: playerId, u: contact.user_id });
      const respond = (path: string) => `${mail?.publicUrl ?? ''}/respond${path}#${answer}`;
      const m = noticeMail(ctx, key, contact.user_id, kind);
      const words = recipientTranslator(contact.language, ctx.language);
      const { t } = words;
      const deadline = deadlineIn(words.language);
      const player = family.player_name;
      const date = longDate(fixture.match_date, words.language);
      notices.push({
        userId: contact.user_id,
        kind,
        email: contact.email,
        urgent,
        ...(m && { unsubscribeUrl: m.header }),
        parts: m
          ? answerRequestParts(
              {
                name: contact.name,
                playerName: family.player_name,
                fixture,
                deadline,
                reminder: trigger !== 'request',
                links: {
                  available: respond('/available'),
                  notAvailable: respond('/not_available'),
                  other: respond(''),
                },
                unsubscribeUrl: m.page,
                club: m.club,
              },
              words,
            )
          : null,
        push: {
          title:
            trigger === 'request'
              ? t('Can {player} play on {date}?', { player, date })
              : t('Reminder: Can {player} play on {date}?', { player, date }),
          body: t('{team} v {opponent}, kick-off {time}. Answer by {deadline}.', {
            team: fixture.team_name,
            opponent: fixture.opponent,
            time: hhmm(fixture.kick_off_time),
            deadline,
          }),
          url: `/respond#${answer}`,
          tag: `answer-${matchId}-${playerId}`,
          kind,
        },
      });
      asked.push({ playerId, userId: contact.user_id });
    }
  }
  const reached = await deliverNotices(tx, { batchSeconds: ctx.batchSeconds, timeZone }, notices);
  const reminded = asked
    .filter((a) => reached.users.has(a.userId))
    .map((a) => ({ matchId, playerId: a.playerId, userId: a.userId, trigger }));
  if (reminded.length) await tx.insert(availabilityReminders).values(reminded);
  return { reminded: reminded.length, players: new Set(reminded.map((r) => r.playerId)).size };
}

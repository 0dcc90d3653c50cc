import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notificationMessages, PASSWORD_MASK } from '@touchline/domain';
import type { MailConfig } from '../config';
import type { Db } from '../db/open';
import { users } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { clubOf, composeEmail } from '../mail/templates';
import { sendTestEmail } from '../mail/transport';

/**
 * An admin's test of the email settings, sent now and not through the outbox (#32, #35): to the given address or the
 * admin's own, through `mail`, with what the SMTP server answered.
 */
export async function sendSettingsTest(
  db: Db,
  request: FastifyRequest,
  mail: MailConfig | null,
  to: string | undefined,
  where: string,
): Promise<{ to: string; sent: boolean; response: string }> {
  if (!mail) throw new HttpError(400, notificationMessages.mailNotSetUp);
  const [me] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.userId, authOf(request).userId));
  const address = to ?? me?.email;
  if (!address) throw new HttpError(400, notificationMessages.noEmailAddress);
  const club = clubOf(mail);
  const content = composeEmail({
    subject: `Test email from ${club}`,
    greeting: 'Hello,',
    before: [
      `This is a test of the email settings of ${club}'s Touchline, sent from ${where}.`,
      'If you can read this, families get their emails too.',
    ],
    actions: [],
    after: [],
    club,
  });
  const answer = await sendTestEmail(mail, { to: address, ...content });
  return { to: address, sent: answer.sent, response: withoutPassword(answer.response, mail.smtpUrl) };
}

/** The SMTP server's words with the password of `smtpUrl` hidden, should a server or a library repeat it. */
function withoutPassword(text: string, smtpUrl: string): string {
  let password = '';
  try {
    password = decodeURIComponent(new URL(smtpUrl).password);
  } catch {
    return text;
  }
  return password.length < 3 ? text : text.split(password).join(PASSWORD_MASK);
}

/**
 * At most `limit` test emails a minute for each admin on this instance: a test talks to the SMTP server at once, and
 * a button held down should not make the club look like a spammer.
 */
export class TestEmailLimit {
  private readonly sent = new Map<number, number[]>();

  constructor(
    private readonly limit = 5,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one for `userId`, or answers how many seconds to wait when the limit is reached. */
  take(userId: number, now = Date.now()): number | null {
    const recent = (this.sent.get(userId) ?? []).filter((at) => at > now - this.windowMs);
    if (recent.length >= this.limit) return Math.ceil(((recent[0] ?? now) + this.windowMs - now) / 1000);
    this.sent.set(userId, [...recent, now]);
    return null;
  }
}

import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Language } from '@touchline/domain';
import type { MailConfig } from '../config';
import { auditForJob } from '../audit/record';
import type { Db } from '../db/open';
import { users } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { clubOf, linkUrl, passwordResetEmail } from '../mail/templates';
import { recipientTranslator } from '../i18n';
import { createLink } from './account-links';
import { LINK_REQUESTS_PER_ACCOUNT, takeLinkRequest } from './link-throttle';

export const FORGOT_PASSWORD_JOB = 'forgot-password';

/** What 'Forgot password?' asked for: the username or email address as typed. */
export interface ForgotPasswordJob {
  login: string;
}

/**
 * The work of a 'Forgot password?' request, done by a job whether or not an account matches (#28 item 23): the request
 * itself does the same work either way (its address's throttle and this job), so its time says nothing of whether
 * the account exists. Each account the login names, with an email and under its own limit, gets a new one-hour link,
 * its email (in the person's language, else the club's: `clubLanguage`), and an entry on the audit log made by that
 * person.
 */
export async function sendResetLinks(
  tx: Db,
  mail: MailConfig | null,
  payload: unknown,
  clubLanguage: Language | null = null,
): Promise<void> {
  if (!mail) return;
  const login = (payload as ForgotPasswordJob).login.toLowerCase();
  const matches = await tx
    .select({
      userId: users.userId,
      username: users.username,
      shortName: users.shortName,
      email: users.email,
      language: users.language,
    })
    .from(users)
    .where(
      and(isNotNull(users.email), or(eq(sql`lower(${users.username})`, login), eq(sql`lower(${users.email})`, login))),
    )
    .limit(5);
  for (const user of matches) {
    // Over its own limit, an account gets nothing more, and the answer said nothing of it.
    const take = await takeLinkRequest(tx, `link:user:${user.userId}`, LINK_REQUESTS_PER_ACCOUNT);
    if (!take.allowed || !user.email) continue;
    const { token } = await createLink(tx, user.userId, 'password_reset');
    const url = linkUrl(mail.publicUrl, 'reset-password', token);
    const name = user.shortName ?? user.username;
    const content = passwordResetEmail(
      { name, username: user.username, url, club: clubOf(mail) },
      recipientTranslator(user.language, clubLanguage),
    );
    await enqueueEmail(tx, { kind: 'password_reset', to: user.email, userId: user.userId, content });
    await auditForJob(
      tx,
      { method: 'POST', route: '/api/password/forgot', status: 202 },
      { entityId: user.userId, entity: 'users', action: 'password.reset-requested', actor: user },
    );
  }
}

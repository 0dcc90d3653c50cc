import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { accountMessages, contracts, isLanguage, passwordMessages, type LinkPurpose } from '@touchline/domain';
import { createLink, findLiveLink, useLink } from '../auth/account-links';
import { FORGOT_PASSWORD_JOB, type ForgotPasswordJob } from '../auth/forgot-password';
import { queueInvitation } from '../auth/invitations';
import {
  LINK_REQUESTS_PER_ACCOUNT,
  LINK_REQUESTS_PER_ADDRESS,
  takeLinkRequest,
  type LinkThrottlePolicy,
} from '../auth/link-throttle';
import { assertPasswordAllowed } from '../auth/password-policy';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { createSession, endOtherSessions } from '../auth/sessions';
import { assertEmailFree } from '../auth/one-account';
import { throttleSource } from '../auth/source-address';
import { audit } from '../audit/record';
import { enqueueJob } from '../jobs/worker';
import type { Db } from '../db/open';
import { accountLinks, users } from '../db/schema';
import { enqueueEmail } from '../mail/outbox';
import { clubOf, emailChangeEmail, linkUrl } from '../mail/templates';
import { logoUrl } from '../settings/effective';
import { recipientTranslator } from '../i18n';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { myTeams } from '../plugins/team-access';
import { listUsers } from '../queries/users';
import { route } from './route';

type UserRow = {
  userId: number;
  username: string;
  shortName: string | null;
  email: string | null;
  /** Their own language, which their emails are written in (null: the club's). */
  language: string | null;
};
const userColumns = {
  userId: users.userId,
  username: users.username,
  shortName: users.shortName,
  email: users.email,
  language: users.language,
};

async function userById(db: Db, userId: number): Promise<UserRow> {
  const [user] = await db.select(userColumns).from(users).where(eq(users.userId, userId));
  if (!user) throw notFound();
  return user;
}

const nameOf = (user: UserRow) => user.shortName ?? user.username;

/** A refusal for too many link requests, with the minutes to wait. */
function tooMany(retryAfterSeconds: number): HttpError {
  return new HttpError(429, accountMessages.tooManyRequests(Math.ceil(retryAfterSeconds / 60)), {
    retryAfterSeconds,
  });
}

/** Counts a link request against each key; the first that is over its limit refuses it (429). */
async function throttleLinks(db: Db, keys: [string, LinkThrottlePolicy][]): Promise<void> {
  for (const [key, policy] of keys) {
    const take = await takeLinkRequest(db, key, policy);
    if (!take.allowed) throw tooMany(take.retryAfterSeconds);
  }
}

/** Sends a 429 with Retry-After; other errors go on to the error handler. */
function answerThrottled(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof HttpError && error.statusCode === 429) {
    return reply
      .status(429)
      .header('Retry-After', String(error.extra.retryAfterSeconds))
      .send({ error: error.message });
  }
  throw error;
}

/** The current password, checked; 400 (not 401, which would sign the person out) when it is wrong. */
async function assertCurrentPassword(db: Db, userId: number, password: string): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.userId, userId));
  if (!row?.hash || !(await verifyPassword(row.hash, password)))
    throw new HttpError(400, passwordMessages.currentWrong);
}

/** The signed-in person's account, with the new address waiting for its confirmation. */
async function accountOf(db: Db, userId: number) {
  const [row] = await listUsers(db, userId);
  if (!row) throw notFound();
  const [pending] = await db
    .select({ email: accountLinks.newEmail })
    .from(accountLinks)
    .where(
      and(
        eq(accountLinks.userId, userId),
        eq(accountLinks.purpose, 'email_change'),
        isNull(accountLinks.usedAt),
        sql`${accountLinks.expiresAt} > now()`,
      ),
    )
    .orderBy(desc(accountLinks.id))
    .limit(1);
  const [language] = await db.select({ language: users.language }).from(users).where(eq(users.userId, userId));
  return {
    user_id: row.user_id,
    username: row.username,
    role: row.role,
    short_name: row.short_name,
    email: row.email,
    pending_email: pending?.email ?? null,
    userTypes: row.userTypes,
    language: isLanguage(language?.language) ? language.language : null,
  };
}

/**
 * Getting in and staying in by email (decision 100): forgotten passwords, the links emails carry, invitations, and
 * the signed-in person's own account. A link's token travels in request bodies only, so no request log holds one.
 */
export const accountRoutes: FastifyPluginAsync = async (app) => {
  // The club's name and logo and whether email is set up follow its settings (settings/, decision 138).
  route(app, contracts.account.features, async () => {
    const settings = app.settings.current();
    return {
      email: app.settings.mail() !== null,
      language: app.config.clubLanguage,
      club_name: settings.clubName,
      logo_url: logoUrl(settings),
      oidc: app.config.oidc && { name: app.config.oidc.name },
    };
  });

  /**
   * The same answer, after the same work, whether or not an account matches; links go only to accounts that have an
   * email (the job, auth/forgot-password.ts).
   */
  route(app, contracts.account.forgotPassword, async (request, reply) => {
    if (!app.settings.mail()) throw new HttpError(404, accountMessages.emailNotConfigured);
    const login = request.body.login.toLowerCase();
    try {
      await throttleLinks(app.db, [[`forgot:address:${throttleSource(request.ip)}`, LINK_REQUESTS_PER_ADDRESS]]);
    } catch (error) {
      return answerThrottled(reply, error);
    }
    // The same work whether or not an account matches: the job looks (#28 item 23).
    const payload: ForgotPasswordJob = { login };
    await enqueueJob(app.db, { kind: FORGOT_PASSWORD_JOB, key: `forgot:${randomUUID()}`, payload });
    app.jobs.wake();
    return { message: accountMessages.forgotSent };
  });

  route(app, contracts.account.checkLink, async (request) => {
    const link = await findLiveLink(app.db, request.body.token);
    const user = await userById(app.db, link.userId);
    return {
      purpose: link.purpose,
      username: user.username,
      name: nameOf(user),
      new_email: link.newEmail,
      expires_at: link.expiresAt.toISOString(),
    };
  });

  /** Sets the password a reset or invitation link allows, ends every other session, and signs the person in. */
  async function choosePassword(
    request: { body: { token: string; password: string } } & Parameters<typeof audit>[1],
    purpose: LinkPurpose,
  ): Promise<{ token: string }> {
    const { token, password } = request.body;
    // The rule first: a refused password leaves the link usable.
    const link = await findLiveLink(app.db, token, purpose);
    const user = await userById(app.db, link.userId);
    assertPasswordAllowed(password, user.username);
    const passwordHash = await hashPassword(password);
    return app.db.transaction(async (tx) => {
      await useLink(tx, token, purpose);
      await tx.update(users).set({ passwordHash }).where(eq(users.userId, user.userId));
      // Any other live link to set a password stops working too.
      await tx
        .update(accountLinks)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountLinks.userId, user.userId),
            isNull(accountLinks.usedAt),
            sql`${accountLinks.purpose} in ('invitation', 'password_reset')`,
          ),
        );
      await endOtherSessions(tx, user.userId, null);
      const session = await createSession(tx, user.userId);
      await audit(tx, request, {
        entityId: user.userId,
        entity: 'users',
        action: purpose === 'invitation' ? 'invitation.accepted' : 'password.reset',
        actor: user,
      });
      return { token: session };
    });
  }

  route(app, contracts.account.resetPassword, async (request) => choosePassword(request, 'password_reset'));
  route(app, contracts.account.acceptInvitation, async (request) => choosePassword(request, 'invitation'));

  route(app, contracts.account.confirmEmail, async (request) =>
    app.db.transaction(async (tx) => {
      const link = await useLink(tx, request.body.token, 'email_change');
      const user = await userById(tx, link.userId);
      const email = link.newEmail ?? user.email ?? '';
      // Another account may have taken the address since the link was sent.
      await assertEmailFree(tx, email, { exceptUserId: user.userId, nameOwner: false });
      await tx.update(users).set({ email }).where(eq(users.userId, user.userId));
      await audit(tx, request, {
        entityId: user.userId,
        entity: 'users',
        action: 'email.confirmed',
        before: { email: user.email },
        after: { email },
        actor: user,
      });
      return { email };
    }),
  );

  route(app, contracts.account.invite, async (request, reply) => {
    const { id } = request.params;
    const mail = app.settings.mail();
    if (!mail) throw new HttpError(400, accountMessages.emailNotConfigured);
    const user = await userById(app.db, id);
    const [row] = await listUsers(app.db, id);
    if (row?.active) throw new HttpError(409, accountMessages.alreadyAccepted);
    if (!user.email) throw new HttpError(400, accountMessages.noEmailForInvitation);
    const to = user.email;
    try {
      await throttleLinks(app.db, [[`link:user:${id}`, LINK_REQUESTS_PER_ACCOUNT]]);
    } catch (error) {
      return answerThrottled(reply, error);
    }
    const sent = await app.db.transaction(async (tx) => {
      const invitee = { userId: id, username: user.username, shortName: user.shortName, email: to };
      const { expiresAt } = await queueInvitation(tx, mail, invitee, authOf(request).username, app.config.clubLanguage);
      const answer = { user_id: id, sent_to: to, expires_at: expiresAt.toISOString() };
      await audit(tx, request, { entityId: id, after: answer });
      return answer;
    });
    app.mail?.wake();
    return sent;
  });

  /**
   * Everyone with an email, no password yet and no invitation that still works (never sent, or expired) gets a new
   * one, in one transaction; an invitation still open is left alone (its link keeps working), and an account asked
   * for too often in the last hour is held back, as for one invitation (#28 item 24). The domain's `awaitsInvitation`
   * is the same rule for the screen's count.
   */
  route(app, contracts.account.invitePending, async (request) => {
    const mail = app.settings.mail();
    if (!mail) throw new HttpError(400, accountMessages.emailNotConfigured);
    const waiting = await app.db
      .select({ userId: users.userId, username: users.username, shortName: users.shortName, email: users.email })
      .from(users)
      .where(
        and(
          isNull(users.passwordHash),
          sql`${users.email} is not null`,
          sql`not exists (select 1 from ${accountLinks} where ${accountLinks.userId} = ${users.userId}
            and ${accountLinks.purpose} = 'invitation' and ${accountLinks.usedAt} is null
            and ${accountLinks.expiresAt} > now())`,
        ),
      )
      .orderBy(users.userId);
    const allowed: typeof waiting = [];
    for (const user of waiting)
      if ((await takeLinkRequest(app.db, `link:user:${user.userId}`, LINK_REQUESTS_PER_ACCOUNT)).allowed)
        allowed.push(user);
    const answer = { sent: allowed.length, held_back: waiting.length - allowed.length };
    await app.db.transaction(async (tx) => {
      const by = authOf(request).username;
      for (const user of allowed)
        await queueInvitation(tx, mail, { ...user, email: user.email as string }, by, app.config.clubLanguage);
      await audit(tx, request, {
        entityId: null,
        entity: 'users',
        after: { ...answer, user_ids: allowed.map((u) => u.userId) },
      });
    });
    if (allowed.length) app.mail?.wake();
    return answer;
  });

  route(app, contracts.account.get, async (request) => accountOf(app.db, authOf(request).userId));

  route(app, contracts.account.teams, async (request) => myTeams(request, authOf(request)));

  route(app, contracts.account.update, async (request) => {
    const { userId } = authOf(request);
    return app.db.transaction(async (tx) => {
      const before = await accountOf(tx, userId);
      // Left out, the short name stays (decision 057).
      if (request.body.short_name !== undefined)
        await tx.update(users).set({ shortName: request.body.short_name }).where(eq(users.userId, userId));
      if (request.body.language !== undefined)
        await tx.update(users).set({ language: request.body.language }).where(eq(users.userId, userId));
      const after = await accountOf(tx, userId);
      await audit(tx, request, { entityId: userId, entity: 'users', before, after, everyone: true });
      return after;
    });
  });

  /** With email set up, the new address must be confirmed by the link sent to it; without, it changes at once. */
  route(app, contracts.account.changeEmail, async (request, reply) => {
    const { userId } = authOf(request);
    const mail = app.settings.mail();
    const { email, current_password: currentPassword } = request.body;
    await assertCurrentPassword(app.db, userId, currentPassword);
    const user = await userById(app.db, userId);
    if (user.email?.toLowerCase() === email.toLowerCase()) throw new HttpError(400, accountMessages.emailUnchanged);
    await assertEmailFree(app.db, email, { exceptUserId: userId, nameOwner: false });
    if (!mail) {
      await app.db.transaction(async (tx) => {
        await tx.update(users).set({ email }).where(eq(users.userId, userId));
        await audit(tx, request, {
          entityId: userId,
          entity: 'users',
          before: { email: user.email },
          after: { email },
          everyone: true,
        });
      });
      return { email, pending_email: null, message: accountMessages.emailChanged };
    }
    try {
      await throttleLinks(app.db, [
        [`link:user:${userId}`, LINK_REQUESTS_PER_ACCOUNT],
        [`link:email:${email.toLowerCase()}`, LINK_REQUESTS_PER_ACCOUNT],
      ]);
    } catch (error) {
      return answerThrottled(reply, error);
    }
    await app.db.transaction(async (tx) => {
      const { token } = await createLink(tx, userId, 'email_change', email);
      const url = linkUrl(mail.publicUrl, 'confirm-email', token);
      const content = emailChangeEmail(
        { name: nameOf(user), username: user.username, url, newEmail: email, club: clubOf(mail) },
        recipientTranslator(user.language, app.config.clubLanguage),
      );
      await enqueueEmail(tx, { kind: 'email_change', to: email, userId, content });
      await audit(tx, request, { entityId: userId, entity: 'users', after: { pending_email: email }, everyone: true });
    });
    app.mail?.wake();
    return { email: user.email, pending_email: email, message: accountMessages.emailConfirmSent(email) };
  });

  route(app, contracts.account.changePassword, async (request) => {
    const auth = authOf(request);
    const { current_password: currentPassword, new_password: newPassword } = request.body;
    await assertCurrentPassword(app.db, auth.userId, currentPassword);
    const user = await userById(app.db, auth.userId);
    assertPasswordAllowed(newPassword, user.username);
    const passwordHash = await hashPassword(newPassword);
    await app.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.userId, auth.userId));
      await endOtherSessions(tx, auth.userId, auth.sessionId);
      await audit(tx, request, { entityId: auth.userId, entity: 'users', everyone: true });
    });
  });
};

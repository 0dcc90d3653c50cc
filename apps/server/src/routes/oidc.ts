import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { contracts, OIDC_REDIRECT_PATH, oidcMessages } from '@touchline/domain';
import { reserveLoginAttempt, settleLoginAttempt } from '../auth/login-throttle';
import { createSession } from '../auth/sessions';
import { throttleSource } from '../auth/source-address';
import { userIdentities, users } from '../db/schema';
import { accountForIdentity, identityColumns } from '../oidc/accounts';
import { identityAnswer, listIdentities } from '../oidc/identities';
import { OidcProvider } from '../oidc/provider';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { audit } from '../audit/record';
import { route } from './route';
import { throttledSignIn } from './shared';

/**
 * OIDC sign-ins are throttled per source address as passwords are, under a name no username can have (usernames are
 * trimmed): a sign-in that ends in anything but a session counts as a failure.
 */
const THROTTLE_NAME = ' oidc';

/**
 * Sign-in with the club's accounts (#35, decision 136): a sign-in started and completed, a signed-in person linking
 * their own account, and the admin's work on identities waiting and linked.
 */
export const oidcRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.config.oidc ? new OidcProvider(app.config.oidc) : null;
  const on = () => {
    if (!provider) throw new HttpError(404, oidcMessages.off);
    return provider;
  };
  /** PUBLIC_URL, or the address this request came to, and the web page the provider sends people back to. */
  const redirectUri = (request: FastifyRequest) =>
    `${app.config.publicUrl ?? `${request.protocol}://${request.host}`}${OIDC_REDIRECT_PATH}`;

  route(app, contracts.oidc.start, async (request) => on().start(app.db, redirectUri(request), null));

  route(app, contracts.oidc.complete, async (request, reply) => {
    const oidc = on();
    const source = throttleSource(request.ip);
    const attempt = await reserveLoginAttempt(app.db, THROTTLE_NAME, source);
    if (!attempt.allowed) return throttledSignIn(reply, attempt.retryAfterSeconds);
    // Only an answer that finds no sign-in counts as a failure (a forged, reused or expired state): one that reaches
    // the provider is a real person's, whatever it ends in.
    const login = await oidc.take(app.db, request.body, null).catch(async (error: unknown) => {
      await settleLoginAttempt(app.db, THROTTLE_NAME, source, false);
      throw error;
    });
    await settleLoginAttempt(app.db, THROTTLE_NAME, source, true);
    const identity = await oidc.finish(request.log, redirectUri(request), request.body, login);
    const token = await app.db.transaction(async (tx) => {
      const account = await accountForIdentity(tx, identity, oidc.settings.signup);
      if (account.userId === null) return null;
      const actor = { userId: account.userId, username: account.username };
      const entity = { entity: 'user_identities', entityId: account.identityId, actor };
      const after = { issuer: identity.issuer, email: identity.email, linked_by: account.how };
      if (account.how === 'email') await audit(tx, request, { ...entity, action: 'identity.linked-by-email', after });
      if (account.how === 'signup') await audit(tx, request, { ...entity, action: 'identity.signup', after });
      await audit(tx, request, { ...entity, action: 'sign-in (OIDC)' });
      return createSession(tx, account.userId);
    });
    if (token === null) throw new HttpError(403, oidcMessages.notLinked);
    return { token };
  });

  route(app, contracts.oidc.startLink, async (request) =>
    on().start(app.db, redirectUri(request), authOf(request).userId),
  );

  route(app, contracts.oidc.completeLink, async (request) => {
    const auth = authOf(request);
    const oidc = on();
    const login = await oidc.take(app.db, request.body, auth.userId);
    const identity = await oidc.finish(request.log, redirectUri(request), request.body, login);
    return app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(userIdentities)
        .values({ ...identityColumns(identity), userId: auth.userId, linkedBy: 'self', lastUsedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [userIdentities.issuer, userIdentities.subject],
          // A waiting identity, or one already this person's, becomes theirs; another account's stays its own.
          set: { ...identityColumns(identity), userId: auth.userId, linkedBy: 'self', lastUsedAt: sql`now()` },
          setWhere: sql`${userIdentities.userId} is null or ${userIdentities.userId} = ${auth.userId}`,
        })
        .returning();
      if (!row) throw new HttpError(409, oidcMessages.linkedToOther);
      const linked = identityAnswer(row);
      await audit(tx, request, {
        action: 'identity.linked-by-self',
        entity: 'user_identities',
        entityId: row.identityId,
        after: linked,
        everyone: true,
      });
      return linked;
    });
  });

  route(app, contracts.oidc.mine, async (request) =>
    listIdentities(app.db, eq(userIdentities.userId, authOf(request).userId)),
  );

  route(app, contracts.oidc.unlinkMine, async (request) => {
    const auth = authOf(request);
    await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(userIdentities)
        .where(and(eq(userIdentities.identityId, request.params.id), eq(userIdentities.userId, auth.userId)))
        .for('update');
      if (!row) throw notFound();
      // Without a password and without another club account, this one is the person's only way in.
      const [otherWay] = await tx
        .select({ id: users.userId })
        .from(users)
        .where(
          and(
            eq(users.userId, auth.userId),
            sql`(${users.passwordHash} is not null or exists (select 1 from ${userIdentities}
              where ${userIdentities.userId} = ${auth.userId} and ${userIdentities.identityId} <> ${row.identityId}))`,
          ),
        );
      if (!otherWay) throw new HttpError(409, oidcMessages.lastWayIn);
      await tx.delete(userIdentities).where(eq(userIdentities.identityId, row.identityId));
      await audit(tx, request, { entityId: row.identityId, before: identityAnswer(row), everyone: true });
    });
  });

  route(app, contracts.oidc.waiting, async () => listIdentities(app.db, isNull(userIdentities.userId)));

  route(app, contracts.oidc.ofUser, async (request) => {
    const [user] = await app.db.select({ id: users.userId }).from(users).where(eq(users.userId, request.params.id));
    if (!user) throw notFound();
    return listIdentities(app.db, eq(userIdentities.userId, request.params.id));
  });

  route(app, contracts.oidc.link, async (request) => {
    const { id } = request.params;
    return app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(userIdentities).where(eq(userIdentities.identityId, id)).for('update');
      if (!before) throw notFound();
      if (before.userId !== null) throw new HttpError(409, oidcMessages.alreadyLinked);
      const [user] = await tx.select({ id: users.userId }).from(users).where(eq(users.userId, request.body.user_id));
      if (!user) throw new HttpError(400, oidcMessages.noSuchUser);
      const [row] = await tx
        .update(userIdentities)
        .set({ userId: user.id, linkedBy: 'admin' })
        .where(and(eq(userIdentities.identityId, id), isNull(userIdentities.userId)))
        .returning();
      if (!row) throw new HttpError(409, oidcMessages.alreadyLinked);
      const linked = identityAnswer(row);
      await audit(tx, request, { entityId: id, before: identityAnswer(before), after: linked });
      return linked;
    });
  });

  route(app, contracts.oidc.remove, async (request) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      const [row] = await tx.delete(userIdentities).where(eq(userIdentities.identityId, id)).returning();
      if (!row) throw notFound();
      await audit(tx, request, { entityId: id, before: identityAnswer(row) });
    });
  });
};

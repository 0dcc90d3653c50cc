import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  channelSends,
  contracts,
  emailKindLabels,
  emailKinds,
  type EmailKind,
  type NotificationPreferences,
} from '@touchline/domain';
import type { Db } from '../db/open';
import { emailPreferences, users } from '../db/schema';
import { audit } from '../audit/record';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { readLink } from '../jobs/signed-links';
import { channelsOf } from '../notify/deliver';
import { route } from './route';

/** How the person gets each kind of notice, and whether they chose the daily digest. */
export async function preferencesOf(db: Db, userId: number): Promise<NotificationPreferences> {
  const { channel, digest } = await channelsOf(db, [userId]);
  return {
    kinds: Object.fromEntries(emailKinds.map((k) => [k, channel(userId, k)])) as NotificationPreferences['kinds'],
    digest: digest.has(userId),
  };
}

async function setEmail(db: Db, userId: number, kind: EmailKind, email: boolean, push: boolean): Promise<void> {
  await db
    .insert(emailPreferences)
    .values({ userId, kind, email, push })
    .onConflictDoUpdate({ target: [emailPreferences.userId, emailPreferences.kind], set: { email, push } });
}

export const emailPreferenceRoutes: FastifyPluginAsync = async (app) => {
  // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` as a form (urlencoded or
  // multipart); the answer does not depend on it, so the body is read and set aside.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, _body, done) => done(null, undefined),
  );

  route(app, contracts.emailPreferences.get, async (request) => preferencesOf(app.db, authOf(request).userId));

  route(app, contracts.emailPreferences.save, async (request) => {
    const { userId } = authOf(request);
    return app.db.transaction(async (tx) => {
      const before = await preferencesOf(tx, userId);
      for (const kind of emailKinds) {
        const chosen = request.body.kinds[kind];
        if (chosen === undefined) continue;
        const sends = channelSends(chosen);
        await setEmail(tx, userId, kind, sends.email, sends.push);
      }
      await tx.update(users).set({ emailDigest: request.body.digest }).where(eq(users.userId, userId));
      const after = await preferencesOf(tx, userId);
      await audit(tx, request, { entityId: userId, entity: 'users', before, after });
      return after;
    });
  });

  /** Turns one kind of email off for the person a signed unsubscribe link names (a push, if chosen, goes on). */
  async function unsubscribe(request: FastifyRequest, token: string) {
    const link = readLink(await app.notices.signingKey(), token, 'unsubscribe');
    const [user] = await app.db
      .select({ userId: users.userId, username: users.username })
      .from(users)
      .where(eq(users.userId, link.u));
    if (!user) throw new HttpError(400, 'This link is not valid');
    await app.db.transaction(async (tx) => {
      const { channel } = await channelsOf(tx, [user.userId]);
      const push = channelSends(channel(user.userId, link.k)).push;
      await setEmail(tx, user.userId, link.k, false, push);
      await audit(tx, request, {
        entityId: user.userId,
        entity: 'users',
        action: 'email.unsubscribed',
        after: { [link.k]: false },
        actor: user,
      });
    });
    return { kind: link.k, label: emailKindLabels[link.k] };
  }

  route(app, contracts.emailPreferences.unsubscribe, async (request) => unsubscribe(request, request.body.token));
  route(app, contracts.emailPreferences.oneClick, async (request) => unsubscribe(request, request.params.token));
};

import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contracts, messages } from '@touchline/domain';
import { reserveLoginAttempt, settleLoginAttempt } from '../auth/login-throttle';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { createSession, revokeSession } from '../auth/sessions';
import { throttleSource } from '../auth/source-address';
import { users } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { audit } from '../audit/record';
import { route } from './route';
import { throttledSignIn } from './shared';

export const authRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.auth.login, async (request, reply) => {
    const { username, password } = request.body;
    const source = throttleSource(request.ip);
    // Counted before the (slow) password check, so no burst of simultaneous guesses gets more checks than allowed.
    const attempt = await reserveLoginAttempt(app.db, username, source);
    if (!attempt.allowed) return throttledSignIn(reply, attempt.retryAfterSeconds);
    let userId: number | null = null;
    try {
      const [user] = await app.db
        .select({ userId: users.userId, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      // The same work and the same answer whether or not the user exists.
      const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (user && ok) userId = user.userId;
    } finally {
      // Whatever happened, the attempt is settled: a failure unless the password was right.
      await settleLoginAttempt(app.db, username, source, userId !== null);
    }
    if (userId === null) throw new HttpError(401, messages.invalidCredentials);
    return { token: await createSession(app.db, userId) };
  });

  route(app, contracts.auth.logout, async (request) => {
    const auth = authOf(request);
    await app.db.transaction(async (tx) => {
      await revokeSession(tx, auth.sessionId);
      // Signing out of an impersonation ends it: on record. An ordinary sign-out is not.
      if (auth.impersonatorId !== null) await audit(tx, request, { action: 'impersonation.end', entityId: null });
    });
    // Its live streams end with it: at once here, within a heartbeat on other instances (#28 item 16).
    app.matchStreams.endSession(auth.sessionId);
  });

  route(app, contracts.auth.impersonate, async (request) => {
    const auth = authOf(request);
    const [target] = await app.db
      .select({ userId: users.userId, role: users.role })
      .from(users)
      .where(eq(users.userId, request.body.user_id));
    if (!target) throw notFound();
    // Acting as another admin would lend admin rights beyond the session's own (#28 item 15).
    if (target.role === 'admin') throw new HttpError(403, messages.noAdminImpersonation);
    // The real admin stays on record even when an impersonated admin impersonates again.
    const impersonator = auth.impersonatorId ?? auth.userId;
    return app.db.transaction(async (tx) => {
      const token = await createSession(tx, target.userId, impersonator);
      await audit(tx, request, {
        action: 'impersonation.start',
        entityId: null,
        actingAsUserId: target.userId,
        after: { user_id: target.userId },
      });
      return { token };
    });
  });
};

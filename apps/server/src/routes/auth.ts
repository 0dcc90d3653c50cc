import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contracts, messages, tooManyLoginAttempts } from '@touchline/domain';
import { reserveLoginAttempt, settleLoginAttempt } from '../auth/login-throttle';
import { dummyPasswordHash, verifyPassword } from '../auth/passwords';
import { createSession, revokeSession } from '../auth/sessions';
import { throttleSource } from '../auth/source-address';
import { users } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { route } from './route';

export const authRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.auth.login, async (request, reply) => {
    const { username, password } = request.body;
    const source = throttleSource(request.ip);
    // Counted before the (slow) password check, so no burst of simultaneous guesses gets more checks than allowed.
    const attempt = await reserveLoginAttempt(app.db, username, source);
    if (!attempt.allowed) {
      return reply
        .status(429)
        .header('Retry-After', String(attempt.retryAfterSeconds))
        .send({ error: tooManyLoginAttempts(attempt.retryAfterSeconds) });
    }
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
    await revokeSession(app.db, authOf(request).sessionId);
  });

  route(app, contracts.auth.impersonate, async (request) => {
    const auth = authOf(request);
    const [target] = await app.db
      .select({ userId: users.userId })
      .from(users)
      .where(eq(users.userId, request.body.user_id));
    if (!target) throw notFound();
    // The real admin stays on record even when an impersonated admin impersonates again.
    const impersonator = auth.impersonatorId ?? auth.userId;
    return { token: await createSession(app.db, target.userId, impersonator) };
  });
};

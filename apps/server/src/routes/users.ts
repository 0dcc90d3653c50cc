import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq, sql } from 'drizzle-orm';
import { idParams, messages, user, validateResponse, type UserTypeName } from '@touchline/domain';
import { players, userTypes, users } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/users/validate', { schema: { response: { 200: validateResponse } } }, async (request) => {
    const auth = authOf(request);
    return { user_id: auth.userId, role: auth.role };
  });

  app.get('/users/:id', { schema: { params: idParams, response: { 200: user } } }, async (request) => {
    const auth = authOf(request);
    const { id } = request.params;
    if (auth.role !== 'admin' && auth.userId !== id) throw new HttpError(403, messages.forbidden);
    const [row] = await app.db
      .select({
        user_id: users.userId,
        username: users.username,
        role: users.role,
        short_name: users.shortName,
        email: users.email,
        player_id: sql<
          number | null
        >`(select ${players.playerId} from ${players} where ${players.userId} = ${users.userId})`,
        types: sql<UserTypeName[]>`coalesce(array_agg(${userTypes.type} order by ${userTypes.type})
          filter (where ${userTypes.type} is not null), '{}')`,
      })
      .from(users)
      .leftJoin(userTypes, eq(userTypes.userId, users.userId))
      .where(eq(users.userId, id))
      .groupBy(users.userId);
    if (!row) throw notFound();
    const { types, ...rest } = row;
    return { ...rest, userTypes: types.map((type) => ({ type })) };
  });
};

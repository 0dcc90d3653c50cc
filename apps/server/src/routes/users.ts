import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { messages, type UserTypeName, contracts } from '@touchline/domain';
import { players, userTypes, users } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { route } from './route';

export const userRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.users.validate, async (request) => {
    const auth = authOf(request);
    const impersonatedBy =
      auth.impersonatorId === null ? null : { user_id: auth.impersonatorId, username: auth.impersonatorUsername ?? '' };
    return { user_id: auth.userId, role: auth.role, impersonated_by: impersonatedBy };
  });

  route(app, contracts.users.get, async (request) => {
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

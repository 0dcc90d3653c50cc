import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { contracts } from '@touchline/domain';
import { route } from './route';

/** Warm-up targets: GET /api/health (also checks the database) and GET /api/, never cached. */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.system.health, async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
  route(app, contracts.system.root, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ name: 'Touchline', status: 'ok' });
  });
};

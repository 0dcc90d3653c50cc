import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import { contracts, messages } from '@touchline/domain';
import { version } from '../version';
import { route } from './route';

/**
 * Warm-up targets, never cached: GET /api/health (the database answers and the disk is not full; the version) and
 * GET /api/.
 */
export const healthRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.system.health, async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    reply.header('Cache-Control', 'no-store');
    if (await app.disk.isFull()) return reply.status(503).send({ error: messages.diskFull });
    return reply.send({ status: 'ok', version });
  });
  route(app, contracts.system.root, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ name: 'Touchline', status: 'ok' });
  });
};

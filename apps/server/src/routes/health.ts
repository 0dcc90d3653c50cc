import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';

/** Warm-up targets: GET /api/health (also checks the database) and GET /api/, never cached. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { config: { access: 'public' } }, async (_request, reply) => {
    await app.db.execute(sql`select 1`);
    return reply.header('Cache-Control', 'no-store').send({ status: 'ok' });
  });
  app.get('/', { config: { access: 'public' } }, async (_request, reply) => {
    return reply.header('Cache-Control', 'no-store').send({ name: 'Touchline', status: 'ok' });
  });
};

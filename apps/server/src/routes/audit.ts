import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, desc, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { auditLog } from '../db/schema';

const query = z.strictObject({
  actor: z.string().trim().max(100).optional(),
  entity: z.string().trim().max(100).optional(),
  action: z.string().trim().max(200).optional(),
  from: z.iso.date({ message: 'from must be a date (YYYY-MM-DD)' }).optional(),
  to: z.iso.date({ message: 'to must be a date (YYYY-MM-DD)' }).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
});

const entry = z.object({
  id: z.number(),
  at: z.string(),
  actor_user_id: z.number().nullable(),
  actor_username: z.string().nullable(),
  acting_as_user_id: z.number().nullable(),
  acting_as_username: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  status: z.number(),
  before: z.unknown(),
  after: z.unknown(),
});

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/audit: the audit log, newest first, filtered by actor, entity, action and date. Admins only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit',
    {
      config: { access: 'admin' },
      schema: { querystring: query, response: { 200: z.object({ entries: z.array(entry), total: z.number() }) } },
    },
    async (request) => {
      const q = request.query;
      const conditions: (SQL | undefined)[] = [
        q.actor
          ? or(
              ilike(auditLog.actorUsername, `%${escapeLike(q.actor)}%`),
              ilike(auditLog.actingAsUsername, `%${escapeLike(q.actor)}%`),
            )
          : undefined,
        q.entity ? ilike(auditLog.entity, escapeLike(q.entity)) : undefined,
        q.action ? ilike(auditLog.action, `%${escapeLike(q.action)}%`) : undefined,
        q.from ? gte(auditLog.at, new Date(`${q.from}T00:00:00`)) : undefined,
        q.to ? lte(auditLog.at, new Date(`${q.to}T23:59:59.999`)) : undefined,
      ];
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(auditLog)
          .where(where)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(q.limit)
          .offset(q.offset),
        app.db.select({ n: count() }).from(auditLog).where(where),
      ]);
      return {
        total: total?.n ?? 0,
        entries: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor_user_id: r.actorUserId,
          actor_username: r.actorUsername,
          acting_as_user_id: r.actingAsUserId,
          acting_as_username: r.actingAsUsername,
          action: r.action,
          entity: r.entity,
          entity_id: r.entityId,
          status: r.status,
          before: r.before,
          after: r.after,
        })),
      };
    },
  );
};

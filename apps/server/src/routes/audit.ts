import type { FastifyPluginAsync } from 'fastify';
import { and, count, desc, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { addDaysToDate, contracts } from '@touchline/domain';
import { clubDateTime } from '../club-time';
import { auditLog } from '../db/schema';
import { route } from './route';

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/** GET /api/audit: the audit log, newest first, filtered by actor, entity, action and date. Admins only. */
export const auditRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.audit.list, async (request) => {
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
      // Whole days on the club's wall clock: from its midnight at the start of `from` to the one after `to`.
      q.from ? gte(auditLog.at, clubDateTime(q.from, '00:00')) : undefined,
      q.to ? lt(auditLog.at, clubDateTime(addDaysToDate(q.to, 1), '00:00')) : undefined,
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
  });
};

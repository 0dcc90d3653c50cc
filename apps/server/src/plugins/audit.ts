import type { FastifyInstance, FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { auditLog, users } from '../db/schema';
import { loadTimeline } from '../queries/timeline';

/**
 * The audit log: every write by an admin, every write made while impersonating, every impersonation, and every
 * change to a match's events or lineup, with who did it (the real person), as whom, the record before (when the
 * API can read it) and after. Written after the answer, only for requests that succeeded.
 */
const eventRoute = /^\/api\/matches\/:id\/(goals|cards|substitutions|events)\/:eventId$/;
const matchDayRoute = /^\/api\/(matches\/:id\/|lineups\/)/;
const secretKeys = new Set(['password', 'password_hash', 'passwordHash', 'token']);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretKeys.has(k) ? '[redacted]' : redact(v)]));
  }
  return value;
}

function shouldAudit(request: FastifyRequest): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const url = request.routeOptions.url ?? '';
  if (!url.startsWith('/api') || url === '/api/login') return false;
  const auth = request.auth;
  if (!auth) return false;
  if (url === '/api/logout') return auth.impersonatorId !== null; // the end of an impersonation
  return auth.role === 'admin' || auth.impersonatorId !== null || matchDayRoute.test(url);
}

interface AuditState {
  before: unknown;
  after: unknown;
}

declare module 'fastify' {
  interface FastifyRequest {
    audit: AuditState | null;
  }
}

/** Records a read that must be on record too (e.g. a personal data export). */
export async function recordAudit(
  app: FastifyInstance,
  request: FastifyRequest,
  entry: { action: string; entity: string; entityId: string | number },
): Promise<void> {
  const auth = request.auth;
  if (!auth) return;
  const actorId = auth.impersonatorId ?? auth.userId;
  const [actor] = await app.db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.userId, [actorId]));
  await app.db.insert(auditLog).values({
    actorUserId: actorId,
    actorUsername: actor?.username ?? null,
    actingAsUserId: auth.impersonatorId === null ? null : auth.userId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    status: 200,
  });
}

export function registerAudit(app: FastifyInstance): void {
  app.decorateRequest('audit', null);

  /** The record before a change: the event from the timeline, or what GET on the same URL answers. */
  async function before(request: FastifyRequest): Promise<unknown> {
    if (request.method === 'POST') return null;
    const url = request.routeOptions.url ?? '';
    const params = request.params as Record<string, string>;
    if (eventRoute.test(url)) {
      const [event] = await loadTimeline(app.db, Number(params.id), Number(params.eventId));
      return event ?? null;
    }
    if (!app.routeList.includes(`GET ${url}`)) return null;
    const res = await app.inject({
      method: 'GET',
      url: request.url,
      headers: { authorization: request.headers.authorization ?? '' },
    });
    return res.statusCode === 200 ? res.json() : null;
  }

  app.addHook('preHandler', async (request) => {
    if (shouldAudit(request)) request.audit = { before: await before(request), after: null };
  });

  // The entry is written before the answer leaves: a client that has its answer finds the change on record, and
  // entries of one client's requests are in the order it made them.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.audit || reply.statusCode >= 400) return payload;
    if (typeof payload === 'string' && payload) {
      try {
        request.audit.after = JSON.parse(payload) as unknown;
      } catch {
        request.audit.after = null;
      }
    }
    await writeAudit(request, reply.statusCode);
    return payload;
  });

  async function writeAudit(request: FastifyRequest, status: number): Promise<void> {
    const audit = request.audit;
    const auth = request.auth;
    if (!audit || !auth) return;
    const url = request.routeOptions.url ?? '';
    const params = request.params as Record<string, string | undefined>;
    const entity = url.replace(/^\/api\//, '').split('/')[0] ?? url;
    const after = audit.after as Record<string, unknown> | null;
    const createdId =
      after && typeof after === 'object'
        ? Object.entries(after).find(([k]) => k.endsWith('_id') || k === 'id')?.[1]
        : undefined;
    const entityId =
      params.eventId ??
      params.id ??
      params.playerId ??
      params.matchId ??
      params.userId ??
      (createdId === undefined ? null : String(createdId));
    const actorId = auth.impersonatorId ?? auth.userId;
    const actingAsId = auth.impersonatorId === null ? null : auth.userId;
    let action = `${request.method} ${url}`;
    let recordedAfter: unknown = after;
    if (url === '/api/impersonate') {
      action = 'impersonation.start';
      recordedAfter = { user_id: (request.body as { user_id?: number } | undefined)?.user_id ?? null };
    } else if (url === '/api/logout') {
      action = 'impersonation.end';
    }
    try {
      const target =
        url === '/api/impersonate' ? ((request.body as { user_id?: number } | undefined)?.user_id ?? null) : actingAsId;
      const names = await app.db
        .select({ id: users.userId, username: users.username })
        .from(users)
        .where(inArray(users.userId, [actorId, target ?? actorId]));
      const nameOf = (id: number | null) => (id === null ? null : (names.find((n) => n.id === id)?.username ?? null));
      await app.db.insert(auditLog).values({
        actorUserId: actorId,
        actorUsername: nameOf(actorId),
        actingAsUserId: target,
        actingAsUsername: nameOf(target),
        action,
        entity,
        entityId: entityId === null || entityId === undefined ? null : String(entityId),
        status,
        before: redact(audit.before) ?? null,
        after: redact(recordedAfter) ?? null,
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit log');
    }
  }
}

import type { FastifyRequest } from 'fastify';
import { inArray } from 'drizzle-orm';
import { keyActorName, type ApiKeyAuth } from '../auth/api-keys';
import type { AuthUser } from '../auth/sessions';
import type { Db } from '../db/open';
import { auditLog, users } from '../db/schema';

/** Who made a write, as the audit log records them. */
type Actor = Pick<AuthUser, 'userId' | 'username' | 'role' | 'impersonatorId' | 'impersonatorUsername'>;

/** What a write changed, as its handler knows it. */
export interface Change {
  /** The record written (or read, for a recorded read); null when the write has no one record. */
  entityId: string | number | null;
  /** The record as it was: null for a creation. */
  before?: unknown;
  /** The record as it is now: null for a deletion. */
  after?: unknown;
  /** Defaults to the route, e.g. 'PUT /api/teams/:id'. */
  action?: string;
  /** Defaults to the route's first part, e.g. 'teams' (the Entity filter of the audit screen lists these). */
  entity?: string;
  /** The person acted as, when it is not the signed-in one (the start of an impersonation). */
  actingAsUserId?: number | null;
  /**
   * On record whoever makes it: a match day's events and lineups, a personal data export. Otherwise a write is on
   * record when an admin makes it or when it is made while impersonating.
   */
  everyone?: boolean;
  /**
   * Who made it when nobody is signed in: the person an emailed link speaks for (a password reset, an accepted
   * invitation, a confirmed email). Such a write is always on record.
   */
  actor?: { userId: number; username: string };
}

const secretKeys = new Set(['password', 'password_hash', 'passwordHash', 'token']);

function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, secretKeys.has(k) ? '[redacted]' : redact(v)]));
  }
  return value ?? null;
}

/** The status the route answers with on success (route() files it in the route's config). */
function successStatusOf(request: FastifyRequest): number {
  return request.routeOptions.config.successStatus ?? 200;
}

/**
 * Puts a change on the audit log. Called by the write itself, inside the write's transaction, so the entry and the
 * change commit together or not at all: who did it (the real person, when impersonating), as whom, what and which
 * record, and the record before and after (secrets redacted).
 */
export async function audit(db: Db, request: FastifyRequest, change: Change): Promise<void> {
  const auth = request.auth ?? (change.actor ? linkActor(change.actor) : null);
  await auditEach(db, request, [change], auth);
}

/**
 * A write made with an API key (decision 137), always on record: the key is the actor (no user; its name and first
 * characters in `actor_username`), the record before and after as for a person's write.
 */
async function auditByKey(db: Db, request: FastifyRequest, key: ApiKeyAuth, changes: readonly Change[]) {
  if (changes.length === 0) return;
  const route = request.routeOptions.url ?? '';
  await db.insert(auditLog).values(
    changes.map((change) => ({
      actorUserId: null,
      actorUsername: keyActorName(key),
      action: change.action ?? `${request.method} ${route}`,
      entity: change.entity ?? route.replace(/^\/api\//, '').split('/')[0] ?? route,
      entityId: change.entityId === null ? null : String(change.entityId),
      status: successStatusOf(request),
      before: redact(change.before),
      after: redact(change.after),
    })),
  );
}

/** The person an emailed link speaks for, as the one who made its write (decision 104). */
function linkActor(actor: { userId: number; username: string }): Actor {
  return {
    userId: actor.userId,
    username: actor.username,
    role: 'user',
    impersonatorId: null,
    impersonatorUsername: null,
  };
}

/**
 * Puts several changes of one write on the audit log in one statement, an entry each (an import's records, decision
 * 100), as `audit()` would one by one.
 */
export async function auditEach(
  db: Db,
  request: FastifyRequest,
  changes: readonly Change[],
  auth: Actor | null = request.auth,
): Promise<void> {
  if (auth === null && request.apiKey) return auditByKey(db, request, request.apiKey, changes);
  const where = { method: request.method, route: request.routeOptions.url ?? '', status: successStatusOf(request) };
  await auditFor(db, where, changes, auth);
}

/**
 * A write that a request decided and a job makes (a password reset's link, #28 item 23), on the log as the request
 * would have put it: its method, route and status, made by the person the email speaks for.
 */
export async function auditForJob(
  db: Db,
  where: { method: string; route: string; status: number },
  change: Change & { actor: { userId: number; username: string } },
): Promise<void> {
  await auditFor(db, where, [change], linkActor(change.actor));
}

async function auditFor(
  db: Db,
  where: { method: string; route: string; status: number },
  changes: readonly Change[],
  auth: Actor | null,
): Promise<void> {
  if (!auth) return;
  const recorded = changes.filter(
    (c) => c.everyone || c.actor || auth.role === 'admin' || auth.impersonatorId !== null,
  );
  if (recorded.length === 0) return;
  const { route } = where;
  const actorId = auth.impersonatorId ?? auth.userId;
  const actingAsOf = (change: Change) =>
    change.actingAsUserId !== undefined ? change.actingAsUserId : auth.impersonatorId === null ? null : auth.userId;
  // The session's lookup carried both usernames; only the start of an impersonation names someone else.
  const known = new Map<number, string | null>([[auth.userId, auth.username]]);
  if (auth.impersonatorId !== null) known.set(auth.impersonatorId, auth.impersonatorUsername);
  const unknown = [...new Set([actorId, ...recorded.map(actingAsOf)])].filter(
    (id): id is number => id !== null && !known.has(id),
  );
  if (unknown.length > 0) {
    const rows = await db
      .select({ id: users.userId, username: users.username })
      .from(users)
      .where(inArray(users.userId, unknown));
    for (const row of rows) known.set(row.id, row.username);
  }
  const nameOf = (id: number | null) => (id === null ? null : (known.get(id) ?? null));
  await db.insert(auditLog).values(
    recorded.map((change) => {
      const actingAsId = actingAsOf(change);
      return {
        actorUserId: actorId,
        actorUsername: nameOf(actorId),
        actingAsUserId: actingAsId,
        actingAsUsername: nameOf(actingAsId),
        action: change.action ?? `${where.method} ${route}`,
        entity: change.entity ?? route.replace(/^\/api\//, '').split('/')[0] ?? route,
        entityId: change.entityId === null ? null : String(change.entityId),
        status: where.status,
        before: redact(change.before),
        after: redact(change.after),
      };
    }),
  );
}

/**
 * A read of special-category data (decision 130), on record whoever makes it: who, whose (`entityId`), when; never
 * what was read. `refused`: the refusal of one (status 403), and nothing else about it.
 */
export async function auditRead(
  db: Db,
  request: FastifyRequest,
  reads: readonly { entity: string; entityId: number | null }[],
  refused = false,
): Promise<void> {
  const status = refused ? 403 : successStatusOf(request);
  const where = { method: request.method, route: request.routeOptions.url ?? '', status };
  await auditFor(
    db,
    where,
    reads.map((r) => ({ ...r, everyone: true })),
    request.auth,
  );
}

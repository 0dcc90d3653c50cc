import { isLanguage, SESSION_LIFETIME_MS, type Language, type Role, type UserTypeName } from '@touchline/domain';
import { and, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/open';
import { VersionSnapshot } from '../db/data-versions';
import { dataVersions, sessions, userTypes, users } from '../db/schema';
import { hashToken, newToken } from './tokens';

export interface AuthUser {
  userId: number;
  role: Role;
  userTypes: { type: UserTypeName }[];
  /** The Club Welfare Officer (decision 130). */
  welfareOfficer: boolean;
  treasurer: boolean;
  /** The language the person chose (decision 132), or null: the club's, then the browser's. */
  language: Language | null;
  sessionId: number;
  /** The admin who is acting as this user, when the session is an impersonation. */
  impersonatorId: number | null;
  /** The usernames of the user and of the impersonating admin, as the audit log records them. */
  username: string;
  impersonatorUsername: string | null;
}

export async function createSession(db: Db, userId: number, impersonatorId: number | null = null): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId,
    impersonatorId,
    expiresAt: new Date(Date.now() + SESSION_LIFETIME_MS),
  });
  return token;
}

const impersonators = alias(users, 'impersonators');

/**
 * A session that still speaks for someone: not signed out, not expired, and, for an impersonation, started by someone
 * who is still an admin (#28 item 15: a demotion ends every impersonation they started at once, on every instance,
 * since each request and each open stream's check reads this). Needs `impersonators` joined.
 */
const live = () =>
  and(
    isNull(sessions.revokedAt),
    gt(sessions.expiresAt, sql`now()`),
    or(isNull(sessions.impersonatorId), eq(impersonators.role, 'admin')),
  );

/** Of these sessions, the ones still live (`live`): an open live stream ends with its session (#28 item 16). */
export async function liveSessions(db: Db, sessionIds: readonly number[]): Promise<Set<number>> {
  if (sessionIds.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .leftJoin(impersonators, eq(impersonators.userId, sessions.impersonatorId))
    .where(and(inArray(sessions.id, [...sessionIds]), live()));
  return new Set(rows.map((r) => r.id));
}

/**
 * One query: the live session of this token with its user's role and types, or null; with the read cache's versions
 * it was read at (plugins/read-cache.ts), for a server that does not know them already.
 */
export async function findSession(
  db: Db,
  token: string,
): Promise<{ auth: AuthUser; versions: VersionSnapshot; expiresAt: number } | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      impersonatorId: sessions.impersonatorId,
      role: users.role,
      welfareOfficer: users.welfareOfficer,
      treasurer: users.treasurer,
      language: users.language,
      username: users.username,
      impersonatorUsername: impersonators.username,
      types: sql<UserTypeName[]>`coalesce(array_agg(${userTypes.type} order by ${userTypes.type})
        filter (where ${userTypes.type} is not null), '{}')`,
      versions: sql<Record<string, number>>`(select coalesce(json_object_agg(${dataVersions.scope},
        ${dataVersions.version}), '{}') from ${dataVersions})`,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.userId, sessions.userId))
    .leftJoin(impersonators, eq(impersonators.userId, sessions.impersonatorId))
    .leftJoin(userTypes, eq(userTypes.userId, users.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), live()))
    .groupBy(sessions.id, users.userId, impersonators.userId);
  if (!row) return null;
  const auth = {
    sessionId: row.sessionId,
    userId: row.userId,
    impersonatorId: row.impersonatorId,
    role: row.role,
    welfareOfficer: row.welfareOfficer,
    treasurer: row.treasurer,
    language: isLanguage(row.language) ? row.language : null,
    userTypes: row.types.map((type) => ({ type })),
    username: row.username,
    impersonatorUsername: row.impersonatorUsername,
  };
  return { auth, versions: VersionSnapshot.of(row.versions), expiresAt: row.expiresAt.getTime() };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/**
 * After a password change: ends every live session of the user, and every session they started as an impersonating
 * admin, except `keepSessionId` (the session making the change, when it is the user's own). Run it in the
 * transaction that changes the password.
 */
export async function endOtherSessions(db: Db, userId: number, keepSessionId: number | null): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        or(eq(sessions.userId, userId), eq(sessions.impersonatorId, userId)),
        isNull(sessions.revokedAt),
        keepSessionId === null ? undefined : ne(sessions.id, keepSessionId),
      ),
    );
}

import type { FastifyRequest } from 'fastify';
import { apiKeyScopes, type ApiKeyScope } from '@touchline/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { VersionSnapshot } from '../db/data-versions';
import type { Db } from '../db/open';
import { apiKeys, dataVersions } from '../db/schema';
import { hashToken, newToken } from './tokens';

/** Every key starts so: a bearer token that does is looked up as a key, never as a session. */
export const API_KEY_PREFIX = 'tl_';
/** The characters of a key kept in the clear to tell keys apart: `tl_` and eight more (48 of its 256 bits). */
const SHOWN = API_KEY_PREFIX.length + 8;

/** The key a request carries (decision 137): who it is on the audit log, and what it may do. */
export interface ApiKeyAuth {
  keyId: number;
  name: string;
  prefix: string;
  scopes: readonly ApiKeyScope[];
  lastUsedAt: Date | null;
}

/** A new key: `tl_` and 256 random bits, URL-safe; only its SHA-256 is stored, with its first characters. */
export function newApiKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${API_KEY_PREFIX}${newToken()}`;
  return { key, prefix: key.slice(0, SHOWN), keyHash: hashToken(key) };
}

export const isApiKey = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

/** How the audit log names a key: `API key "Club website" (tl_AbCd1234)`. */
export const keyActorName = (key: Pick<ApiKeyAuth, 'name' | 'prefix'>): string =>
  `API key "${key.name}" (${key.prefix})`;

/**
 * One query, never cached: the key of this token when it is not revoked, with the read cache's versions (as a
 * session's lookup has them). Uncached, a revocation is refused from the next request on, on every instance.
 */
export async function findApiKey(
  db: Db,
  token: string,
): Promise<{ key: ApiKeyAuth; versions: VersionSnapshot } | null> {
  const [row] = await db
    .select({
      keyId: apiKeys.keyId,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      versions: sql<Record<string, number>>`(select coalesce(json_object_agg(${dataVersions.scope},
        ${dataVersions.version}), '{}') from ${dataVersions})`,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashToken(token)), isNull(apiKeys.revokedAt)));
  if (!row) return null;
  const { versions, scopes, ...key } = row;
  const known = scopes.filter((s): s is ApiKeyScope => (apiKeyScopes as readonly string[]).includes(s));
  return { key: { ...key, scopes: known }, versions: VersionSnapshot.of(versions) };
}

/** How often a key's `last_used_at` is written: at most once a minute, so a busy website costs no write a request. */
const TOUCH_MS = 60_000;

/**
 * A key's use on record: `last_used_at` moved on (to the minute), and an 'api_key.used' entry on the audit log at
 * most once an hour a key, naming the first route of that hour. One statement, and none within the minute. Two
 * instances at once write one: the second's update waits for the first's row and then finds it fresh.
 */
export async function noteKeyUse(db: Db, request: FastifyRequest, key: ApiKeyAuth): Promise<void> {
  if (key.lastUsedAt && Date.now() - key.lastUsedAt.getTime() < TOUCH_MS) return;
  const after = JSON.stringify({ route: `${request.method} ${request.routeOptions.url ?? ''}` });
  await db.execute(sql`
    with touched as (
      update api_keys set last_used_at = now()
      where key_id = ${key.keyId}
        and (last_used_at is null or last_used_at < now() - make_interval(secs => ${TOUCH_MS / 1000}))
      returning key_id)
    insert into audit_log (actor_username, action, entity, entity_id, status, after)
    select ${keyActorName(key)}, 'api_key.used', 'api-keys', ${String(key.keyId)}, 200, ${after}::jsonb
    from touched
    where not exists (
      select 1 from audit_log
      where entity = 'api-keys' and entity_id = ${String(key.keyId)} and action = 'api_key.used'
        and at > now() - interval '1 hour')`);
}

import type { FastifyPluginAsync } from 'fastify';
import { contracts, integrationMessages } from '@touchline/domain';
import { desc, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/record';
import { newApiKey } from '../auth/api-keys';
import type { Db } from '../db/open';
import { apiKeys, users } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { route } from './route';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/** The club's keys as listed (never a key or its hash), newest first; one when `id` is given. */
async function listKeys(db: Db, id?: number) {
  const rows = await db
    .select({
      key_id: apiKeys.keyId,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      created_by: users.username,
      created_at: apiKeys.createdAt,
      last_used_at: apiKeys.lastUsedAt,
      revoked_at: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .leftJoin(users, eq(users.userId, apiKeys.createdBy))
    .where(id === undefined ? undefined : eq(apiKeys.keyId, id))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.keyId));
  return rows.map((r) => ({
    ...r,
    scopes: r.scopes.filter(
      (s): s is 'fixtures:read' | 'fixtures:write' => s === 'fixtures:read' || s === 'fixtures:write',
    ),
    created_at: r.created_at.toISOString(),
    last_used_at: iso(r.last_used_at),
    revoked_at: iso(r.revoked_at),
  }));
}

/** API keys (#35, decision 137): an admin makes one (shown once), lists them, revokes one; each on the audit log. */
export const apiKeyRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.integrations.keys, async () => listKeys(app.db));

  route(app, contracts.integrations.createKey, async (request) => {
    const { key, prefix, keyHash } = newApiKey();
    const made = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(apiKeys)
        .values({
          name: request.body.name,
          scopes: request.body.scopes,
          prefix,
          keyHash,
          createdBy: authOf(request).userId,
        })
        .returning({ id: apiKeys.keyId });
      const [after] = await listKeys(tx, row?.id);
      if (!after) throw notFound();
      // The key itself is in the answer alone: never on the log, never stored.
      await audit(tx, request, { entityId: after.key_id, after });
      return after;
    });
    return { ...made, key };
  });

  route(app, contracts.integrations.revokeKey, async (request) =>
    app.db.transaction(async (tx) => {
      const [before] = await listKeys(tx, request.params.id);
      if (!before) throw notFound();
      if (before.revoked_at !== null) throw new HttpError(409, integrationMessages.keyRevoked);
      await tx
        .update(apiKeys)
        .set({ revokedAt: sql`now()` })
        .where(eq(apiKeys.keyId, request.params.id));
      const [after] = await listKeys(tx, request.params.id);
      await audit(tx, request, { entityId: request.params.id, before, after });
      return after ?? before;
    }),
  );
};

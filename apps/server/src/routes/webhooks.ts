import type { FastifyPluginAsync } from 'fastify';
import { contracts, integrationMessages, type WebhookEvent, webhookEvents } from '@touchline/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { audit } from '../audit/record';
import { newToken } from '../auth/tokens';
import type { Db } from '../db/open';
import { webhookDeliveries, webhooks } from '../db/schema';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { enqueuePing } from '../webhooks/events';
import { route } from './route';

const iso = (d: Date | null) => (d === null ? null : d.toISOString());
const known = (events: readonly string[]) =>
  events.filter((e): e is WebhookEvent => (webhookEvents as readonly string[]).includes(e));

/** The club's webhooks as listed (never a secret), oldest first, each with its deliveries failed for good. */
async function listWebhooks(db: Db, id?: number) {
  const rows = await db
    .select({
      webhook_id: webhooks.webhookId,
      url: webhooks.url,
      events: webhooks.events,
      active: webhooks.active,
      created_at: webhooks.createdAt,
      failed: sql<number>`(select count(*)::int from ${webhookDeliveries}
        where ${webhookDeliveries.webhookId} = ${webhooks.webhookId} and ${webhookDeliveries.status} = 'failed')`,
    })
    .from(webhooks)
    .where(id === undefined ? undefined : eq(webhooks.webhookId, id))
    .orderBy(asc(webhooks.webhookId));
  return rows.map((r) => ({ ...r, events: known(r.events), created_at: r.created_at.toISOString() }));
}

const deliveryColumns = {
  delivery_id: webhookDeliveries.deliveryId,
  delivery_key: webhookDeliveries.deliveryKey,
  event: webhookDeliveries.event,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  last_status: webhookDeliveries.lastStatus,
  last_error: webhookDeliveries.lastError,
  created_at: webhookDeliveries.createdAt,
  next_attempt_at: webhookDeliveries.nextAttemptAt,
  delivered_at: webhookDeliveries.deliveredAt,
};

function deliveryAnswer<
  R extends { status: string; created_at: Date; next_attempt_at: Date; delivered_at: Date | null },
>(r: R) {
  const waiting = r.status === 'queued' || r.status === 'sending';
  return {
    ...r,
    created_at: r.created_at.toISOString(),
    next_attempt_at: waiting ? r.next_attempt_at.toISOString() : null,
    delivered_at: iso(r.delivered_at),
  };
}

async function oneDelivery(db: Db, webhookId: number, deliveryId: number) {
  const [row] = await db
    .select(deliveryColumns)
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.webhookId, webhookId), eq(webhookDeliveries.deliveryId, deliveryId)));
  return row ? deliveryAnswer(row) : null;
}

/**
 * Webhooks (#35, decision 137): an admin adds one (its signing secret shown once), changes, turns off or on, and
 * deletes it; reads its delivery log, sends a test event and sends a failed delivery again. Each write on the log.
 */
export const webhookRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.integrations.webhooks, async () => listWebhooks(app.db));

  route(app, contracts.integrations.createWebhook, async (request) => {
    const secret = `whsec_${newToken()}`;
    const { url, events, active = true } = request.body;
    const made = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(webhooks)
        .values({ url, events, active, secret, createdBy: authOf(request).userId })
        .returning({ id: webhooks.webhookId });
      const [after] = await listWebhooks(tx, row?.id);
      if (!after) throw notFound();
      // The secret is in the answer alone, never on the log.
      await audit(tx, request, { entityId: after.webhook_id, after });
      return after;
    });
    return { ...made, secret };
  });

  route(app, contracts.integrations.updateWebhook, async (request) => {
    const { id } = request.params;
    const { url, events, active } = request.body;
    const after = await app.db.transaction(async (tx) => {
      const [before] = await listWebhooks(tx, id);
      if (!before) throw notFound();
      await tx
        .update(webhooks)
        .set({ url, events, ...(active !== undefined && { active }) })
        .where(eq(webhooks.webhookId, id));
      const [changed] = await listWebhooks(tx, id);
      await audit(tx, request, { entityId: id, before, after: changed });
      return changed ?? before;
    });
    // Turned back on: what waited goes.
    if (after.active) app.webhooks.wake();
    return after;
  });

  route(app, contracts.integrations.removeWebhook, async (request) => {
    await app.db.transaction(async (tx) => {
      const [before] = await listWebhooks(tx, request.params.id);
      if (!before) throw notFound();
      await tx.delete(webhooks).where(eq(webhooks.webhookId, request.params.id));
      await audit(tx, request, { entityId: request.params.id, before });
    });
  });

  route(app, contracts.integrations.deliveries, async (request) => {
    const { id } = request.params;
    const { limit, offset } = request.query;
    const [hook] = await app.db.select({ id: webhooks.webhookId }).from(webhooks).where(eq(webhooks.webhookId, id));
    if (!hook) throw notFound();
    const where = eq(webhookDeliveries.webhookId, id);
    const [rows, [total]] = await Promise.all([
      app.db
        .select(deliveryColumns)
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.deliveryId))
        .limit(limit)
        .offset(offset),
      app.db.select({ n: count() }).from(webhookDeliveries).where(where),
    ]);
    return { deliveries: rows.map(deliveryAnswer), total: total?.n ?? 0 };
  });

  route(app, contracts.integrations.test, async (request) => {
    const { id } = request.params;
    const delivery = await app.db.transaction(async (tx) => {
      const [hook] = await listWebhooks(tx, id);
      if (!hook) throw notFound();
      if (!hook.active) throw new HttpError(409, integrationMessages.webhookOff);
      const deliveryId = await enqueuePing(tx, id);
      const after = await oneDelivery(tx, id, deliveryId);
      if (!after) throw notFound();
      await audit(tx, request, { entityId: id, after });
      return after;
    });
    app.webhooks.wake();
    return delivery;
  });

  route(app, contracts.integrations.redeliver, async (request) => {
    const { id, deliveryId } = request.params;
    const delivery = await app.db.transaction(async (tx) => {
      const [hook] = await listWebhooks(tx, id);
      const before = await oneDelivery(tx, id, deliveryId);
      if (!hook || !before) throw notFound();
      if (before.status !== 'failed') throw new HttpError(409, integrationMessages.notFailed);
      if (!hook.active) throw new HttpError(409, integrationMessages.webhookOff);
      // The same delivery (and so the same `Touchline-Delivery`), its attempts counted afresh.
      await tx
        .update(webhookDeliveries)
        .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, leaseUntil: null })
        .where(and(eq(webhookDeliveries.deliveryId, deliveryId), eq(webhookDeliveries.status, 'failed')));
      const after = await oneDelivery(tx, id, deliveryId);
      await audit(tx, request, { entityId: deliveryId, entity: 'webhook-deliveries', before, after });
      return after ?? before;
    });
    app.webhooks.wake();
    return delivery;
  });
};

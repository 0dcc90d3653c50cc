import type { FastifyPluginAsync } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { contracts, notificationMessages, type PushDevice, type PushSubscriptionBody } from '@touchline/domain';
import type { Db } from '../db/open';
import { pushSubscriptions, users } from '../db/schema';
import { recipientTranslator } from '../i18n';
import { audit } from '../audit/record';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { enqueuePushes } from '../push/outbox';
import { vapidKeys } from '../push/vapid';
import { route } from './route';

const deviceColumns = {
  id: pushSubscriptions.id,
  label: pushSubscriptions.label,
  endpoint: pushSubscriptions.endpoint,
  created_at: sql<string>`to_char(${pushSubscriptions.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  last_sent_at: sql<
    string | null
  >`to_char(${pushSubscriptions.lastSentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

const devicesOf = (db: Db, userId: number): Promise<PushDevice[]> =>
  db
    .select(deviceColumns)
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);

/**
 * A push service's address: https, as every browser's is. With PUSH_ALLOW_HTTP=1 (tests' local push service) plain
 * http on this machine too. Anything else is refused: the server would otherwise post wherever a person pointed it.
 */
function checkEndpoint(endpoint: string, allowHttp: boolean): void {
  const url = new URL(endpoint);
  if (url.protocol === 'https:' && !url.username && !url.password) return;
  if (allowHttp && url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)) return;
  throw new HttpError(400, notificationMessages.insecureEndpoint);
}

/** "Chrome on Android", "Safari on iPhone": what the device list calls a device its person did not name. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrome\/|Chromium\/|CriOS\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const system = /iPhone/.test(ua)
    ? 'iPhone'
    : /iPad/.test(ua)
      ? 'iPad'
      : /Android/.test(ua)
        ? 'Android'
        : /Windows/.test(ua)
          ? 'Windows'
          : /Mac OS X/.test(ua)
            ? 'Mac'
            : /Linux/.test(ua)
              ? 'Linux'
              : null;
  return system ? `${browser} on ${system}` : browser;
}

/** A person's devices for push notifications (#32): the browser's subscription, kept per device. */
export const pushDeviceRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.emailPreferences.push, async (request) => ({
    public_key: (await vapidKeys(app.db)).publicKey,
    devices: await devicesOf(app.db, authOf(request).userId),
  }));

  route(app, contracts.emailPreferences.addDevice, async (request) => {
    const { userId } = authOf(request);
    const body: PushSubscriptionBody = request.body;
    checkEndpoint(body.endpoint, app.config.pushAllowHttp);
    const label = body.label ?? deviceLabel(request.headers['user-agent']);
    return app.db.transaction(async (tx) => {
      // One device, one subscription: a browser someone else signed in on before is now this person's.
      const [row] = await tx
        .insert(pushSubscriptions)
        .values({ userId, endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth, label })
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, label, createdAt: sql`now()` },
        })
        .returning({ id: pushSubscriptions.id });
      const [device] = await tx.select(deviceColumns).from(pushSubscriptions).where(eq(pushSubscriptions.id, row!.id));
      // The log says a device was added and what it is called, never its address or keys.
      await audit(tx, request, {
        entity: 'push_subscriptions',
        entityId: row!.id,
        after: { label },
      });
      return device!;
    });
  });

  route(app, contracts.emailPreferences.removeDevice, async (request) => {
    const { userId } = authOf(request);
    return app.db.transaction(async (tx) => {
      const removed = await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.id, request.params.id), eq(pushSubscriptions.userId, userId)))
        .returning({ label: pushSubscriptions.label });
      if (removed.length === 0) throw new HttpError(404, 'No such device of yours');
      await audit(tx, request, {
        entity: 'push_subscriptions',
        entityId: request.params.id,
        before: { label: removed[0]!.label },
      });
      return { removed: removed.length };
    });
  });

  route(app, contracts.emailPreferences.testPush, async (request) => {
    const { userId } = authOf(request);
    const devices = await devicesOf(app.db, userId);
    if (devices.length === 0) throw new HttpError(409, notificationMessages.noDevices);
    const [own] = await app.db.select({ language: users.language }).from(users).where(eq(users.userId, userId));
    const { t } = recipientTranslator(own?.language, app.config.clubLanguage);
    await app.db.transaction(async (tx) => {
      await enqueuePushes(
        tx,
        devices.map((d) => ({
          subscriptionId: d.id,
          urgent: true,
          message: {
            title: t('Touchline notifications work'),
            body: t('This is a test. You will get notifications like this on {device}.', { device: d.label }),
            url: '/account',
            tag: `test-${d.id}`,
            kind: 'test',
          },
        })),
      );
      await audit(tx, request, { entity: 'push_subscriptions', entityId: userId, after: { devices: devices.length } });
    });
    app.push.wake();
    return { devices: devices.length };
  });
};

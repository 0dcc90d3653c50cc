import { isNull } from 'drizzle-orm';
import webpush from 'web-push';
import type { Db } from '../db/open';
import { install } from '../db/schema';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const known = new WeakMap<Db, Promise<VapidKeys>>();

/**
 * This installation's VAPID key pair (RFC 8292), which signs every push message and which each browser's
 * subscription is tied to: made the first time it is asked for (only where none is set yet, so instances starting
 * together agree on the first one written), kept in the `install` row (and so in backups), then read once.
 */
export function vapidKeys(db: Db): Promise<VapidKeys> {
  let keys = known.get(db);
  if (!keys) {
    keys = (async () => {
      const fresh = webpush.generateVAPIDKeys();
      await db
        .update(install)
        .set({ vapidPublicKey: fresh.publicKey, vapidPrivateKey: fresh.privateKey })
        .where(isNull(install.vapidPublicKey));
      const [row] = await db
        .select({ publicKey: install.vapidPublicKey, privateKey: install.vapidPrivateKey })
        .from(install);
      if (!row?.publicKey || !row.privateKey)
        throw new Error('The install row is missing: the database migrations have not run');
      return { publicKey: row.publicKey, privateKey: row.privateKey };
    })();
    keys.catch(() => known.delete(db));
    known.set(db, keys);
  }
  return keys;
}

/**
 * Who the push services may contact about this server's messages (the VAPID `sub` claim): the club's address from
 * MAIL_FROM, else PUBLIC_URL when it is https, else a placeholder the services accept.
 */
export function vapidSubject(config: { mail: { from: string } | null; publicUrl: string | null }): string {
  const address = config.mail && /<([^>]+)>|^\s*([^\s<>]+@[^\s<>]+)\s*$/.exec(config.mail.from);
  const email = address ? (address[1] ?? address[2]) : undefined;
  if (email) return `mailto:${email}`;
  if (config.publicUrl?.startsWith('https://')) return config.publicUrl;
  return 'mailto:touchline@example.org';
}

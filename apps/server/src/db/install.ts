import { randomBytes } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import type { Db } from './open';
import { install } from './schema';

const known = new WeakMap<Db, Promise<string>>();

/** This installation's random id (the `install` row, migration 0009), read once per database. */
export function installId(db: Db): Promise<string> {
  let id = known.get(db);
  if (!id) {
    id = db
      .select({ id: install.installId })
      .from(install)
      .then(([row]) => {
        if (!row) throw new Error('The install row is missing: the database migrations have not run');
        return row.id;
      });
    // A failed read is not kept: the next request reads again.
    id.catch(() => known.delete(db));
    known.set(db, id);
  }
  return id;
}

const keys = new WeakMap<Db, Promise<Buffer>>();

/**
 * The key that signs one-click links (jobs/signed-links.ts): 32 random bytes, written the first time it is asked for
 * (only where none is set yet, so instances starting together agree on the first one written), then read once.
 */
export function signingKey(db: Db): Promise<Buffer> {
  let key = keys.get(db);
  if (!key) {
    key = (async () => {
      const fresh = randomBytes(32).toString('base64url');
      await db.update(install).set({ signingKey: fresh }).where(isNull(install.signingKey));
      const [row] = await db.select({ key: install.signingKey }).from(install);
      if (!row?.key) throw new Error('The install row is missing: the database migrations have not run');
      return Buffer.from(row.key, 'base64url');
    })();
    key.catch(() => keys.delete(db));
    keys.set(db, key);
  }
  return key;
}

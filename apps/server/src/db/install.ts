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

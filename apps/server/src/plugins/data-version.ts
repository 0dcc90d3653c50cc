import type { FastifyInstance } from 'fastify';
import { announcedVersionsOf, type VersionSnapshot } from '../db/data-versions';
import { requestWrote } from '../db/request-statements';
import { writeGenerationOf } from '../db/write-generation';

/**
 * The read cache's versions this instance knows without asking the database (db/data-versions.ts, decision 096), or
 * null (then the session lookup reads them with the session). The read cache (plugins/read-cache.ts) files answers
 * under the versions of the scopes they read.
 * - A client reads its own write at once: the versions are newer before the write's answer leaves.
 * - Embedded database: only this process writes. The versions start empty, like the cache, and the database's thread
 *   announces each commit's new versions before the commit's result (db/pglite-thread.ts). Writes outside any request
 *   (first-run setup, the retention job) count too: each makes every kept answer stale.
 * - PostgreSQL server: the versions the database announces (live/bus.ts hears them on its LISTEN connection), so a
 *   write on another instance is seen once its announcement arrives (milliseconds after its commit). A request that
 *   wrote reads them again before its answer leaves, as its own announcement may not have arrived yet. While the
 *   LISTEN connection is down they are unknown, and every request asks the database.
 */
export function registerDataVersion(app: FastifyInstance): void {
  const embedded = writeGenerationOf(app.db);
  const store = app.live.versions ?? announcedVersionsOf(app.db) ?? null;
  // The embedded database announces each commit's versions before the commit's result (db/pglite-thread.ts).
  const readAfterWrites = store !== null && !embedded;
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (readAfterWrites && requestWrote()) await store.refresh(app.db);
    return payload;
  });
  app.decorate('knownVersions', (): VersionSnapshot | null => {
    if (embedded) store?.unattendedWrites(embedded.unattended);
    return store?.snapshot() ?? null;
  });
}

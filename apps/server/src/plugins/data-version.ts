import type { FastifyInstance } from 'fastify';
import { WriteGeneration, writeGenerationOf } from '../db/write-generation';

/**
 * The data version this instance knows without asking the database, or null (then the session lookup reads the
 * `data_version` row). The read cache (plugins/read-cache.ts) files answers under it.
 * - Embedded database: the process's write generation (db/write-generation.ts); only this process can write.
 * - PostgreSQL server: the version the database last announced (live/bus.ts hears it on its LISTEN connection),
 *   joined with a count of this instance's own writes, so a client that wrote here reads its write at once, before
 *   the announcement arrives. A write on another instance is seen once its announcement arrives (milliseconds after
 *   its commit); while the LISTEN connection is down the version is unknown and every request asks the database.
 */
export function registerDataVersion(app: FastifyInstance): void {
  const embedded = writeGenerationOf(app.db);
  const local = embedded ?? new WriteGeneration();
  // Before the answer leaves: once a request that may have written has finished, nothing computed before is current.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') local.bump();
    return payload;
  });
  app.decorate('knownDataVersion', (): string | null => {
    if (embedded) return embedded.current;
    const announced = app.live.dataVersion();
    return announced === null ? null : `${announced}.${local.current}`;
  });
}

import type { FastifyPluginAsync } from 'fastify';
import { contracts, outboxMessages } from '@touchline/domain';
import { audit } from '../audit/record';
import { listOutbox, outboxEntry, requeueFailed } from '../mail/outbox';
import { HttpError, notFound } from '../plugins/errors';
import { route } from './route';

/** The outbox as admins see it (never a body), and a failed email tried again. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.outbox.list, async (request) => listOutbox(app.db, request.query.status));

  route(app, contracts.outbox.retry, async (request) => {
    const { id } = request.params;
    const entry = await app.db.transaction(async (tx) => {
      const before = await outboxEntry(tx, id);
      if (!before) throw notFound();
      const after = await requeueFailed(tx, id);
      if (!after) throw new HttpError(409, outboxMessages.notFailed);
      await audit(tx, request, { entityId: id, before, after });
      return after;
    });
    app.mail?.wake();
    return entry;
  });
};

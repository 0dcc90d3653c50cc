import type { FastifyPluginAsync } from 'fastify';
import { contracts, outboxMessages } from '@touchline/domain';
import { audit } from '../audit/record';
import { listOutbox, outboxEntry, requeueFailed } from '../mail/outbox';
import { HttpError, notFound } from '../plugins/errors';
import { pageOf, setPageHeaders } from '../plugins/paging';
import { sendSettingsTest } from '../settings/test-email';
import { route } from './route';

/** The outbox's rows a page when the request names no limit. */
const OUTBOX_PAGE = 200;

/** The outbox as admins see it (never a body), and a failed email tried again. */
export const outboxRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.outbox.list, async (request, reply) => {
    const page = pageOf(request.query, OUTBOX_PAGE);
    const { rows, total } = await listOutbox(app.db, request.query.status, page);
    setPageHeaders(request, reply, page, total);
    return rows;
  });

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

  // Sent now, not through the outbox: the admin sees the SMTP server's answer in its own words (#32).
  route(app, contracts.outbox.test, async (request) => {
    const answer = await sendSettingsTest(app.db, request, app.settings.mail(), request.body.to, 'Email Outbox');
    await app.db.transaction((tx) => audit(tx, request, { entity: 'outbox', entityId: null, after: answer }));
    return answer;
  });
};

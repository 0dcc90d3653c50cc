import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { contracts, notificationMessages, outboxMessages } from '@touchline/domain';
import { users } from '../db/schema';
import { clubOf, composeEmail } from '../mail/templates';
import { sendTestEmail } from '../mail/transport';
import { authOf } from '../plugins/access';
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

  // Sent now, not through the outbox: the admin sees the SMTP server's answer in its own words (#32).
  route(app, contracts.outbox.test, async (request) => {
    const mail = app.config.mail;
    if (!mail) throw new HttpError(400, notificationMessages.mailNotSetUp);
    const [me] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.userId, authOf(request).userId));
    const to = request.body.to ?? me?.email;
    if (!to) throw new HttpError(400, notificationMessages.noEmailAddress);
    const club = clubOf(mail);
    const content = composeEmail({
      subject: `Test email from ${club}`,
      greeting: 'Hello,',
      before: [
        `This is a test of the email settings of ${club}'s Touchline, sent from Email Outbox.`,
        'If you can read this, families get their emails too.',
      ],
      actions: [],
      after: [],
      club,
    });
    const answer = await sendTestEmail(mail, { to, ...content });
    await app.db.transaction((tx) =>
      audit(tx, request, { entity: 'outbox', entityId: null, after: { to, ...answer } }),
    );
    return { to, ...answer };
  });
};

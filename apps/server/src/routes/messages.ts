import type { FastifyPluginAsync } from 'fastify';
import { eq } from 'drizzle-orm';
import { contracts, isAdmin, messageTexts } from '@touchline/domain';
import { messageRecipients, messages } from '../db/schema';
import { audit } from '../audit/record';
import { authOf } from '../plugins/access';
import { HttpError, notFound } from '../plugins/errors';
import { CLUB_MESSAGE_JOB, type ClubMessageJob } from '../jobs/club-messages';
import { enqueueJob } from '../jobs/worker';
import { inboxOf, markRead, messageFor, resolveAudience, seenByOf, sentBy, unreadOf } from '../queries/messages';
import { today } from '../today';
import { pageOf, setPageHeaders } from '../plugins/paging';
import { route } from './route';

/** The inbox's and sent messages' rows a page when the request names no limit. */
const MESSAGES_PAGE = 100;

/** Club messages and the inbox (decision 107). */
export const messageRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.messages.send, async (request) => {
    const auth = authOf(request);
    const { subject, body, team_ids, whole_club } = request.body;
    const sent = await app.db.transaction(async (tx) => {
      const to = await resolveAudience(tx, {
        senderId: auth.userId,
        teamIds: team_ids,
        wholeClub: whole_club,
        today: today(),
      });
      if (!to.ok) throw new HttpError(400, to.error);
      if (to.userIds.length === 0) throw new HttpError(400, messageTexts.noRecipients);
      const [message] = await tx
        .insert(messages)
        .values({ kind: 'message', senderId: auth.userId, subject, body, audience: to.audience })
        .returning();
      const id = message!.id;
      await tx.insert(messageRecipients).values(to.userIds.map((userId) => ({ messageId: id, userId })));
      const payload: ClubMessageJob = { message_id: id };
      await enqueueJob(tx, { kind: CLUB_MESSAGE_JOB, key: `message:${id}`, payload });
      const answer = { id, recipients: to.userIds.length };
      // Every message is on record, whoever sends it: who wrote what to which families (safeguarding).
      await audit(tx, request, {
        entityId: id,
        entity: 'messages',
        after: { subject, body, audience: to.audience, recipient_ids: to.userIds },
        everyone: true,
      });
      return answer;
    });
    app.jobs.wake();
    return sent;
  });

  route(app, contracts.messages.sent, async (request, reply) => {
    const page = pageOf(request.query, MESSAGES_PAGE);
    const { rows, total } = await sentBy(app.db, authOf(request).userId, page);
    setPageHeaders(request, reply, page, total);
    return rows;
  });

  route(app, contracts.messages.seen, async (request) => {
    const auth = authOf(request);
    const [message] = await app.db
      .select({ senderId: messages.senderId })
      .from(messages)
      .where(eq(messages.id, request.params.id));
    if (!message) throw notFound();
    if (message.senderId !== auth.userId && !isAdmin(auth)) throw new HttpError(403, messageTexts.notSender);
    return seenByOf(app.db, request.params.id);
  });

  route(app, contracts.messages.inbox, async (request, reply) => {
    const page = pageOf(request.query, MESSAGES_PAGE);
    const { rows, total } = await inboxOf(app.db, authOf(request).userId, page);
    setPageHeaders(request, reply, page, total);
    return rows;
  });

  route(app, contracts.messages.unread, async (request) => ({
    unread: await unreadOf(app.db, authOf(request).userId),
  }));

  route(app, contracts.messages.open, async (request) => {
    const { userId, impersonatorId } = authOf(request);
    const message = await messageFor(app.db, request.params.id, userId);
    const sentByMe = message?.sender_id === userId;
    if (!message || (!message.received && !sentByMe)) throw notFound();
    // Opening it is the receipt the sender's 'Seen by' counts: not a change to the club's data, so not on record. An
    // admin viewing as the person has not made them read it.
    if (message.received && !message.read && impersonatorId === null) await markRead(app.db, message.id, userId);
    const { received: _received, read: _read, ...view } = message;
    return { ...view, sent_by_me: sentByMe };
  });
};

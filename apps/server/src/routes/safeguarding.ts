import type { FastifyPluginAsync } from 'fastify';
import { desc, eq, inArray, like, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contracts, displayName } from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { auditLog, messageRecipients, messages, players, users } from '../db/schema';
import { notFound } from '../plugins/errors';
import { nameOf } from '../queries/messages';
import { utc } from '../queries/users';
import { route } from './route';

const senders = alias(users, 'sender');
const senderName = sql<string | null>`case when ${senders.userId} is null then null else ${nameOf(senders)} end`;

/** A club message's row in the welfare officer's list: what, from whom, to whom, when, how many it reached. */
const messageRow = {
  id: messages.id,
  kind: messages.kind,
  subject: messages.subject,
  audience: messages.audience,
  created_at: sql<string>`${utc(messages.createdAt)}`,
  sender_name: senderName,
  recipients: sql<number>`count(${messageRecipients.userId})::int`,
  read: sql<number>`count(${messageRecipients.readAt})::int`,
};

/** An id written in digits, as the audit log keeps it (text). */
const isId = (text: string | null): text is string => text !== null && /^[1-9][0-9]{0,8}$/.test(text);

/**
 * Whose record each read was about, in words: a player's name for a player's data (`player_…`), a person's for their
 * qualifications or account, a message's subject. Three small reads, by id.
 */
async function aboutOf(db: Db, rows: readonly { entity: string; entityId: string | null }[]) {
  const ids = (test: (entity: string) => boolean) => [
    ...new Set(rows.filter((r) => test(r.entity) && isId(r.entityId)).map((r) => Number(r.entityId))),
  ];
  const playerIds = ids((e) => e.startsWith('player'));
  const userIds = ids((e) => e === 'qualifications' || e === 'users');
  const messageIds = ids((e) => e === 'messages');
  const [playerNames, userNames, subjects] = await Promise.all([
    playerIds.length
      ? db
          .select({ id: players.playerId, name: players.playerName })
          .from(players)
          .where(inArray(players.playerId, playerIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.userId, username: users.username, short_name: users.shortName })
          .from(users)
          .where(inArray(users.userId, userIds))
      : [],
    messageIds.length
      ? db.select({ id: messages.id, subject: messages.subject }).from(messages).where(inArray(messages.id, messageIds))
      : [],
  ]);
  return (entity: string, entityId: string | null): string | null => {
    if (!isId(entityId)) return null;
    const id = Number(entityId);
    if (entity.startsWith('player')) return playerNames.find((p) => p.id === id)?.name ?? null;
    if (entity === 'qualifications' || entity === 'users') {
      const user = userNames.find((u) => u.id === id);
      return user ? displayName(user) : null;
    }
    if (entity === 'messages') return subjects.find((m) => m.id === id)?.subject ?? null;
    return null;
  };
}

/**
 * The Club Welfare Officer's reads (#31, decision 130): every club message and its recipients, and the audit log's
 * reads of sensitive data. The welfare officer and admins only; each read is itself on the audit log (who looked at
 * what, when; never the contents).
 */
export const safeguardingRoutes: FastifyPluginAsync = async (app) => {
  route(app, contracts.safeguarding.messages, async (request) => {
    const { limit, offset } = request.query;
    const rows = await app.db
      .select(messageRow)
      .from(messages)
      .leftJoin(senders, eq(senders.userId, messages.senderId))
      .leftJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
      .groupBy(messages.id, senders.userId)
      .orderBy(desc(messages.createdAt), desc(messages.id))
      .limit(limit + 1)
      .offset(offset);
    const page = rows.slice(0, limit);
    await audit(app.db, request, {
      entityId: null,
      entity: 'messages',
      after: { offset, messages: page.map((m) => m.id) },
      everyone: true,
    });
    return { messages: page, next_offset: rows.length > limit ? offset + limit : null };
  });

  route(app, contracts.safeguarding.message, async (request) => {
    const id = request.params.id;
    const [message] = await app.db
      .select({ ...messageRow, body: messages.body })
      .from(messages)
      .leftJoin(senders, eq(senders.userId, messages.senderId))
      .leftJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
      .where(eq(messages.id, id))
      .groupBy(messages.id, senders.userId);
    if (!message) throw notFound();
    const recipients = await app.db
      .select({
        user_id: users.userId,
        name: nameOf(users),
        read_at: sql<string | null>`${utc(messageRecipients.readAt)}`,
      })
      .from(messageRecipients)
      .innerJoin(users, eq(users.userId, messageRecipients.userId))
      .where(eq(messageRecipients.messageId, id))
      .orderBy(sql`lower(${nameOf(users)})`, users.userId);
    await audit(app.db, request, { entityId: id, entity: 'messages', everyone: true });
    return { ...message, recipient_list: recipients };
  });

  route(app, contracts.safeguarding.reads, async (request) => {
    const { limit, offset } = request.query;
    // A read on record is an entry whose action is a GET (the medical reads, the register's, the messages', these).
    const rows = await app.db
      .select()
      .from(auditLog)
      .where(like(auditLog.action, 'GET %'))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit + 1)
      .offset(offset);
    const page = rows.slice(0, limit);
    const about = await aboutOf(app.db, page);
    // On record after the page is read, so the page shows the reads before this one.
    await audit(app.db, request, { entityId: null, entity: 'safeguarding_reads', after: { offset }, everyone: true });
    return {
      reads: page.map((r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor_username: r.actorUsername,
        acting_as_username: r.actingAsUsername,
        action: r.action,
        entity: r.entity,
        entity_id: r.entityId,
        about: about(r.entity, r.entityId),
      })),
      next_offset: rows.length > limit ? offset + limit : null,
    };
  });
};

import { and, count, desc, eq, inArray, isNull, sql, type Column } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { messageRecipientIds, messageTexts, type ClubMember } from '@touchline/domain';
import type { Db } from '../db/open';
import { messageRecipients, messages, players, teams, userTypes, users } from '../db/schema';
import { consentsOf, familyContacts } from './family-contacts';
import type { Page } from '../plugins/paging';
import { utc } from './users';

/** A person's name as the app shows it (displayName), in SQL. */
export const nameOf = (u: { shortName: Column; username: Column }) =>
  sql<string>`coalesce(nullif(trim(${u.shortName}), ''), ${u.username})`;

/** Every user of the club, with whether the account is a player's own and that player's date of birth. */
async function clubMembers(db: Db): Promise<ClubMember[]> {
  return db
    .select({
      user_id: users.userId,
      player_account: sql<boolean>`(${players.playerId} is not null or exists (select 1 from ${userTypes}
        where ${userTypes.userId} = ${users.userId} and ${userTypes.type} = 'Player'))`,
      date_of_birth: sql<string | null>`${players.dateOfBirth}::text`,
      consents: consentsOf(sql`${players.playerId}`),
    })
    .from(users)
    .leftJoin(players, eq(players.userId, users.userId))
    .orderBy(users.userId);
}

export type Audience = { ok: true; audience: string; userIds: number[] } | { ok: false; error: string };

/** Who a message to these teams (or the whole club) reaches, and its audience in words (decision 107). */
export async function resolveAudience(
  db: Db,
  input: { senderId: number; teamIds: readonly number[]; wholeClub: boolean; today: string },
): Promise<Audience> {
  const teamIds = [...new Set(input.teamIds)];
  if (teamIds.length === 0 && !input.wholeClub) return { ok: false, error: messageTexts.noAudience };
  const found = teamIds.length
    ? await db
        .select({ id: teams.teamId, name: teams.teamName })
        .from(teams)
        .where(inArray(teams.teamId, teamIds))
        .orderBy(teams.teamName)
    : [];
  const unknown = teamIds.filter((id) => !found.some((t) => t.id === id));
  if (unknown.length) return { ok: false, error: messageTexts.unknownTeam(unknown) };
  const playerIds = found.length
    ? (
        await db
          .select({ id: players.playerId })
          .from(players)
          .where(
            inArray(
              players.teamId,
              found.map((t) => t.id),
            ),
          )
      ).map((p) => p.id)
    : [];
  const families = await familyContacts(db, playerIds, input.today);
  const userIds = messageRecipientIds({
    senderId: input.senderId,
    families: [...families.values()].map((f) => f.contacts),
    club: input.wholeClub ? await clubMembers(db) : [],
    today: input.today,
  });
  const audience = input.wholeClub ? messageTexts.wholeClub : found.map((t) => t.name).join(', ');
  return { ok: true, audience, userIds };
}

const senders = alias(users, 'sender');
/** The sender's name; null once their account is gone. */
const senderName = sql<string | null>`case when ${senders.userId} is null then null else ${nameOf(senders)} end`;

/** What every view of a message shows (messageHead). */
const head = {
  id: messages.id,
  kind: messages.kind,
  subject: messages.subject,
  audience: messages.audience,
  created_at: sql<string>`${utc(messages.createdAt)}`,
};

/** The latest 100 messages of a person's inbox, newest first. */
/** One page of a person's inbox, newest first (the latest 100 unless asked), and how many messages it holds. */
export async function inboxOf(db: Db, userId: number, page: Page) {
  const mine = eq(messageRecipients.userId, userId);
  const rows = db
    .select({
      ...head,
      sender_name: senderName,
      read: sql<boolean>`${messageRecipients.readAt} is not null`,
    })
    .from(messageRecipients)
    .innerJoin(messages, eq(messages.id, messageRecipients.messageId))
    .leftJoin(senders, eq(senders.userId, messages.senderId))
    .where(mine)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit ?? 100)
    .offset(page.offset);
  const [[counted], listed] = await Promise.all([db.select({ n: count() }).from(messageRecipients).where(mine), rows]);
  return { rows: listed, total: counted?.n ?? 0 };
}

export async function unreadOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(messageRecipients)
    .where(and(eq(messageRecipients.userId, userId), isNull(messageRecipients.readAt)));
  return row?.n ?? 0;
}

/** A message with whether `userId` received it (and whether they had read it) and whether they sent it. */
export async function messageFor(db: Db, id: number, userId: number) {
  const [row] = await db
    .select({
      ...head,
      body: messages.body,
      sender_id: messages.senderId,
      sender_name: senderName,
      received: sql<boolean>`${messageRecipients.userId} is not null`,
      read: sql<boolean>`${messageRecipients.readAt} is not null`,
    })
    .from(messages)
    .leftJoin(senders, eq(senders.userId, messages.senderId))
    .leftJoin(
      messageRecipients,
      and(eq(messageRecipients.messageId, messages.id), eq(messageRecipients.userId, userId)),
    )
    .where(eq(messages.id, id));
  return row;
}

/** Marks a recipient's copy read (the first time only: the time they first opened it stays). */
export async function markRead(db: Db, id: number, userId: number): Promise<void> {
  await db
    .update(messageRecipients)
    .set({ readAt: sql`now()` })
    .where(
      and(eq(messageRecipients.messageId, id), eq(messageRecipients.userId, userId), isNull(messageRecipients.readAt)),
    );
}

/** The messages a person sent, newest first, with how many of their recipients have opened each. */
/** One page of a person's sent messages, newest first (the latest 100 unless asked), and how many they sent. */
export async function sentBy(db: Db, userId: number, page: Page) {
  const theirs = eq(messages.senderId, userId);
  const rows = db
    .select({
      ...head,
      seen: sql<number>`count(${messageRecipients.readAt})::int`,
      total: sql<number>`count(${messageRecipients.userId})::int`,
    })
    .from(messages)
    .leftJoin(messageRecipients, eq(messageRecipients.messageId, messages.id))
    .where(theirs)
    .groupBy(messages.id)
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(page.limit ?? 100)
    .offset(page.offset);
  const [[counted], listed] = await Promise.all([db.select({ n: count() }).from(messages).where(theirs), rows]);
  return { rows: listed, total: counted?.n ?? 0 };
}

/** Who has opened a message (in the order they did) and who has not (by name). */
export async function seenByOf(db: Db, id: number) {
  const rows = await db
    .select({
      user_id: users.userId,
      name: nameOf(users),
      read_at: sql<string | null>`${utc(messageRecipients.readAt)}`,
    })
    .from(messageRecipients)
    .innerJoin(users, eq(users.userId, messageRecipients.userId))
    .where(eq(messageRecipients.messageId, id))
    .orderBy(messageRecipients.readAt, sql`lower(${nameOf(users)})`);
  return {
    total: rows.length,
    seen: rows.flatMap((r) => (r.read_at ? [{ user_id: r.user_id, name: r.name, read_at: r.read_at }] : [])),
    not_seen: rows.filter((r) => !r.read_at).map((r) => ({ user_id: r.user_id, name: r.name })),
  };
}

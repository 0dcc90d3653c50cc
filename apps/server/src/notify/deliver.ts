import {
  channelOf,
  channelSends,
  defaultChannels,
  nextDigestAt,
  type Channel,
  type EmailKind,
} from '@touchline/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { rowsOf } from '../db/rows';
import { enqueueNoticeEmails, type QueuedNoticeEmail } from '../mail/outbox';
import type { EmailParts } from '../mail/templates';
import { enqueuePushes, type PushMessage, type QueuedPush } from '../push/outbox';

/**
 * One notice to one person (#32): what their email says (its parts, put together when it is sent) and what their
 * devices show. How it reaches them is theirs to choose, per kind (`email_preferences`): by email, push, both or
 * neither; an email that is not urgent waits for the digest of someone who chose one.
 */
export interface Notice {
  userId: number;
  /** A kind the person chooses a channel for; `medical_review` always goes by email (a safeguarding duty). */
  kind: EmailKind | 'medical_review';
  /** The person's address, or null. */
  email: string | null;
  /** The email, or null when email is not set up on this server. */
  parts: EmailParts | null;
  /** The one-click unsubscribe address (List-Unsubscribe). */
  unsubscribeUrl?: string;
  push: PushMessage | null;
  /** Sent straight away even to someone who chose the digest (`isUrgentNotice`). */
  urgent: boolean;
}

export interface DeliveryContext {
  /** MAIL_BATCH_SECONDS. */
  batchSeconds: number;
  timeZone: string;
}

/** How each of `userIds` gets each kind, and who chose the digest: two small reads. */
export async function channelsOf(
  tx: Db,
  userIds: readonly number[],
): Promise<{ channel: (userId: number, kind: EmailKind) => Channel; digest: Set<number> }> {
  const ids = sql.join(
    [...new Set(userIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const chosen = new Map<string, Channel>();
  const digest = new Set<number>();
  if (userIds.length > 0) {
    const rows = await rowsOf<{ user_id: number; kind: EmailKind; email: boolean; push: boolean }>(
      tx,
      sql`select user_id, kind, email, push from email_preferences where user_id in (${ids})`,
    );
    for (const r of rows) chosen.set(`${r.user_id}:${r.kind}`, channelOf(r.email, r.push));
    const digests = await rowsOf<{ user_id: number }>(
      tx,
      sql`select user_id from users where email_digest and user_id in (${ids})`,
    );
    for (const r of digests) digest.add(r.user_id);
  }
  return { channel: (userId, kind) => chosen.get(`${userId}:${kind}`) ?? defaultChannels[kind], digest };
}

/**
 * Decides how each notice reaches its person, in the caller's transaction: the emails into the outbox (batched, or
 * held for the digest), one push message per device into the push outbox. Returns how many of each.
 */
export async function deliverNotices(
  tx: Db,
  ctx: DeliveryContext,
  notices: readonly Notice[],
): Promise<{ emails: number; pushes: number; users: Set<number> }> {
  if (notices.length === 0) return { emails: 0, pushes: 0, users: new Set() };
  const userIds = notices.map((n) => n.userId);
  const { channel, digest } = await channelsOf(tx, userIds);
  const wantsPush = notices.filter(
    (n) => n.push && n.kind !== 'medical_review' && channelSends(channel(n.userId, n.kind)).push,
  );
  const devices = new Map<number, number[]>();
  if (wantsPush.length > 0) {
    const ids = sql.join(
      [...new Set(wantsPush.map((n) => n.userId))].map((id) => sql`${id}`),
      sql`, `,
    );
    const rows = await rowsOf<{ id: number; user_id: number }>(
      tx,
      sql`select id, user_id from push_subscriptions where user_id in (${ids}) order by id`,
    );
    for (const r of rows) devices.set(r.user_id, [...(devices.get(r.user_id) ?? []), r.id]);
  }
  const pushes: (QueuedPush & { userId: number })[] = wantsPush.flatMap((n) =>
    (devices.get(n.userId) ?? []).map((subscriptionId) => ({
      subscriptionId,
      userId: n.userId,
      message: n.push!,
      urgent: n.urgent,
    })),
  );
  const digestAt = nextDigestAt(new Date(), ctx.timeZone);
  const emails: QueuedNoticeEmail[] = notices
    .filter(
      (n): n is Notice & { email: string; parts: EmailParts } =>
        n.email !== null &&
        n.parts !== null &&
        (n.kind === 'medical_review' || channelSends(channel(n.userId, n.kind)).email),
    )
    .map((n) => ({
      kind: n.kind,
      to: n.email,
      userId: n.userId,
      parts: n.parts,
      ...(n.unsubscribeUrl && { unsubscribeUrl: n.unsubscribeUrl }),
      digestAt: digest.has(n.userId) && !n.urgent ? digestAt : null,
    }));
  await enqueueNoticeEmails(tx, emails, ctx.batchSeconds);
  await enqueuePushes(tx, pushes);
  return {
    emails: emails.length,
    pushes: pushes.length,
    users: new Set([...emails.map((e) => e.userId), ...pushes.map((p) => p.userId)]),
  };
}

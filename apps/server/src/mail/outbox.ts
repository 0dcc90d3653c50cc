import type { OutboxEntry, OutboxStatus } from '@touchline/domain';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import type { Page } from '../plugins/paging';
import { outbox } from '../db/schema';
import type { EmailContent, EmailParts } from './templates';

export type OutboxKind = (typeof outbox.$inferInsert)['kind'];

/**
 * Decides to send an email: one row, in the caller's transaction, so the email exists exactly when what caused it
 * was committed. The mail worker sends it (mail/worker.ts); call `app.mail?.wake()` after the commit to send it now.
 */
export async function enqueueEmail(tx: Db, email: QueuedEmail): Promise<void> {
  await enqueueEmails(tx, [email]);
}

export interface QueuedEmail {
  kind: OutboxKind;
  to: string;
  userId: number | null;
  content: EmailContent;
  /** The one-click unsubscribe address (RFC 8058) sent as List-Unsubscribe. */
  unsubscribeUrl?: string;
}

/** Several emails decided at once (a reminder to a team's families): one statement. */
export async function enqueueEmails(tx: Db, emails: readonly QueuedEmail[]): Promise<void> {
  if (emails.length === 0) return;
  await tx.insert(outbox).values(
    emails.map((email) => ({
      kind: email.kind,
      toAddress: email.to,
      userId: email.userId,
      subject: email.content.subject,
      textBody: email.content.text,
      htmlBody: email.content.html,
      unsubscribeUrl: email.unsubscribeUrl ?? null,
    })),
  );
}

/** A family notice's email (#32): sent with whatever else is due for the person then, as one email. */
export interface QueuedNoticeEmail {
  kind: OutboxKind;
  to: string;
  userId: number;
  parts: EmailParts;
  unsubscribeUrl?: string;
  /** Held for the person's daily digest, due then; otherwise due after the batch's few minutes. */
  digestAt: Date | null;
}

/**
 * Decides family notices' emails, in the caller's transaction. Each waits `batchSeconds` for others to the same
 * person, joining the batch already waiting for them when there is one, so what is decided for one family within a
 * few minutes goes as one email (mail/worker.ts puts it together); an email for the digest waits until `digestAt`.
 */
export async function enqueueNoticeEmails(
  tx: Db,
  emails: readonly QueuedNoticeEmail[],
  batchSeconds: number,
): Promise<void> {
  if (emails.length === 0) return;
  const batchDue = (userId: number) => sql`coalesce(
    (select min(o.next_attempt_at) from outbox o where o.user_id = ${userId} and o.parts is not null
      and o.status = 'queued' and not o.digest and o.next_attempt_at > now()),
    now() + make_interval(secs => ${batchSeconds}))`;
  await tx.insert(outbox).values(
    emails.map((email) => ({
      kind: email.kind,
      toAddress: email.to,
      userId: email.userId,
      subject: email.parts.subject,
      parts: email.parts,
      digest: email.digestAt !== null,
      nextAttemptAt: email.digestAt ?? batchDue(email.userId),
      unsubscribeUrl: email.unsubscribeUrl ?? null,
    })),
  );
}

const entryColumns = {
  id: outbox.id,
  kind: outbox.kind,
  to_address: outbox.toAddress,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  last_error: outbox.lastError,
  created_at: sql<string>`to_char(${outbox.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
  next_attempt_at: sql<string | null>`case when ${outbox.status} = 'queued'
    then to_char(${outbox.nextAttemptAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') end`,
  sent_at: sql<string | null>`to_char(${outbox.sentAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
};

/** The outbox as admins see it, newest first, one page of it (the latest 200 unless asked), never a body. */
export async function listOutbox(
  db: Db,
  status: OutboxStatus | undefined,
  page: Page,
): Promise<{ rows: OutboxEntry[]; total: number }> {
  const where = status ? eq(outbox.status, status) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(entryColumns)
      .from(outbox)
      .where(where)
      .orderBy(desc(outbox.id))
      .limit(page.limit ?? 200)
      .offset(page.offset),
    db.select({ n: count() }).from(outbox).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** A failed email goes back in the queue, due now, with its attempts counted afresh; null when it had not failed. */
export async function requeueFailed(tx: Db, id: number): Promise<OutboxEntry | null> {
  const [row] = await tx
    .update(outbox)
    .set({ status: 'queued', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'failed')))
    .returning({ id: outbox.id });
  if (!row) return null;
  const [entry] = await tx.select(entryColumns).from(outbox).where(eq(outbox.id, id));
  return entry ?? null;
}

export async function outboxEntry(db: Db, id: number): Promise<OutboxEntry | undefined> {
  const [entry] = await db.select(entryColumns).from(outbox).where(eq(outbox.id, id));
  return entry;
}

import { HttpError, isRetryableFailure } from '../../../api/http';
import { isWaiting, type OutboxEntry, type OutboxStore } from './outbox-store';

/** What one pass over the outbox did. */
export interface SendResult {
  sent: number;
  refused: number;
  /** The connection failed: the rest waits for the next pass. */
  offline: boolean;
}

/**
 * Sends the match's waiting events one by one, in the order they were recorded (decision 108): each acknowledged one
 * is marked with the server's id (`send` answers it); one the server refuses (a rule it breaks) is marked with the
 * server's reason, and the next is sent; a failed connection (no answer, a time-out, 502/503/504, a sign-in that ran
 * out) stops the pass with everything left in place.
 */
export async function sendWaiting(
  store: OutboxStore,
  matchId: number,
  send: (entry: OutboxEntry) => Promise<number>,
): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: 0, offline: false };
  const waiting = (await store.all()).filter((e) => e.matchId === matchId && isWaiting(e));
  for (const entry of waiting) {
    try {
      const sent = await send(entry);
      await store.put({ ...entry, sent });
      result.sent += 1;
    } catch (error) {
      if (!(error instanceof HttpError) || isRetryableFailure(error) || error.status === 401) {
        result.offline = true;
        return result;
      }
      await store.put({ ...entry, refused: error.message });
      result.refused += 1;
    }
  }
  return result;
}

/** How long an acknowledged entry is kept: Undo and a scorer picked late are for the match day. */
export const SENT_KEPT_MS = 24 * 60 * 60 * 1000;

/** An entry acknowledged longer ago than a match day: nothing will act on it again. */
export function isStale(entry: OutboxEntry, now: Date = new Date()): boolean {
  return entry.sent !== undefined && Date.parse(entry.recordedAt) < now.getTime() - SENT_KEPT_MS;
}

import { HttpError, isRetryableFailure } from '../../../api/http';
import type { OutboxEntry, OutboxStore } from './outbox-store';

/** What one pass over the outbox did. */
export interface SendResult {
  sent: number;
  refused: number;
  /** The connection failed: the rest waits for the next pass. */
  offline: boolean;
}

/**
 * Sends the match's waiting events one by one, in the order they were recorded (decision 108): each acknowledged one
 * leaves the outbox; one the server refuses (a rule it breaks) stays, marked with the server's reason, and the next
 * is sent; a failed connection (no answer, a time-out, 502/503/504) stops the pass with everything left in place.
 */
export async function sendWaiting(
  store: OutboxStore,
  matchId: number,
  send: (entry: OutboxEntry) => Promise<unknown>,
): Promise<SendResult> {
  const result: SendResult = { sent: 0, refused: 0, offline: false };
  const waiting = (await store.all()).filter((e) => e.matchId === matchId && e.refused === null);
  for (const entry of waiting) {
    try {
      await send(entry);
      await store.remove(entry.key);
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

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TimelineEvent } from '@touchline/domain';
import { recordEvent, refreshMatch, type NewEvent } from '../../../api/match-events';
import { sendWaiting } from './outbox-sender';
import { indexedDbOutbox, memoryOutbox, type OutboxEntry, type OutboxStore } from './outbox-store';
import { newKey } from './pending-events';

export type RecordOutcome =
  { key: string; outcome: 'sent' | 'waiting' } | { key: string; outcome: 'refused'; reason: string };

/** How often a waiting outbox is tried again while the page is open (and at once when the browser is online). */
export const OUTBOX_RETRY_MS = 5_000;

const defaultStore: OutboxStore = typeof indexedDB === 'undefined' ? memoryOutbox() : indexedDbOutbox;
let lastSeq = 0;

/** A recording order that grows across reloads: the time in microseconds, one more than the last if equal. */
function nextSeq(): number {
  lastSeq = Math.max(lastSeq + 1, Date.now() * 1000);
  return lastSeq;
}

/**
 * The match console's outbox (decision 108): every event is put on the device first, then sent in order, each with
 * its idempotency key, now and whenever the connection comes back. Answers the waiting and refused entries, whether
 * the last pass found no connection, and the actions.
 */
export function useEventOutbox(matchId: number, store: OutboxStore = defaultStore) {
  const client = useQueryClient();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [offline, setOffline] = useState(false);
  const running = useRef(false);
  const again = useRef(false);
  /** The server's event for each key this page has sent: Undo and a scorer picked late act on it. */
  const sentRef = useRef(new Map<string, TimelineEvent>());

  /** Waits until no pass is sending (an entry being sent is neither changed nor taken back half-way). */
  const idle = useCallback(async () => {
    while (running.current) await new Promise((resolve) => setTimeout(resolve, 50));
  }, []);

  /**
   * Runs changes to the stored entries one at a time: a pass, an amend, a discard. Two amends read-then-written side
   * by side (the scorer, then at once the assist) would each write back the entry as they read it, and one would lose
   * the other's change (CI: an assist picked offline did not arrive).
   */
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const exclusive = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(work, work);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const reload = useCallback(async () => {
    setEntries((await store.all()).filter((e) => e.matchId === matchId));
  }, [store, matchId]);

  const flush = useCallback(async () => {
    if (running.current) {
      again.current = true;
      return;
    }
    running.current = true;
    try {
      await exclusive(async () => {
        do {
          again.current = false;
          const result = await sendWaiting(store, matchId, async (entry) => {
            const event = await recordEvent(matchId, entry.event, entry.key);
            sentRef.current.set(entry.key, event);
            // Off the screen's list at once: the live stream may bring the server's copy before this pass ends.
            setEntries((current) => current.filter((e) => e.key !== entry.key));
          });
          setOffline(result.offline);
          await reload();
          if (result.sent > 0 || result.refused > 0) await refreshMatch(client, matchId);
        } while (again.current);
      });
    } finally {
      running.current = false;
    }
  }, [store, matchId, reload, client, exclusive]);

  useEffect(() => {
    void reload().then(flush);
    const online = () => void flush();
    const visible = () => {
      if (document.visibilityState === 'visible') void flush();
    };
    window.addEventListener('online', online);
    document.addEventListener('visibilitychange', visible);
    return () => {
      window.removeEventListener('online', online);
      document.removeEventListener('visibilitychange', visible);
    };
  }, [reload, flush]);

  const waiting = entries.filter((e) => e.refused === null);
  const refused = entries.filter((e) => e.refused !== null);

  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = window.setInterval(() => void flush(), OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting.length, flush]);

  /** Puts the event on the device (durably), then sends what is waiting; answers its key. */
  const record = useCallback(
    async (event: NewEvent): Promise<string> => {
      const entry: OutboxEntry = {
        key: newKey(),
        matchId,
        seq: nextSeq(),
        event,
        recordedAt: new Date().toISOString(),
        refused: null,
      };
      await store.put(entry);
      await reload();
      void flush();
      return entry.key;
    },
    [store, matchId, reload, flush],
  );

  /**
   * Changes an event still waiting (the scorer picked after a one-tap goal). When it has left the outbox, answers the
   * server's event, for the caller to edit instead (undefined if this page did not see it sent).
   */
  const amend = useCallback(
    async (key: string, change: (event: NewEvent) => NewEvent): Promise<{ sent: TimelineEvent | undefined } | null> =>
      exclusive(async () => {
        const entry = (await store.all()).find((e) => e.key === key && e.refused === null);
        if (!entry) return { sent: sentRef.current.get(key) };
        await store.put({ ...entry, event: change(entry.event) });
        await reload();
        return null;
      }),
    [store, reload, exclusive],
  );

  /**
   * Takes an event off the device unsent (Undo before it left, Dismiss of a refused one). When it has left, answers
   * the server's event, for the caller to delete instead.
   */
  const discard = useCallback(
    async (key: string): Promise<{ sent: TimelineEvent | undefined } | null> =>
      exclusive(async () => {
        const entry = (await store.all()).find((e) => e.key === key);
        if (!entry) return { sent: sentRef.current.get(key) };
        await store.remove(key);
        await reload();
        return null;
      }),
    [store, reload, exclusive],
  );

  /** Sends what waits and resolves once no pass is running (what the Add Event form posts then comes after it). */
  const settle = useCallback(async () => {
    await flush();
    await idle();
  }, [flush, idle]);

  /**
   * The Add Event form's way (decision 108): records through the outbox and waits for the pass that sends it. Answers
   * 'sent'; 'refused' with the server's reason, taken off the device for the form to show in its banner (spec: Add
   * Event errors in the modal); or 'waiting' without a connection, the event kept to be sent later.
   */
  const recordNow = useCallback(
    async (event: NewEvent): Promise<RecordOutcome> => {
      const key = await record(event);
      await settle();
      const entry = (await store.all()).find((e) => e.key === key);
      if (!entry) return { key, outcome: 'sent' };
      if (entry.refused === null) return { key, outcome: 'waiting' };
      await store.remove(key);
      await reload();
      return { key, outcome: 'refused', reason: entry.refused };
    },
    [record, settle, store, reload],
  );

  return { waiting, refused, offline, record, recordNow, amend, discard, flush, settle };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GoalPlayersBody, TimelineEvent } from '@touchline/domain';
import { HttpError } from '../../../api/http';
import {
  matchEventKeys,
  pickGoalPlayers,
  recordEvent,
  refreshMatch,
  removeEvent,
  type NewEvent,
} from '../../../api/match-events';
import { withEvent } from '../../../api/match-stream';
import { isStale, sendWaiting } from './outbox-sender';
import {
  indexedDbOutbox,
  isWaiting,
  memoryOutbox,
  type OutboxEntry,
  type OutboxEvent,
  type OutboxStore,
} from './outbox-store';
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
 * The match console's outbox (decision 108): every event, every scorer picked late and every Undo is put on the
 * device first, then sent in order, now and whenever the connection comes back. Answers the entries waiting and
 * refused, whether the last pass found no connection, and the actions.
 *
 * One serial queue runs everything that reads or writes the stored entries: a pass that sends, a record, a pick, an
 * undo, a dismissal. Nothing is then changed half-way through being sent, and two changes never read the same entry
 * and write it back over each other. A pass asked for while one is already queued and not begun is that pass: it
 * reads what is stored when it begins (#29: this replaces a running flag, an 'again' flag, a queue and 50 ms polling).
 */
export function useEventOutbox(matchId: number, store: OutboxStore = defaultStore) {
  const client = useQueryClient();
  const [entries, setEntries] = useState<OutboxEntry[]>([]);
  const [offline, setOffline] = useState(false);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const queuedPass = useRef<Promise<void> | null>(null);

  const serial = useCallback(<T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(work, work);
    queue.current = run.catch(() => undefined);
    return run;
  }, []);

  const reload = useCallback(async () => {
    setEntries((await store.all()).filter((e) => e.matchId === matchId));
  }, [store, matchId]);

  /** The timeline as this device knows it, kept in step with what the server acknowledged (kept for offline). */
  const putInTimeline = useCallback(
    (change: (events: readonly TimelineEvent[]) => TimelineEvent[]) =>
      client.setQueryData<TimelineEvent[]>(matchEventKeys.timeline(matchId), (events) =>
        events ? change(events) : events,
      ),
    [client, matchId],
  );

  /** Sends one entry; answers the server's id of the event it recorded, picked or removed. */
  const send = useCallback(
    async (entry: OutboxEntry): Promise<number> => {
      const event = entry.event;
      if (event.type === 'REMOVE') {
        await removeEvent(matchId, event.target, { retry: false }).catch((error: unknown) => {
          // Gone already (its removal arrived, and only the answer was lost): what was asked for is done.
          if (!(error instanceof HttpError && error.status === 404)) throw error;
        });
        putInTimeline((events) => events.filter((e) => e.data.id !== event.target.id));
        return event.target.id;
      }
      const answer =
        event.type === 'GOAL_PICK'
          ? await pickGoalPlayers(matchId, event.goalId, event.body)
          : await recordEvent(matchId, event, entry.key);
      putInTimeline((events) => withEvent(events, answer));
      return answer.data.id;
    },
    [matchId, putInTimeline],
  );

  const flush = useCallback((): Promise<void> => {
    if (queuedPass.current) return queuedPass.current;
    const pass = serial(async () => {
      queuedPass.current = null;
      const result = await sendWaiting(store, matchId, send);
      setOffline(result.offline);
      await reload();
      // Read again in the background: the queue does not wait for a server that may not answer.
      if (result.sent > 0 || result.refused > 0) void refreshMatch(client, matchId).catch(() => undefined);
    });
    queuedPass.current = pass;
    return pass;
  }, [serial, store, matchId, send, reload, client]);

  useEffect(() => {
    void serial(async () => {
      // What was acknowledged more than a match day ago is let go.
      for (const entry of await store.all()) if (isStale(entry)) await store.remove(entry.key);
      await reload();
    }).then(flush);
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
  }, [serial, store, reload, flush]);

  const waiting = entries.filter(isWaiting);
  const refused = entries.filter((e) => e.refused !== null);

  useEffect(() => {
    if (waiting.length === 0) return;
    const timer = window.setInterval(() => void flush(), OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [waiting.length, flush]);

  /** Puts what was tapped on the device (durably), in the queue's order, then sends what waits. */
  const put = useCallback(
    (event: OutboxEvent): Promise<string> =>
      serial(async () => {
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
        return entry.key;
      }).then((key) => {
        void flush();
        return key;
      }),
    [serial, store, matchId, reload, flush],
  );

  /** Records an event; answers its key. */
  const record = useCallback((event: NewEvent) => put(event), [put]);

  /**
   * The scorer or assist picked after a one-tap goal: on the goal itself while it waits; once the server has it, a
   * pick of its own that waits in the outbox like an event (#29 items 2 and 3). Nothing for a goal refused.
   */
  const pick = useCallback(
    async (goalKey: string, change: GoalPlayersBody): Promise<void> => {
      const goalId = await serial(async () => {
        const goal = (await store.all()).find((e) => e.key === goalKey);
        if (!goal || goal.event.type !== 'GOAL' || goal.refused !== null) return null;
        if (goal.sent !== undefined) return goal.sent;
        await store.put({ ...goal, event: { ...goal.event, body: { ...goal.event.body, ...change } } });
        await reload();
        return null;
      });
      if (goalId !== null) await put({ type: 'GOAL_PICK', goalId, body: change });
    },
    [serial, store, reload, put],
  );

  /**
   * Takes back what one tap recorded (Undo), last first: an entry still waiting leaves the device unsent; one the
   * server has is removed there through the outbox, so an Undo without signal is not lost either.
   */
  const undo = useCallback(
    async (keys: readonly string[]): Promise<void> => {
      const removals = await serial(async () => {
        const stored = await store.all();
        const targets: OutboxEvent[] = [];
        for (const key of [...keys].reverse()) {
          const entry = stored.find((e) => e.key === key);
          if (!entry || entry.event.type === 'GOAL_PICK' || entry.event.type === 'REMOVE') continue;
          if (entry.sent !== undefined)
            targets.push({ type: 'REMOVE', target: { type: entry.event.type, id: entry.sent } });
          else await store.remove(key);
        }
        await reload();
        return targets;
      });
      for (const removal of removals) await put(removal);
    },
    [serial, store, reload, put],
  );

  /** Lets a refused entry go (Dismiss). */
  const dismiss = useCallback(
    (key: string): Promise<void> =>
      serial(async () => {
        await store.remove(key);
        await reload();
      }),
    [serial, store, reload],
  );

  /**
   * The Add Event form's way (decision 108): records through the outbox and waits for the pass that sends it. Answers
   * 'sent'; 'refused' with the server's reason, taken off the device for the form to show in its banner (spec: Add
   * Event errors in the modal); or 'waiting' without a connection, the event kept to be sent later.
   */
  const recordNow = useCallback(
    async (event: NewEvent): Promise<RecordOutcome> => {
      const key = await record(event);
      await flush();
      const entry = await serial(async () => (await store.all()).find((e) => e.key === key));
      if (!entry || entry.sent !== undefined) return { key, outcome: 'sent' };
      if (entry.refused === null) return { key, outcome: 'waiting' };
      await dismiss(key);
      return { key, outcome: 'refused', reason: entry.refused };
    },
    [record, flush, serial, store, dismiss],
  );

  return { entries, waiting, refused, offline, record, recordNow, pick, undo, dismiss, flush };
}

import type { EventType, GoalPlayersBody } from '@touchline/domain';
import type { NewEvent } from '../../../api/match-events';
import { indexedDbStore } from '../../../browser/indexed-db';

/** The scorer or assist picked for a goal the server has already (its id): only what was picked (#29 items 2, 3). */
export interface GoalPick {
  type: 'GOAL_PICK';
  goalId: number;
  body: GoalPlayersBody;
}

/** An event the server has already, taken back (Undo): its kind and id. */
export interface Removal {
  type: 'REMOVE';
  target: { type: EventType; id: number };
}

/** What the outbox sends: a new event, a pick on a sent goal, or the removal of a sent event, each in its turn. */
export type OutboxEvent = NewEvent | GoalPick | Removal;

/**
 * The match console's outbox (decision 108): what this device recorded, kept in IndexedDB so that it survives a
 * reload, a locked phone and a dead signal. One entry per event, sent in `seq` order with its `key` as the
 * idempotency key; once acknowledged it stays, marked with the server's id, for the day: Undo and a scorer picked
 * later then act on the server's event, after a reload too.
 */
export interface OutboxEntry {
  /** The idempotency key (a UUID): the server records an event once however often it is sent. */
  key: string;
  matchId: number;
  /** Order of recording on this device. */
  seq: number;
  event: OutboxEvent;
  /** When it was tapped (ISO). */
  recordedAt: string;
  /** The server's reason when it refused the event on arrival (a rule it breaks); null while waiting. */
  refused: string | null;
  /** The server's id of the event once it acknowledged it (a removal: the id removed); absent while waiting. */
  sent?: number;
}

/** Still to be sent: neither acknowledged nor refused. */
export const isWaiting = (entry: OutboxEntry): boolean => entry.refused === null && entry.sent === undefined;

export interface OutboxStore {
  all(): Promise<OutboxEntry[]>;
  put(entry: OutboxEntry): Promise<void>;
  remove(key: string): Promise<void>;
}

/** The outbox's store: a write resolves once it is on the disk. */
const { run } = indexedDbStore('touchline-console', 'outbox', 'key', 'strict');

/** The outbox in the browser's IndexedDB. */
export const indexedDbOutbox: OutboxStore = {
  all: async () =>
    (await run('readonly', (s) => s.getAll() as IDBRequest<OutboxEntry[]>)).sort((a, b) => a.seq - b.seq),
  put: async (entry) => {
    await run('readwrite', (s) => s.put(entry));
  },
  remove: async (key) => {
    await run('readwrite', (s) => s.delete(key));
  },
};

/** An outbox in memory, for tests and for browsers without IndexedDB (then nothing survives a reload). */
export function memoryOutbox(): OutboxStore {
  const entries = new Map<string, OutboxEntry>();
  return {
    all: async () => [...entries.values()].sort((a, b) => a.seq - b.seq),
    put: async (entry) => {
      entries.set(entry.key, structuredClone(entry));
    },
    remove: async (key) => {
      entries.delete(key);
    },
  };
}

/**
 * One object store of an IndexedDB database of its own, opened once: the console's outbox (durable writes, decision
 * 108) and the reads kept for the pitch side (decision 123) both go through it.
 */
export interface IndexedDbStore {
  /** Runs one request in a transaction of its own; resolves with its result once the transaction has committed. */
  run<T>(mode: IDBTransactionMode, request: (store: IDBObjectStore) => IDBRequest<T>): Promise<T>;
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/**
 * The store `store` (key path `keyPath`) of the database `name`, version 1. `durability: 'strict'` waits for the
 * disk before a write resolves (what the outbox promises survives a crash); the default lets the browser choose.
 */
export function indexedDbStore(
  name: string,
  store: string,
  keyPath: string,
  durability: IDBTransactionDurability = 'default',
): IndexedDbStore {
  let opening: Promise<IDBDatabase> | null = null;
  const database = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(store, { keyPath });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => {
        opening = null;
        reject(request.error ?? new Error('IndexedDB could not be opened'));
      };
    });
    return opening;
  };
  return {
    async run(mode, request) {
      const tx = (await database()).transaction(store, mode, { durability });
      const result = promised(request(tx.objectStore(store)));
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
      });
      return result;
    },
  };
}

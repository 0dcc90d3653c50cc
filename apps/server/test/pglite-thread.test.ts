import type { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PGliteThread } from '../src/db/pglite-thread';

/** The embedded database in its own thread (decision 098): transactions, errors and order as PGlite has them. */
describe('PGlite in its own thread', () => {
  let thread: PGliteThread;
  beforeAll(async () => {
    thread = await PGliteThread.create('memory://');
    await thread.query('create table notes (id int primary key, body text not null)');
  });
  afterAll(() => thread.close());

  const count = async () => (await thread.query<{ n: number }>('select count(*)::int as n from notes')).rows[0]?.n;

  it('commits a transaction begun by its first statement, and rolls back one whose callback throws', async () => {
    await thread.transaction(async (tx) => {
      await tx.query('insert into notes values (1, $1)', ['kept']);
      await tx.query('insert into notes values (2, $1)', ['kept too']);
    });
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('insert into notes values (3, $1)', ['dropped']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await count()).toBe(2);
  });

  it('runs a transaction with no statement without touching the database', async () => {
    await expect(thread.transaction(async () => 'nothing')).resolves.toBe('nothing');
    expect(await count()).toBe(2);
  });

  it("keeps the database's error fields, and the transaction can still be rolled back after one", async () => {
    const failure = await thread
      .transaction(async (tx) => {
        await tx.query('insert into notes values (4, $1)', ['first']);
        await tx.query('insert into notes values (1, $1)', ['duplicate']);
      })
      .catch((error: unknown) => error as Record<string, unknown>);
    expect(failure).toMatchObject({ code: '23505', constraint: 'notes_pkey' });
    expect(await count()).toBe(2);
  });

  it('runs transactions started together one after the other, each seeing what the one before committed', async () => {
    const add = (id: number) =>
      thread.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from notes');
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.query('insert into notes values ($1, $2)', [id, `seen ${rows[0]?.n}`]);
      });
    await Promise.all([add(10), add(11), add(12)]);
    const { rows } = await thread.query<{ body: string }>('select body from notes where id >= 10 order by id');
    expect(rows.map((r) => r.body)).toEqual(['seen 2', 'seen 3', 'seen 4']);
  });

  it('tells its listeners when its thread stops without being closed, and fails every statement after', async () => {
    const doomed = await PGliteThread.create('memory://');
    const failures: Error[] = [];
    doomed.onFailure((error) => failures.push(error));
    // What a crash of the thread looks like from the server's side.
    await (doomed as unknown as { worker: Worker }).worker.terminate();
    await vi.waitFor(() =>
      expect(failures.map((e) => e.message)).toEqual(["The embedded database's thread stopped (exit code 1)"]),
    );
    await expect(doomed.query('select 1')).rejects.toThrow("The embedded database's thread stopped");
  });

  it('tells nobody when it is closed', async () => {
    const closed = await PGliteThread.create('memory://');
    const failures: Error[] = [];
    closed.onFailure((error) => failures.push(error));
    await closed.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failures).toEqual([]);
  });
});

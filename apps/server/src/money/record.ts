import type { FastifyRequest } from 'fastify';
import type { LedgerEntry } from '@touchline/domain';
import { sql } from 'drizzle-orm';
import { auditEach } from '../audit/record';
import type { Db } from '../db/open';
import { ledgerEntries } from '../db/schema';
import { authOf } from '../plugins/access';

/** One entry to write: what the ledger table holds but who recorded it and when (the request says). */
export type NewEntry = Omit<
  typeof ledgerEntries.$inferInsert,
  'entryId' | 'recordedBy' | 'recordedByName' | 'recordedAt' | 'currency'
>;

/**
 * Writes entries in the caller's transaction, each once: an entry whose `source` is already on the ledger is skipped
 * (a season's subs raised twice, a bank line confirmed twice). Every written entry is on the audit log, whoever
 * wrote it (decision 133). Returns what was written.
 */
export async function recordEntries(
  tx: Db,
  request: FastifyRequest,
  currency: string,
  entries: readonly NewEntry[],
): Promise<{ id: number; familyId: number; amount: number; source: string | null }[]> {
  if (entries.length === 0) return [];
  const auth = authOf(request);
  const written: {
    id: number;
    familyId: number;
    amount: number;
    description: string;
    kind: string;
    source: string | null;
  }[] = [];
  // In slices: PostgreSQL takes at most 65,535 parameters in one statement.
  for (let i = 0; i < entries.length; i += 2000) {
    const rows = await tx
      .insert(ledgerEntries)
      .values(
        entries.slice(i, i + 2000).map((e) => ({
          ...e,
          currency,
          recordedBy: auth.impersonatorId ?? auth.userId,
          recordedByName: auth.impersonatorUsername ?? auth.username,
        })),
      )
      .onConflictDoNothing({ target: ledgerEntries.source })
      .returning({
        id: ledgerEntries.entryId,
        familyId: ledgerEntries.familyId,
        amount: ledgerEntries.amountMinor,
        description: ledgerEntries.description,
        kind: ledgerEntries.kind,
        source: ledgerEntries.source,
      });
    written.push(...rows);
  }
  await auditEach(
    tx,
    request,
    written.map((w) => ({
      entity: 'ledger_entries',
      entityId: w.id,
      after: { family_id: w.familyId, kind: w.kind, amount_minor: w.amount, currency, description: w.description },
      everyone: true,
    })),
  );
  return written.map((w) => ({ id: w.id, familyId: w.familyId, amount: w.amount, source: w.source }));
}

/** A family's balance now, in the caller's transaction. */
export async function balanceNow(tx: Db, familyId: number): Promise<number> {
  const result = (await tx.execute(
    sql`select coalesce(sum(amount_minor), 0)::int as b from ledger_entries where family_id = ${familyId}`,
  )) as unknown as { rows: { b: number }[] };
  return result.rows[0]?.b ?? 0;
}

export type { LedgerEntry };

import {
  matchBankLine,
  paymentReference,
  type BodyOf,
  type contracts,
  type MatchableFamily,
  type StatementPreview,
} from '@touchline/domain';
import { inArray, sql } from 'drizzle-orm';
import { fingerprintsOf, parseStatement, type CsvMapping } from '../bank';
import type { Db } from '../db/open';
import { bankLines, bankMappings } from '../db/schema';
import { familyBalances } from './read';

type StatementBody = BodyOf<typeof contracts.money.previewStatement>;

export interface ReadStatement extends StatementPreview {
  /** The credits not imported before, ready to store. */
  fresh: (StatementPreview['lines'][number] & { fingerprint: string; currency: string })[];
}

/**
 * Reads a statement and matches its credits (#33, decision 133): the layout given, else the one kept for the bank,
 * else recognised from the header; each credit's fingerprint looked up (a line imported before is marked so) and its
 * family found by reference, else by a unique amount owed. Debits are counted, never stored. Writes nothing.
 */
export async function readStatement(
  db: Db,
  body: StatementBody,
  currency: string,
  today: string,
): Promise<ReadStatement> {
  let mapping: CsvMapping | undefined = body.mapping;
  if (!mapping && body.bank) {
    const [kept] = await db
      .select()
      .from(bankMappings)
      .where(sql`lower(${bankMappings.bank}) = lower(${body.bank})`);
    if (kept) mapping = kept.mapping as CsvMapping;
  }
  const parsed = parseStatement({
    content: body.content,
    fileName: body.file_name,
    currency,
    ...(body.format && { format: body.format }),
    ...(mapping && { mapping }),
  });
  const prints = fingerprintsOf(parsed.lines);
  const credits = parsed.lines
    .map((line, i) => ({ line, fingerprint: prints[i] ?? '' }))
    .filter((l) => l.line.amount_minor > 0);
  const known = new Set<string>();
  for (let i = 0; i < credits.length; i += 5000) {
    const slice = credits.slice(i, i + 5000).map((c) => c.fingerprint);
    if (slice.length === 0) continue;
    const rows = await db
      .select({ f: bankLines.fingerprint })
      .from(bankLines)
      .where(inArray(bankLines.fingerprint, slice));
    for (const r of rows) known.add(r.f);
  }
  const families = new Map<number, MatchableFamily>(
    (await familyBalances(db, today)).map((f) => [
      f.family_id,
      { family_id: f.family_id, balance_minor: f.balance_minor },
    ]),
  );
  // A merged family's reference still names the family it became.
  const merged = (await db.execute(
    sql`select family_id, merged_into from families where merged_into is not null`,
  )) as unknown as { rows: { family_id: number; merged_into: number }[] };
  for (const m of merged.rows) {
    const into = families.get(m.merged_into);
    if (into) families.set(m.family_id, into);
  }
  const lines = credits.map(({ line, fingerprint }) => {
    const match = matchBankLine(
      { amount_minor: line.amount_minor, text: `${line.description} ${line.counterparty}` },
      families,
    );
    return {
      row: line.row,
      booked_on: line.booked_on,
      amount_minor: line.amount_minor,
      description: line.description,
      counterparty: line.counterparty,
      already_imported: known.has(fingerprint),
      matched_by: match.matched_by,
      family_id: match.family_id,
      reference: match.family_id === null ? null : paymentReference(match.family_id),
      fingerprint,
      currency: line.currency,
    };
  });
  const usedMapping = parsed.mapping ?? null;
  return {
    format: parsed.format,
    columns: parsed.columns,
    mapping: usedMapping,
    problems: parsed.problems,
    lines: lines.map(({ fingerprint: _f, currency: _c, ...rest }) => rest),
    new_credits: lines.filter((l) => !l.already_imported).length,
    already_imported: lines.filter((l) => l.already_imported).length,
    debits: parsed.lines.length - credits.length,
    fresh: lines.filter((l) => !l.already_imported),
  };
}

/** Stores a read statement's new credits, each waiting for the treasurer; keeps a CSV's layout for its bank. */
export async function storeStatement(
  tx: Db,
  read: ReadStatement,
  body: StatementBody,
  importedBy: number,
): Promise<number> {
  let stored = 0;
  for (let i = 0; i < read.fresh.length; i += 1000) {
    const rows = await tx
      .insert(bankLines)
      .values(
        read.fresh.slice(i, i + 1000).map((l) => ({
          fingerprint: l.fingerprint,
          format: read.format,
          fileName: body.file_name,
          bookedOn: l.booked_on,
          amountMinor: l.amount_minor,
          currency: l.currency,
          description: l.description,
          counterparty: l.counterparty,
          familyId: l.family_id,
          matchedBy: l.matched_by,
          status: 'to_confirm' as const,
          importedBy,
        })),
      )
      .onConflictDoNothing({ target: bankLines.fingerprint })
      .returning({ id: bankLines.lineId });
    stored += rows.length;
  }
  if (read.format === 'csv' && body.bank && read.mapping) {
    const values = { mapping: read.mapping, updatedAt: new Date() };
    await tx
      .insert(bankMappings)
      .values({ bank: body.bank, ...values })
      .onConflictDoUpdate({ target: bankMappings.bank, set: values });
  }
  return stored;
}

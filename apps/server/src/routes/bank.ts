import type { FastifyPluginAsync } from 'fastify';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { contracts, messages, moneyMessages, paymentReference } from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { bankLines, families } from '../db/schema';
import { syncFamilies } from '../money/families';
import { familyEntries } from '../money/read';
import { balanceNow, recordEntries, type NewEntry } from '../money/record';
import { readStatement, storeStatement } from '../money/statements';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { today } from '../today';
import { route } from './route';

/** A 5 MB statement as JSON text, every quote escaped: the transport's bound (the 5 MB is checked on the text). */
const bodyLimit = 12 * 1024 * 1024;

/**
 * Bank statements (#33, decision 133): a preview that changes nothing, an import that stores each new credit once (a
 * statement imported twice changes nothing), and the treasurer's confirmation of each credit as a family's payment.
 */
export const bankRoutes: FastifyPluginAsync = async (app) => {
  const currency = app.config.currency;

  route(
    app,
    contracts.money.previewStatement,
    async (request) => {
      await syncFamilies(app.db);
      const { fresh: _fresh, ...preview } = await readStatement(app.db, request.body, currency, today());
      return preview;
    },
    { bodyLimit },
  );

  route(
    app,
    contracts.money.importStatement,
    async (request, reply) => {
      await syncFamilies(app.db);
      const read = await readStatement(app.db, request.body, currency, today());
      if (read.problems.length > 0)
        throw new HttpError(400, moneyMessages.statementProblems, { problems: read.problems });
      const auth = authOf(request);
      const imported = await app.db.transaction(async (tx) => {
        const stored = await storeStatement(tx, read, request.body, auth.impersonatorId ?? auth.userId);
        await audit(tx, request, {
          entityId: null,
          entity: 'bank_lines',
          after: { file_name: request.body.file_name, format: read.format, imported: stored },
          everyone: true,
        });
        return stored;
      });
      return reply.code(201).send({
        imported,
        already_imported: read.lines.length - imported,
        matched_by_reference: read.fresh.filter((l) => l.matched_by === 'reference').length,
        matched_by_amount: read.fresh.filter((l) => l.matched_by === 'amount').length,
        unmatched: read.fresh.filter((l) => l.matched_by === 'none').length,
      });
    },
    { bodyLimit },
  );

  route(app, contracts.money.bankLines, async () => {
    const rows = (await app.db.execute(sql`
      select l.line_id, l.booked_on::text as booked_on, l.amount_minor, l.description, l.counterparty, l.file_name,
        l.matched_by, l.family_id, l.status,
        (select string_agg(p.player_name, ', ' order by p.player_name) from players p where p.family_id = l.family_id)
          as family_name
      from bank_lines l where l.status = 'to_confirm' order by l.booked_on, l.line_id`)) as unknown as {
      rows: {
        line_id: number;
        booked_on: string;
        amount_minor: number;
        description: string;
        counterparty: string;
        file_name: string;
        matched_by: 'reference' | 'amount' | 'none';
        family_id: number | null;
        status: 'to_confirm' | 'confirmed' | 'ignored';
        family_name: string | null;
      }[];
    };
    return rows.rows.map((r) => ({ ...r, reference: r.family_id === null ? null : paymentReference(r.family_id) }));
  });

  route(app, contracts.money.confirmLine, async (request) => {
    const { id } = request.params;
    const familyId = request.body.family_id;
    return app.db.transaction(async (tx) => {
      const [family] = await tx.select().from(families).where(eq(families.familyId, familyId));
      if (!family) throw new HttpError(400, moneyMessages.unknownFamily);
      const entryId = await confirmLine(tx, request, id, familyId);
      const entry = (await familyEntries(tx, [familyId])).find((e) => e.entry_id === entryId);
      if (!entry) throw new HttpError(404, messages.notFound);
      const { family_id: _family, ...rest } = entry;
      return { entry: rest, balance_minor: await balanceNow(tx, familyId) };
    });
  });

  route(app, contracts.money.confirmMatched, async (request) => {
    return app.db.transaction(async (tx) => {
      const waiting = await tx
        .select()
        .from(bankLines)
        .where(
          and(eq(bankLines.status, 'to_confirm'), eq(bankLines.matchedBy, 'reference'), isNotNull(bankLines.familyId)),
        )
        .for('update');
      // One statement for the entries and one for the lines, however many: a month's statement is confirmed at once.
      const written = await recordEntries(
        tx,
        request,
        app.config.currency,
        waiting.map((line) => paymentOf(line, line.familyId ?? 0)),
      );
      const confirmed = written.map((w) => Number((w.source ?? '').slice('bank:'.length)));
      if (confirmed.length)
        await tx.update(bankLines).set({ status: 'confirmed' }).where(inArray(bankLines.lineId, confirmed));
      await audit(tx, request, {
        entityId: null,
        entity: 'bank_lines',
        after: { confirmed: confirmed.length },
        everyone: true,
      });
      return { confirmed: confirmed.length };
    });
  });

  route(app, contracts.money.ignoreLine, async (request, reply) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      const [line] = await tx.select().from(bankLines).where(eq(bankLines.lineId, id)).for('update');
      if (!line) throw new HttpError(404, messages.notFound);
      if (line.status !== 'to_confirm') throw new HttpError(409, moneyMessages.lineDecided);
      await tx.update(bankLines).set({ status: 'ignored' }).where(eq(bankLines.lineId, id));
      await audit(tx, request, {
        entityId: id,
        entity: 'bank_lines',
        before: { status: 'to_confirm' },
        after: { status: 'ignored' },
        everyone: true,
      });
    });
    return reply.code(204).send();
  });
};

/** A bank credit as the family's payment: keyed by the line, so it is recorded once. */
function paymentOf(line: typeof bankLines.$inferSelect, familyId: number): NewEntry {
  return {
    familyId,
    kind: 'payment',
    category: 'payment',
    amountMinor: -line.amountMinor,
    description: `Bank transfer: ${[line.counterparty, line.description].filter(Boolean).join(' ')}`.slice(0, 300),
    dueOn: line.bookedOn,
    method: 'bank_transfer',
    externalId: null,
    source: `bank:${line.lineId}`,
    bankLineId: line.lineId,
  };
}

/** Confirms one waiting credit as the family's payment. */
async function confirmLine(
  tx: Db,
  request: Parameters<typeof recordEntries>[1],
  lineId: number,
  familyId: number,
): Promise<number> {
  const [line] = await tx.select().from(bankLines).where(eq(bankLines.lineId, lineId)).for('update');
  if (!line) throw new HttpError(404, messages.notFound);
  if (line.status !== 'to_confirm') throw new HttpError(409, moneyMessages.lineDecided);
  const [written] = await recordEntries(tx, request, line.currency, [paymentOf(line, familyId)]);
  if (!written) throw new HttpError(409, moneyMessages.lineDecided);
  await tx.update(bankLines).set({ status: 'confirmed', familyId }).where(eq(bankLines.lineId, lineId));
  return written.id;
}

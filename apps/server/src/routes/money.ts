import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { contracts, messages, minorToDecimal, currencyExponent, moneyMessages } from '@touchline/domain';
import { audit } from '../audit/record';
import type { Db } from '../db/open';
import { families, financeSettings, players, teamFees, teams } from '../db/schema';
import { PAYMENT_REQUEST_JOB, type PaymentRequestJob } from '../jobs/payment-requests';
import { forgetPaymentReminderDay } from '../jobs/payment-reminders';
import { enqueueJob } from '../jobs/worker';
import { chargeEntries, matchFeeEntries } from '../money/charges';
import { epcQrSvg } from '../money/epc-qr';
import { syncFamilies } from '../money/families';
import { familyBalances, familyEntries } from '../money/read';
import { balanceNow, recordEntries } from '../money/record';
import { authOf } from '../plugins/access';
import { HttpError } from '../plugins/errors';
import { today } from '../today';
import { csvField } from '../money/csv';
import { route } from './route';
import { firstOr404 } from './shared';

const settingsOf = (row: typeof financeSettings.$inferSelect | undefined, currency: string) => ({
  currency,
  payee: row?.payee ?? '',
  sort_code: row?.sortCode ?? '',
  account_number: row?.accountNumber ?? '',
  iban: row?.iban ?? '',
  bic: row?.bic ?? '',
  reminders: row?.reminders ?? false,
  overdue_flag_days: row?.overdueFlagDays ?? null,
});

/**
 * Money (#33, decision 133): the treasurer's ledger per family, charges, payments, match fees and payment requests,
 * a parent's own families and the coaches' optional overdue flag. Every write is on the audit log.
 */
export const moneyRoutes: FastifyPluginAsync = async (app) => {
  const currency = app.config.currency;
  const readSettings = async () => settingsOf((await app.db.select().from(financeSettings))[0], currency);

  route(app, contracts.money.settings, () => readSettings());

  route(app, contracts.money.saveSettings, async (request) => {
    const b = request.body;
    return app.db.transaction(async (tx) => {
      const values = {
        payee: b.payee,
        sortCode: b.sort_code,
        accountNumber: b.account_number,
        iban: b.iban,
        bic: b.bic,
        reminders: b.reminders,
        overdueFlagDays: b.overdue_flag_days,
        updatedAt: new Date(),
      };
      const [row] = await tx
        .insert(financeSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: financeSettings.id, set: values })
        .returning();
      const after = settingsOf(row, currency);
      // Reminders just turned on are planned at the next poll, not tomorrow.
      forgetPaymentReminderDay(app.db);
      await audit(tx, request, { entityId: 1, entity: 'finance_settings', after, everyone: true });
      return after;
    });
  });

  route(app, contracts.money.balances, async () => {
    await syncFamilies(app.db);
    const day = today();
    const list = await familyBalances(app.db, day);
    const totals = await app.db.execute(sql`select
        coalesce(sum(amount_minor) filter (where kind = 'charge'), 0)::bigint::text as charged,
        coalesce(-sum(amount_minor) filter (where kind = 'payment'), 0)::bigint::text as paid,
        (select count(*)::int from bank_lines where status = 'to_confirm') as to_confirm
      from ledger_entries`);
    const t = (totals as unknown as { rows: { charged: string; paid: string; to_confirm: number }[] }).rows[0];
    const ageing = { not_due: 0, days_0_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };
    for (const f of list) for (const k of Object.keys(ageing) as (keyof typeof ageing)[]) ageing[k] += f.ageing[k];
    return {
      currency,
      today: day,
      totals: {
        owed_minor: list.reduce((s, f) => s + Math.max(0, f.balance_minor), 0),
        credit_minor: list.reduce((s, f) => s + Math.max(0, -f.balance_minor), 0),
        charged_minor: Number(t?.charged ?? 0),
        paid_minor: Number(t?.paid ?? 0),
        ageing,
        to_confirm: t?.to_confirm ?? 0,
      },
      families: list,
    };
  });

  route(app, contracts.money.family, async (request) => {
    const { id } = request.params;
    const [family] = await familyBalances(app.db, today(), sql`f.family_id = ${id}`);
    if (!family) {
      const exists = await app.db.select().from(families).where(eq(families.familyId, id));
      firstOr404(exists);
    }
    const entries = await familyEntries(app.db, [id]);
    return {
      currency,
      family: family ?? {
        family_id: id,
        reference: '',
        players: [],
        parents: [],
        balance_minor: 0,
        ageing: { not_due: 0, days_0_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 },
        days_overdue: 0,
        last_payment_on: null,
      },
      entries,
    };
  });

  route(app, contracts.money.movePlayer, async (request, reply) => {
    const { id } = request.params;
    await syncFamilies(app.db);
    await app.db.transaction(async (tx) => {
      const [target] = await tx.select().from(families).where(eq(families.familyId, request.body.family_id));
      if (!target) throw new HttpError(400, moneyMessages.unknownFamily);
      const [before] = await tx.select({ familyId: players.familyId }).from(players).where(eq(players.playerId, id));
      if (!before) throw new HttpError(404, messages.notFound);
      // Placed by hand: shared parents never move the child out of it again (money/families.ts).
      await tx.update(players).set({ familyId: target.familyId, familyChosen: true }).where(eq(players.playerId, id));
      await audit(tx, request, {
        entityId: id,
        entity: 'players',
        before: { family_id: before.familyId },
        after: { family_id: target.familyId },
        everyone: true,
      });
    });
    return reply.code(204).send();
  });

  route(app, contracts.money.charge, async (request) => {
    const body = request.body;
    await syncFamilies(app.db);
    return app.db.transaction(async (tx) => {
      let scope = sql`true`;
      if (body.scope === 'team') {
        const [team] = await tx
          .select()
          .from(teams)
          .where(eq(teams.teamId, body.team_id ?? 0));
        if (!team) throw new HttpError(400, moneyMessages.unknownTeam);
        scope = sql`p.team_id = ${team.teamId}`;
      } else if (body.scope === 'family') {
        const [family] = await tx
          .select()
          .from(families)
          .where(eq(families.familyId, body.family_id ?? 0));
        if (!family) throw new HttpError(400, moneyMessages.unknownFamily);
        scope = sql`p.family_id = ${family.familyId}`;
      }
      const { entries, alreadyCharged, children } = await chargeEntries(tx, body, scope);
      if (children === 0) throw new HttpError(400, moneyMessages.noPlayersToCharge);
      return chargeAnswerOf(alreadyCharged, await recordEntries(tx, request, currency, entries));
    });
  });

  route(app, contracts.money.raiseMatchFees, async (request) => {
    await syncFamilies(app.db);
    return app.db.transaction(async (tx) => {
      const entries = await matchFeeEntries(tx, today());
      const answer = chargeAnswerOf(0, await recordEntries(tx, request, currency, entries));
      await audit(tx, request, { entityId: null, entity: 'ledger_entries', after: answer, everyone: true });
      return answer;
    });
  });

  route(app, contracts.money.payment, async (request) => {
    const b = request.body;
    return app.db.transaction(async (tx) => {
      await assertFamily(tx, b.family_id);
      const [written] = await recordEntries(tx, request, currency, [
        {
          familyId: b.family_id,
          kind: 'payment',
          category: 'payment',
          amountMinor: -b.amount_minor,
          description: b.description ?? 'Payment',
          dueOn: b.paid_on,
          method: b.method,
          externalId: b.external_id ?? null,
        },
      ]);
      return entryAnswer(tx, b.family_id, written?.id ?? 0);
    });
  });

  route(app, contracts.money.adjustment, async (request) => {
    const b = request.body;
    if (b.kind === 'credit' && b.amount_minor < 0) throw new HttpError(400, moneyMessages.amountPositive('Amount'));
    return app.db.transaction(async (tx) => {
      await assertFamily(tx, b.family_id);
      const [written] = await recordEntries(tx, request, currency, [
        {
          familyId: b.family_id,
          kind: b.kind,
          category: b.kind,
          amountMinor: b.kind === 'credit' ? -b.amount_minor : b.amount_minor,
          description: b.description,
          dueOn: b.on,
        },
      ]);
      return entryAnswer(tx, b.family_id, written?.id ?? 0);
    });
  });

  route(app, contracts.money.teamFees, async () => {
    const rows = await app.db
      .select({
        team_id: teams.teamId,
        team_name: teams.teamName,
        match_fee_minor: teamFees.matchFeeMinor,
        basis: teamFees.basis,
        since: teamFees.since,
      })
      .from(teams)
      .leftJoin(teamFees, eq(teamFees.teamId, teams.teamId))
      .orderBy(teams.teamName);
    return rows;
  });

  route(app, contracts.money.saveTeamFee, async (request) => {
    const { id } = request.params;
    const b = request.body;
    return app.db.transaction(async (tx) => {
      const [team] = await tx.select().from(teams).where(eq(teams.teamId, id));
      if (!team) throw new HttpError(404, messages.notFound);
      const values = { matchFeeMinor: b.match_fee_minor, basis: b.basis, since: b.since, updatedAt: new Date() };
      await tx
        .insert(teamFees)
        .values({ teamId: id, ...values })
        .onConflictDoUpdate({ target: teamFees.teamId, set: values });
      const after = {
        team_id: id,
        team_name: team.teamName,
        match_fee_minor: b.match_fee_minor,
        basis: b.basis,
        since: b.since,
      };
      await audit(tx, request, { entityId: id, entity: 'team_fees', after, everyone: true });
      return after;
    });
  });

  route(app, contracts.money.requestPayment, async (request, reply) => {
    const asked = request.body.family_ids;
    const day = today();
    const owing = (await familyBalances(app.db, day)).filter(
      (f) => f.balance_minor > 0 && (asked === undefined || asked.includes(f.family_id)),
    );
    if (asked !== undefined) {
      const unknown = asked.find((id) => !owing.some((f) => f.family_id === id));
      if (
        unknown !== undefined &&
        (await app.db.select().from(families).where(eq(families.familyId, unknown))).length === 0
      )
        throw new HttpError(400, moneyMessages.unknownFamily);
    }
    await app.db.transaction(async (tx) => {
      for (const f of owing) {
        const payload: PaymentRequestJob = { family_id: f.family_id, currency, reminder: f.days_overdue > 0 };
        // Once a day a family at most, however often the button is pressed.
        await enqueueJob(tx, {
          kind: PAYMENT_REQUEST_JOB,
          key: `${PAYMENT_REQUEST_JOB}:${f.family_id}:${day}`,
          payload,
        });
      }
      await audit(tx, request, {
        entityId: null,
        entity: 'payment_requests',
        after: { families: owing.map((f) => f.family_id) },
        everyone: true,
      });
    });
    app.jobs.wake();
    return reply.code(202).send({ families: owing.length });
  });

  route(app, contracts.money.exportLedger, async (_request, reply) => {
    const rows = (await app.db.execute(sql`
      select e.entry_id, e.recorded_at, e.due_on::text as due_on, f.reference, e.kind, e.category, e.description,
        p.player_name, e.amount_minor, e.currency, e.method, e.external_id, e.recorded_by_name
      from ledger_entries e join families f on f.family_id = e.family_id
      left join players p on p.player_id = e.player_id order by e.entry_id`)) as unknown as {
      rows: {
        entry_id: number;
        recorded_at: string | Date;
        due_on: string;
        reference: string;
        kind: string;
        category: string;
        description: string;
        player_name: string | null;
        amount_minor: number;
        currency: string;
        method: string | null;
        external_id: string | null;
        recorded_by_name: string;
      }[];
    };
    const header =
      'Entry,Date,Family reference,Kind,Category,Description,Player,Amount,Currency,Method,External id,' +
      'Recorded by,Recorded at';
    const lines = rows.rows.map((r) =>
      [
        r.entry_id,
        r.due_on,
        r.reference,
        r.kind,
        r.category,
        r.description,
        r.player_name,
        minorToDecimal(r.amount_minor, currencyExponent(r.currency)),
        r.currency,
        r.method,
        r.external_id,
        r.recorded_by_name,
        new Date(r.recorded_at).toISOString(),
      ]
        .map(csvField)
        .join(','),
    );
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="ledger-${today()}.csv"`)
      .send(`${[header, ...lines].join('\r\n')}\r\n`);
  });

  route(app, contracts.money.mine, async (request) => {
    const auth = authOf(request);
    if (!auth.userTypes.some((t) => t.type === 'Parent')) throw new HttpError(403, moneyMessages.notParent);
    await syncFamilies(app.db);
    const settings = await readSettings();
    const mine = await familyBalances(
      app.db,
      today(),
      sql`f.family_id in (select p.family_id from players p join parent_player_associations a
        on a.player_id = p.player_id where a.parent_user_id = ${auth.userId})`,
    );
    const entries = await familyEntries(
      app.db,
      mine.map((f) => f.family_id),
    );
    return {
      currency,
      bank: settings,
      families: await Promise.all(
        mine.map(async (f) => ({
          family_id: f.family_id,
          reference: f.reference,
          players: f.players,
          balance_minor: f.balance_minor,
          days_overdue: f.days_overdue,
          entries: entries.filter((e) => e.family_id === f.family_id),
          epc_qr_svg: await epcQrSvg({
            currency,
            payee: settings.payee,
            iban: settings.iban,
            bic: settings.bic,
            amountMinor: f.balance_minor,
            reference: f.reference,
          }),
        })),
      ),
    };
  });

  route(app, contracts.money.overdue, async (request) => {
    const auth = authOf(request);
    const { team_id } = request.query;
    const settings = await readSettings();
    if (auth.role !== 'admin') {
      const coaches = await app.db.execute(
        sql`select 1 from team_coaches where team_id = ${team_id} and user_id = ${auth.userId}`,
      );
      if ((coaches as unknown as { rows: unknown[] }).rows.length === 0)
        throw new HttpError(403, messages.onlyTeamCoaches);
    }
    const days = settings.overdue_flag_days;
    if (days === null) return { enabled: false, days: null, player_ids: [] };
    const list = await familyBalances(
      app.db,
      today(),
      sql`f.family_id in (select family_id from players where team_id = ${team_id})`,
    );
    const overdue = list.filter((f) => f.days_overdue > days);
    const ids = overdue.flatMap((f) => f.players.map((p) => p.player_id));
    const inTeam = await app.db.select({ id: players.playerId }).from(players).where(eq(players.teamId, team_id));
    return {
      enabled: true,
      days,
      player_ids: ids.filter((id) => inTeam.some((p) => p.id === id)).sort((a, b) => a - b),
    };
  });
};

/** What a charge did: the entries written, the families they went to and their total; the children charged before. */
function chargeAnswerOf(alreadyCharged: number, written: readonly { familyId: number; amount: number }[]) {
  return {
    families: new Set(written.map((e) => e.familyId)).size,
    entries: written.length,
    total_minor: written.reduce((s, e) => s + e.amount, 0),
    already_charged: alreadyCharged,
  };
}

async function assertFamily(tx: Db, familyId: number): Promise<void> {
  const [family] = await tx.select().from(families).where(eq(families.familyId, familyId));
  if (!family) throw new HttpError(400, moneyMessages.unknownFamily);
}

/** An entry just written, with the family's balance after it. */
async function entryAnswer(tx: Db, familyId: number, entryId: number) {
  const entry = (await familyEntries(tx, [familyId])).find((e) => e.entry_id === entryId);
  if (!entry) throw new HttpError(404, messages.notFound);
  const { family_id: _family, ...rest } = entry;
  return { entry: rest, balance_minor: await balanceNow(tx, familyId) };
}

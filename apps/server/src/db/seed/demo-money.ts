import { sql } from 'drizzle-orm';
import { addDaysToDate } from '@touchline/domain';
import { chargeEntries } from '../../money/charges';
import { syncFamilies } from '../../money/families';
import type { Db } from '../open';
import { financeSettings, kitItems, kitWindows, ledgerEntries } from '../schema';

/**
 * The demo club's money (#33): the bank details families pay to, the season's subs in three instalments with a 25 %
 * sibling discount, payments from most families (some in full, some the first instalment, a few nothing yet), and an
 * open kit order for the Lions. Recorded as the treasurer, so the Money screens and a parent's Payments page show a
 * club in mid-season.
 */
export async function seedDemoMoney(
  db: Db,
  p: {
    seasonStart: string;
    today: string;
    currency: string;
    treasurer: { userId: number; username: string };
    lionsTeamId: number;
  },
): Promise<void> {
  await syncFamilies(db);
  await db
    .update(financeSettings)
    .set({ payee: 'Riverside FC', sortCode: '12-34-56', accountNumber: '12345678' })
    .where(sql`${financeSettings.id} = 1`);
  const { entries } = await chargeEntries(
    db,
    {
      scope: 'club',
      category: 'subs',
      description: 'Season subs',
      amount_minor: 12_000,
      first_due_on: addDaysToDate(p.seasonStart, 14),
      instalments: 3,
      sibling_discount_percent: 25,
    },
    sql`true`,
  );
  const by = { recordedBy: p.treasurer.userId, recordedByName: p.treasurer.username, currency: p.currency };
  const charges = entries;
  const owed = new Map<number, number>();
  for (const e of charges) if (e.dueOn <= p.today) owed.set(e.familyId, (owed.get(e.familyId) ?? 0) + e.amountMinor);
  // Families pay in turn: two in three have paid what has fallen due, one in six half of it, the rest nothing yet.
  const payments = [...owed.entries()].flatMap(([familyId, amount], i) => {
    const share = i % 6 === 5 ? 0 : i % 6 === 4 ? Math.floor(amount / 2) : i % 3 === 2 ? 0 : amount;
    return share > 0
      ? [
          {
            familyId,
            kind: 'payment' as const,
            category: 'payment' as const,
            amountMinor: -share,
            description: 'Bank transfer',
            dueOn: [addDaysToDate(p.seasonStart, 16 + (i % 10)), p.today].sort()[0] ?? p.today,
            method: 'bank_transfer' as const,
          },
        ]
      : [];
  });
  await db.insert(ledgerEntries).values([...charges, ...payments].map((e) => ({ ...e, ...by })));
  const [window] = await db
    .insert(kitWindows)
    .values({ teamId: p.lionsTeamId, title: 'New home kit', closesOn: addDaysToDate(p.today, 14) })
    .returning({ id: kitWindows.windowId });
  await db.insert(kitItems).values([
    {
      windowId: window?.id ?? 0,
      name: 'Home shirt',
      sizes: ['YXS', 'YS', 'YM', 'YL'],
      priceMinor: 2200,
      numbered: true,
    },
    { windowId: window?.id ?? 0, name: 'Shorts', sizes: ['YXS', 'YS', 'YM', 'YL'], priceMinor: 1200 },
    { windowId: window?.id ?? 0, name: 'Socks', sizes: ['S', 'M'], priceMinor: 500 },
  ]);
}

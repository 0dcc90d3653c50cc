import { afterAll, beforeAll, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitInstalments } from '@touchline/domain';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The ledger stays balanced (#33): any sequence of charges (in instalments, raised again), payments, credits and
 * adjustments, made through the API, leaves each family's balance equal to the sum of what was done to the minor
 * unit, its ageing adding up to what it owes, and the club's totals equal to the families' balances.
 */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;
let team: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  team = (await make.team({ team_name: 'Owls' })).team_id;
});
afterAll(() => t.close());

const ops = fc.array(
  fc.oneof(
    fc.record({
      op: fc.constant<'charge'>('charge'),
      amount: fc.integer({ min: 1, max: 99_999 }),
      instalments: fc.integer({ min: 1, max: 4 }),
      // A name seen before is the same charge raised again: nothing more is owed.
      name: fc.integer({ min: 1, max: 3 }),
    }),
    fc.record({
      op: fc.constantFrom<'payment' | 'credit'>('payment', 'credit'),
      amount: fc.integer({ min: 1, max: 99_999 }),
    }),
    fc.record({
      op: fc.constant<'adjustment'>('adjustment'),
      amount: fc.integer({ min: -99_999, max: 99_999 }).filter((n) => n !== 0),
    }),
  ),
  { minLength: 1, maxLength: 8 },
);

it('keeps every family’s ledger and the club’s totals balanced to the minor unit', async () => {
  const post = async (url: string, payload: object) => {
    const res = await t.request({ method: 'POST', url, token: admin, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  await fc.assert(
    fc.asyncProperty(ops, async (list) => {
      const player = await make.player(team);
      const families = await t.request({ method: 'GET', url: '/api/money/families', token: admin });
      const family = families
        .json<{ families: { family_id: number; players: { player_id: number }[] }[] }>()
        .families.find((f) => f.players.some((p) => p.player_id === player.player_id));
      if (!family) throw new Error('no family');
      let expected = 0;
      const charged = new Set<number>();
      for (const o of list) {
        if (o.op === 'charge') {
          const answer = await post('/api/money/charges', {
            scope: 'family',
            family_id: family.family_id,
            category: 'one_off',
            description: `Charge ${o.name}`,
            amount_minor: o.amount,
            first_due_on: '2026-06-01',
            instalments: o.instalments,
          });
          if (!charged.has(o.name)) {
            charged.add(o.name);
            expected += o.amount;
            expect(answer.total_minor).toBe(splitInstalments(o.amount, o.instalments).reduce((a, b) => a + b, 0));
          } else expect(answer.entries).toBe(0);
        } else if (o.op === 'payment') {
          await post('/api/money/payments', {
            family_id: family.family_id,
            amount_minor: o.amount,
            paid_on: '2026-07-01',
            method: 'bank_transfer',
          });
          expected -= o.amount;
        } else {
          await post('/api/money/adjustments', {
            family_id: family.family_id,
            kind: o.op,
            amount_minor: o.amount,
            description: o.op,
            on: '2026-07-02',
          });
          expected += o.op === 'credit' ? -o.amount : o.amount;
        }
      }
      const ledger = (
        await t.request({ method: 'GET', url: `/api/money/families/${family.family_id}`, token: admin })
      ).json<{
        family: { balance_minor: number; ageing: Record<string, number> };
        entries: { amount_minor: number }[];
      }>();
      expect(ledger.family.balance_minor).toBe(expected);
      expect(ledger.entries.reduce((s, e) => s + e.amount_minor, 0)).toBe(expected);
      expect(Object.values(ledger.family.ageing).reduce((a, b) => a + b, 0)).toBe(Math.max(0, expected));
      const all = (await t.request({ method: 'GET', url: '/api/money/families', token: admin })).json<{
        totals: { owed_minor: number; credit_minor: number };
        families: { balance_minor: number }[];
      }>();
      const sum = all.families.reduce((s, f) => s + f.balance_minor, 0);
      expect(all.totals.owed_minor - all.totals.credit_minor).toBe(sum);
    }),
    { numRuns: 12 },
  );
});

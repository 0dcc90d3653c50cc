import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { sampleCsvStatement } from '../src/bank';
import { bankLines, users } from '../src/db/schema';
import { factories } from './support/factories';
import { personWithEmail } from './support/people';
import { createTestApp, type TestApp } from './support/test-app';

/** Bank statements (#33): previewed, imported once, each credit matched by reference (or amount) and confirmed. */
let t: TestApp;
let treasurer: string;
let admin: string;
const family: Record<string, { id: number; ref: string }> = {};

const fixture = (name: string) => readFileSync(new URL(`./fixtures/bank/${name}`, import.meta.url), 'utf8');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  const team = (await make.team({ team_name: 'Foxes' })).team_id;
  for (const name of ['ava', 'ben', 'cai']) {
    const player = await make.player(team, { player_name: `${name} Kid` });
    await personWithEmail(t, `${name}-parent`, ['Parent'], [player.player_id]);
  }
  const id = await t.createUser({ username: 'tess', types: [] });
  await t.db.update(users).set({ treasurer: true }).where(eq(users.userId, id));
  treasurer = await t.signIn('tess');
  const balances = await t.request({ method: 'GET', url: '/api/money/families', token: treasurer });
  for (const f of balances.json<{
    families: { family_id: number; reference: string; players: { player_name: string }[] }[];
  }>().families)
    family[(f.players[0]?.player_name ?? '').split(' ')[0] ?? ''] = { id: f.family_id, ref: f.reference };
  // Ava's family owes 50.00, Ben's 75.00, Cai's 75.00.
  for (const [name, amount] of [
    ['ava', 5000],
    ['ben', 7500],
    ['cai', 7500],
  ] as const) {
    const res = await t.request({
      method: 'POST',
      url: '/api/money/charges',
      token: treasurer,
      payload: {
        scope: 'family',
        family_id: family[name]?.id,
        category: 'subs',
        description: 'Subs',
        amount_minor: amount,
        first_due_on: '2026-09-01',
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const post = (url: string, payload: object, token = treasurer) => t.request({ method: 'POST', url, token, payload });
const stored = async () => (await t.db.select({ n: count() }).from(bankLines))[0]?.n ?? 0;
const balanceOf = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/money/families/${id}`, token: treasurer })).json<{
    family: { balance_minor: number };
  }>().family.balance_minor;

describe('a UK bank CSV', () => {
  const csv = () =>
    sampleCsvStatement([
      { booked_on: '2026-09-03', amount_minor: 5000, description: `SUBS ${family.ava?.ref}`, counterparty: 'A PARENT' },
      // A mistyped reference is not read as anyone's; the amount is Ben's and Cai's both: no match.
      { booked_on: '2026-09-03', amount_minor: 7500, description: 'TL0000199 subs', counterparty: 'B PARENT' },
      { booked_on: '2026-09-04', amount_minor: -1200, description: 'PITCH HIRE', counterparty: 'COUNCIL' },
      {
        booked_on: '2026-09-05',
        amount_minor: 1000,
        description: `${family.cai?.ref.toLowerCase()}`,
        counterparty: 'C',
      },
      {
        booked_on: '2026-09-05',
        amount_minor: 1000,
        description: `${family.cai?.ref.toLowerCase()}`,
        counterparty: 'C',
      },
    ]);

  it('previews each credit with its match and stores nothing', async () => {
    const res = await post('/api/money/statements/preview', { file_name: 'september.csv', content: csv() });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json();
    expect(preview.format).toBe('csv');
    expect(preview.problems).toEqual([]);
    expect(preview.debits).toBe(1);
    expect(
      preview.lines.map((l: { matched_by: string; family_id: number | null }) => [l.matched_by, l.family_id]),
    ).toEqual([
      ['reference', family.ava?.id],
      ['none', null],
      ['reference', family.cai?.id],
      ['reference', family.cai?.id],
    ]);
    expect(await stored()).toBe(0);
  });

  it('imports the credits once: the same statement again changes nothing', async () => {
    const first = await post('/api/money/statements', { file_name: 'september.csv', content: csv(), bank: 'Lloyds' });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      imported: 4,
      already_imported: 0,
      matched_by_reference: 3,
      matched_by_amount: 0,
      unmatched: 1,
    });
    const again = await post('/api/money/statements', { file_name: 'september-again.csv', content: csv() });
    expect(again.json()).toMatchObject({ imported: 0, already_imported: 4 });
    expect(await stored()).toBe(4);
    // Nothing is paid until the treasurer confirms.
    expect(await balanceOf(family.ava?.id ?? 0)).toBe(5000);
  });

  it('confirms a credit as the family’s payment once, and confirms every reference match at once', async () => {
    const waiting = (await t.request({ method: 'GET', url: '/api/money/bank-lines', token: treasurer })).json<
      { line_id: number; matched_by: string; family_id: number | null; amount_minor: number }[]
    >();
    expect(waiting).toHaveLength(4);
    const unmatched = waiting.find((l) => l.matched_by === 'none');
    if (!unmatched) throw new Error('no unmatched line');
    const confirm = await post(`/api/money/bank-lines/${unmatched.line_id}/confirm`, { family_id: family.ben?.id });
    expect(confirm.statusCode, confirm.body).toBe(200);
    expect(confirm.json().balance_minor).toBe(0);
    expect(
      (await post(`/api/money/bank-lines/${unmatched.line_id}/confirm`, { family_id: family.ben?.id })).statusCode,
    ).toBe(409);
    const all = await post('/api/money/bank-lines/confirm-matched', {});
    expect(all.json()).toEqual({ confirmed: 3 });
    expect(await balanceOf(family.ava?.id ?? 0)).toBe(0);
    expect(await balanceOf(family.cai?.id ?? 0)).toBe(7500 - 2000);
    expect((await t.request({ method: 'GET', url: '/api/money/bank-lines', token: treasurer })).json()).toEqual([]);
  });

  it('keeps the bank’s layout: its next statement needs no mapping', async () => {
    const odd = ['Posted;Details;Money in;Money out;Who', `07/09/2026;SUBS ${family.ben?.ref};12,00;;B PARENT`].join(
      '\n',
    );
    const unknown = await post('/api/money/statements/preview', { file_name: 'coop.csv', content: odd, bank: 'Co-op' });
    expect(unknown.json().problems[0].problem).toMatch(/Choose which columns/);
    const mapping = {
      delimiter: ';',
      header_row: 1,
      date: 'Posted',
      date_format: 'DD/MM/YYYY',
      amount: null,
      credit: 'Money in',
      debit: 'Money out',
      description: ['Details'],
      counterparty: 'Who',
      decimal: ',',
    };
    const mapped = await post('/api/money/statements', { file_name: 'coop.csv', content: odd, bank: 'Co-op', mapping });
    expect(mapped.json()).toMatchObject({ imported: 1, matched_by_reference: 1 });
    const next = odd.replace('07/09/2026', '08/09/2026');
    const kept = await post('/api/money/statements/preview', { file_name: 'coop2.csv', content: next, bank: 'co-op' });
    expect(kept.json().problems).toEqual([]);
    expect(kept.json().lines[0]).toMatchObject({
      amount_minor: 1200,
      matched_by: 'reference',
      family_id: family.ben?.id,
    });
  });
});

describe('OFX, MT940 and CAMT.053', () => {
  it.each([
    ['uk-statement-sgml.ofx', 'ofx'],
    ['uk-statement-xml.ofx', 'ofx'],
    ['de-statement.sta', 'mt940'],
    ['camt053.xml', 'camt053'],
  ])('imports %s once, matching the family named by its reference', async (name, format) => {
    // The German fixtures are in euros; this club's currency is pounds.
    const content = fixture(name)
      .replaceAll('EUR', 'GBP')
      .replaceAll('TL0004366', family.cai?.ref ?? '')
      .replaceAll('TL0004269', family.ava?.ref ?? '');
    const preview = (await post('/api/money/statements/preview', { file_name: name, content })).json();
    expect(preview.format).toBe(format);
    expect(preview.problems).toEqual([]);
    expect(preview.lines.some((l: { matched_by: string }) => l.matched_by === 'reference')).toBe(true);
    const before = await stored();
    const first = await post('/api/money/statements', { file_name: name, content });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().imported).toBe(preview.new_credits);
    expect(await stored()).toBe(before + preview.new_credits);
    const again = await post('/api/money/statements', { file_name: name, content });
    expect(again.json().imported).toBe(0);
    expect(await stored()).toBe(before + preview.new_credits);
  });
});

describe('bad statements', () => {
  it('refuses a statement that is not what it says, and one with a bad row, importing nothing', async () => {
    const before = await stored();
    const liar = await post('/api/money/statements', {
      file_name: 'x.ofx',
      content: 'Date,Amount\n01/01/2026,1.00\n',
      format: 'ofx',
    });
    expect(liar.statusCode).toBe(400);
    expect(liar.json()).toMatchObject({
      error: 'The statement has problems: nothing was imported',
      problems: [{ row: 0, problem: 'This is not an OFX file' }],
    });
    const bad = sampleCsvStatement([
      { booked_on: '2026-09-10', amount_minor: 500, description: `${family.ava?.ref}`, counterparty: 'A' },
    ]).replace('5.00', '5.001');
    const refused = await post('/api/money/statements', { file_name: 'bad.csv', content: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().problems[0].problem).toMatch(/^Row 2: .*5\.001/);
    expect(await stored()).toBe(before);
  });

  it('is the treasurer’s: a parent gets 403 before any problem with the body', async () => {
    const parent = await t.signIn('ava-parent');
    expect((await post('/api/money/statements', { nonsense: true }, parent)).statusCode).toBe(403);
    expect((await post('/api/money/bank-lines/1/ignore', {}, parent)).statusCode).toBe(403);
  });
});

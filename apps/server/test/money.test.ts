import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { paymentReference } from '@touchline/domain';
import { auditLog, parentPlayerAssociations, users } from '../src/db/schema';
import { factories } from './support/factories';
import { personWithEmail, type Person } from './support/people';
import { createTestApp, type TestApp } from './support/test-app';

/** Money (#33, decision 133): families, charges with instalments and sibling discounts, payments, balances. */
let t: TestApp;
let admin: string;
let treasurer: string;
let make: ReturnType<typeof factories>;
let lions: number;
let tigers: number;
const kids: Record<string, number> = {};
let pat: Person;
let sam: Person;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  lions = (await make.team({ team_name: 'Lions' })).team_id;
  tigers = (await make.team({ team_name: 'Tigers', age_group: 'U9' })).team_id;
  kids.ava = (await make.player(lions, { player_name: 'Ava Smith', date_of_birth: '2014-01-01' })).player_id;
  kids.leo = (await make.player(tigers, { player_name: 'Leo Smith', date_of_birth: '2017-01-01' })).player_id;
  kids.mia = (await make.player(lions, { player_name: 'Mia Jones', date_of_birth: '2014-03-01' })).player_id;
  pat = await personWithEmail(t, 'pat', ['Parent'], [kids.ava as number, kids.leo as number]);
  sam = await personWithEmail(t, 'sam', ['Parent'], [kids.mia as number]);
  const id = await t.createUser({ username: 'tess', types: ['Parent'] });
  await t.db.update(users).set({ treasurer: true }).where(eq(users.userId, id));
  treasurer = await t.signIn('tess');
});
afterAll(() => t.close());

const get = (url: string, token = treasurer) => t.request({ method: 'GET', url, token });
const post = (url: string, payload: object, token = treasurer) => t.request({ method: 'POST', url, token, payload });

async function familyOf(playerId: number) {
  const res = await get('/api/money/families');
  expect(res.statusCode).toBe(200);
  const family = res
    .json<{ families: { family_id: number; reference: string; players: { player_id: number }[] }[] }>()
    .families.find((f) => f.players.some((p) => p.player_id === playerId));
  if (!family) throw new Error(`no family for ${playerId}`);
  return family;
}

describe('families and references', () => {
  it('puts siblings with a shared parent in one family with a reference whose check digits hold', async () => {
    const smiths = await familyOf(kids.ava as number);
    expect(smiths.players.map((p) => p.player_id).sort()).toEqual([kids.ava, kids.leo].sort());
    expect(smiths.reference).toBe(paymentReference(smiths.family_id));
    const jones = await familyOf(kids.mia as number);
    expect(jones.family_id).not.toBe(smiths.family_id);
  });
});

describe('charges', () => {
  it('raises subs in instalments that add up to the fee, with the sibling discount for a second child', async () => {
    const body = {
      scope: 'club',
      category: 'subs',
      description: 'Season subs 2026/27',
      amount_minor: 10000,
      first_due_on: '2026-09-01',
      instalments: 3,
      sibling_discount_percent: 25,
    };
    const res = await post('/api/money/charges', body);
    expect(res.statusCode, res.body).toBe(201);
    // Ava full (100.00), Leo 25 % off (75.00), Mia full: 3 children × 3 instalments.
    expect(res.json()).toEqual({ families: 2, entries: 9, total_minor: 27500, already_charged: 0 });
    const smiths = await familyOf(kids.ava as number);
    const ledger = (await get(`/api/money/families/${smiths.family_id}`)).json<{
      entries: { amount_minor: number; due_on: string; player_name: string }[];
      family: { balance_minor: number };
    }>();
    expect(ledger.family.balance_minor).toBe(17500);
    expect(ledger.entries.filter((e) => e.player_name === 'Ava Smith').map((e) => e.amount_minor)).toEqual([
      3334, 3333, 3333,
    ]);
    expect(ledger.entries.filter((e) => e.player_name === 'Leo Smith').map((e) => e.amount_minor)).toEqual([
      2500, 2500, 2500,
    ]);
    expect([...new Set(ledger.entries.map((e) => e.due_on))]).toEqual(['2026-09-01', '2026-10-01', '2026-11-01']);
    // Raised again: nothing more.
    const again = await post('/api/money/charges', body);
    expect(again.json()).toEqual({ families: 0, entries: 0, total_minor: 0, already_charged: 3 });
  });

  it('refuses a fractional, negative or missing amount, and changes nothing', async () => {
    const base = {
      scope: 'team',
      team_id: lions,
      category: 'one_off',
      description: 'Tournament',
      first_due_on: '2026-12-01',
    };
    for (const amount_minor of [12.5, -100, 0]) {
      const res = await post('/api/money/charges', { ...base, amount_minor });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(/Amount must/);
    }
    const none = await post('/api/money/charges', { ...base, scope: 'team', team_id: undefined, amount_minor: 500 });
    expect(none.statusCode).toBe(400);
    expect(none.json().error).toBe('Choose a team');
  });
});

describe('payments and balances', () => {
  it('records a payment, a credit and an adjustment, each lowering or raising the balance to the penny', async () => {
    const jones = await familyOf(kids.mia as number);
    const paid = await post('/api/money/payments', {
      family_id: jones.family_id,
      amount_minor: 3334,
      paid_on: '2026-09-02',
      method: 'cash',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().balance_minor).toBe(10000 - 3334);
    const credit = await post('/api/money/adjustments', {
      family_id: jones.family_id,
      kind: 'credit',
      amount_minor: 1000,
      description: 'Helped at the tournament',
      on: '2026-09-03',
    });
    expect(credit.json().balance_minor).toBe(10000 - 3334 - 1000);
    const adjustment = await post('/api/money/adjustments', {
      family_id: jones.family_id,
      kind: 'adjustment',
      amount_minor: -1,
      description: 'Rounding',
      on: '2026-09-03',
    });
    expect(adjustment.json().balance_minor).toBe(10000 - 3334 - 1000 - 1);
    const entries = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'ledger_entries'));
    expect(entries.length).toBeGreaterThanOrEqual(12);
  });

  it('refuses a payment to an unknown family with a 400 and a zero adjustment', async () => {
    const res = await post('/api/money/payments', {
      family_id: 99999,
      amount_minor: 100,
      paid_on: '2026-09-02',
      method: 'cash',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('No such family');
    const zero = await post('/api/money/adjustments', {
      family_id: 1,
      kind: 'adjustment',
      amount_minor: 0,
      description: 'x',
      on: '2026-09-02',
    });
    expect(zero.statusCode).toBe(400);
  });
});

describe('the overdue flag at squad selection (off by default)', () => {
  it('tells a team’s coaches nothing until the club turns it on, then only their own players overdue', async () => {
    const coachId = await t.createUser({ username: 'coach.lee', types: ['Coach'] });
    await make.coaches(lions, [coachId]);
    const coach = await t.signIn('coach.lee');
    const off = await get(`/api/money/overdue-players?team_id=${lions}`, coach);
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ enabled: false, days: null, player_ids: [] });
    const settings = { payee: 'Riverside FC', sort_code: '12-34-56', account_number: '12345678', iban: '', bic: '' };
    const on = await t.request({
      method: 'PUT',
      url: '/api/money/settings',
      token: treasurer,
      payload: { ...settings, overdue_flag_days: 30 },
    });
    expect(on.statusCode, on.body).toBe(200);
    // The Smiths owe since 1 September; the Joneses paid the first instalment and the rest fell due on 1 October.
    const flagged = (await get(`/api/money/overdue-players?team_id=${lions}`, coach)).json();
    expect(flagged.enabled).toBe(true);
    expect(flagged.player_ids).toContain(kids.ava);
    expect(flagged.player_ids).not.toContain(kids.leo);
    expect((await get(`/api/money/overdue-players?team_id=${tigers}`, coach)).statusCode).toBe(403);
    expect((await get(`/api/money/overdue-players?team_id=${lions}`, pat.token)).statusCode).toBe(403);
    // A coach sees no balance, no ledger.
    expect((await get('/api/money/families', coach)).statusCode).toBe(403);
    await t.request({
      method: 'PUT',
      url: '/api/money/settings',
      token: treasurer,
      payload: { ...settings, overdue_flag_days: null },
    });
  });

  it('refuses bank details that are not what they say', async () => {
    const res = await t.request({
      method: 'PUT',
      url: '/api/money/settings',
      token: treasurer,
      payload: { payee: 'X', sort_code: '12-34', account_number: '1', iban: '', bic: '', overdue_flag_days: null },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Sort code must be six digits/);
  });
});

describe('who sees what', () => {
  it('lets a parent see only their own family, and no one but the treasurer and admins the ledger', async () => {
    const mine = await get('/api/money/mine', pat.token);
    expect(mine.statusCode, mine.body).toBe(200);
    const families = mine.json<{ families: { players: { player_name: string }[]; reference: string }[] }>().families;
    expect(families).toHaveLength(1);
    expect(families[0]?.players.map((p) => p.player_name)).toEqual(['Ava Smith', 'Leo Smith']);
    expect((await get('/api/money/families', pat.token)).statusCode).toBe(403);
    expect((await get('/api/money/families', sam.token)).json().error).toBe('Treasurer or admin access required');
    expect((await get('/api/money/families', admin)).statusCode).toBe(200);
    // 403 before the body's 400.
    expect((await post('/api/money/payments', { family_id: 'x' }, pat.token)).statusCode).toBe(403);
  });

  it('puts money in a parent’s and a child’s export, and erases a child’s name from the books', async () => {
    const smiths = await familyOf(kids.leo as number);
    await post('/api/money/payments', {
      family_id: smiths.family_id,
      amount_minor: 500,
      paid_on: '2026-09-04',
      method: 'card',
      external_id: 'ch_123',
      description: 'Leo Smith boots',
    });
    const parent = (await get(`/api/admin/users/${pat.userId}/export`, admin)).json();
    expect(parent.family_money.some((e: { description: string }) => e.description === 'Leo Smith boots')).toBe(true);
    const child = (await get(`/api/admin/players/${kids.leo}/export`, admin)).json();
    expect(child.charges.map((c: { amount_minor: number }) => c.amount_minor)).toEqual([2500, 2500, 2500]);
    const erased = await t.request({ method: 'POST', url: `/api/admin/players/${kids.leo}/erase`, token: admin });
    expect(erased.statusCode, erased.body).toBe(200);
    const ledger = (await get(`/api/money/families/${smiths.family_id}`)).json<{
      entries: { description: string; amount_minor: number }[];
      family: { balance_minor: number };
    }>();
    expect(ledger.entries.map((e) => e.description)).toContain(`Erased player ${kids.leo} boots`);
    expect(JSON.stringify(ledger)).not.toContain('Leo Smith');
    // The books are kept: the balance is what it was.
    expect(ledger.family.balance_minor).toBe(17500 - 500);
  });

  it('exports every entry as CSV', async () => {
    const res = await get('/api/money/export.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^Entry,Date,Family reference/);
    expect(lines.some((l) => l.includes('-33.34') && l.includes('cash'))).toBe(true);
  });
});

describe('families that come to share a parent', () => {
  it('become one: the children, the ledger and the old reference go with the lower family', async () => {
    const kit = (await make.player(tigers, { player_name: 'Kit Moss' })).player_id;
    const rue = (await make.player(lions, { player_name: 'Rue Moss' })).player_id;
    const [first, second] = [await familyOf(kit), await familyOf(rue)];
    expect(first.family_id).not.toBe(second.family_id);
    await post('/api/money/payments', {
      family_id: second.family_id,
      amount_minor: 700,
      paid_on: '2026-09-01',
      method: 'cash',
    });
    const mossId = await t.createUser({ username: 'moss', types: ['Parent'] });
    await t.db.insert(parentPlayerAssociations).values([
      { parentUserId: mossId, playerId: kit },
      { parentUserId: mossId, playerId: rue },
    ]);
    const merged = await familyOf(rue);
    expect(merged.family_id).toBe(Math.min(first.family_id, second.family_id));
    expect(merged.players.map((p) => p.player_id).sort()).toEqual([kit, rue].sort());
    const ledger = (await get(`/api/money/families/${merged.family_id}`)).json();
    expect(ledger.family.balance_minor).toBe(-700);
    // A transfer with the reference the second family was given still finds them.
    const gone = Math.max(first.family_id, second.family_id);
    const preview = await post('/api/money/statements/preview', {
      file_name: 'moss.csv',
      content: `Date,Description,Name,Paid in,Paid out\r\n02/10/2026,${paymentReference(gone)},MOSS,5.00,\r\n`,
    });
    expect(preview.json().lines[0]).toMatchObject({ matched_by: 'reference', family_id: merged.family_id });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'families merged'));
    expect(entry?.after).toMatchObject({ family_id: gone, merged_into: merged.family_id });
  });

  it('leave a child the treasurer placed by hand where they were put', async () => {
    const own = (await make.player(tigers, { player_name: 'Ola Reed' })).player_id;
    const other = (await make.player(tigers, { player_name: 'Ivo Reed' })).player_id;
    const [a, b] = [await familyOf(own), await familyOf(other)];
    const move = await t.request({
      method: 'PUT',
      url: `/api/money/players/${other}/family`,
      token: treasurer,
      payload: { family_id: b.family_id },
    });
    expect(move.statusCode, move.body).toBe(204);
    const reedId = await t.createUser({ username: 'reed', types: ['Parent'] });
    await t.db.insert(parentPlayerAssociations).values([
      { parentUserId: reedId, playerId: own },
      { parentUserId: reedId, playerId: other },
    ]);
    expect((await familyOf(own)).family_id).toBe(a.family_id);
    expect((await familyOf(other)).family_id).toBe(b.family_id);
  });
});

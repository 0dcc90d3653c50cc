import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysToDate } from '@touchline/domain';
import { players, users } from '../src/db/schema';
import { today } from '../src/today';
import { clubWithPush, type ClubWithPush } from './support/club-with-push';
import { personWithEmail, type Person } from './support/people';

/**
 * Payment requests (#33): a job per family that owes, reaching each parent by the channel they chose for payments
 * (a real SMTP conversation, a real encrypted push), never the child, nothing for a family that owes nothing.
 */
let c: ClubWithPush;
let treasurer: string;
let mum: Person;
let dad: Person;
let quiet: Person;
let child: Person;
let paidUp: Person;

beforeAll(async () => {
  c = await clubWithPush();
  const team = (await c.f.team({ team_name: 'Robins' })).team_id;
  const ava = (await c.f.player(team, { player_name: 'Ava Robin' })).player_id;
  const zoe = (await c.f.player(team, { player_name: 'Zoe Wren' })).player_id;
  mum = await personWithEmail(c.t, 'mum', ['Parent'], [ava]);
  dad = await personWithEmail(c.t, 'dad', ['Parent'], [ava]);
  quiet = await personWithEmail(c.t, 'quiet', ['Parent'], [ava]);
  // Ava's own account, with an email: a child, never asked to pay.
  child = await personWithEmail(c.t, 'ava.robin', ['Player']);
  await c.t.db.update(players).set({ userId: child.userId }).where(eq(players.playerId, ava));
  paidUp = await personWithEmail(c.t, 'wren', ['Parent'], [zoe]);
  await c.choose(dad, { payments: 'push' });
  await c.turnOn(dad, 'dads-phone');
  await c.choose(quiet, { payments: 'none' });
  const id = await c.t.createUser({ username: 'tess' });
  await c.t.db.update(users).set({ treasurer: true }).where(eq(users.userId, id));
  treasurer = await c.t.signIn('tess');
  const charge = await c.t.request({
    method: 'POST',
    url: '/api/money/charges',
    token: treasurer,
    payload: {
      scope: 'team',
      team_id: team,
      category: 'subs',
      description: 'Autumn subs',
      amount_minor: 4500,
      first_due_on: '2026-09-01',
    },
  });
  expect(charge.statusCode, charge.body).toBe(201);
  const balances = await c.t.request({ method: 'GET', url: '/api/money/families', token: treasurer });
  const wren = balances
    .json<{ families: { family_id: number; players: { player_name: string }[] }[] }>()
    .families.find((f) => f.players.some((p) => p.player_name === 'Zoe Wren'));
  await c.t.request({
    method: 'POST',
    url: '/api/money/payments',
    token: treasurer,
    payload: { family_id: wren?.family_id, amount_minor: 4500, paid_on: '2026-09-02', method: 'cash' },
  });
});
afterAll(() => c.close());

describe('payment requests', () => {
  it('asks each parent of a family that owes, by the channel each chose, and never the child', async () => {
    const res = await c.t.request({ method: 'POST', url: '/api/money/requests', token: treasurer, payload: {} });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({ families: 1 });
    await c.t.app.jobs.drain();
    const [email] = await c.mail.waitFor(1);
    expect(email?.to).toBe(mum.email);
    expect(email?.subject).toBe('Reminder: £45.00 to pay for Ava Robin');
    expect(email?.text).toMatch(/Your family owes the club £45\.00\./);
    expect(email?.text).toMatch(/reference TL\d{7}/);
    expect(email?.text).toContain('https://club.example.org/payments');
    const [push] = await c.push.waitFor(1);
    expect(push?.payload).toMatchObject({
      title: 'Reminder: £45.00 to pay for Ava Robin',
      url: '/payments',
      kind: 'payments',
    });
    // A moment for anything else that might be sent: nothing to the child, the quiet parent or the paid-up family.
    await new Promise((r) => setTimeout(r, 500));
    const to = c.mail.received.map((m) => m.to);
    expect(to).not.toContain(child.email);
    expect(to).not.toContain(quiet.email);
    expect(to).not.toContain(paidUp.email);
    expect(to).not.toContain(dad.email);
    expect(c.push.received).toHaveLength(1);
  });

  it('asks a family once a day however often the button is pressed', async () => {
    const again = await c.t.request({ method: 'POST', url: '/api/money/requests', token: treasurer, payload: {} });
    expect(again.json()).toEqual({ families: 1 });
    await c.t.app.jobs.drain();
    await new Promise((r) => setTimeout(r, 500));
    expect(c.mail.received).toHaveLength(1);
  });

  it('reminds a family who owes a week after the charge fell due, once, when reminders are on', async () => {
    const team = (await c.f.team({ team_name: 'Larks' })).team_id;
    const kit = (await c.f.player(team, { player_name: 'Kit Lark' })).player_id;
    const lark = await personWithEmail(c.t, 'lark', ['Parent'], [kit]);
    const charge = await c.t.request({
      method: 'POST',
      url: '/api/money/charges',
      token: treasurer,
      payload: {
        scope: 'team',
        team_id: team,
        category: 'one_off',
        description: 'Tournament',
        amount_minor: 1500,
        first_due_on: addDaysToDate(today(), -10),
      },
    });
    expect(charge.statusCode).toBe(201);
    // Off by default: nothing planned.
    await c.t.app.planNotices();
    await c.t.app.jobs.drain();
    await new Promise((r) => setTimeout(r, 300));
    expect(c.mail.received.filter((m) => m.to === lark.email)).toEqual([]);
    const settings = {
      payee: 'Oakfield',
      sort_code: '',
      account_number: '',
      iban: '',
      bic: '',
      overdue_flag_days: null,
    };
    await c.t.request({
      method: 'PUT',
      url: '/api/money/settings',
      token: treasurer,
      payload: { ...settings, reminders: true },
    });
    expect(await c.t.app.planNotices()).toBeGreaterThanOrEqual(1);
    await c.t.app.jobs.drain();
    const [reminder] = await c.mail.waitFor(1, (m) => m.to === lark.email);
    expect(reminder?.subject).toBe('Reminder: £15.00 to pay for Kit Lark');
    // Mum's family was asked by the treasurer today: not reminded again today.
    expect(c.mail.received.filter((m) => m.to === mum.email)).toHaveLength(1);
    expect(await c.t.app.planNotices()).toBe(0);
  });

  it('refuses an unknown family', async () => {
    const res = await c.t.request({
      method: 'POST',
      url: '/api/money/requests',
      token: treasurer,
      payload: { family_ids: [99999] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('No such family');
  });
});

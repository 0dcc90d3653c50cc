import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDaysToDate } from '@touchline/domain';
import { kitWindows, users } from '../src/db/schema';
import { today } from '../src/today';
import { factories } from './support/factories';
import { personWithEmail, type Person } from './support/people';
import { createTestApp, type TestApp } from './support/test-app';

/** Kit orders (#33): a team's window, families choose for their own children, charges raised once, one CSV. */
let t: TestApp;
let treasurer: string;
let pat: Person;
let other: Person;
let ava: number;
let mia: number;
let window: { window_id: number; items: { item_id: number; name: string }[] };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  const team = (await make.team({ team_name: 'Hawks' })).team_id;
  ava = (await make.player(team, { player_name: 'Ava Hawk', shirt_number: 7 })).player_id;
  mia = (await make.player(team, { player_name: 'Mia Hawk', shirt_number: 9 })).player_id;
  pat = await personWithEmail(t, 'pat', ['Parent'], [ava]);
  other = await personWithEmail(t, 'olly', ['Parent'], [mia]);
  const id = await t.createUser({ username: 'tess' });
  await t.db.update(users).set({ treasurer: true }).where(eq(users.userId, id));
  treasurer = await t.signIn('tess');
  const res = await t.request({
    method: 'POST',
    url: '/api/kit/windows',
    token: treasurer,
    payload: {
      team_id: team,
      title: 'Spring kit',
      closes_on: addDaysToDate(today(), 7),
      items: [
        { name: 'Home shirt', sizes: ['YS', 'YM', 'YL'], price_minor: 2250, numbered: true },
        { name: 'Socks', sizes: ['S', 'M'], price_minor: 500 },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  window = res.json();
});
afterAll(() => t.close());

const order = (playerId: number, items: object[], token: string) =>
  t.request({
    method: 'PUT',
    url: `/api/kit/windows/${window.window_id}/orders/${playerId}`,
    token,
    payload: { items },
  });

describe('a kit order', () => {
  it('lets a parent choose for their own child, with the child’s shirt number, and no one else’s', async () => {
    const [shirt, socks] = window.items;
    const res = await order(
      ava,
      [
        { item_id: shirt?.item_id, size: 'YM', quantity: 1 },
        { item_id: socks?.item_id, size: 'S', quantity: 2 },
      ],
      pat.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().orders).toEqual([
      { player_id: ava, player_name: 'Ava Hawk', item_id: shirt?.item_id, size: 'YM', quantity: 1, shirt_number: 7 },
      { player_id: ava, player_name: 'Ava Hawk', item_id: socks?.item_id, size: 'S', quantity: 2, shirt_number: null },
    ]);
    expect(res.json().total_minor).toBe(2250 + 1000);
    expect((await order(mia, [{ item_id: shirt?.item_id, size: 'YM', quantity: 1 }], pat.token)).statusCode).toBe(403);
    const wrongSize = await order(ava, [{ item_id: shirt?.item_id, size: 'XXL', quantity: 1 }], pat.token);
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json().error).toBe('Choose one of the sizes offered');
    expect(
      (await order(mia, [{ item_id: shirt?.item_id, size: 'YL', quantity: 1, shirt_number: 10 }], other.token))
        .statusCode,
    ).toBe(200);
  });

  it('shows a parent only their own children’s choices', async () => {
    const mine = (await t.request({ method: 'GET', url: '/api/kit/windows', token: pat.token })).json();
    expect(mine).toHaveLength(1);
    expect(mine[0].orders.map((o: { player_id: number }) => o.player_id)).toEqual([ava, ava]);
    expect(mine[0].children).toEqual([{ player_id: ava, player_name: 'Ava Hawk', shirt_number: 7 }]);
    const all = (await t.request({ method: 'GET', url: '/api/kit/windows', token: treasurer })).json();
    expect(all[0].orders).toHaveLength(3);
  });

  it('gives the supplier one CSV of every item, size and number', async () => {
    const res = await t.request({
      method: 'GET',
      url: `/api/kit/windows/${window.window_id}/supplier.csv`,
      token: treasurer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\r\n')).toEqual([
      'Item,Size,Number,Quantity,Unit price,Currency',
      'Home shirt,YL,10,1,22.50,GBP',
      'Home shirt,YM,7,1,22.50,GBP',
      'Socks,S,,2,5.00,GBP',
    ]);
    expect(
      (await t.request({ method: 'GET', url: `/api/kit/windows/${window.window_id}/supplier.csv`, token: pat.token }))
        .statusCode,
    ).toBe(403);
  });

  it('charges each family once when closed, and takes no more choices', async () => {
    const close = await t.request({
      method: 'POST',
      url: `/api/kit/windows/${window.window_id}/close`,
      token: treasurer,
    });
    expect(close.statusCode, close.body).toBe(200);
    expect(close.json()).toEqual({ families: 2, total_minor: 3250 + 2250 });
    const again = await t.request({
      method: 'POST',
      url: `/api/kit/windows/${window.window_id}/close`,
      token: treasurer,
    });
    expect(again.json()).toEqual({ families: 0, total_minor: 0 });
    const late = await order(ava, [], pat.token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error).toBe('This kit order has closed');
    const mine = (await t.request({ method: 'GET', url: '/api/money/mine', token: pat.token })).json();
    expect(mine.families[0].balance_minor).toBe(3250);
    expect(mine.families[0].entries.map((e: { description: string }) => e.description)).toEqual([
      'Spring kit: Home shirt (YM)',
      'Spring kit: Socks (S) × 2',
    ]);
  });

  it('takes no choices after the deadline', async () => {
    const [row] = await t.db
      .insert(kitWindows)
      .values({
        teamId: (await t.db.select().from(kitWindows))[0]?.teamId ?? 0,
        title: 'Old',
        closesOn: addDaysToDate(today(), -1),
      })
      .returning();
    const res = await t.request({
      method: 'PUT',
      url: `/api/kit/windows/${row?.windowId}/orders/${ava}`,
      token: pat.token,
      payload: { items: [] },
    });
    expect(res.statusCode).toBe(409);
  });
});

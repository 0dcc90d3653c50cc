import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDaysToDate } from '@touchline/domain';
import { parentPlayerAssociations, users } from '../src/db/schema';
import { today } from '../src/today';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The season's review of medical and emergency information (#31, decision 130): each parent with a child whose
 * details are not confirmed since the season began is asked on its first day, reminded a week and two weeks on, each
 * once, and no more once the details are confirmed.
 */
let t: TestApp;
const PUBLIC_URL = 'https://club.example.org';
const tokens = { admin: '', parent: '' };
const ids = { team: 0, ada: 0, ben: 0, done: 0 };
const start = today();

beforeAll(async () => {
  t = await createTestApp({
    SMTP_URL: 'smtp://127.0.0.1:9',
    MAIL_FROM: 'Oakfield <club@oakfield.example>',
    PUBLIC_URL,
  });
  tokens.admin = await t.signIn('admin');
  const make = factories(t, () => tokens.admin);
  await make.season({ name: 'This season', start_date: start, end_date: addDaysToDate(start, 270), is_current: true });
  ids.team = (await make.team()).team_id;
  ids.ada = (await make.player(ids.team, { player_name: 'Ada Lane' })).player_id;
  ids.ben = (await make.player(ids.team, { player_name: 'Ben Lane' })).player_id;
  ids.done = (await make.player(ids.team, { player_name: 'Cal Done' })).player_id;
  const parent = await t.createUser({ username: 'review-parent', types: ['Parent'] });
  const other = await t.createUser({ username: 'review-other', types: ['Parent'] });
  await t.db.update(users).set({ email: 'lane@example.org' }).where(eq(users.userId, parent));
  await t.db.update(users).set({ email: 'done@example.org' }).where(eq(users.userId, other));
  await t.db.insert(parentPlayerAssociations).values([
    { parentUserId: parent, playerId: ids.ada },
    { parentUserId: parent, playerId: ids.ben },
    { parentUserId: other, playerId: ids.done },
  ]);
  tokens.parent = await t.signIn('review-parent');
  const otherToken = await t.signIn('review-other');
  const saved = await t.request({
    method: 'PUT',
    url: `/api/players/${ids.done}/medical`,
    token: otherToken,
    payload: { emergency_contacts: [{ name: 'Di Done', relationship: 'Mother', phone: '0161 496 0000' }] },
  });
  expect(saved.statusCode).toBe(200);
});
afterAll(() => t.close());

const reviews = async () =>
  (
    (await t.db.execute(sql`select to_address, subject, coalesce(text_body, parts::text) as text_body from outbox
      where kind = 'medical_review'
      order by id`)) as unknown as { rows: { to_address: string; subject: string; text_body: string }[] }
  ).rows;
const at = (days: number) => new Date(Date.now() + days * 86_400_000);
const run = async (now: Date) => {
  await t.app.planNotices(now);
  await t.app.jobs.drain();
};

describe("the season's medical review", () => {
  it('asks a parent once on the first day, naming the children whose details are due', async () => {
    await run(at(0));
    await run(at(3));
    const sent = await reviews();
    expect(sent.map((e) => e.to_address)).toEqual(['lane@example.org']);
    expect(sent[0]?.subject).toBe(
      "Please check Ada Lane and Ben Lane's medical and emergency details for the new season",
    );
    expect(sent[0]?.text_body).toContain(`${PUBLIC_URL}/family`);
  });

  it('reminds a week on, then asks no more about a child once confirmed', async () => {
    await run(at(7));
    const sent = await reviews();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.subject).toBe("Reminder: please check Ada Lane and Ben Lane's medical and emergency details");
    const saved = await t.request({
      method: 'PUT',
      url: `/api/players/${ids.ada}/medical`,
      token: tokens.parent,
      payload: { emergency_contacts: [{ name: 'Sam Lane', relationship: 'Father', phone: '0161 496 0001' }] },
    });
    expect(saved.statusCode).toBe(200);
    await run(at(14));
    const last = (await reviews())[2];
    expect(last?.subject).toBe("Reminder: please check Ben Lane's medical and emergency details");
  });

  it('asks nobody after the first four weeks of the season', async () => {
    await run(at(30));
    expect(await reviews()).toHaveLength(3);
  });
});

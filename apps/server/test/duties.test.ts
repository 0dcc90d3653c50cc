import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { addDaysToDate, dutySpread, type MyDuties, type TeamRota } from '@touchline/domain';
import { availability, players, users } from '../src/db/schema';
import { today } from '../src/today';
import { clubWithPush, type ClubWithPush } from './support/club-with-push';
import { personWithEmail, type Person } from './support/people';

/**
 * The duty rota (#34): the club's kinds, a team's rota planned fairly (fewest first, away days respected, one duty an
 * event a family, never a family without a parent's account), swaps between families through real emails, the
 * reminder the day before (a real SMTP conversation, never to a child), no-shows, and a fixture that is off releasing
 * its duties.
 */
let c: ClubWithPush;
let team: number;
let coach: Person;
let otherCoach: Person;
let robin: Person;
let wren: Person;
let lark: Person;
let finch: Person;
let matchIds: number[];
const day = today();

const kind = (token: string, payload: object) =>
  c.t.request({ method: 'POST', url: '/api/duty-kinds', token, payload });
const rota = async (token: string, query = '') => {
  const res = await c.t.request({ method: 'GET', url: `/api/teams/${team}/duties${query}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TeamRota>();
};
const mine = async (p: Person) => {
  const res = await c.t.request({ method: 'GET', url: '/api/duties/mine', token: p.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MyDuties>();
};
const plan = (token: string, from: string, to: string) =>
  c.t.request({ method: 'POST', url: `/api/teams/${team}/duties/plan`, token, payload: { from, to } });
/** An email that says this, alone or among a batch's updates (decision 131), its lines wrapped as they may be. */
const says = (words: string) => (e: { subject: string; text: string }) =>
  `${e.subject} ${e.text}`.replace(/\s+/g, ' ').includes(words);
const familyOf = (r: TeamRota, child: string) => r.families.find((f) => f.children.includes(child))?.family_id;

beforeAll(async () => {
  c = await clubWithPush();
  team = (await c.f.team({ team_name: 'Robins' })).team_id;
  const other = (await c.f.team({ team_name: 'Owls' })).team_id;
  const ava = (await c.f.player(team, { player_name: 'Ava Robin' })).player_id;
  const ben = (await c.f.player(team, { player_name: 'Ben Robin' })).player_id;
  const zoe = (await c.f.player(team, { player_name: 'Zoe Wren' })).player_id;
  const kit = (await c.f.player(team, { player_name: 'Kit Lark' })).player_id;
  const fay = (await c.f.player(team, { player_name: 'Fay Finch' })).player_id;
  // A child with no parent's account: no family to give a duty to.
  await c.f.player(team, { player_name: 'Nia Alone' });
  robin = await personWithEmail(c.t, 'robin', ['Parent'], [ava, ben]);
  wren = await personWithEmail(c.t, 'wren', ['Parent'], [zoe]);
  lark = await personWithEmail(c.t, 'lark', ['Parent'], [kit]);
  finch = await personWithEmail(c.t, 'finch', ['Parent'], [fay]);
  // Ava's own account: a child, never reminded.
  const child = await personWithEmail(c.t, 'ava.robin', ['Player']);
  await c.t.db.update(players).set({ userId: child.userId }).where(eq(players.playerId, ava));
  coach = await personWithEmail(c.t, 'coach', ['Coach']);
  otherCoach = await personWithEmail(c.t, 'owlcoach', ['Coach']);
  await c.f.coaches(team, [coach.userId]);
  await c.f.coaches(other, [otherCoach.userId]);
  matchIds = [];
  for (const days of [3, 10, 17, 24, 31, 38])
    matchIds.push((await c.f.match(team, { match_date: addDaysToDate(day, days) })).match_id);
  await c.f.training(team, { date: addDaysToDate(day, 5) });
  // Every child of the Larks' is away on the second match's day; Zoe Wren (not all of the Wrens?) alone is theirs.
  await c.t.db.insert(availability).values({ playerId: kit, unavailableDate: addDaysToDate(day, 10) });
});
afterAll(() => c.close());

describe("the club's kinds of duty", () => {
  it('are set by an admin alone, with how many people and where, in the field’s words', async () => {
    expect((await kind(coach.token, { name: 'Refreshments', people: 1, applies_to: 'matches' })).statusCode).toBe(403);
    const bad = await kind(c.admin, { name: 'Linesman', people: 11, applies_to: 'matches' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('People must be a whole number from 1 to 10');
    const made = await kind(c.admin, { name: 'Refreshments', people: 1, applies_to: 'matches' });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ name: 'Refreshments', people: 1, applies_to: 'matches', used: 0 });
    expect((await kind(c.admin, { name: 'refreshments', people: 2, applies_to: 'both' })).statusCode).toBe(409);
    expect((await kind(c.admin, { name: 'Linesman', people: 1, applies_to: 'matches' })).statusCode).toBe(201);
    expect((await kind(c.admin, { name: 'Kit washing', people: 1, applies_to: 'both' })).statusCode).toBe(201);
    const list = await c.t.request({ method: 'GET', url: '/api/duty-kinds', token: robin.token });
    expect(list.json().map((k: { name: string }) => k.name)).toEqual(['Kit washing', 'Linesman', 'Refreshments']);
  });
});

describe("a team's rota", () => {
  it('is planned by its coaches only, whatever the body, and refuses a stretch ending before it starts', async () => {
    const refused = await plan(otherCoach.token, day, 'not a date');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe("Only this team's coaches and admins can change its duties");
    expect(
      (await c.t.request({ method: 'GET', url: `/api/teams/${team}/duties`, token: otherCoach.token })).statusCode,
    ).toBe(403);
    expect(
      (await c.t.request({ method: 'GET', url: `/api/teams/${team}/duties`, token: robin.token })).statusCode,
    ).toBe(403);
    const backwards = await plan(coach.token, addDaysToDate(day, 10), day);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toBe('The end must not be before the start');
    expect((await rota(coach.token)).events.flatMap((e) => e.duties)).toEqual([]);
  });

  it('gives every slot fairly: families a duty apart at most, away days kept, one duty an event each', async () => {
    const res = await plan(coach.token, day, addDaysToDate(day, 40));
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json<TeamRota>();
    // Six matches with three kinds, one training session with kit washing.
    expect(r.events).toHaveLength(7);
    const duties = r.events.flatMap((e) => e.duties);
    expect(duties).toHaveLength(6 * 3 + 1);
    expect(duties.every((d) => d.family !== null && d.status === 'assigned')).toBe(true);
    // The four families with a parent's account; the child without one has no family on the rota.
    expect(r.families.map((f) => f.children)).toEqual([
      ['Ava Robin', 'Ben Robin'],
      ['Fay Finch'],
      ['Kit Lark'],
      ['Zoe Wren'],
    ]);
    expect(dutySpread(r.families.map((f) => f.count))).toBeLessThanOrEqual(1);
    expect(r.families.reduce((s, f) => s + f.count, 0)).toBe(19);
    for (const e of r.events) {
      const families = e.duties.map((d) => d.family?.family_id);
      expect(new Set(families).size).toBe(families.length);
    }
    const larkDay = r.events.find((e) => e.date === addDaysToDate(day, 10));
    expect(larkDay?.duties.map((d) => d.family?.children)).not.toContainEqual(['Kit Lark']);
    expect(r.families.every((f) => f.share > 0.7 && f.share < 1.3)).toBe(true);
  });

  it('keeps what was given when planned again, and a coach gives a duty to someone else or records it', async () => {
    const before = await rota(coach.token);
    const again = await plan(coach.token, day, addDaysToDate(day, 40));
    expect(again.json<TeamRota>().events).toEqual(before.events);
    const duty = before.events[0]!.duties[0]!;
    const finchFamily = familyOf(before, 'Fay Finch')!;
    const notYet = await c.t.request({
      method: 'PUT',
      url: `/api/duties/${duty.duty_id}`,
      token: coach.token,
      payload: { status: 'no_show' },
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().error).toBe('A duty is done, or missed, once its day has come');
    const outsider = await c.t.request({
      method: 'PUT',
      url: `/api/duties/${duty.duty_id}`,
      token: otherCoach.token,
      payload: { status: 'x' },
    });
    expect(outsider.statusCode).toBe(403);
    const notInTeam = await c.t.request({
      method: 'PUT',
      url: `/api/duties/${duty.duty_id}`,
      token: coach.token,
      payload: { family_id: 999999 },
    });
    expect(notInTeam.statusCode).toBe(400);
    expect(notInTeam.json().error).toBe('That family is not in this team');
    const moved = await c.t.request({
      method: 'PUT',
      url: `/api/duties/${duty.duty_id}`,
      token: coach.token,
      payload: { family_id: finchFamily },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<TeamRota>().events[0]!.duties[0]!.family?.children).toEqual(['Fay Finch']);
  });

  it('records a past duty missed, and a missed duty does not count towards the family’s share', async () => {
    const past = (await c.f.match(team, { match_date: addDaysToDate(day, -2) })).match_id;
    const wrenFamily = familyOf(await rota(coach.token), 'Zoe Wren')!;
    const kinds = await c.t.db.execute(sql`select kind_id from duty_kinds where name = 'Refreshments'`);
    const kindId = (kinds as unknown as { rows: { kind_id: number }[] }).rows[0]!.kind_id;
    const inserted = (await c.t.db.execute(sql`insert into duties (kind_id, team_id, match_id, slot, family_id)
      values (${kindId}, ${team}, ${past}, 1, ${wrenFamily}) returning duty_id`)) as unknown as {
      rows: { duty_id: number }[];
    };
    const before = (await rota(coach.token)).families.find((f) => f.family_id === wrenFamily)!;
    const res = await c.t.request({
      method: 'PUT',
      url: `/api/duties/${inserted.rows[0]!.duty_id}`,
      token: coach.token,
      payload: { status: 'no_show' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<TeamRota>().families.find((f) => f.family_id === wrenFamily)!;
    expect(after.no_shows).toBe(1);
    expect(after.count).toBe(before.count - 1);
  });

  it('releases the duties of a fixture that is postponed, and tells no one of them the day before', async () => {
    const [, second] = matchIds;
    const before = (await rota(coach.token)).events.find((e) => e.event === 'match' && e.event_id === second);
    expect(before?.duties).toHaveLength(3);
    const res = await c.t.request({
      method: 'POST',
      url: `/api/matches/${second}/status`,
      token: coach.token,
      payload: { status: 'postponed', reason: 'Waterlogged pitch' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await rota(coach.token);
    expect(after.events.find((e) => e.event === 'match' && e.event_id === second)).toBeUndefined();
    const left = await c.t.db.execute(sql`select count(*)::int as n from duties where match_id = ${second}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });
});

describe("a family's duties", () => {
  it('shows a parent their own family’s duties and the families they can swap with, and a child none', async () => {
    const m = await mine(robin);
    expect(m.duties.length).toBeGreaterThan(0);
    expect(m.duties.every((e) => e.duties.every((d) => d.family?.children.includes('Ava Robin')))).toBe(true);
    // Each event says which families cannot take another duty there (on one, or away), so a swap offers the others.
    const whole = await rota(coach.token);
    for (const e of m.duties.filter((d) => d.date >= day)) {
      const there = whole.events.find((w) => w.event === e.event && w.event_id === e.event_id)!;
      const on = there.duties.flatMap((d) => (d.family ? [d.family.family_id] : []));
      expect(e.unavailable_family_ids).toEqual(expect.arrayContaining(on));
    }
    const larkDay = whole.events.find((e) => e.date === addDaysToDate(day, 10));
    if (larkDay) expect(larkDay.unavailable_family_ids).toContain(familyOf(whole, 'Kit Lark'));
    expect(m.families).toEqual([
      {
        team_id: team,
        families: expect.arrayContaining([expect.objectContaining({ children: ['Zoe Wren'] })]),
      },
    ]);
    expect(m.families[0]?.families.some((f) => f.children.includes('Ava Robin'))).toBe(false);
    const child = await c.t.signIn('ava.robin');
    expect((await c.t.request({ method: 'GET', url: '/api/duties/mine', token: child })).json()).toEqual({
      duties: [],
      asked: [],
      families: [],
    });
  });

  it('swaps a duty with another family that accepts, each told by email; only the family asked answers', async () => {
    const m = await mine(robin);
    const event = m.duties.find((e) => e.date > day)!;
    const duty = event.duties[0]!;
    const wrenFamily = m.families[0]!.families.find((f) => f.children.includes('Zoe Wren'))!.family_id;
    const notMine = await c.t.request({
      method: 'POST',
      url: `/api/duties/${duty.duty_id}/swaps`,
      token: lark.token,
      payload: { to_family_id: 'x' },
    });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error).toBe('Only your own family’s duties can be swapped');
    const self = await c.t.request({
      method: 'POST',
      url: `/api/duties/${duty.duty_id}/swaps`,
      token: robin.token,
      payload: { to_family_id: duty.family!.family_id },
    });
    expect(self.statusCode).toBe(400);
    // Another family may already be on this event: ask one that is free (the coach's rota shows the whole event).
    const whole = (await rota(coach.token)).events.find(
      (e) => e.event_id === event.event_id && e.event === event.event,
    )!;
    const free = m.families[0]!.families.find((f) => !whole.duties.some((d) => d.family?.family_id === f.family_id))!;
    // A family already on a duty there cannot take another: refused, nothing asked.
    const busy = whole.duties.find((d) => d.family && d.family.family_id !== duty.family!.family_id)!.family!;
    const refused = await c.t.request({
      method: 'POST',
      url: `/api/duties/${duty.duty_id}/swaps`,
      token: robin.token,
      payload: { to_family_id: busy.family_id },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe('That family cannot do it: they are away that day or already on a duty there');
    const asked = await c.t.request({
      method: 'POST',
      url: `/api/duties/${duty.duty_id}/swaps`,
      token: robin.token,
      payload: { to_family_id: free.family_id, note: 'Away at a wedding' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const twice = await c.t.request({
      method: 'POST',
      url: `/api/duties/${duty.duty_id}/swaps`,
      token: robin.token,
      payload: { to_family_id: wrenFamily },
    });
    expect(twice.statusCode).toBe(409);
    await c.t.app.jobs.drain();
    const askedParent = [wren, lark, finch].find((p) => p.username === free.children[0]!.split(' ')[1]!.toLowerCase())!;
    // Each notice in the email; several to one person at once go as one email of updates (decision 131).
    const [question] = await c.mail.waitFor(
      1,
      says('The family of Ava Robin and Ben Robin asks if your family can take'),
    );
    expect(question?.to).toBe(askedParent.email);
    const waiting = await mine(askedParent);
    const swapId = waiting.asked[0]!.duties[0]!.swap!.swap_id;
    expect(waiting.asked[0]!.duties[0]!.swap?.note).toBe('Away at a wedding');
    const stranger = [wren, lark, finch].find((p) => p !== askedParent)!;
    expect(
      (await c.t.request({ method: 'POST', url: `/api/duty-swaps/${swapId}/accept`, token: stranger.token }))
        .statusCode,
    ).toBe(403);
    expect(
      (await c.t.request({ method: 'POST', url: `/api/duty-swaps/${swapId}/accept`, token: robin.token })).statusCode,
    ).toBe(403);
    const accepted = await c.t.request({
      method: 'POST',
      url: `/api/duty-swaps/${swapId}/accept`,
      token: askedParent.token,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(
      accepted
        .json<MyDuties>()
        .duties.flatMap((e) => e.duties)
        .map((d) => d.duty_id),
    ).toContain(duty.duty_id);
    expect(
      (await c.t.request({ method: 'POST', url: `/api/duty-swaps/${swapId}/decline`, token: askedParent.token }))
        .statusCode,
    ).toBe(409);
    await c.t.app.jobs.drain();
    const [told] = await c.mail.waitFor(1, says(`Your duty is swapped: ${duty.kind_name}`));
    expect(told?.to).toBe(robin.email);
    expect((await mine(robin)).duties.flatMap((e) => e.duties).map((d) => d.duty_id)).not.toContain(duty.duty_id);
    // On record as the parents who made them.
    const log = await c.t.db.execute(sql`select action, actor_username from audit_log where entity = 'duty_swaps'
      and entity_id = ${String(swapId)} order by id`);
    expect((log as unknown as { rows: object[] }).rows).toEqual([
      { action: 'POST /api/duties/:id/swaps', actor_username: 'robin' },
      { action: 'POST /api/duty-swaps/:id/:answer', actor_username: askedParent.username },
    ]);
  });

  it('asks the coach, who gives the duty to someone else', async () => {
    const m = await mine(lark);
    const duty = m.duties.find((e) => e.date > day)!.duties[0]!;
    const asked = await c.t.request({
      method: 'POST',
      url: `/api/duties/${duty.duty_id}/swaps`,
      token: lark.token,
      payload: { to_family_id: null },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    await c.t.app.jobs.drain();
    const [toCoach] = await c.mail.waitFor(1, says(`A family asks you to find someone for ${duty.kind_name}`));
    expect(toCoach?.to).toBe(coach.email);
    const r = await rota(coach.token);
    const entry = r.events.flatMap((e) => e.duties).find((d) => d.duty_id === duty.duty_id)!;
    expect(entry.swap).toMatchObject({ to: null, from: { children: ['Kit Lark'] } });
    const event = r.events.find((e) => e.duties.some((d) => d.duty_id === duty.duty_id))!;
    const free = r.families.find((f) => !event.duties.some((d) => d.family?.family_id === f.family_id))!;
    const given = await c.t.request({
      method: 'PUT',
      url: `/api/duties/${duty.duty_id}`,
      token: coach.token,
      payload: { family_id: free.family_id },
    });
    expect(given.statusCode, given.body).toBe(200);
    const swap = await c.t.db.execute(sql`select status from duty_swaps where duty_id = ${duty.duty_id}`);
    expect((swap as unknown as { rows: { status: string }[] }).rows[0]?.status).toBe('accepted');
  });

  it('reminds the family’s parents the day before, once, and never the child', async () => {
    const tomorrow = (await c.f.match(team, { match_date: addDaysToDate(day, 1), opposition_name: 'Hilltop' }))
      .match_id;
    expect((await plan(coach.token, addDaysToDate(day, 1), addDaysToDate(day, 1))).statusCode).toBe(200);
    const r = await rota(coach.token);
    const event = r.events.find((e) => e.event_id === tomorrow && e.event === 'match')!;
    const robinDuty = event.duties.find((d) => d.family?.children.includes('Ava Robin'));
    expect(await c.t.app.planNotices()).toBeGreaterThanOrEqual(3);
    expect(await c.t.app.planNotices()).toBe(0);
    await c.t.app.jobs.drain();
    const reminded = says('Tomorrow: your family’s duty');
    const reminders = await c.mail.waitFor(3, reminded);
    await new Promise((r) => setTimeout(r, 300));
    expect(c.mail.received.filter(reminded)).toHaveLength(3);
    expect(reminders[0]?.text).toMatch(/Robins v Hilltop/);
    expect(c.mail.received.map((e) => e.to)).not.toContain('ava.robin@example.org');
    if (robinDuty) expect(reminders.map((e) => e.to)).toContain(robin.email);
  });
});

describe("the family's calendar feed", () => {
  it('holds each duty of the family beside its event, and a child’s own feed none', async () => {
    const feedOf = async (token: string) => {
      const feed = await c.t.request({ method: 'GET', url: '/api/calendar/feed', token });
      const url = new URL(feed.json<{ url: string }>().url);
      return (await c.t.request({ method: 'GET', url: url.pathname })).body;
    };
    const ics = await feedOf(robin.token);
    const duty = (await mine(robin)).duties.find((e) => e.date >= day)!;
    expect(ics).toContain(`UID:duty-${duty.duties[0]!.duty_id}-`);
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:Duty: ${duty.duties[0]!.kind_name} – Robins`);
    expect(await feedOf(await c.t.signIn('ava.robin'))).not.toContain('SUMMARY:Duty:');
  });
});

describe("a parent's data export", () => {
  it('holds their family’s duties and the swaps asked, and another family’s none', async () => {
    const exported = await c.t.request({
      method: 'GET',
      url: `/api/admin/users/${robin.userId}/export`,
      token: c.admin,
    });
    expect(exported.statusCode).toBe(200);
    const duties = exported.json<{ family_duties: { duty: string; team_name: string; swaps: unknown[] | null }[] }>()
      .family_duties;
    const ours = (await mine(robin)).duties.flatMap((e) => e.duties);
    // What they hold now (the duty they swapped away is no longer theirs), and nothing of another family's.
    expect(ours.length).toBeGreaterThan(0);
    expect(duties).toHaveLength(ours.length);
    expect(duties.map((d) => d.duty).sort()).toEqual(ours.map((d) => d.kind_name).sort());
  });
});

describe('the admins’ kinds once used', () => {
  it('cannot remove a kind families have had', async () => {
    const list = await c.t.request({ method: 'GET', url: '/api/duty-kinds', token: c.admin });
    const used = list.json<{ kind_id: number; used: number }[]>().find((k) => k.used > 0)!;
    const res = await c.t.request({ method: 'DELETE', url: `/api/duty-kinds/${used.kind_id}`, token: c.admin });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Families have had this duty: it can no longer be removed');
    const spare = await kind(c.admin, { name: 'First aider', people: 1, applies_to: 'training' });
    const gone = await c.t.request({
      method: 'DELETE',
      url: `/api/duty-kinds/${spare.json().kind_id}`,
      token: c.admin,
    });
    expect(gone.statusCode).toBe(204);
    expect((await c.t.db.select().from(users).where(eq(users.username, 'coach'))).length).toBe(1);
  });
});

import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { install, matches, parentPlayerAssociations, players } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let parent: string;
let make: ReturnType<typeof factories>;
let lions: number;
let tigers: number;
let installId: string;
const uid = (kind: 'match' | 'training', id: number) => `${kind}-${id}-${installId}@touchline`;

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

beforeAll(async () => {
  t = await createTestApp();
  installId = (await t.db.select().from(install))[0]?.installId ?? '';
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  lions = (await make.team({ team_name: 'Lions' })).team_id;
  tigers = (await make.team({ team_name: 'Tigers' })).team_id;
  const child = (await make.player(lions)).player_id;
  const parentId = await t.createUser({ username: 'parent', types: ['Parent'], shortName: 'Mum' });
  await t.db.insert(parentPlayerAssociations).values({ parentUserId: parentId, playerId: child });
  parent = await t.signIn('parent');
  const kid = await t.createUser({ username: 'kid', types: ['Player'] });
  await t.db
    .update(players)
    .set({ userId: kid })
    .where(eq(players.playerId, (await make.player(tigers)).player_id));
});
afterAll(() => t.close());

/** Fetches a feed by its URL path and parses it back with ical.js. */
async function parseFeed(url: string) {
  const res = await t.request({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/calendar/);
  expect(res.body).toMatch(/\r\n$/);
  expect(res.body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('calendar feed', () => {
  it("gives a parent their children's team fixtures and training, checked event by event", async () => {
    const home = await make.match(lions, {
      match_date: iso(5),
      kick_off_time: '10:30',
      meet_time: '10:00',
      opposition_name: 'Rovers; Town, FC',
      home_or_away: 'Home',
      venue_name: 'Park',
      venue_address: '1 Lane',
    });
    await make.match(tigers, { match_date: iso(6) });
    const session = await make.training(lions, { date: iso(3), start_time: '18:00', end_time: '19:30', venue: '3G' });
    const feed = (await t.request({ method: 'GET', url: '/api/calendar/feed', token: parent })).json<{
      url: string;
      webcal_url: string;
      qr_svg: string;
    }>();
    expect(feed.url).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(feed.webcal_url).toMatch(/^webcal:/);
    expect(feed.qr_svg).toContain('<svg');
    const events = await parseFeed(feed.url);
    expect(events.map((e) => e.uid).sort()).toEqual(
      [uid('match', home.match_id), uid('training', session.training_id)].sort(),
    );
    const match = events.find((e) => e.uid.startsWith('match'));
    expect(match?.summary).toBe('Lions v Rovers; Town, FC');
    expect(match?.location).toBe('Park, 1 Lane');
    expect(match?.description).toContain('Meet at 10:00');
    const start = match?.startDate.toJSDate();
    expect(start?.getTime()).toBe(new Date(`${iso(5)}T10:30:00`).getTime());
    expect(match?.endDate.toJSDate().getTime()).toBe((start?.getTime() ?? 0) + 90 * 60_000);
    expect(match?.sequence).toBe(0);
    const training = events.find((e) => e.uid.startsWith('training'));
    expect(training?.summary).toBe('Lions training');
    expect((training?.endDate.toJSDate().getTime() ?? 0) - (training?.startDate.toJSDate().getTime() ?? 0)).toBe(
      90 * 60_000,
    );
  });

  it('carries updates (same UID, higher SEQUENCE) and drops deleted matches', async () => {
    const m = await make.match(lions, { match_date: iso(8) });
    const feed = (await t.request({ method: 'GET', url: '/api/calendar/feed', token: parent })).json<{ url: string }>();
    const body = make.matchBody(lions, { match_date: iso(8), kick_off_time: '14:00' });
    expect(
      (await t.request({ method: 'PUT', url: `/api/matches/${m.match_id}`, token: admin, payload: body })).statusCode,
    ).toBe(200);
    const updated = (await parseFeed(feed.url)).find((e) => e.uid === uid('match', m.match_id));
    expect(updated?.sequence).toBe(1);
    expect(updated?.startDate.toJSDate().getHours()).toBe(14);
    await t.request({ method: 'DELETE', url: `/api/matches/${m.match_id}`, token: admin });
    expect((await parseFeed(feed.url)).some((e) => e.uid === uid('match', m.match_id))).toBe(false);
  });

  it('scopes feeds: a player sees their own team only; admins see every team', async () => {
    const kidFeed = (await t.request({ method: 'GET', url: '/api/calendar/feed', token: await t.signIn('kid') })).json<{
      url: string;
    }>();
    const kidEvents = await parseFeed(kidFeed.url);
    expect(kidEvents.length).toBeGreaterThan(0);
    expect(kidEvents.every((e) => e.summary.startsWith('Tigers'))).toBe(true);
    const adminFeed = (await t.request({ method: 'GET', url: '/api/calendar/feed', token: admin })).json<{
      url: string;
    }>();
    const teamsSeen = new Set((await parseFeed(adminFeed.url)).map((e) => e.summary.split(' ')[0]));
    expect(teamsSeen).toEqual(new Set(['Lions', 'Tigers']));
  });

  it("gives a coach their teams' feed, and nothing of the club before they coach one (decision 127)", async () => {
    const coachId = await t.createUser({ username: 'feed.coach', types: ['Coach'] });
    const token = await t.signIn('feed.coach');
    const feedOf = async () =>
      parseFeed((await t.request({ method: 'GET', url: '/api/calendar/feed', token })).json<{ url: string }>().url);
    expect(await feedOf()).toEqual([]);
    await t.request({
      method: 'PUT',
      url: `/api/teams/${tigers}/coaches`,
      token: admin,
      payload: { user_ids: [coachId] },
    });
    const events = await feedOf();
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.summary.split(' ')[0]))).toEqual(new Set(['Tigers']));
  });

  it('Reset link revokes the old URL; unknown tokens are 404', async () => {
    const old = (await t.request({ method: 'GET', url: '/api/calendar/feed', token: parent })).json<{ url: string }>();
    const fresh = (await t.request({ method: 'POST', url: '/api/calendar/feed/reset', token: parent })).json<{
      url: string;
    }>();
    expect(fresh.url).not.toBe(old.url);
    expect((await t.request({ method: 'GET', url: new URL(old.url).pathname })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: new URL(fresh.url).pathname })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/calendar/not-a-token.ics' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/calendar/feed' })).statusCode).toBe(401);
  });

  it('downloads a single match as an .ics attachment', async () => {
    const m = await make.match(tigers, { match_date: iso(9), opposition_name: 'Hill' });
    const res = await t.request({ method: 'GET', url: `/api/matches/${m.match_id}/calendar`, token: parent });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="match-${m.match_id}.ics"`);
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(['Tigers v Hill']);
  });

  it(
    'escapes every carriage return and line feed in text, ' + 'so no injected line or event reaches the feed (#13.19)',
    async () => {
      const injected = 'Rovers\r\nBEGIN:VEVENT\r\nUID:evil\r\nSUMMARY:Injected\r\nEND:VEVENT';
      const m = await make.match(tigers, { match_date: iso(10), venue_address: 'Lane\nEnd' });
      // The API now refuses control characters in names (decision 113); rows written before it, or by hand, may
      // still hold them, so the feed must escape them anyway.
      await t.db
        .update(matches)
        .set({ oppositionName: injected, venueName: 'Park\rGate', colours: `Red\r\nBlue\u0007${'ä'.repeat(60)}` })
        .where(eq(matches.matchId, m.match_id));
      const res = await t.request({ method: 'GET', url: `/api/matches/${m.match_id}/calendar`, token: parent });
      expect(res.statusCode).toBe(200);
      const lines = res.body.split('\r\n');
      expect(res.body.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
      expect(Array.from(res.body.replace(/\r\n/g, '')).filter((c) => c.charCodeAt(0) < 0x20 && c !== '\t')).toEqual([]);
      expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
      expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      expect(lines.some((line) => line.startsWith('UID:evil'))).toBe(false);
      const events = new ICAL.Component(ICAL.parse(res.body))
        .getAllSubcomponents('vevent')
        .map((v) => new ICAL.Event(v));
      expect(events).toHaveLength(1);
      expect(events[0]?.summary).toBe('Tigers v Rovers\nBEGIN:VEVENT\nUID:evil\nSUMMARY:Injected\nEND:VEVENT');
      expect(events[0]?.location).toBe('Park\nGate, Lane\nEnd');
      expect(events[0]?.description).toContain(`Kit: Red\nBlue${'ä'.repeat(60)}`);
    },
  );
});

import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { install } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Calendar feeds in the club's time zone (CLUB_TIMEZONE=Europe/London) whatever the process's own: the process runs
 * in New York here, so a feed built from its local time would be five hours out. A 14:30 kick-off is 13:30 UTC in a
 * British summer and 14:30 UTC in winter.
 */
let t: TestApp;
let other: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;
let team: number;
const processZone = process.env.TZ;

beforeAll(async () => {
  process.env.TZ = 'America/New_York';
  t = await createTestApp({ CLUB_TIMEZONE: 'Europe/London' });
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  team = (await make.team({ team_name: 'Lions' })).team_id;
});
afterAll(async () => {
  await Promise.all([t.close(), other?.close()]);
  if (processZone === undefined) delete process.env.TZ;
  else process.env.TZ = processZone;
});

async function installIdOf(app: TestApp): Promise<string> {
  return (await app.db.select().from(install))[0]?.installId ?? '';
}

/** The admin's feed: the raw text and its events, parsed back with ical.js. */
async function feed(app: TestApp, token: string) {
  const { url } = (await app.request({ method: 'GET', url: '/api/calendar/feed', token })).json<{ url: string }>();
  const res = await app.request({ method: 'GET', url: new URL(url).pathname });
  expect(res.statusCode).toBe(200);
  const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
  return { body: res.body, events };
}

const eventBlock = (body: string, uid: string) => {
  const start = body.indexOf(`UID:${uid}`);
  return body.slice(start, body.indexOf('END:VEVENT', start));
};

describe('calendar feed in the club time zone', () => {
  it('puts a 14:30 kick-off at 14:30 in London in summer and in winter, and training at its London times', async () => {
    const summer = await make.match(team, { match_date: '2030-07-06', kick_off_time: '14:30', meet_time: '13:45' });
    const winter = await make.match(team, { match_date: '2030-01-12', kick_off_time: '14:30', meet_time: '13:45' });
    const session = await make.training(team, {
      date: '2030-07-02',
      start_time: '18:00',
      end_time: '19:30',
      venue: '3G',
      notes: 'Bring shin pads; boots, not blades',
    });
    const id = await installIdOf(t);
    const { body, events } = await feed(t, admin);
    expect(body).toContain('X-WR-TIMEZONE:Europe/London');
    const summerText = eventBlock(body, `match-${summer.match_id}-${id}@touchline`);
    expect(summerText).toContain('DTSTART:20300706T133000Z');
    expect(summerText).toContain('DTEND:20300706T150000Z');
    const winterText = eventBlock(body, `match-${winter.match_id}-${id}@touchline`);
    expect(winterText).toContain('DTSTART:20300112T143000Z');
    expect(winterText).toContain('DTEND:20300112T160000Z');
    // A U8 match lasts its 40 minutes (decision 124), not 90.
    const u8 = (await make.team({ age_group: 'U8', match_minutes: null })).team_id;
    const short = await make.match(u8, { match_date: '2030-07-06', kick_off_time: '10:00' });
    const shortText = eventBlock((await feed(t, admin)).body, `match-${short.match_id}-${id}@touchline`);
    expect(shortText).toContain('DTSTART:20300706T090000Z');
    expect(shortText).toContain('DTEND:20300706T094000Z');
    const trainingText = eventBlock(body, `training-${session.training_id}-${id}@touchline`);
    expect(trainingText).toContain('DTSTART:20300702T170000Z');
    expect(trainingText).toContain('DTEND:20300702T183000Z');
    const training = events.find((e) => e.uid === `training-${session.training_id}-${id}@touchline`);
    expect(training?.description).toBe('Bring shin pads; boots, not blades');
    expect(training?.location).toBe('3G');
    expect(training?.startDate.toJSDate().toISOString()).toBe('2030-07-02T17:00:00.000Z');
  });

  it('names the venue and its address once each in LOCATION', async () => {
    const cases = [
      { venue_name: 'Riverside Park', venue_address: 'Riverside Park, Mill Lane', want: 'Riverside Park, Mill Lane' },
      { venue_name: 'Riverside Park', venue_address: 'riverside park', want: 'Riverside Park' },
      {
        venue_name: 'Riverside Park, Mill Lane, Leeds',
        venue_address: 'Mill Lane, Leeds',
        want: 'Riverside Park, Mill Lane, Leeds',
      },
      { venue_name: 'Park', venue_address: '1 Parkside Road', want: 'Park, 1 Parkside Road' },
    ];
    const ids: number[] = [];
    for (const { want: _want, ...venue } of cases)
      ids.push((await make.match(team, { match_date: '2030-08-03', ...venue })).match_id);
    const id = await installIdOf(t);
    const { events } = await feed(t, admin);
    expect(ids.map((m) => events.find((e) => e.uid === `match-${m}-${id}@touchline`)?.location)).toEqual(
      cases.map((c) => c.want),
    );
  });

  // A second database: PGlite starts slowly on a busy machine.
  it(
    'gives each UID this installation’s random id, which another database does not share',
    { timeout: 120_000 },
    async () => {
      other = await createTestApp({ CLUB_TIMEZONE: 'Europe/London' });
      const otherAdmin = await other.signIn('admin');
      const otherTeam = (await factories(other, () => otherAdmin).team({ team_name: 'Lions' })).team_id;
      await factories(other, () => otherAdmin).match(otherTeam, { match_date: '2030-07-06' });
      const [ours, theirs] = [await installIdOf(t), await installIdOf(other)];
      expect(ours).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(theirs).toMatch(/^[0-9a-f-]{36}$/);
      expect(theirs).not.toBe(ours);
      const uids = (await feed(t, admin)).events.map((e) => e.uid);
      const otherUids = (await feed(other, otherAdmin)).events.map((e) => e.uid);
      expect(uids.length).toBeGreaterThan(0);
      expect(uids.every((u) => u.includes(ours))).toBe(true);
      expect(otherUids.every((u) => u.includes(theirs))).toBe(true);
      expect(uids.filter((u) => otherUids.includes(u))).toEqual([]);
    },
  );
});

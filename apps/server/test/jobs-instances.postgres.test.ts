import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDaysToDate } from '@touchline/domain';
import { buildApp } from '../src/app';
import { clubDateTime } from '../src/club-time';
import { bootstrap } from '../src/db/bootstrap';
import { openDatabase, type Database } from '../src/db/open';
import { matches, parentPlayerAssociations, players, teams, users } from '../src/db/schema';
import { today } from '../src/today';
import { SmtpSink } from './support/smtp-sink';
import { ADMIN_PASSWORD, createEmptyPostgres, testConfig } from './support/test-app';

/**
 * PostgreSQL only (decision 106): two server instances on one database plan the same availability requests and
 * reminders at the same moments and run the jobs side by side; every family gets each email once.
 */
const cleanUp: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanUp.reverse()) await step();
});

const PLAYERS = 12;
const FIXTURES = 3;

async function outboxCount(db: Database['db']): Promise<number> {
  const result = (await db.execute(sql`select count(*)::int as n from outbox`)) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

describe('availability jobs on one PostgreSQL database with two instances', () => {
  it('sends each request and each reminder once, whichever instance plans and runs it', async () => {
    const target = await createEmptyPostgres();
    cleanUp.push(target.drop);
    const sink = await SmtpSink.create();
    cleanUp.push(() => sink.stop());
    const env = { DATABASE_URL: target.url, SMTP_URL: sink.url, MAIL_FROM: 'club@oakfield.example' };
    const config = testConfig({ ...env, PUBLIC_URL: 'https://club.example.org' });

    const databases: Database[] = [];
    const apps: FastifyInstance[] = [];
    for (let n = 0; n < 2; n += 1) {
      const database = await openDatabase({ databaseUrl: target.url, dataDir: '' });
      await database.migrate();
      databases.push(database);
      // The job workers stay stopped: the test decides when each instance plans and runs (below, at the same time).
      apps.push(await buildApp({ config, db: database.db, jobWorker: false, mailWorker: { pollMs: 50 } }));
    }
    cleanUp.push(async () => {
      for (const app of apps) await app.close();
      for (const database of databases) await database.close();
    });
    const db = databases[0]!.db;
    await bootstrap(db, { adminPassword: ADMIN_PASSWORD, demoData: false });

    // A team of 12 players, each with a parent, and three fixtures ten days ahead.
    const [team] = await db
      .insert(teams)
      .values({
        teamName: 'Otters',
        homeColours: 'Blue',
        awayColours: 'White',
        ageGroup: 'U11',
        clubName: 'Riverside FC',
        contactNumber: '0123',
      })
      .returning();
    const kids = await db
      .insert(players)
      .values(
        Array.from({ length: PLAYERS }, (_, i) => ({
          playerName: `Otter ${i + 1}`,
          preferredPosition: 'Midfielder',
          dateOfBirth: '2015-04-04',
          shirtNumber: i + 1,
          teamId: team!.teamId,
        })),
      )
      .returning();
    const parents = await db
      .insert(users)
      .values(kids.map((_, i) => ({ username: `parent${i + 1}`, email: `parent${i + 1}@example.org` })))
      .returning();
    await db
      .insert(parentPlayerAssociations)
      .values(kids.map((kid, i) => ({ parentUserId: parents[i]!.userId, playerId: kid.playerId })));
    const matchDate = addDaysToDate(today(), 10);
    await db.insert(matches).values(
      Array.from({ length: FIXTURES }, (_, i) => ({
        oppositionName: `Rivals ${i + 1}`,
        venueName: 'Park',
        venueAddress: 'Lane',
        homeOrAway: 'Home' as const,
        kickOffTime: `1${i}:00`,
        colours: 'Blue',
        matchDate,
        teamId: team!.teamId,
        matchTypeId: 1,
      })),
    );

    /** The availability requests an email carries: what one person is due at once goes as one email (#32). */
    const asked = (emails: readonly { text: string }[]) =>
      emails.reduce((n, e) => n + (e.text.match(/^Available: /gm)?.length ?? 0), 0);

    /** Both instances plan at `now` at once, then both run jobs at once; the emails are then sent. */
    async function together(now: Date, notices: number) {
      const before = sink.received.length;
      const rowsBefore = await outboxCount(db);
      const planned = await Promise.all(apps.map((app) => app.planNotices(now)));
      const ran = await Promise.all(apps.map((app) => app.jobs.drain()));
      const deadline = Date.now() + 10_000;
      while (asked(sink.received.slice(before)) < notices && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 25));
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Each notice decided once (one outbox row), and sent once.
      expect(await outboxCount(db)).toBe(rowsBefore + notices);
      const emails = sink.received.slice(before);
      expect(asked(emails)).toBe(notices);
      return { planned, ran, emails };
    }

    const requests = await together(new Date(), PLAYERS * FIXTURES);
    expect(requests.planned.reduce((a, b) => a + b, 0)).toBe(FIXTURES);
    expect(requests.ran.reduce((a, b) => a + b, 0)).toBe(FIXTURES);
    const perParent = new Map<string, number>();
    for (const email of requests.emails) perParent.set(email.to, (perParent.get(email.to) ?? 0) + asked([email]));
    expect([...perParent.values()]).toEqual(Array.from({ length: PLAYERS }, () => FIXTURES));

    // Half the families answer; the 5-day reminder goes to the other half, once each per fixture.
    await db.execute(sql`insert into fixture_responses (match_id, player_id, status, via)
      select m.match_id, p.player_id, 'available', 'app' from matches m, players p
      where p.shirt_number <= ${PLAYERS / 2}`);
    const fiveDays = clubDateTime(addDaysToDate(matchDate, -5), '09:00');
    const reminders = await together(fiveDays, (PLAYERS / 2) * FIXTURES);
    expect(reminders.planned.reduce((a, b) => a + b, 0)).toBe(FIXTURES);
    expect(new Set(reminders.emails.map((e) => e.to)).size).toBe(PLAYERS / 2);
    expect(reminders.emails.every((e) => /Reminder: /.test(e.subject))).toBe(true);

    // Planning the same moment again on either instance decides nothing more.
    expect(await Promise.all(apps.map((app) => app.planNotices(fiveDays)))).toEqual([0, 0]);
    const jobs = (await db.execute(sql`select status, attempts from jobs`)) as unknown as {
      rows: { status: string; attempts: number }[];
    };
    expect(jobs.rows).toHaveLength(FIXTURES * 2);
    expect(jobs.rows.every((j) => j.status === 'done' && j.attempts === 1)).toBe(true);
  });
});

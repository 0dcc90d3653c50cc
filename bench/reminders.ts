/**
 * The reminder run of the large club (decision 106): 600 players with two parents each, a weekend of 30 fixtures (one
 * per team) ten days ahead. The availability request goes to every family, then the 5-day reminder to those of the
 * half without an answer, through the real planner, job worker, outbox and SMTP (a local SMTP server). Timed: the
 * planner and the jobs (everything decided and written to the outbox), and delivery of every email.
 */
import { sql } from 'drizzle-orm';
import { addDaysToDate } from '@touchline/domain';
import { buildApp } from '../apps/server/src/app';
import { clubDateTime } from '../apps/server/src/club-time';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/db/open';
import { matches } from '../apps/server/src/db/schema';
import { today } from '../apps/server/src/today';
import { SmtpSink } from '../apps/server/test/support/smtp-sink';
import { ADMIN_PASSWORD, prepare, table } from './harness';

const FIXTURES = 30;

async function outboxLeft(db: Db) {
  const result = (await db.execute(
    sql`select count(*)::int as n from outbox where status in ('queued', 'sending')`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}

export async function reminderRun(target: 'pglite' | 'postgres'): Promise<string> {
  const { database, env, drop } = await prepare(target, 1);
  const sink = await SmtpSink.create();
  const db = database.db;
  const teams = (await db.execute(sql`select team_id from teams order by team_id limit ${FIXTURES}`)) as unknown as {
    rows: { team_id: number }[];
  };
  const matchDate = addDaysToDate(today(), 10);
  // Nothing else is due: the seeded fixtures are in the past or more than two weeks ahead of the planner's window.
  await db.execute(
    sql`update matches set status = 'cancelled' where match_date between ${today()} and ${addDaysToDate(today(), 15)}`,
  );
  await db.insert(matches).values(
    teams.rows.map((t, i) => ({
      oppositionName: `Weekend Rivals ${i + 1}`,
      venueName: 'Riverside Park',
      venueAddress: 'Mill Lane',
      homeOrAway: 'Home' as const,
      kickOffTime: `${String(9 + (i % 6)).padStart(2, '0')}:30`,
      colours: 'Red',
      matchDate: i % 2 === 0 ? matchDate : addDaysToDate(matchDate, 1),
      teamId: t.team_id,
      matchTypeId: 1,
    })),
  );
  const config = loadConfig({
    ...env,
    ADMIN_PASSWORD,
    DEMO_DATA: '0',
    WEB_DIST: '/nonexistent',
    SMTP_URL: sink.url,
    MAIL_FROM: 'club@bench.example',
    PUBLIC_URL: 'https://club.bench.example',
  });
  const app = await buildApp({ config, db, jobWorker: false, mailWorker: { pollMs: 200 } });

  async function run(label: string, now: Date) {
    const before = sink.received.length;
    const start = performance.now();
    const planned = await app.planNotices(now);
    await app.jobs.drain();
    const decided = performance.now() - start;
    app.mail?.wake();
    while ((await outboxLeft(db)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const delivered = performance.now() - start;
    const emails = sink.received.length - before;
    return [label, String(planned), String(emails), `${Math.round(decided)} ms`, `${(delivered / 1000).toFixed(1)} s`];
  }

  const rows = [['Run', 'Jobs', 'Emails', 'Planned and written', 'All delivered over SMTP']];
  rows.push(await run('Request (every family)', new Date()));
  // Half the players answer; the rest are reminded five days before.
  await db.execute(sql`insert into fixture_responses (match_id, player_id, status, via)
    select m.match_id, p.player_id, 'available', 'app' from matches m join players p on p.team_id = m.team_id
    where m.opposition_name like 'Weekend Rivals %' and p.player_id % 2 = 0`);
  rows.push(await run('5-day reminder (half answered)', clubDateTime(addDaysToDate(matchDate, -5), '09:30')));
  await app.close();
  await sink.stop();
  await database.close();
  await drop();
  return (
    `### Reminder run: ${target === 'postgres' ? 'PostgreSQL server' : 'Embedded PostgreSQL (PGlite)'}\n\n` +
    `${FIXTURES} fixtures on one weekend, 600 players, 1,200 parents with an email address each; one SMTP server ` +
    `on this machine.\n\n${table(rows)}\n`
  );
}

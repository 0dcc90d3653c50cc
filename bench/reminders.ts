/**
 * The reminder run of the large club (decision 106): 600 players with two parents each, one family in five with a
 * second child in another team, a weekend of 30 fixtures (one per team) ten days ahead. The availability request goes
 * to every family, then the 5-day reminder to those of the half without an answer, through the real planner, job
 * worker, outbox and SMTP (a local SMTP server). Timed: the planner and the jobs (everything decided and written to
 * the outbox), and delivery of every email; counted: the emails each parent got (#32: one per family within
 * MAIL_BATCH_SECONDS). Then the push run (#32): a club message to every parent, each with a device that chose push,
 * sent to a local push service that decrypts each message; timed from the send to the last one decrypted.
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
import { PushSink } from '../apps/server/test/support/push-sink';
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
  // One family in five has a second child, in the next team (siblings in two age groups).
  await db.execute(sql`insert into parent_player_associations (parent_user_id, player_id)
    select a.parent_user_id, (select min(q.player_id) from players q where q.team_id > p.team_id
      and q.player_id % 20 = p.player_id % 20)
    from parent_player_associations a join players p on p.player_id = a.player_id
    where p.player_id % 5 = 0 and exists (select 1 from players q where q.team_id > p.team_id
      and q.player_id % 20 = p.player_id % 20)
    on conflict do nothing`);
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
    PUSH_ALLOW_HTTP: '1',
    // The default: what one family is told within two minutes goes as one email.
    MAIL_BATCH_SECONDS: process.env.MAIL_BATCH_SECONDS ?? '120',
  });
  const app = await buildApp({
    config,
    db,
    jobWorker: false,
    mailWorker: { pollMs: 200 },
    pushWorker: { pollMs: 200 },
  });

  async function run(label: string, now: Date) {
    const before = sink.received.length;
    const start = performance.now();
    const planned = await app.planNotices(now);
    await app.jobs.drain();
    const decided = performance.now() - start;
    // The batch's minutes are not waited out: the rows fall due now, as they would when the minutes are over.
    await db.execute(sql`update outbox set next_attempt_at = now() where status = 'queued'`);
    app.mail?.wake();
    while ((await outboxLeft(db)) > 0) await new Promise((resolve) => setTimeout(resolve, 100));
    const delivered = performance.now() - start;
    const received = sink.received.slice(before);
    const perParent = new Map<string, number>();
    for (const email of received) perParent.set(email.to, (perParent.get(email.to) ?? 0) + 1);
    const counts = [...perParent.values()];
    return [
      label,
      String(planned),
      String(received.length),
      String(perParent.size),
      String(Math.max(...counts)),
      `${Math.round(decided)} ms`,
      `${(delivered / 1000).toFixed(1)} s`,
    ];
  }

  const rows = [
    [
      'Run',
      'Jobs',
      'Emails',
      'Parents emailed',
      'Most to one parent',
      'Planned and written',
      'All delivered over SMTP',
    ],
  ];
  rows.push(await run('Request (every family)', new Date()));
  // Half the players answer; the rest are reminded five days before.
  await db.execute(sql`insert into fixture_responses (match_id, player_id, status, via)
    select m.match_id, p.player_id, 'available', 'app' from matches m join players p on p.team_id = m.team_id
    where m.opposition_name like 'Weekend Rivals %' and p.player_id % 2 = 0`);
  rows.push(await run('5-day reminder (half answered)', clubDateTime(addDaysToDate(matchDate, -5), '09:30')));
  const pushRow = await pushRun(app, db);
  await app.close();
  await sink.stop();
  await database.close();
  await drop();
  return (
    `### Reminder run: ${target === 'postgres' ? 'PostgreSQL server' : 'Embedded PostgreSQL (PGlite)'}\n\n` +
    `${FIXTURES} fixtures on one weekend, 600 players, 1,200 parents with an email address each; one SMTP server ` +
    `on this machine.\n\n${table(rows)}\n\n` +
    `Push: a club message to every parent, each with one device that chose push for club messages; a local push ` +
    `service decrypts every message (RFC 8291).\n\n${table([
      ['Devices', 'Decided (message and push outbox)', 'All decrypted at the push service', 'Failed'],
      pushRow,
    ])}\n`
  );
}

/** Every parent turns push on for club messages on one device; one club message to the whole club. */
async function pushRun(app: Awaited<ReturnType<typeof buildApp>>, db: Db): Promise<string[]> {
  const push = await PushSink.create();
  const parents = (await db.execute(sql`select u.user_id from users u
    join user_types t on t.user_id = u.user_id and t.type = 'Parent' order by u.user_id`)) as unknown as {
    rows: { user_id: number }[];
  };
  const devices = parents.rows.map((p) => ({ userId: p.user_id, ...push.subscribe(`parent-${p.user_id}`) }));
  for (let i = 0; i < devices.length; i += 500) {
    const batch = devices.slice(i, i + 500);
    await db.execute(
      sql`insert into push_subscriptions (user_id, endpoint, p256dh, auth, label) values ${sql.join(
        batch.map((d) => sql`(${d.userId}, ${d.endpoint}, ${d.keys.p256dh}, ${d.keys.auth}, 'Bench phone')`),
        sql`, `,
      )}`,
    );
    await db.execute(
      sql`insert into email_preferences (user_id, kind, email, push) values ${sql.join(
        batch.map((d) => sql`(${d.userId}, 'club_message', false, true)`),
        sql`, `,
      )} on conflict (user_id, kind) do update set email = false, push = true`,
    );
  }
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'admin', password: ADMIN_PASSWORD },
  });
  const token = login.json<{ token: string }>().token;
  const start = performance.now();
  const sent = await app.inject({
    method: 'POST',
    url: '/api/messages',
    headers: { authorization: `Bearer ${token}` },
    payload: { subject: 'Kit collection', body: 'Saturday 9 to 12 at the clubhouse.', whole_club: true },
  });
  if (sent.statusCode !== 201) throw new Error(`the club message was refused: ${sent.body}`);
  await app.jobs.drain();
  const decided = performance.now() - start;
  app.push.wake();
  await push.waitFor(devices.length, 600_000);
  const delivered = performance.now() - start;
  const failed = (await db.execute(
    sql`select count(*)::int as n from push_outbox where status = 'failed'`,
  )) as unknown as {
    rows: { n: number }[];
  };
  await push.close();
  return [
    String(devices.length),
    `${Math.round(decided)} ms`,
    `${(delivered / 1000).toFixed(1)} s`,
    String(failed.rows[0]!.n),
  ];
}

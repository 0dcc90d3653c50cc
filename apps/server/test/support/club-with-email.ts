import { sql } from 'drizzle-orm';
import { factories } from './factories';
import { SmtpSink } from './smtp-sink';
import { createTestApp, type TestApp } from './test-app';

export const PUBLIC_URL = 'https://club.example.org';

export interface ClubWithEmail {
  t: TestApp;
  sink: SmtpSink;
  admin: string;
  coach: string;
  /** The coach's user id, to make them a team's coach (`f.coaches`). */
  coachId: number;
  f: ReturnType<typeof factories>;
  close(): Promise<void>;
}

/**
 * A test app with email through a real local SMTP server (the mail worker polling fast), signed in as its admin and a
 * coach, with the factories: what the week's-loop tests share (decision 106).
 */
export async function clubWithEmail(): Promise<ClubWithEmail> {
  const sink = await SmtpSink.create();
  const t = await createTestApp(
    { SMTP_URL: sink.url, MAIL_FROM: 'club@oakfield.example', PUBLIC_URL },
    { mailWorker: { pollMs: 100 } },
  );
  const admin = await t.signIn('admin');
  const coachId = await t.createUser({ username: 'coach.kim', types: ['Coach'] });
  const coach = await t.signIn('coach.kim');
  return {
    t,
    sink,
    admin,
    coach,
    coachId,
    f: factories(t, () => admin),
    async close() {
      await t.close();
      await sink.stop();
    },
  };
}

/** The messages in a person's inbox, oldest first, read from the tables. */
export async function inboxOf(t: TestApp, userId: number) {
  const result = (await t.db.execute(sql`select m.kind, m.subject, m.body from messages m
    join message_recipients r on r.message_id = m.id where r.user_id = ${userId} order by m.id`)) as unknown as {
    rows: { kind: string; subject: string; body: string }[];
  };
  return result.rows;
}

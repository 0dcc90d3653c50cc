import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  addDaysToDate,
  type OwnQualifications,
  type QualificationEntry,
  type QualificationRegister,
} from '@touchline/domain';
import { players, users } from '../src/db/schema';
import { today } from '../src/today';
import { factories } from './support/factories';
import { personWithEmail, type Person } from './support/people';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The qualifications register (#31, decision 130): who records a check and who reads the register, what bad input
 * gets, every write and every welfare read on the audit log, the flag on Team Management, and the reminders 60 and
 * 30 days before expiry to the person and the welfare officer, each sent once.
 */
const PUBLIC_URL = 'https://club.example.org';
let t: TestApp;
let admin: string;
let f: ReturnType<typeof factories>;
let welfare: Person;
let coach: Person;
let otherCoach: Person;
let parent: Person;
let teamId: number;

beforeAll(async () => {
  // Email set up, no mail worker: the reminders stay in the outbox, where the test reads them.
  t = await createTestApp(
    { SMTP_URL: 'smtp://127.0.0.1:9', MAIL_FROM: 'Oakfield Juniors <club@oakfield.example>', PUBLIC_URL },
    { mailWorker: false },
  );
  admin = await t.signIn('admin');
  f = factories(t, () => admin);
  welfare = await personWithEmail(t, 'welfare', ['Parent']);
  await t.db.update(users).set({ welfareOfficer: true }).where(eq(users.userId, welfare.userId));
  welfare.token = await t.signIn('welfare');
  coach = await personWithEmail(t, 'coach', ['Coach']);
  otherCoach = await personWithEmail(t, 'coach2', ['Coach']);
  parent = await personWithEmail(t, 'parent', ['Parent']);
  teamId = (await f.team({ team_name: 'U12 Lions' })).team_id;
  await f.coaches(teamId, [coach.userId, otherCoach.userId]);
});
afterAll(() => t.close());

const record = (userId: number, kind: string, payload: object, token = welfare.token) =>
  t.request({ method: 'PUT', url: `/api/users/${userId}/qualifications/${kind}`, token, payload });
const register = async (token = welfare.token) => {
  const res = await t.request({ method: 'GET', url: '/api/qualifications', token });
  expect(res.statusCode).toBe(200);
  return res.json<QualificationRegister>();
};
const auditRows = async (entity: string) =>
  (
    (await t.db.execute(sql`select action, entity, entity_id, actor_username, before, after from audit_log
      where entity = ${entity} order by id`)) as unknown as {
      rows: { action: string; entity_id: string | null; actor_username: string; before: unknown; after: unknown }[];
    }
  ).rows;
/** A date `years` before `date`, the same calendar day. */
const yearsBefore = (date: string, years: number) => `${Number(date.slice(0, 4)) - years}${date.slice(4)}`;

describe('recording a check', () => {
  it('the welfare officer records a valid DBS check: it expires three years on, on record', async () => {
    const issued = yearsBefore(addDaysToDate(today(), 200), 3);
    const res = await record(coach.userId, 'dbs', { status: 'valid', issued_on: issued });
    expect(res.statusCode).toBe(200);
    expect(res.json<QualificationEntry>()).toMatchObject({
      kind: 'dbs',
      state: 'valid',
      status: 'valid',
      issued_on: issued,
      expires_on: addDaysToDate(today(), 200),
      recorded_by: 'welfare',
    });
    const [entry] = (await auditRows('qualifications')).filter((r) => r.action.startsWith('PUT'));
    expect(entry).toMatchObject({
      action: 'PUT /api/users/:id/qualifications/:kind',
      entity_id: String(coach.userId),
      actor_username: 'welfare',
      before: null,
      after: { kind: 'dbs', issued_on: issued },
    });
  });

  it('records one applied for without a date, and an admin records too', async () => {
    const res = await record(otherCoach.userId, 'dbs', { status: 'applied' }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json<QualificationEntry>()).toMatchObject({ state: 'applied', issued_on: null, expires_on: null });
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const cases: [object, RegExp][] = [
      [{ status: 'valid' }, /^issued_on is required/],
      [{ status: 'valid', issued_on: addDaysToDate(today(), 1) }, /^issued_on cannot be in the future$/],
      [{ status: 'valid', issued_on: '1989-12-31' }, /^issued_on cannot be before 1 January 1990$/],
      [{ status: 'valid', issued_on: '2025-02-30' }, /^issued_on must be a date \(YYYY-MM-DD\)$/],
      [{ status: 'applied', issued_on: '2025-01-01' }, /^issued_on must be left out/],
      [{ status: 'expired' }, /^status must be one of applied, valid$/],
      [{ issued_on: '2025-01-01' }, /^status is required$/],
      [{ status: 'valid', issued_on: '2025-01-01', certificate: 'X123' }, /certificate/],
    ];
    for (const [payload, error] of cases) {
      const res = await record(coach.userId, 'first_aid', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(error);
    }
    const kind = await record(coach.userId, 'cpr', { status: 'applied' });
    expect(kind.statusCode).toBe(400);
    expect(kind.json<{ error: string }>().error).toBe('kind must be one of dbs, safeguarding, first_aid');
  });

  it('refuses a player’s account (400) and an unknown person (404)', async () => {
    const team = (await f.team()).team_id;
    const child = await f.player(team);
    const kid = await t.createUser({ username: 'kid', types: ['Player'] });
    await t.db.update(players).set({ userId: kid }).where(eq(players.playerId, child.player_id));
    const res = await record(kid, 'dbs', { status: 'applied' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe("A player's account has no qualifications on the register");
    expect((await record(999_999, 'dbs', { status: 'applied' })).statusCode).toBe(404);
  });

  it('a coach or parent gets 403 before any 400; the welfare officer cannot record their own check', async () => {
    for (const token of [coach.token, parent.token]) {
      const res = await record(otherCoach.userId, 'nonsense', { status: 'nope' }, token);
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toBe('Welfare officer or admin access required');
    }
    const own = await record(welfare.userId, 'dbs', { status: 'applied' });
    expect(own.statusCode).toBe(403);
    expect(own.json<{ error: string }>().error).toBe(
      'Your own checks are recorded by an admin or another welfare officer',
    );
    // An admin records it.
    expect((await record(welfare.userId, 'dbs', { status: 'applied' }, admin)).statusCode).toBe(200);
  });

  it('removes a record (on record), and answers 404 for one that is not there', async () => {
    expect((await record(parent.userId, 'first_aid', { status: 'valid', issued_on: '2025-06-01' })).statusCode).toBe(
      200,
    );
    const url = `/api/users/${parent.userId}/qualifications/first_aid`;
    expect((await t.request({ method: 'DELETE', url, token: welfare.token })).statusCode).toBe(204);
    expect((await t.request({ method: 'DELETE', url, token: welfare.token })).statusCode).toBe(404);
    const removal = (await auditRows('qualifications')).find((r) => r.action.startsWith('DELETE'));
    expect(removal).toMatchObject({ entity_id: String(parent.userId), after: null, before: { kind: 'first_aid' } });
  });
});

describe('the register', () => {
  it('lists every coach and the welfare officer, each kind’s state, others by name; reads on record', async () => {
    const readsBefore = (await auditRows('qualifications')).filter((r) => r.action === 'GET /api/qualifications');
    const body = await register();
    expect(body.today).toBe(today());
    const names = body.people.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['coach', 'coach2', 'welfare']));
    expect(names).not.toContain('parent');
    expect(names).not.toContain('kid');
    expect(body.others.map((o) => o.name)).toContain('parent');
    expect(body.others.map((o) => o.name)).not.toContain('kid');
    const c = body.people.find((p) => p.user_id === coach.userId)!;
    expect(c).toMatchObject({ coach: true, welfare_officer: false, teams: ['U12 Lions'] });
    expect(c.qualifications.map((q) => [q.kind, q.state])).toEqual([
      ['dbs', 'valid'],
      ['safeguarding', 'missing'],
      ['first_aid', 'missing'],
    ]);
    expect(body.people.find((p) => p.user_id === welfare.userId)).toMatchObject({ welfare_officer: true });
    // The welfare officer's read and an admin's read are both on record.
    await register(admin);
    const reads = (await auditRows('qualifications')).filter((r) => r.action === 'GET /api/qualifications');
    expect(reads.slice(readsBefore.length).map((r) => r.actor_username)).toEqual(['welfare', 'admin']);
  });

  it('a person reads their own, without it going on record', async () => {
    const before = (await auditRows('qualifications')).length;
    const res = await t.request({ method: 'GET', url: '/api/account/qualifications', token: coach.token });
    expect(res.statusCode).toBe(200);
    const own = res.json<OwnQualifications>();
    expect(own.qualifications.map((q) => q.state)).toEqual(['valid', 'missing', 'missing']);
    expect((await auditRows('qualifications')).length).toBe(before);
  });

  it('Team Management flags each coach without a valid DBS check; nothing is refused', async () => {
    const res = await t.request({ method: 'GET', url: '/api/team-coaches', token: admin });
    const team = res.json<{ teams: { team_id: number; user_ids: number[]; without_valid_dbs: number[] }[] }>().teams;
    // The coach's is valid; the other's only applied for.
    expect(team.find((x) => x.team_id === teamId)?.without_valid_dbs).toEqual([otherCoach.userId]);
  });
});

describe('reminders before expiry', () => {
  /** The reminder emails in the outbox for this subject text, by address. */
  const reminders = async () =>
    (
      (await t.db.execute(sql`select to_address, subject, text_body from outbox
        where kind = 'qualification_reminder' order by id`)) as unknown as {
        rows: { to_address: string; subject: string; text_body: string }[];
      }
    ).rows;
  const at = (days: number) => new Date(Date.now() + days * 86_400_000);
  const run = async (now: Date) => {
    await t.app.planNotices(now);
    await t.app.jobs.drain();
  };

  it('go to the person and the welfare officer once at 60 days and once at 30 days, never twice', async () => {
    const expires = addDaysToDate(today(), 60);
    const person = await personWithEmail(t, 'renewer', ['Coach']);
    expect(
      (await record(person.userId, 'safeguarding', { status: 'valid', issued_on: yearsBefore(expires, 3) })).statusCode,
    ).toBe(200);
    // Before the 60 days: nothing.
    await run(at(-1));
    expect(await reminders()).toEqual([]);

    await run(at(0));
    const sixty = await reminders();
    expect(sixty.map((e) => e.to_address).sort()).toEqual([person.email, welfare.email].sort());
    const own = sixty.find((e) => e.to_address === person.email)!;
    expect(own.subject).toMatch(/^Your Safeguarding course expires on /);
    expect(own.text_body).toContain('(in 60 days)');
    expect(own.text_body).toContain(`${PUBLIC_URL}/account`);
    const toWelfare = sixty.find((e) => e.to_address === welfare.email)!;
    expect(toWelfare.subject).toMatch(/^Safeguarding course of renewer expires on /);
    expect(toWelfare.text_body).toContain(`${PUBLIC_URL}/safeguarding/qualifications`);
    expect(toWelfare.text_body).toContain('because you are the club’s welfare officer');

    // Planned again the same day and the days after: the 60-day reminder is decided once.
    await run(at(0));
    await run(at(10));
    await run(at(29));
    expect(await reminders()).toHaveLength(2);

    await run(at(30));
    const thirty = (await reminders()).slice(2);
    expect(thirty.map((e) => e.to_address).sort()).toEqual([person.email, welfare.email].sort());
    expect(thirty[0]!.text_body).toContain('(in 30 days)');
    await run(at(30));
    await run(at(45));
    // From the expiry day, none.
    await run(at(60));
    expect(await reminders()).toHaveLength(4);
  });

  it('a check renewed before its reminder goes out is not reminded of', async () => {
    const before = (await reminders()).length;
    const person = await personWithEmail(t, 'renewed', ['Coach']);
    const expires = addDaysToDate(today(), 59);
    await record(person.userId, 'first_aid', { status: 'valid', issued_on: yearsBefore(expires, 3) });
    await t.app.planNotices(at(0));
    // Renewed between the planning and the sending: the job finds a different expiry and sends nothing.
    await record(person.userId, 'first_aid', { status: 'valid', issued_on: today() });
    await t.app.jobs.drain();
    expect((await reminders()).length).toBe(before);
  });
});

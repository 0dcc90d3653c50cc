import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { messageTexts, type InboxItem, type MessageView, type SeenBy, type SentMessage } from '@touchline/domain';
import { players } from '../src/db/schema';
import { personWithEmail, type Person } from './support/people';
import { SmtpSink } from './support/smtp-sink';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Club messages and the inbox (decision 107): who a message reaches (never a child's own account), unread counts,
 * 'Seen by', who may see what, and the emails over a real SMTP conversation.
 */
const PUBLIC_URL = 'https://club.example.org';
let t: TestApp;
let sink: SmtpSink;
let admin: string;
let f: ReturnType<typeof factories>;

let people = 0;
/** A signed-in person with an email address, of the given types, parent of the players given. */
const person = (types: ('Parent' | 'Coach' | 'Player')[], ...playerIds: number[]) =>
  personWithEmail(t, `person${++people}`, types, playerIds);

/** A team with a 12-year-old and an 18-year-old, each with their own account and a parent. */
async function team() {
  const created = await f.team();
  const child = await f.player(created.team_id, { date_of_birth: '2014-05-01' });
  const adult = await f.player(created.team_id, { date_of_birth: '2008-03-01' });
  const childAccount = await person(['Player']);
  const adultAccount = await person(['Player']);
  await t.db.update(players).set({ userId: childAccount.userId }).where(eq(players.playerId, child.player_id));
  await t.db.update(players).set({ userId: adultAccount.userId }).where(eq(players.playerId, adult.player_id));
  return {
    team: created,
    childAccount,
    adultAccount,
    childParent: await person(['Parent'], child.player_id),
    adultParent: await person(['Parent'], adult.player_id),
  };
}

let coach: Person;
let otherCoach: Person;

beforeAll(async () => {
  sink = await SmtpSink.create();
  t = await createTestApp(
    { SMTP_URL: sink.url, MAIL_FROM: 'club@oakfield.example', PUBLIC_URL },
    { mailWorker: { pollMs: 100 } },
  );
  admin = await t.signIn('admin');
  f = factories(t, () => admin);
  coach = await person(['Coach']);
  otherCoach = await person(['Coach']);
});
afterAll(async () => {
  await t.close();
  await sink.stop();
});

const send = (token: string, payload: object) => t.request({ method: 'POST', url: '/api/messages', token, payload });
const get = async <T>(url: string, token: string) => {
  const res = await t.request({ method: 'GET', url, token });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};
const inbox = (p: Person) => get<InboxItem[]>('/api/inbox', p.token);
const unread = async (p: Person) => (await get<{ unread: number }>('/api/inbox/unread', p.token)).unread;
const seenBy = (id: number, token = coach.token) => get<SeenBy>(`/api/messages/${id}/seen`, token);
const message = { subject: 'Training moves to Thursday', body: 'Same time, same place.\n\nBring water.' };

async function rows() {
  const result = await t.db.execute(sql`select (select count(*) from messages)::int as messages,
    (select count(*) from message_recipients)::int as recipients, (select count(*) from jobs)::int as jobs`);
  return (result as unknown as { rows: object[] }).rows[0];
}

describe('who a message reaches', () => {
  it("a team message reaches the parents and a 16+ player's own account, never an under-16 player's", async () => {
    const s = await team();
    const res = await send(coach.token, { ...message, team_ids: [s.team.team_id], whole_club: false });
    expect(res.statusCode).toBe(201);
    const { id, recipients } = res.json<{ id: number; recipients: number }>();
    expect(recipients).toBe(3);
    for (const p of [s.childParent, s.adultParent, s.adultAccount]) {
      expect(await inbox(p)).toEqual([
        {
          id,
          kind: 'message',
          subject: message.subject,
          sender_name: coach.username,
          audience: s.team.team_name,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
          read: false,
        },
      ]);
    }
    expect(await inbox(s.childAccount)).toEqual([]);
    expect(await inbox(coach)).toEqual([]); // never the sender
    const seen = await seenBy(id);
    expect(seen.total).toBe(3);
    expect(seen.not_seen.map((p) => p.user_id).sort()).toEqual(
      [s.childParent.userId, s.adultParent.userId, s.adultAccount.userId].sort(),
    );
  });

  it("the whole club is everyone but children's own accounts and the sender; teams are named", async () => {
    const a = await team();
    const b = await team();
    const res = await send(coach.token, { ...message, team_ids: [a.team.team_id], whole_club: true });
    const { id } = res.json<{ id: number }>();
    const seen = await seenBy(id);
    const ids = seen.not_seen.map((p) => p.user_id);
    for (const p of [a.childParent, a.adultAccount, b.adultParent, b.adultAccount, otherCoach])
      expect(ids).toContain(p.userId);
    expect(ids).toContain(1); // the admin
    for (const p of [a.childAccount, b.childAccount, coach]) expect(ids).not.toContain(p.userId);
    expect((await inbox(b.adultParent))[0]).toMatchObject({ id, audience: 'Whole club' });

    const two = await send(coach.token, { ...message, team_ids: [b.team.team_id, a.team.team_id] });
    expect(two.statusCode).toBe(201);
    const names = [a.team.team_name, b.team.team_name].sort().join(', ');
    expect((await inbox(a.childParent))[0]).toMatchObject({ id: two.json<{ id: number }>().id, audience: names });
  });

  it('refuses a message without an audience, to an unknown team or without words, and changes nothing', async () => {
    const s = await team();
    const before = await rows();
    const cases: [object, string][] = [
      [{ ...message, team_ids: [], whole_club: false }, messageTexts.noAudience],
      [{ ...message }, messageTexts.noAudience],
      [{ ...message, team_ids: [s.team.team_id, 999999] }, messageTexts.unknownTeam([999999])],
      [{ ...message, subject: '  ', team_ids: [s.team.team_id] }, 'subject is required'],
      [{ body: 'x', team_ids: [s.team.team_id] }, 'subject is required'],
      [{ ...message, body: 'x'.repeat(5001), whole_club: true }, 'body must be at most 5000 characters'],
      [{ ...message, subject: 'x'.repeat(201), whole_club: true }, 'subject must be at most 200 characters'],
      [{ ...message, team_ids: 'all' }, 'team_ids'],
    ];
    for (const [payload, error] of cases) {
      const res = await send(coach.token, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(error);
    }
    const empty = await f.team();
    const none = await send(coach.token, { ...message, team_ids: [empty.team_id] });
    expect(none.json()).toMatchObject({ error: messageTexts.noRecipients });
    expect(await rows()).toEqual(before);
  });

  it('only coaches and admins send; nobody can address one person', async () => {
    const s = await team();
    expect((await send(s.childParent.token, { ...message, whole_club: true })).statusCode).toBe(403);
    expect((await send(s.adultAccount.token, { ...message, whole_club: true })).statusCode).toBe(403);
    const direct = await send(coach.token, { ...message, user_ids: [s.childAccount.userId], whole_club: false });
    expect(direct.statusCode).toBe(400);
    expect((await send(admin, { ...message, team_ids: [s.team.team_id] })).statusCode).toBe(201);
  });
});

describe('reading', () => {
  it("opening a message marks it read: the unread count drops and the sender's 'Seen by' grows", async () => {
    const s = await team();
    const { id } = (await send(coach.token, { ...message, team_ids: [s.team.team_id] })).json<{ id: number }>();
    expect(await unread(s.childParent)).toBe(1);
    expect(await get<SentMessage[]>('/api/messages/sent', coach.token)).toContainEqual(
      expect.objectContaining({ id, seen: 0, total: 3 }),
    );

    const opened = await get<MessageView>(`/api/inbox/${id}`, s.childParent.token);
    expect(opened).toMatchObject({ id, body: message.body, sender_id: coach.userId, sent_by_me: false });
    expect(await unread(s.childParent)).toBe(0);
    expect((await inbox(s.childParent))[0]!.read).toBe(true);
    let seen = await seenBy(id);
    expect(seen.seen).toEqual([
      { user_id: s.childParent.userId, name: s.childParent.username, read_at: expect.any(String) },
    ]);
    expect(seen.not_seen).toHaveLength(2);

    // Opening it again keeps the first time it was read.
    const firstRead = seen.seen[0]!.read_at;
    await get(`/api/inbox/${id}`, s.childParent.token);
    await get(`/api/inbox/${id}`, s.adultAccount.token);
    seen = await seenBy(id);
    expect(seen.seen.map((p) => p.user_id)).toEqual([s.childParent.userId, s.adultAccount.userId]);
    expect(seen.seen[0]!.read_at).toBe(firstRead);
    expect(await get<SentMessage[]>('/api/messages/sent', coach.token)).toContainEqual(
      expect.objectContaining({ id, seen: 2, total: 3 }),
    );
    // The sender opens their own message without counting as seen.
    expect(await get<MessageView>(`/api/inbox/${id}`, coach.token)).toMatchObject({ id, sent_by_me: true });
    expect((await seenBy(id)).seen).toHaveLength(2);
  });

  it('an admin viewing as a parent opens the message without marking it read', async () => {
    const s = await team();
    const { id } = (await send(coach.token, { ...message, team_ids: [s.team.team_id] })).json<{ id: number }>();
    const viewing = await t.request({
      method: 'POST',
      url: '/api/impersonate',
      token: admin,
      payload: { user_id: s.childParent.userId },
    });
    const token = viewing.json<{ token: string }>().token;
    expect((await get<MessageView>(`/api/inbox/${id}`, token)).id).toBe(id);
    expect(await unread(s.childParent)).toBe(1);
    expect((await seenBy(id)).seen).toEqual([]);
  });

  it("is 404 to anyone the message did not reach; 'Seen by' is the sender's and admins', 403 to others", async () => {
    const s = await team();
    const outsider = await person(['Parent']);
    const { id } = (await send(coach.token, { ...message, team_ids: [s.team.team_id] })).json<{ id: number }>();
    for (const token of [outsider.token, s.childAccount.token, otherCoach.token, admin]) {
      expect((await t.request({ method: 'GET', url: `/api/inbox/${id}`, token })).statusCode).toBe(404);
    }
    expect((await t.request({ method: 'GET', url: '/api/inbox/999999', token: s.childParent.token })).statusCode).toBe(
      404,
    );
    const other = await t.request({ method: 'GET', url: `/api/messages/${id}/seen`, token: otherCoach.token });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ error: messageTexts.notSender });
    expect(
      (await t.request({ method: 'GET', url: `/api/messages/${id}/seen`, token: s.childParent.token })).statusCode,
    ).toBe(403);
    expect((await seenBy(id, admin)).total).toBe(3);
    expect((await t.request({ method: 'GET', url: '/api/messages/999999/seen', token: admin })).statusCode).toBe(404);
    expect(await get<SentMessage[]>('/api/messages/sent', otherCoach.token)).not.toContainEqual(
      expect.objectContaining({ id }),
    );
  });
});

describe('email', () => {
  it('emails each recipient with an address, with List-Unsubscribe and a link to it; not who opted out', async () => {
    const s = await team();
    const off = await t.request({
      method: 'PUT',
      url: '/api/account/notification-preferences',
      token: s.adultParent.token,
      payload: {
        kinds: {
          availability_request: 'email',
          reminder: 'email',
          squad: 'email',
          fixture_change: 'email',
          club_message: 'none',
          match_day: 'none',
        },
        digest: false,
      },
    });
    expect(off.statusCode).toBe(200);
    // Earlier tests' messages are emailed too when the jobs run: this one has a subject of its own.
    const subject = 'Kit collection on Saturday';
    const ours = (e: { subject: string }) => e.subject === subject;
    const { id } = (await send(coach.token, { ...message, subject, team_ids: [s.team.team_id] })).json<{
      id: number;
    }>();
    await t.app.jobs.drain();
    t.app.mail?.wake();
    const arrived = await sink.waitFor(2, ours);
    await new Promise((resolve) => setTimeout(resolve, 300)); // any stray email would have arrived by now
    const to = sink.received.filter(ours).map((e) => e.to);
    expect(to.sort()).toEqual([s.childParent.email, s.adultAccount.email].sort());
    const email = arrived.find((e) => e.to === s.childParent.email)!;
    expect(email.text).toContain(`${PUBLIC_URL}/inbox/${id}`);
    expect(email.text).toContain('Bring water.');
    expect(email.text).toContain(`${coach.username} sent a message to ${s.team.team_name}`);
    expect(email.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(email.headers['list-unsubscribe']).toMatch(/<https:\/\/club\.example\.org\/api\/unsubscribe\/[^>]+>/);
    // The opted-out parent still has it in their inbox.
    expect((await inbox(s.adultParent))[0]).toMatchObject({ id, read: false });
    // The job is done once: draining again sends nothing more.
    await t.app.jobs.drain();
    t.app.mail?.wake();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(sink.received.filter(ours)).toHaveLength(2);
  });
});

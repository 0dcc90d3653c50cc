import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ClubMessageDetail, ClubMessagePage, SensitiveReadPage } from '@touchline/domain';
import { auditLog, users } from '../src/db/schema';
import { factories } from './support/factories';
import { personWithEmail, type Person } from './support/people';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * The Club Welfare Officer (#31, decision 130): reads every club message and its recipients and the audit of
 * sensitive-data reads, each of those reads itself on record; no admin writes and no match control.
 */
let t: TestApp;
let admin: string;
let f: ReturnType<typeof factories>;
let welfare: Person;
let coach: Person;
let parent: Person;
let teamId: number;
let playerId: number;
let messageId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  f = factories(t, () => admin);
  welfare = await personWithEmail(t, 'welfare', []);
  await t.db.update(users).set({ welfareOfficer: true }).where(eq(users.userId, welfare.userId));
  welfare.token = await t.signIn('welfare');
  coach = await personWithEmail(t, 'coach', ['Coach']);
  teamId = (await f.team({ team_name: 'U10 Tigers' })).team_id;
  await f.coaches(teamId, [coach.userId]);
  playerId = (await f.player(teamId, { player_name: 'Ava Smith' })).player_id;
  parent = await personWithEmail(t, 'parent', ['Parent'], [playerId]);
  const sent = await t.request({
    method: 'POST',
    url: '/api/messages',
    token: coach.token,
    payload: { subject: 'Training moved', body: 'Thursday at 6.', team_ids: [teamId] },
  });
  expect(sent.statusCode).toBe(201);
  messageId = sent.json<{ id: number }>().id;
  // The parent opens it.
  expect((await t.request({ method: 'GET', url: `/api/inbox/${messageId}`, token: parent.token })).statusCode).toBe(
    200,
  );
});
afterAll(() => t.close());

const get = async <T>(url: string, token = welfare.token) => {
  const res = await t.request({ method: 'GET', url, token });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
};
const entries = async (action: string) =>
  (
    (await t.db.execute(sql`select actor_username, entity, entity_id from audit_log where action = ${action}
      order by id`)) as unknown as { rows: { actor_username: string; entity: string; entity_id: string | null }[] }
  ).rows;

describe('every club message and its recipients', () => {
  it('lists each message with sender, audience, date, how many it reached and opened; on record', async () => {
    const page = await get<ClubMessagePage>('/api/safeguarding/messages');
    expect(page.next_offset).toBeNull();
    expect(page.messages).toEqual([
      expect.objectContaining({
        id: messageId,
        kind: 'message',
        subject: 'Training moved',
        audience: 'U10 Tigers',
        sender_name: 'coach',
        recipients: 1,
        read: 1,
      }),
    ]);
    expect(await entries('GET /api/safeguarding/messages')).toEqual([
      { actor_username: 'welfare', entity: 'messages', entity_id: null },
    ]);
  });

  it('pages with limit and offset (Load more), newest first', async () => {
    for (const subject of ['Second', 'Third'])
      await t.request({
        method: 'POST',
        url: '/api/messages',
        token: coach.token,
        payload: { subject, body: 'Hello.', team_ids: [teamId] },
      });
    const first = await get<ClubMessagePage>('/api/safeguarding/messages?limit=2');
    expect(first.messages.map((m) => m.subject)).toEqual(['Third', 'Second']);
    expect(first.next_offset).toBe(2);
    const next = await get<ClubMessagePage>('/api/safeguarding/messages?limit=2&offset=2');
    expect(next.messages.map((m) => m.subject)).toEqual(['Training moved']);
    expect(next.next_offset).toBeNull();
    const bad = await t.request({ method: 'GET', url: '/api/safeguarding/messages?limit=0', token: welfare.token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ error: string }>().error).toMatch(/^limit must be a whole number from 1 to 200/);
  });

  it('shows a message with each recipient and whether they opened it; the read on record with its id', async () => {
    const message = await get<ClubMessageDetail>(`/api/safeguarding/messages/${messageId}`);
    expect(message).toMatchObject({ subject: 'Training moved', body: 'Thursday at 6.', recipients: 1, read: 1 });
    expect(message.recipient_list).toEqual([{ user_id: parent.userId, name: 'parent', read_at: expect.any(String) }]);
    expect(await entries('GET /api/safeguarding/messages/:id')).toEqual([
      { actor_username: 'welfare', entity: 'messages', entity_id: String(messageId) },
    ]);
    // Reading it as the welfare officer does not mark anyone's copy read, nor make the officer a recipient.
    expect((await get<{ unread: number }>('/api/inbox/unread')).unread).toBe(0);
    const missing = await t.request({ method: 'GET', url: '/api/safeguarding/messages/999999', token: welfare.token });
    expect(missing.statusCode).toBe(404);
  });

  it('is refused to a coach and a parent (403), and nothing of theirs goes on record', async () => {
    const before = (await entries('GET /api/safeguarding/messages/:id')).length;
    for (const token of [coach.token, parent.token]) {
      const res = await t.request({ method: 'GET', url: `/api/safeguarding/messages/${messageId}`, token });
      expect(res.statusCode).toBe(403);
      expect(res.json<{ error: string }>().error).toBe('Welfare officer or admin access required');
    }
    expect((await entries('GET /api/safeguarding/messages/:id')).length).toBe(before);
  });
});

describe('the audit of sensitive-data reads', () => {
  it('lists the reads on record, newest first, with whose record each was; not the writes', async () => {
    // A coach's read of a player's medical information, as the medical routes put it on record.
    await t.db.insert(auditLog).values({
      actorUserId: coach.userId,
      actorUsername: 'coach',
      action: 'GET /api/players/:id/medical',
      entity: 'player_medical',
      entityId: String(playerId),
      status: 200,
    });
    const page = await get<SensitiveReadPage>('/api/safeguarding/reads');
    expect(page.reads[0]).toMatchObject({
      actor_username: 'coach',
      action: 'GET /api/players/:id/medical',
      entity: 'player_medical',
      entity_id: String(playerId),
      about: 'Ava Smith',
    });
    expect(page.reads.find((r) => r.action === 'GET /api/safeguarding/messages/:id')).toMatchObject({
      actor_username: 'welfare',
      about: 'Training moved',
    });
    expect(page.reads.every((r) => r.action.startsWith('GET '))).toBe(true);
    expect(page.reads.some((r) => r.action === 'POST /api/messages')).toBe(false);
    // Reading the list is on record too: the next page shows it first.
    const again = await get<SensitiveReadPage>('/api/safeguarding/reads?limit=1', admin);
    expect(again.reads).toEqual([
      expect.objectContaining({ actor_username: 'welfare', action: 'GET /api/safeguarding/reads', entity_id: null }),
    ]);
    expect(again.next_offset).toBe(1);
  });

  it('lists the register’s read as about nobody in particular, and no write', async () => {
    await t.request({
      method: 'PUT',
      url: `/api/users/${coach.userId}/qualifications/dbs`,
      token: welfare.token,
      payload: { status: 'applied' },
    });
    await get('/api/qualifications');
    const { reads } = await get<SensitiveReadPage>('/api/safeguarding/reads?limit=5');
    // The register's read is about nobody in particular; the write is not a read.
    expect(reads.find((r) => r.action === 'GET /api/qualifications')).toMatchObject({ entity_id: null, about: null });
    expect(reads.some((r) => r.action.startsWith('PUT '))).toBe(false);
  });
});

describe('what the welfare officer cannot do', () => {
  it('makes no admin write, controls no match, and reads neither the full audit log nor the user list', async () => {
    const match = await f.match(teamId);
    const refused: [string, string, object?][] = [
      ['POST', '/api/teams', f.teamBody()],
      ['PUT', `/api/users/${coach.userId}`, { username: 'x' }],
      ['DELETE', `/api/users/${coach.userId}`],
      ['PUT', `/api/teams/${teamId}/coaches`, { user_ids: [] }],
      ['POST', `/api/matches/${match.match_id}/events`, { event_type: 'kick_off' }],
      ['POST', `/api/matches/${match.match_id}/status`, { status: 'postponed' }],
      ['POST', '/api/messages', { subject: 'Hi', body: 'Hi', whole_club: true }],
      ['GET', '/api/audit'],
      ['GET', '/api/users'],
      ['GET', '/api/team-coaches'],
    ];
    for (const [method, url, payload] of refused) {
      const res = await t.request({
        method: method as 'GET',
        url,
        token: welfare.token,
        ...(payload && { payload }),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

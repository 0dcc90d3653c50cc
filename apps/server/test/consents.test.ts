import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { consentMessages, type ConsentsRegister, type PlayerConsents, type SeenBy } from '@touchline/domain';
import { auditLog, parentPlayerAssociations, players, teamCoaches, users } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A player's consents (#31, decision 130): who gives them (the parents, the player from 16, an admin), the rules of
 * the 16-17 ones, who sees them, the welfare officer's reads on record, and what they change: whom a message to a
 * 16- or 17-year-old reaches.
 */
let t: TestApp;
const tokens = { admin: '', parent: '', teenParent: '', otherParent: '', coach: '', welfare: '', child: '', teen: '' };
const ids = { team: 0, child: 0, teen: 0, parent: 0, teenParent: 0, teenUser: 0 };

beforeAll(async () => {
  t = await createTestApp();
  tokens.admin = await t.signIn('admin');
  const make = factories(t, () => tokens.admin);
  ids.team = (await make.team({ team_name: 'U17 Foxes' })).team_id;
  ids.child = (await make.player(ids.team, { player_name: 'Kit Young', date_of_birth: '2014-06-01' })).player_id;
  ids.teen = (await make.player(ids.team, { player_name: 'Tess Teen', date_of_birth: '2009-06-01' })).player_id;
  ids.parent = await t.createUser({ username: 'con-parent', types: ['Parent'] });
  ids.teenParent = await t.createUser({ username: 'con-teen-parent', types: ['Parent'] });
  await t.createUser({ username: 'con-other-parent', types: ['Parent'] });
  const coach = await t.createUser({ username: 'con-coach', types: ['Coach'] });
  const welfare = await t.createUser({ username: 'con-welfare' });
  await t.db.update(users).set({ welfareOfficer: true }).where(eq(users.userId, welfare));
  const child = await t.createUser({ username: 'con-child', types: ['Player'] });
  ids.teenUser = await t.createUser({ username: 'con-teen', types: ['Player'] });
  await t.db.update(players).set({ userId: child }).where(eq(players.playerId, ids.child));
  await t.db.update(players).set({ userId: ids.teenUser }).where(eq(players.playerId, ids.teen));
  await t.db.insert(parentPlayerAssociations).values([
    { parentUserId: ids.parent, playerId: ids.child },
    { parentUserId: ids.teenParent, playerId: ids.teen },
  ]);
  await t.db.insert(teamCoaches).values({ teamId: ids.team, userId: coach });
  tokens.parent = await t.signIn('con-parent');
  tokens.teenParent = await t.signIn('con-teen-parent');
  tokens.otherParent = await t.signIn('con-other-parent');
  tokens.coach = await t.signIn('con-coach');
  tokens.welfare = await t.signIn('con-welfare');
  tokens.child = await t.signIn('con-child');
  tokens.teen = await t.signIn('con-teen');
});
afterAll(() => t.close());

const url = (playerId: number) => `/api/players/${playerId}/consents`;
const give = (token: string, payload: object, playerId = ids.child) =>
  t.request({ method: 'PUT', url: url(playerId), token, payload });
const read = (token: string, playerId = ids.child) => t.request({ method: 'GET', url: url(playerId), token });

describe('consents', () => {
  it('are none until given: high privacy by default', async () => {
    const res = await read(tokens.parent);
    expect(res.statusCode).toBe(200);
    const none = { granted: null, given_by: null, given_at: null };
    expect(res.json<PlayerConsents>()).toMatchObject({ photos: none, direct_contact: none, no_parent_copy: none });
  });

  it('are given by a parent, dated and signed', async () => {
    const res = await give(tokens.parent, { photos: true });
    expect(res.statusCode).toBe(200);
    const { photos } = res.json<PlayerConsents>();
    expect(photos).toMatchObject({ granted: true, given_by: 'con-parent' });
    expect(Date.parse(photos.given_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect((await give(tokens.parent, { photos: false })).json<PlayerConsents>().photos.granted).toBe(false);
  });

  it('are seen by the family, the coaches and the welfare officer (on record), not by other parents', async () => {
    for (const token of [tokens.parent, tokens.child, tokens.coach, tokens.welfare, tokens.admin])
      expect((await read(token)).statusCode, token).toBe(200);
    expect((await read(tokens.otherParent)).statusCode).toBe(403);
    const onRecord = await t.db
      .select({ actor: auditLog.actorUsername })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'player_consents'), eq(auditLog.action, 'GET /api/players/:id/consents')));
    expect(onRecord.map((e) => e.actor)).toEqual(['con-welfare']);
  });

  it('are given only by the parents, the player from 16 and admins; permission before the body', async () => {
    for (const token of [tokens.coach, tokens.welfare, tokens.otherParent, tokens.child]) {
      const res = await give(token, { photos: 'yes' });
      expect(res.statusCode, token).toBe(403);
      expect(res.json()).toMatchObject({ error: consentMessages.notFamily });
    }
    expect((await give(tokens.teen, { photos: true }, ids.teen)).statusCode).toBe(200);
    expect((await give(tokens.admin, { photos: true })).statusCode).toBe(200);
  });

  it('keeps direct contact for 16- and 17-year-olds, and no copy to the parents only with direct contact', async () => {
    const under16 = await give(tokens.parent, { direct_contact: true });
    expect(under16.statusCode).toBe(400);
    expect(under16.json()).toMatchObject({ error: consentMessages.onlyFrom16('Contact the player directly') });
    const alone = await give(tokens.teenParent, { no_parent_copy: true }, ids.teen);
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ error: consentMessages.needsDirectContact });
    expect((await give(tokens.teen, {}, ids.teen)).statusCode).toBe(400);
  });
});

describe('messages to a 16- or 17-year-old (decision 130)', () => {
  async function recipientsOfTeamMessage(): Promise<string[]> {
    const sent = await t.request({
      method: 'POST',
      url: '/api/messages',
      token: tokens.admin,
      payload: { subject: 'Training moved', body: 'Thursday at 6', team_ids: [ids.team] },
    });
    expect(sent.statusCode).toBe(201);
    const seen = await t.request({
      method: 'GET',
      url: `/api/messages/${sent.json<{ id: number }>().id}/seen`,
      token: tokens.admin,
    });
    const { seen: read, not_seen } = seen.json<SeenBy>();
    return [...read, ...not_seen].map((p) => p.name).sort();
  }

  it('reach the parents only until the player may be contacted directly', async () => {
    expect(await recipientsOfTeamMessage()).toEqual(['con-parent', 'con-teen-parent']);
  });

  it('reach the player and copy the parents with direct contact', async () => {
    expect((await give(tokens.teenParent, { direct_contact: true }, ids.teen)).statusCode).toBe(200);
    expect(await recipientsOfTeamMessage()).toEqual(['con-parent', 'con-teen', 'con-teen-parent']);
  });

  it('leave the parents out when consent says so, and copy them again once direct contact is withdrawn', async () => {
    expect((await give(tokens.teen, { no_parent_copy: true }, ids.teen)).statusCode).toBe(200);
    expect(await recipientsOfTeamMessage()).toEqual(['con-parent', 'con-teen']);
    const withdrawn = await give(tokens.teenParent, { direct_contact: false }, ids.teen);
    expect(withdrawn.json<PlayerConsents>().no_parent_copy.granted).toBe(false);
    expect(await recipientsOfTeamMessage()).toEqual(['con-parent', 'con-teen-parent']);
  });
});

describe("a match's players not to be named", () => {
  it("lists, for the club's coaches, the team's players without the photos consent", async () => {
    const make = factories(t, () => tokens.admin);
    const match = (await make.match(ids.team)).match_id;
    await give(tokens.parent, { photos: false });
    const res = await t.request({ method: 'GET', url: `/api/matches/${match}/consents`, token: tokens.coach });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ unnamed: [{ player_id: ids.child, player_name: 'Kit Young' }] });
    expect(
      (await t.request({ method: 'GET', url: `/api/matches/${match}/consents`, token: tokens.parent })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'GET', url: '/api/matches/999999/consents', token: tokens.coach })).statusCode,
    ).toBe(404);
    await give(tokens.parent, { photos: true });
  });
});

describe("the club's consents register", () => {
  it('is the welfare officer’s and the admins’, each read on record', async () => {
    expect((await t.request({ method: 'GET', url: '/api/consents', token: tokens.coach })).statusCode).toBe(403);
    const res = await t.request({ method: 'GET', url: '/api/consents', token: tokens.welfare });
    expect(res.statusCode).toBe(200);
    const { players: listed } = res.json<ConsentsRegister>();
    expect(listed.map((p) => [p.player_name, p.team_name, p.age, p.photos.granted])).toEqual([
      ['Kit Young', 'U17 Foxes', 12, true],
      ['Tess Teen', 'U17 Foxes', 17, true],
    ]);
    const [entry] = await t.db
      .select({ actor: auditLog.actorUsername, action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'GET /api/consents'));
    expect(entry).toEqual({ actor: 'con-welfare', action: 'GET /api/consents' });
  });
});

import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { medicalMessages, type MatchMedical, type MedicalBody, type MedicalRecord } from '@touchline/domain';
import {
  auditLog,
  parentPlayerAssociations,
  playerConsents,
  playerMedical,
  players,
  squadAnnouncements,
  squadPlayers,
  teamCoaches,
  users,
} from '../src/db/schema';
import { today } from '../src/today';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A player's medical and emergency information (#31, decision 130): who may read and write it (the parent of the
 * child, the child, a coach of the child's team, a coach of another team, the welfare officer, an admin), every read
 * on the audit log and a refusal with nothing else, the console's match-day download, and that none of it reaches the
 * log.
 */
let t: TestApp;
let logged = '';
const tokens = { admin: '', parent: '', otherParent: '', coach: '', otherCoach: '', welfare: '', child: '', teen: '' };
const ids = { team: 0, otherTeam: 0, child: 0, sibling: 0, teen: 0, benched: 0, match: 0, parent: 0, coach: 0 };

const body: MedicalBody = {
  emergency_contacts: [{ name: 'Jo Okafor', relationship: 'Mother', phone: '07700 900123' }],
  conditions: 'Asthma',
  allergies: 'Peanuts (anaphylaxis)',
  medication: 'Blue inhaler in the kit bag',
  instructions: 'Two puffs of the inhaler; call 999 if no better in 5 minutes',
};

beforeAll(async () => {
  const log = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  t = await createTestApp({}, { log });
  tokens.admin = await t.signIn('admin');
  const make = factories(t, () => tokens.admin);
  ids.team = (await make.team({ team_name: 'U10 Lions' })).team_id;
  ids.otherTeam = (await make.team({ team_name: 'U12 Hawks' })).team_id;
  ids.child = (await make.player(ids.team, { player_name: 'Ada Okafor', date_of_birth: '2016-04-01' })).player_id;
  ids.sibling = (await make.player(ids.team, { player_name: 'Ben Okafor', date_of_birth: '2016-04-01' })).player_id;
  ids.benched = (await make.player(ids.team, { player_name: 'Cy Benched', date_of_birth: '2016-04-01' })).player_id;
  ids.teen = (await make.player(ids.otherTeam, { player_name: 'Tia Teen', date_of_birth: '2009-01-01' })).player_id;
  ids.match = (await make.match(ids.team, { match_date: today() })).match_id;
  ids.parent = await t.createUser({ username: 'med-parent', types: ['Parent'] });
  await t.createUser({ username: 'med-other-parent', types: ['Parent'] });
  ids.coach = await t.createUser({ username: 'med-coach', types: ['Coach'], shortName: 'Coach Kim' });
  const otherCoach = await t.createUser({ username: 'med-other-coach', types: ['Coach'] });
  const welfare = await t.createUser({ username: 'med-welfare' });
  await t.db.update(users).set({ welfareOfficer: true }).where(eq(users.userId, welfare));
  const child = await t.createUser({ username: 'med-child', types: ['Player'] });
  const teen = await t.createUser({ username: 'med-teen', types: ['Player'] });
  await t.db.update(players).set({ userId: child }).where(eq(players.playerId, ids.child));
  await t.db.update(players).set({ userId: teen }).where(eq(players.playerId, ids.teen));
  await t.db.insert(parentPlayerAssociations).values([
    { parentUserId: ids.parent, playerId: ids.child },
    { parentUserId: ids.parent, playerId: ids.sibling },
  ]);
  await t.db.insert(teamCoaches).values([
    { teamId: ids.team, userId: ids.coach },
    { teamId: ids.otherTeam, userId: otherCoach },
  ]);
  tokens.parent = await t.signIn('med-parent');
  tokens.otherParent = await t.signIn('med-other-parent');
  tokens.coach = await t.signIn('med-coach');
  tokens.otherCoach = await t.signIn('med-other-coach');
  tokens.welfare = await t.signIn('med-welfare');
  tokens.child = await t.signIn('med-child');
  tokens.teen = await t.signIn('med-teen');
});
afterAll(() => t.close());

const url = (playerId: number) => `/api/players/${playerId}/medical`;
const read = (token: string, playerId = ids.child) => t.request({ method: 'GET', url: url(playerId), token });
const write = (token: string, payload: object = body, playerId = ids.child) =>
  t.request({ method: 'PUT', url: url(playerId), token, payload });

async function readsOf(playerId: number) {
  return t.db
    .select({ actor: auditLog.actorUsername, status: auditLog.status, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'player_medical'), eq(auditLog.entityId, String(playerId))))
    .orderBy(auditLog.id);
}

describe('medical and emergency information', () => {
  it('starts empty and due for review, read by the family', async () => {
    const res = await read(tokens.parent);
    expect(res.statusCode).toBe(200);
    expect(res.json<MedicalRecord>()).toEqual({
      player_id: ids.child,
      player_name: 'Ada Okafor',
      emergency_contacts: [],
      conditions: '',
      allergies: '',
      medication: '',
      instructions: '',
      updated_at: null,
      updated_by: null,
      reviewed_at: null,
      review_due: true,
    });
  });

  it("is filled in by the child's parent, and confirmed for the season by saving it", async () => {
    const res = await write(tokens.parent);
    expect(res.statusCode).toBe(200);
    const record = res.json<MedicalRecord>();
    expect(record).toMatchObject({ ...body, updated_by: 'med-parent', review_due: false });
    expect(record.reviewed_at).not.toBeNull();
  });

  it('is read by the coach of the child’s team, the welfare officer, an admin and the child', async () => {
    for (const token of [tokens.coach, tokens.welfare, tokens.admin, tokens.child]) {
      const res = await read(token);
      expect(res.statusCode, token).toBe(200);
      expect(res.json<MedicalRecord>().allergies).toBe('Peanuts (anaphylaxis)');
    }
  });

  it('is refused to a coach of another team and another parent: the refusal on record, and nothing else', async () => {
    const before = (await readsOf(ids.child)).length;
    for (const token of [tokens.otherCoach, tokens.otherParent]) {
      const res = await read(token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: medicalMessages.notAllowed });
      expect(res.body).not.toContain('Peanuts');
    }
    const after = await readsOf(ids.child);
    expect(after.slice(before)).toEqual([
      { actor: 'med-other-coach', status: 403, before: null, after: null },
      { actor: 'med-other-parent', status: 403, before: null, after: null },
    ]);
  });

  it('puts every read on the audit log (who, whose, when), never what it says', async () => {
    const entries = await readsOf(ids.child);
    const reads = entries.filter((e) => e.status === 200);
    expect(reads.map((e) => e.actor)).toEqual(
      expect.arrayContaining(['med-parent', 'med-coach', 'med-welfare', 'admin', 'med-child']),
    );
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.entity, 'player_medical'));
    expect(JSON.stringify(rows)).not.toMatch(/Peanuts|inhaler|Jo Okafor|07700/);
    expect(rows.every((r) => r.at instanceof Date)).toBe(true);
  });

  it('is written only by the parents, the player from 16 and admins; not a coach or the welfare officer', async () => {
    for (const token of [tokens.coach, tokens.welfare, tokens.otherParent, tokens.otherCoach, tokens.child]) {
      const res = await write(token, { ...body, allergies: 'changed' });
      expect(res.statusCode, token).toBe(403);
      expect(res.json()).toMatchObject({ error: medicalMessages.notFamily });
    }
    expect((await write(tokens.admin, body)).statusCode).toBe(200);
    // Tia is 17: she keeps her own record.
    expect((await write(tokens.teen, body, ids.teen)).statusCode).toBe(200);
    const [row] = await t.db.select().from(playerMedical).where(eq(playerMedical.playerId, ids.child));
    expect(row?.allergies).toBe(body.allergies);
  });

  it('refuses bad input with the field’s words (after the permission), changing nothing', async () => {
    const cases: [object, string][] = [
      [{ ...body, emergency_contacts: [] }, medicalMessages.noContact],
      [{ ...body, emergency_contacts: [{ name: 'Jo', relationship: 'Mum', phone: 'call me' }] }, medicalMessages.phone],
      [{ ...body, emergency_contacts: [{ name: '', relationship: 'Mum', phone: '0123 456789' }] }, 'Name is required'],
      [{ ...body, emergency_contacts: Array(4).fill(body.emergency_contacts[0]) }, medicalMessages.tooManyContacts],
      [{ ...body, allergies: 'x'.repeat(2001) }, 'Allergies must be at most 2000 characters'],
    ];
    for (const [payload, error] of cases) {
      const res = await write(tokens.parent, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toContain(error);
    }
    // Permission first: another parent's bad input is a 403, not a 400.
    expect((await write(tokens.otherParent, { emergency_contacts: [] })).statusCode).toBe(403);
    expect((await read(tokens.parent)).json<MedicalRecord>().emergency_contacts).toEqual(body.emergency_contacts);
  });

  it('answers 404 for a player that does not exist to those who may read any, 403 to others', async () => {
    expect((await read(tokens.admin, 999999)).statusCode).toBe(404);
    expect((await read(tokens.parent, 999999)).statusCode).toBe(403);
  });
});

describe("the console's match-day copy", () => {
  const ofMatch = (token: string, matchId = ids.match) =>
    t.request({ method: 'GET', url: `/api/matches/${matchId}/medical`, token });

  it("gives the team's coach the squad's records, kept until the match day's end, each read on record", async () => {
    const before = (await readsOf(ids.benched)).length;
    const res = await ofMatch(tokens.coach);
    expect(res.statusCode).toBe(200);
    const answer = res.json<MatchMedical>();
    // No squad published: the team's players, an empty record for a family that has not filled it in.
    expect(answer.players.map((p) => p.player_name)).toEqual(['Ada Okafor', 'Ben Okafor', 'Cy Benched']);
    expect(answer.players[0]?.allergies).toBe(body.allergies);
    expect(answer.players[2]?.emergency_contacts).toEqual([]);
    expect(Date.parse(answer.keep_until)).toBeGreaterThan(Date.now());
    expect((await readsOf(ids.benched)).length).toBe(before + 1);
  });

  it('follows the published squad', async () => {
    await t.db.insert(squadAnnouncements).values({ matchId: ids.match });
    await t.db.insert(squadPlayers).values([
      { matchId: ids.match, playerId: ids.child, role: 'starting' },
      { matchId: ids.match, playerId: ids.sibling, role: 'substitute' },
    ]);
    const answer = (await ofMatch(tokens.coach)).json<MatchMedical>();
    expect(answer.players.map((p) => p.player_id)).toEqual([ids.child, ids.sibling]);
  });

  it("is refused to a coach of another team (403) and on another day than the match's (409)", async () => {
    expect((await ofMatch(tokens.otherCoach)).statusCode).toBe(403);
    expect((await ofMatch(tokens.parent)).statusCode).toBe(403);
    const make = factories(t, () => tokens.admin);
    const later = (await make.match(ids.team, { match_date: '2099-05-01' })).match_id;
    const res = await ofMatch(tokens.coach, later);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: medicalMessages.notMatchDay });
  });
});

describe('exports', () => {
  const exported = async (url: string) => {
    const res = await t.request({ method: 'GET', url, token: tokens.admin });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it("carry a child's medical information in the child's and parent's exports only, each read on record", async () => {
    const before = (await readsOf(ids.child)).length;
    const own = JSON.parse(await exported(`/api/admin/players/${ids.child}/export`)) as {
      medical: { allergies: string };
    };
    expect(own.medical.allergies).toBe(body.allergies);
    const parentExport = JSON.parse(await exported(`/api/admin/users/${ids.parent}/export`)) as {
      family_medical: { player_id: number; allergies: string }[];
      family_consents: unknown[];
    };
    expect(parentExport.family_medical.map((m) => [m.player_id, m.allergies])).toEqual([[ids.child, body.allergies]]);
    expect((await readsOf(ids.child)).length).toBe(before + 2);
    // The coach of the child's team, and the welfare officer who read it: nothing of it in their exports.
    expect(await exported(`/api/admin/users/${ids.coach}/export`)).not.toMatch(/Peanuts|inhaler|Jo Okafor/);
  });
});

describe('erasure and logs', () => {
  it('never writes medical information to the log', () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged).not.toMatch(/Peanuts|inhaler|Jo Okafor|07700 900123/);
  });

  it("goes with the player's erasure, consents too, and the audit log keeps no name of theirs", async () => {
    const consent = { method: 'PUT', url: `/api/players/${ids.teen}/consents`, payload: { photos: true } } as const;
    expect((await t.request({ ...consent, token: tokens.teen })).statusCode).toBe(200);
    const res = await t.request({ method: 'POST', url: `/api/admin/players/${ids.teen}/erase`, token: tokens.admin });
    expect(res.statusCode).toBeLessThan(300);
    expect(
      await t.db
        .select()
        .from(playerMedical)
        .where(inArray(playerMedical.playerId, [ids.teen])),
    ).toEqual([]);
    expect(await t.db.select().from(playerConsents).where(eq(playerConsents.playerId, ids.teen))).toEqual([]);
    expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain('Tia Teen');
  });
});

import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teams } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let coach: string;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'coach', types: ['Coach'] });
  coach = await t.signIn('coach');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

const teamCount = async () => (await t.db.select({ n: count() }).from(teams))[0]?.n;

describe('teams API', () => {
  it('creates (201 with the record), lists, reads, updates and deletes', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/teams',
      token: admin,
      payload: make.teamBody({ team_name: 'U9 Foxes' }),
    });
    expect(created.statusCode).toBe(201);
    const team = created.json<{ team_id: number }>();
    expect(team).toMatchObject({ team_name: 'U9 Foxes', club_name: 'Riverside FC' });

    const list = await t.request({ method: 'GET', url: '/api/teams', token: coach });
    expect(list.statusCode).toBe(200);
    expect(list.json<{ team_name: string }[]>().map((x) => x.team_name)).toContain('U9 Foxes');

    expect((await t.request({ method: 'GET', url: `/api/teams/${team.team_id}`, token: coach })).json()).toMatchObject({
      team_name: 'U9 Foxes',
    });

    // The client sends the whole edited team back, id included.
    const updated = await t.request({
      method: 'PUT',
      url: `/api/teams/${team.team_id}`,
      token: admin,
      payload: { ...make.teamBody({ team_name: 'U9 Wolves' }), team_id: team.team_id },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ team_id: team.team_id, team_name: 'U9 Wolves' });

    expect((await t.request({ method: 'DELETE', url: `/api/teams/${team.team_id}`, token: admin })).statusCode).toBe(
      204,
    );
    expect((await t.request({ method: 'GET', url: `/api/teams/${team.team_id}`, token: admin })).statusCode).toBe(404);
  });

  it.each(['team_name', 'home_colours', 'away_colours', 'age_group', 'club_name', 'contact_number'])(
    'requires %s and changes nothing without it',
    async (field) => {
      const before = await teamCount();
      const body: Record<string, unknown> = make.teamBody();
      delete body[field];
      const res = await t.request({ method: 'POST', url: '/api/teams', token: admin, payload: body });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/is required$/);
      const blank = await t.request({
        method: 'POST',
        url: '/api/teams',
        token: admin,
        payload: { ...make.teamBody(), [field]: '   ' },
      });
      expect(blank.statusCode).toBe(400);
      expect(await teamCount()).toBe(before);
    },
  );

  it('lets only admins write (403) and signed-in users read (401 otherwise)', async () => {
    const before = await teamCount();
    const res = await t.request({ method: 'POST', url: '/api/teams', token: coach, payload: make.teamBody() });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'Admin access required' });
    expect((await t.request({ method: 'GET', url: '/api/teams' })).statusCode).toBe(401);
    const team = await make.team();
    expect(
      (await t.request({ method: 'PUT', url: `/api/teams/${team.team_id}`, token: coach, payload: make.teamBody() }))
        .statusCode,
    ).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `/api/teams/${team.team_id}`, token: coach })).statusCode).toBe(
      403,
    );
    expect(await teamCount()).toBe((before ?? 0) + 1);
  });

  it('refuses to delete a team that players, matches or training use (409) and deletes nothing', async () => {
    const team = await make.team();
    await make.player(team.team_id);
    await make.match(team.team_id);
    const res = await t.request({ method: 'DELETE', url: `/api/teams/${team.team_id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      error: 'Cannot delete team - it has 1 player(s) and 1 match(es)',
      playerCount: 1,
      matchCount: 1,
    });
    expect((await t.request({ method: 'GET', url: `/api/teams/${team.team_id}`, token: admin })).statusCode).toBe(200);
  });

  it('answers 404 for updates and deletes of a team that does not exist', async () => {
    expect(
      (await t.request({ method: 'PUT', url: '/api/teams/99999', token: admin, payload: make.teamBody() })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: '/api/teams/99999', token: admin })).statusCode).toBe(404);
  });
});

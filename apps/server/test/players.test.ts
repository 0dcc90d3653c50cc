import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { players } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  teamId = (await make.team({ team_name: 'Lions' })).team_id;
});
afterAll(() => t.close());

const playerCount = async () => (await t.db.select({ n: count() }).from(players))[0]?.n;

describe('players API', () => {
  it('creates with team_name and nested team, lists by team, updates, deletes', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/players',
      token: admin,
      payload: {
        player_name: 'Ava Reid',
        player_short_name: '',
        preferred_position: 'Forward',
        date_of_birth: '2015-03-09',
        shirt_number: 9,
        team_id: teamId,
      },
    });
    expect(res.statusCode).toBe(201);
    const player = res.json<{ player_id: number }>();
    expect(player).toMatchObject({
      player_name: 'Ava Reid',
      player_short_name: null,
      team_name: 'Lions',
      team: { team_name: 'Lions' },
      date_of_birth: '2015-03-09',
      shirt_number: 9,
    });
    const other = await make.team();
    await make.player(other.team_id);
    const byQuery = (await t.request({ method: 'GET', url: `/api/players?team_id=${teamId}`, token: admin })).json<
      { team_id: number }[]
    >();
    const byPath = (await t.request({ method: 'GET', url: `/api/players/team/${teamId}`, token: admin })).json<
      { team_id: number }[]
    >();
    expect(byQuery.every((p) => p.team_id === teamId)).toBe(true);
    expect(byPath).toEqual(byQuery);
    const updated = await t.request({
      method: 'PUT',
      url: `/api/players/${player.player_id}`,
      token: admin,
      payload: {
        player_name: 'Ava R',
        preferred_position: 'Defender',
        date_of_birth: '2015-03-09',
        shirt_number: 4,
        team_id: other.team_id,
        team_name: 'ignored',
        player_id: player.player_id,
      },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ player_name: 'Ava R', team_id: other.team_id });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/players/${player.player_id}`, token: admin })).statusCode,
    ).toBe(204);
  });

  it.each([
    [{ team_id: undefined }, 'Team is required'],
    [{ team_id: null }, 'Team is required'],
    [{ team_id: 424242 }, 'Team 424242 does not exist'],
    [{ player_name: '' }, 'Player name is required'],
    [{ preferred_position: undefined }, 'Preferred position is required'],
    [{ date_of_birth: '2015-02-30' }, 'Date of birth must be a date (YYYY-MM-DD)'],
    [{ shirt_number: 'ten' }, 'Shirt number must be a number'],
    [{ shirt_number: 1e12 }, 'Shirt number must be between 0 and 999'],
  ])('refuses %j with "%s" and changes nothing', async (over, error) => {
    const before = await playerCount();
    const payload = {
      player_name: 'X',
      preferred_position: 'GK',
      date_of_birth: '2015-01-01',
      shirt_number: 1,
      team_id: teamId,
      ...over,
    };
    const res = await t.request({ method: 'POST', url: '/api/players', token: admin, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
    expect(await playerCount()).toBe(before);
  });

  it("shows a child's date of birth only to coaches, admins and the child's own parents", async () => {
    const child = await make.player(teamId, { date_of_birth: '2016-06-06' });
    const parentId = await t.createUser({ username: 'mum', types: ['Parent'] });
    await t.createUser({ username: 'other-parent', types: ['Parent'] });
    await t.request({
      method: 'POST',
      url: '/api/parent-player-associations',
      token: admin,
      payload: { parent_user_id: parentId, player_id: child.player_id },
    });
    const dobAs = async (username: string) =>
      (
        await t.request({ method: 'GET', url: `/api/players/${child.player_id}`, token: await t.signIn(username) })
      ).json<{ date_of_birth: string | null }>().date_of_birth;
    expect(await dobAs('mum')).toBe('2016-06-06');
    expect(await dobAs('other-parent')).toBeNull();
    expect(await dobAs('admin')).toBe('2016-06-06');
  });

  it('refuses to delete a player with match events (409)', async () => {
    const p = await make.player(teamId);
    const m = await make.match(teamId);
    const { matchEvents } = await import('../src/db/schema');
    await t.db.insert(matchEvents).values({ matchId: m.match_id, kind: 'GOAL', minute: 10, playerId: p.player_id });
    const res = await t.request({ method: 'DELETE', url: `/api/players/${p.player_id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe('Cannot delete player - it has 1 match event(s)');
  });
});

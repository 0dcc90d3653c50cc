import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** A client that sends back what it read must succeed (#13.10); a truly unknown field is still refused. */
let t: TestApp;
let admin: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  const season = await make.season({ is_current: true, start_date: '2026-08-01', end_date: '2027-05-31' });
  ids.seasons = season.season_id;
  ids.teams = (await make.team()).team_id;
  ids.players = (await make.player(ids.teams)).player_id;
  ids.matches = (await make.match(ids.teams, { season_id: season.season_id })).match_id;
  ids.trainings = (await make.training(ids.teams, { season_id: season.season_id })).training_id;
  ids['opposition-teams'] = (await make.opposition()).id;
  ids['match-types'] = 1;
  ids.users = await t.createUser({ username: 'coach', types: ['Coach'], shortName: 'CC' });
});
afterAll(() => t.close());

const idFields: Record<string, string> = {
  teams: 'team_id',
  players: 'player_id',
  matches: 'match_id',
  trainings: 'training_id',
  seasons: 'season_id',
  'opposition-teams': 'id',
  'match-types': 'match_type_id',
  users: 'user_id',
};

async function rowOf(resource: string): Promise<Record<string, unknown>> {
  const res = await t.request({ method: 'GET', url: `/api/${resource}`, token: admin });
  expect(res.statusCode, res.body).toBe(200);
  const row = res.json<Record<string, unknown>[]>().find((r) => r[idFields[resource] as string] === ids[resource]);
  expect(row, `${resource} row`).toBeDefined();
  return row as Record<string, unknown>;
}

describe('PUT accepts the row its GET returned', () => {
  it.each(Object.keys(idFields))('%s: the row sent back unchanged succeeds and changes nothing', async (resource) => {
    const row = await rowOf(resource);
    const res = await t.request({
      method: 'PUT',
      url: `/api/${resource}/${ids[resource]}`,
      token: admin,
      payload: row,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(resource)).toEqual(row);
  });

  it.each(Object.keys(idFields))('%s: a truly unknown field is still refused', async (resource) => {
    const row = await rowOf(resource);
    const res = await t.request({
      method: 'PUT',
      url: `/api/${resource}/${ids[resource]}`,
      token: admin,
      payload: { ...row, nickname: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'Unknown field: nickname' });
  });
});

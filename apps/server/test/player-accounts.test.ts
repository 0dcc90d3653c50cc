import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/** #13.5: an admin links a Player account to exactly one player record; the account then sees that player's data. */
let t: TestApp;
let admin: string;
let pat: string;
let patId: number;
let samId: number;
let coachId: number;
let ann: number;
let ben: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  await make.season({ is_current: true, start_date: '2020-01-01', end_date: '2099-12-31' });
  const team = (await make.team()).team_id;
  ann = (await make.player(team, { player_name: 'Ann One' })).player_id;
  ben = (await make.player(team, { player_name: 'Ben Two' })).player_id;
  patId = await t.createUser({ username: 'pat', types: ['Player'] });
  samId = await t.createUser({ username: 'sam', types: ['Player'] });
  coachId = await t.createUser({ username: 'coach', types: ['Coach'] });
  pat = await t.signIn('pat');
});
afterAll(() => t.close());

const link = (userId: number, playerId: number | null, token = admin) =>
  t.request({ method: 'PUT', url: `/api/users/${userId}/player`, token, payload: { player_id: playerId } });
const status = async (url: string, token = pat) => (await t.request({ method: 'GET', url, token })).statusCode;
const ownData = (playerId: number) => [
  `/api/players/${playerId}/statistics`,
  `/api/player-targets/player/${playerId}`,
  `/api/availability/match/${playerId}`,
  `/api/availability/training/${playerId}`,
];
const usersRow = async (id: number) =>
  (await t.request({ method: 'GET', url: '/api/users', token: admin }))
    .json<{ user_id: number; player_id: number | null }[]>()
    .find((u) => u.user_id === id);

describe('linking a Player account to its player', () => {
  it('lets the account see and change its own player’s data, and nobody else’s', async () => {
    for (const url of ownData(ann)) expect(await status(url), url).toBe(403);
    const res = await link(patId, ann);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_id: patId, username: 'pat', player_id: ann });
    expect(await usersRow(patId)).toMatchObject({ player_id: ann });
    expect((await t.request({ method: 'GET', url: `/api/users/${patId}`, token: pat })).json()).toMatchObject({
      player_id: ann,
    });
    for (const url of ownData(ann)) expect(await status(url), url).toBe(200);
    for (const url of ownData(ben)) expect(await status(url), url).toBe(403);
    const away = await t.request({
      method: 'POST',
      url: '/api/availability',
      token: pat,
      payload: { player_id: ann, unavailable_date: '2099-01-02' },
    });
    expect(away.statusCode, away.body).toBe(201);
    const players = (await t.request({ method: 'GET', url: '/api/players', token: pat })).json<
      { player_id: number; date_of_birth: string | null }[]
    >();
    expect(players.find((p) => p.player_id === ann)?.date_of_birth).not.toBeNull();
    expect(players.find((p) => p.player_id === ben)?.date_of_birth).toBeNull();
  });

  it('refuses a player already linked to another account, a non-Player user, a missing player or user', async () => {
    expect((await link(samId, ann)).json()).toMatchObject({
      error: 'This player is already linked to another account',
    });
    expect((await link(samId, ann)).statusCode).toBe(409);
    const coach = await link(coachId, ben);
    expect(coach.statusCode).toBe(400);
    expect(coach.json()).toMatchObject({ error: 'Only users of type Player can be linked to a player' });
    const missing = await link(samId, 999999);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: 'Player 999999 does not exist' });
    expect((await link(999999, ben)).statusCode).toBe(404);
    const bad = await t.request({ method: 'PUT', url: `/api/users/${samId}/player`, token: admin, payload: {} });
    expect(bad.json()).toMatchObject({ error: 'player_id is required' });
    expect((await link(samId, ben, pat)).statusCode).toBe(403);
    expect(await usersRow(samId)).toMatchObject({ player_id: null });
    expect(await usersRow(patId)).toMatchObject({ player_id: ann });
  });

  it('moves the link: one player per account, one account per player', async () => {
    expect((await link(patId, ben)).json()).toMatchObject({ player_id: ben });
    expect(await status(`/api/players/${ann}/statistics`)).toBe(403);
    expect(await status(`/api/players/${ben}/statistics`)).toBe(200);
    expect((await link(samId, ann)).json()).toMatchObject({ player_id: ann });
    expect((await link(patId, ben)).statusCode).toBe(200);
  });

  it('is removed with null, or when the account stops being of type Player', async () => {
    expect((await link(patId, null)).json()).toMatchObject({ player_id: null });
    expect(await status(`/api/players/${ben}/statistics`)).toBe(403);
    await link(patId, ben);
    const edit = await t.request({
      method: 'PUT',
      url: `/api/users/${patId}`,
      token: admin,
      payload: { username: 'pat', userTypes: ['Parent'] },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({ player_id: null });
    expect(await status(`/api/players/${ben}/statistics`)).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * #28 item 19 (decision 057): a change keeps what it is not sent. `PUT /api/users/:id` without `email` or
 * `short_name` wiped them, and the other changes built on the same optional-text schema did the same to their
 * optional fields; `null` (or empty text) still clears one.
 */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

const put = (url: string, payload: object) => t.request({ method: 'PUT', url, token: admin, payload });

describe('a PUT without an optional field', () => {
  it('keeps a user’s email and short name; null and empty text clear them', async () => {
    const id = await t.createUser({ username: 'kept', shortName: 'Kep', types: ['Coach'] });
    expect((await put(`/api/users/${id}`, { username: 'kept', email: 'kept@example.org' })).statusCode).toBe(200);
    const renamed = await put(`/api/users/${id}`, { username: 'kept-renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ username: 'kept-renamed', short_name: 'Kep', email: 'kept@example.org' });
    const cleared = await put(`/api/users/${id}`, { username: 'kept-renamed', short_name: null, email: '' });
    expect(cleared.json()).toMatchObject({ short_name: null, email: null });
  });

  it('keeps a player’s short name, an opposition team’s venue and a match type’s description', async () => {
    const team = await make.team();
    const player = await make.player(team.team_id, { player_short_name: 'Zo' });
    const playerBody = {
      player_name: 'Zoë Renamed',
      preferred_position: 'Midfielder',
      date_of_birth: '2014-05-01',
      shirt_number: 4,
      team_id: team.team_id,
    };
    const renamed = await put(`/api/players/${player.player_id}`, playerBody);
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ player_name: 'Zoë Renamed', player_short_name: 'Zo' });
    const cleared = await put(`/api/players/${player.player_id}`, { ...playerBody, player_short_name: null });
    expect(cleared.json()).toMatchObject({ player_short_name: null });

    const opposition = await make.opposition({ venue_name: 'Their Park', venue_address: '1 Road' });
    const moved = await put(`/api/opposition-teams/${opposition.id}`, { team_name: 'Renamed Opp' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ team_name: 'Renamed Opp', venue_name: 'Their Park', venue_address: '1 Road' });

    const created = await t.request({
      method: 'POST',
      url: '/api/match-types',
      token: admin,
      payload: { name: 'Cup', description: 'Knock-out' },
    });
    const typeId = created.json<{ match_type_id: number }>().match_type_id;
    const kept = await put(`/api/match-types/${typeId}`, { name: 'Cup (county)' });
    expect(kept.json()).toMatchObject({ name: 'Cup (county)', description: 'Knock-out' });
  });

  it('of the caller’s own account keeps the short name', async () => {
    const id = await t.createUser({ username: 'self', shortName: 'Me', types: ['Parent'] });
    const token = await t.signIn('self');
    const res = await t.request({ method: 'PATCH', url: '/api/account', token, payload: {} });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const users = await t.request({ method: 'GET', url: '/api/users', token: admin });
    expect(users.json<{ user_id: number; short_name: string | null }[]>().find((u) => u.user_id === id)).toMatchObject({
      short_name: 'Me',
    });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * #28 item 22: an id in a path or query is written in digits only. `0x10`, ` 1`, `1e0`, `+1` and `01` were coerced
 * to numbers and reached records (`DELETE /api/matches/%201` deleted match 1); now they are bad input, a 400 naming
 * the parameter, and the record is untouched.
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

/** The ways of writing the id `n` that are not its digits. */
const badForms = (n: number) => [
  `0x${n.toString(16)}`,
  `%20${n}`,
  `${n}%20`,
  `${n}e0`,
  `%2B${n}`,
  `+${n}`,
  `0${n}`,
  `${n}.0`,
  `${n}.`,
  `%09${n}`,
  `0b${n.toString(2)}`,
];
const outOfRange = ['0', '-1', '2147483648', '99999999999999999999'];

describe('an id parameter', () => {
  it('written other than in digits is a 400 on every kind of route, and the record stays', async () => {
    const team = await make.team();
    const player = await make.player(team.team_id);
    const match = await make.match(team.team_id);
    const season = await make.season();
    const routes = [
      { method: 'DELETE', path: (id: string) => `/api/matches/${id}`, id: match.match_id, read: '/api/matches/' },
      { method: 'GET', path: (id: string) => `/api/teams/${id}`, id: team.team_id, read: '/api/teams/' },
      { method: 'DELETE', path: (id: string) => `/api/players/${id}`, id: player.player_id, read: '/api/players/' },
      { method: 'PUT', path: (id: string) => `/api/seasons/${id}`, id: season.season_id, read: '/api/seasons' },
      {
        method: 'GET',
        path: (id: string) => `/api/players/selection?team_id=${id}`,
        id: team.team_id,
        read: '/api/teams/',
      },
    ] as const;
    for (const r of routes) {
      for (const written of [...badForms(r.id), ...outOfRange]) {
        const res = await t.request({ method: r.method, url: r.path(written), token: admin });
        expect(res.statusCode, `${r.method} ${r.path(written)}: ${res.body}`).toBe(400);
        const field = r.path('').includes('team_id') ? 'team_id' : 'id';
        expect(res.json(), r.path(written)).toMatchObject({
          error: `${field} must be a whole number from 1 to 2147483647`,
        });
      }
      const read = r.read.endsWith('/') ? `${r.read}${r.id}` : r.read;
      const still = await t.request({ method: 'GET', url: read, token: admin });
      expect(still.statusCode, `${read} answers`).toBe(200);
      if (read === r.read) expect(still.body, `${r.read} still lists ${r.id}`).toContain(`"season_id":${r.id}`);
    }
  });

  it('written in digits still reaches its record', async () => {
    const team = await make.team();
    expect((await t.request({ method: 'GET', url: `/api/teams/${team.team_id}`, token: admin })).statusCode).toBe(200);
    const selection = await t.request({
      method: 'GET',
      url: `/api/players/selection?team_id=${team.team_id}`,
      token: admin,
    });
    expect(selection.statusCode).toBe(200);
    const match = await make.match(team.team_id);
    const deleted = await t.request({ method: 'DELETE', url: `/api/matches/${match.match_id}`, token: admin });
    expect(deleted.statusCode).toBe(204);
  });
});

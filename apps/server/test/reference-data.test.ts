import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let player: string;
let make: ReturnType<typeof factories>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'kid', types: ['Player'] });
  player = await t.signIn('kid');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

describe('seasons', () => {
  it('keeps at most one current season: marking one current un-marks the others', async () => {
    const a = await make.season({ name: '2025-26', is_current: true });
    const b = await make.season({ name: '2026-27', is_current: true });
    const list = (await t.request({ method: 'GET', url: '/api/seasons', token: player })).json<
      { season_id: number; is_current: boolean }[]
    >();
    expect(list.filter((s) => s.is_current).map((s) => s.season_id)).toEqual([b.season_id]);
    const res = await t.request({
      method: 'PUT',
      url: `/api/seasons/${a.season_id}`,
      token: admin,
      payload: {
        name: '2025-26',
        start_date: '2025-08-01',
        end_date: '2026-05-31',
        is_current: true,
        season_id: a.season_id,
      },
    });
    expect(res.statusCode).toBe(200);
    const after = (await t.request({ method: 'GET', url: '/api/seasons', token: admin })).json<
      { season_id: number; is_current: boolean }[]
    >();
    expect(after.filter((s) => s.is_current).map((s) => s.season_id)).toEqual([a.season_id]);
  });

  it('a failed update leaves the current season as it was', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/seasons', token: admin })).json<
      { season_id: number; is_current: boolean }[]
    >();
    const res = await t.request({
      method: 'PUT',
      url: '/api/seasons/99999',
      token: admin,
      payload: { name: 'x', start_date: '2025-08-01', end_date: '2026-05-31', is_current: true },
    });
    expect(res.statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/seasons', token: admin })).json()).toEqual(before);
  });

  it('refuses to delete a season with matches (409), deletes an unused one', async () => {
    const s = await make.season();
    const team = await make.team();
    await make.match(team.team_id, { season_id: s.season_id });
    const res = await t.request({ method: 'DELETE', url: `/api/seasons/${s.season_id}`, token: admin });
    expect(res.statusCode).toBe(409);
    expect(res.json<{ error: string }>().error).toBe('Cannot delete season - it has 1 match(es)');
    const unused = await make.season();
    expect(
      (await t.request({ method: 'DELETE', url: `/api/seasons/${unused.season_id}`, token: admin })).statusCode,
    ).toBe(204);
  });

  it('requires name and dates', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/seasons',
      token: admin,
      payload: { name: '', start_date: '2025-08-01', end_date: '2026-05-31' },
    });
    expect(res.json()).toMatchObject({ error: 'Season name is required' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/seasons',
          token: admin,
          payload: { name: 'x', end_date: '2026-05-31' },
        })
      ).json(),
    ).toMatchObject({ error: 'Start date is required' });
    expect(
      (
        await t.request({
          method: 'POST',
          url: '/api/seasons',
          token: player,
          payload: { name: 'x', start_date: '2025-08-01', end_date: '2026-05-31' },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('match types', () => {
  it('lists the six of the spec in order; creates, renames and deletes; refuses a used one', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/match-types', token: player })).json<
      { match_type_id: number; name: string }[]
    >();
    expect(list.slice(0, 6).map((m) => [m.match_type_id, m.name])).toEqual([
      [1, 'league'],
      [2, 'scottish cup'],
      [3, 'divisional cup'],
      [4, 'section cup'],
      [5, 'league cup'],
      [6, 'friendly'],
    ]);
    const created = await t.request({
      method: 'POST',
      url: '/api/match-types',
      token: admin,
      payload: { name: 'tournament', description: '' },
    });
    expect(created.statusCode).toBe(201);
    const mt = created.json<{ match_type_id: number; description: string | null }>();
    expect(mt.match_type_id).toBe(7);
    expect(mt.description).toBeNull();
    expect(
      (await t.request({ method: 'POST', url: '/api/match-types', token: admin, payload: { name: 'tournament' } }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/match-types/${mt.match_type_id}`,
          token: admin,
          payload: { name: 'festival' },
        })
      ).json(),
    ).toMatchObject({ name: 'festival' });
    const team = await make.team();
    await make.match(team.team_id, { match_type: 'league' });
    expect((await t.request({ method: 'DELETE', url: '/api/match-types/1', token: admin })).statusCode).toBe(409);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/match-types/${mt.match_type_id}`, token: admin })).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'POST', url: '/api/match-types', token: admin, payload: {} })).json(),
    ).toMatchObject({
      error: 'Name is required',
    });
  });
});

describe('opposition teams', () => {
  it(
    'creates with optional venue as null, updates, and ' + 'refuses to delete one with matches: 409 with matchCount',
    async () => {
      const res = await t.request({
        method: 'POST',
        url: '/api/opposition-teams',
        token: admin,
        payload: { team_name: '  Hillside  ', venue_name: '', venue_address: null },
      });
      expect(res.statusCode).toBe(201);
      const opp = res.json<{ id: number }>();
      expect(opp).toMatchObject({ team_name: 'Hillside', venue_name: null, venue_address: null });
      const team = await make.team();
      await make.match(team.team_id, { opposition_team_id: opp.id });
      await make.match(team.team_id, { opposition_team_id: opp.id });
      const del = await t.request({ method: 'DELETE', url: `/api/opposition-teams/${opp.id}`, token: admin });
      expect(del.statusCode).toBe(409);
      expect(del.json()).toMatchObject({ error: 'Cannot delete team - it has 2 associated match(es)', matchCount: 2 });
      expect(
        (await t.request({ method: 'GET', url: '/api/opposition-teams', token: admin }))
          .json<{ id: number }[]>()
          .some((o) => o.id === opp.id),
      ).toBe(true);
      const unused = await make.opposition();
      expect(
        (await t.request({ method: 'DELETE', url: `/api/opposition-teams/${unused.id}`, token: admin })).statusCode,
      ).toBe(204);
      expect(
        (
          await t.request({ method: 'POST', url: '/api/opposition-teams', token: admin, payload: { team_name: ' ' } })
        ).json(),
      ).toMatchObject({ error: 'Team name is required' });
    },
  );
});

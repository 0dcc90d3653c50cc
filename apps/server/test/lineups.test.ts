import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availability, lineupPlayers } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let coach: string;
let coachId: number;
let parent: string;
let make: ReturnType<typeof factories>;
let teamId: number;
let squad: number[];

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  coachId = await t.createUser({ username: 'coach', types: ['Coach'] });
  await t.createUser({ username: 'parent', types: ['Parent'] });
  coach = await t.signIn('coach');
  parent = await t.signIn('parent');
  make = factories(t, () => admin);
  teamId = (await make.team()).team_id;
  await make.coaches(teamId, [coachId]);
  squad = [];
  for (let i = 0; i < 8; i++)
    squad.push((await make.player(teamId, { player_name: `Kid Number${i} Smith` })).player_id);
});
afterAll(() => t.close());

type Formation = {
  id: number;
  name: string;
  description: string;
  players_on_pitch: number;
  positions: { id: number; position_name: string; x_coordinate: number; y_coordinate: number }[];
};
const formation = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/formations/${id}`, token: parent })).json<Formation>();
const rowCount = async () => (await t.db.select({ n: count() }).from(lineupPlayers))[0]?.n;

describe('formations', () => {
  it('ships 5, 7, 9 and 11-a-side shapes, each with a goalkeeper and coordinates inside the pitch', async () => {
    const list = (await t.request({ method: 'GET', url: '/api/formations', token: parent })).json<
      { id: number; name: string; description: string; players_on_pitch: number }[]
    >();
    expect(new Set(list.map((f) => f.players_on_pitch))).toEqual(new Set([5, 7, 9, 11]));
    expect(list.map((f) => f.name)).toEqual(
      expect.arrayContaining(['2-2', '2-3-1', '3-2-1', '3-3-2', '3-2-3', '4-4-2', '4-3-3', '4-2-3-1', '3-5-2']),
    );
    for (const summary of list) {
      const f = await formation(summary.id);
      expect(f.positions).toHaveLength(f.players_on_pitch);
      expect(f.positions.filter((p) => p.position_name === 'Goalkeeper')).toHaveLength(1);
      for (const p of f.positions) {
        expect(p.x_coordinate).toBeGreaterThanOrEqual(0);
        expect(p.x_coordinate).toBeLessThanOrEqual(100);
        expect(p.y_coordinate).toBeGreaterThanOrEqual(0);
        expect(p.y_coordinate).toBeLessThanOrEqual(100);
      }
    }
    expect((await t.request({ method: 'GET', url: '/api/formations/9999', token: parent })).statusCode).toBe(404);
  });
});

describe('lineups', () => {
  it('answers 404 with an error before one is saved, then saves, replaces and reads it back', async () => {
    const { match_id: m } = await make.match(teamId, { opposition_name: 'Rovers', match_date: '2026-12-12' });
    const none = await t.request({ method: 'GET', url: `/api/lineups/match/${m}`, token: parent });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ error: 'No lineup has been saved for this match' });

    const f = await formation(3);
    const placed = squad.slice(0, 3).map((player_id, i) => ({
      player_id,
      formation_position_id: f.positions[i]?.id as number,
      position: f.positions[i]?.position_name,
    }));
    const saved = await t.request({
      method: 'POST',
      url: `/api/lineups/match/${m}`,
      token: coach,
      payload: { formationId: f.id, players: placed },
    });
    expect(saved.statusCode).toBe(200);
    const body = saved.json<{
      lineup: { player_id: number; Player: Record<string, unknown>; FormationPosition: { id: number } }[];
      formation: Formation;
      match: Record<string, unknown>;
    }>();
    expect(body.match).toEqual({ match_id: m, opponent: 'Rovers', match_date: '2026-12-12' });
    expect(body.formation.id).toBe(f.id);
    expect(body.formation.positions).toHaveLength(f.players_on_pitch);
    expect(body.lineup).toHaveLength(3);
    expect(body.lineup[0]?.Player).toMatchObject({
      first_name: 'Kid',
      last_name: 'Number0 Smith',
      jersey_number: expect.any(Number),
    });

    // Saving again replaces the whole lineup.
    const other = await formation(4);
    const again = await t.request({
      method: 'POST',
      url: `/api/lineups/match/${m}`,
      token: admin,
      payload: {
        formationId: other.id,
        players: [{ player_id: squad[5], formation_position_id: other.positions[0]?.id, position: 'x' }],
      },
    });
    expect(again.statusCode).toBe(200);
    const read = (await t.request({ method: 'GET', url: `/api/lineups/match/${m}`, token: parent })).json<{
      lineup: { player_id: number; position: string }[];
      formation: { id: number };
    }>();
    expect(read.formation.id).toBe(other.id);
    expect(read.lineup).toEqual([expect.objectContaining({ player_id: squad[5], position: 'Goalkeeper' })]);
  });

  it('refuses bad lineups and changes nothing', async () => {
    const { match_id: m } = await make.match(teamId, { match_date: '2026-12-19' });
    const f = await formation(3);
    const outsider = (await make.player((await make.team()).team_id)).player_id;
    const p = (player_id: number, i: number) => ({ player_id, formation_position_id: f.positions[i]?.id as number });
    const cases: [object, string][] = [
      [{ players: [] }, 'Please select a formation'],
      [{ formationId: null, players: [] }, 'Please select a formation'],
      [{ formationId: 9999, players: [] }, 'Formation 9999 does not exist'],
      [
        {
          formationId: f.id,
          players: [{ player_id: squad[0], formation_position_id: (await formation(1)).positions[0]?.id }],
        },
        'A position is not part of the chosen formation',
      ],
      [
        { formationId: f.id, players: [p(squad[0] as number, 0), p(squad[0] as number, 1)] },
        'A player can only be placed once',
      ],
      [
        { formationId: f.id, players: [p(squad[0] as number, 0), p(squad[1] as number, 0)] },
        'Each position can hold only one player',
      ],
      [{ formationId: f.id, players: [p(outsider, 0)] }, "Player is not in this match's team"],
    ];
    const before = await rowCount();
    for (const [payload, error] of cases) {
      const res = await t.request({ method: 'POST', url: `/api/lineups/match/${m}`, token: coach, payload });
      expect(res.statusCode, error).toBe(400);
      expect(res.json()).toMatchObject({ error });
    }
    expect(
      (
        await t.request({
          method: 'POST',
          url: `/api/lineups/match/${m}`,
          token: parent,
          payload: { formationId: f.id, players: [] },
        })
      ).statusCode,
    ).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it('lists the players available for a match and refuses to place an unavailable one', async () => {
    const { match_id: m } = await make.match(teamId, { match_date: '2026-12-26' });
    await t.db.insert(availability).values({ playerId: squad[7] as number, unavailableDate: '2026-12-26' });
    const available = (await t.request({ method: 'GET', url: `/api/players/match/${m}`, token: coach }))
      .json<{ player_id: number }[]>()
      .map((x) => x.player_id);
    expect(available).toHaveLength(7);
    expect(available).not.toContain(squad[7]);
    const f = await formation(3);
    const res = await t.request({
      method: 'POST',
      url: `/api/lineups/match/${m}`,
      token: coach,
      payload: { formationId: f.id, players: [{ player_id: squad[7], formation_position_id: f.positions[0]?.id }] },
    });
    expect(res.json()).toMatchObject({ error: 'Kid Number7 Smith is unavailable on the match date' });
  });

  it("is not confused by someone else's unavailability on the match date", async () => {
    const { match_id: m } = await make.match(teamId, { match_date: '2027-01-09' });
    const stranger = (await make.player((await make.team()).team_id)).player_id;
    await t.db.insert(availability).values({ playerId: stranger, unavailableDate: '2027-01-09' });
    const f = await formation(3);
    const res = await t.request({
      method: 'POST',
      url: `/api/lineups/match/${m}`,
      token: coach,
      payload: { formationId: f.id, players: [{ player_id: squad[0], formation_position_id: f.positions[0]?.id }] },
    });
    expect(res.statusCode).toBe(200);
    const available = (await t.request({ method: 'GET', url: `/api/players/match/${m}`, token: coach })).json<
      unknown[]
    >();
    expect(available).toHaveLength(8);
  });
});

describe('selection gaps', () => {
  it('shows who has not been picked in the last N matches with a lineup', async () => {
    const team = (await make.team()).team_id;
    await make.coaches(team, [coachId]);
    const kids: number[] = [];
    for (let i = 0; i < 3; i++) kids.push((await make.player(team, { player_name: `Gap ${i}` })).player_id);
    const f = await formation(3);
    for (const date of ['2026-01-03', '2026-01-10', '2026-01-17']) {
      const { match_id } = await make.match(team, { match_date: date });
      const picked = date === '2026-01-03' ? [kids[0], kids[2]] : [kids[0]];
      await t.request({
        method: 'POST',
        url: `/api/lineups/match/${match_id}`,
        token: coach,
        payload: {
          formationId: f.id,
          players: picked.map((player_id, i) => ({ player_id, formation_position_id: f.positions[i]?.id })),
        },
      });
    }
    // A lineup saved for a match still to come picks nobody yet (#13.1).
    const future = (await make.match(team, { match_date: '2099-01-03' })).match_id;
    const ahead = await t.request({
      method: 'POST',
      url: `/api/lineups/match/${future}`,
      token: coach,
      payload: { formationId: f.id, players: [{ player_id: kids[1], formation_position_id: f.positions[0]?.id }] },
    });
    expect(ahead.statusCode).toBe(200);
    const res = await t.request({ method: 'GET', url: `/api/players/selection?team_id=${team}&last=2`, token: coach });
    expect(res.json()).toEqual([
      {
        player_id: kids[0],
        player_name: 'Gap 0',
        last_picked: '2026-01-17',
        not_picked_in_last: 0,
        considered: 2,
        overlooked: false,
      },
      {
        player_id: kids[1],
        player_name: 'Gap 1',
        last_picked: null,
        not_picked_in_last: 2,
        considered: 2,
        overlooked: true,
      },
      {
        player_id: kids[2],
        player_name: 'Gap 2',
        last_picked: '2026-01-03',
        not_picked_in_last: 2,
        considered: 2,
        overlooked: true,
      },
    ]);
    expect(
      (await t.request({ method: 'GET', url: `/api/players/selection?team_id=${team}`, token: parent })).statusCode,
    ).toBe(403);
  });
});

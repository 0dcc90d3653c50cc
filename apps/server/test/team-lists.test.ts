import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysToDate } from '@touchline/domain';
import { today } from '../src/today';
import { clubWithEmail, type ClubWithEmail } from './support/club-with-email';
import type { TestApp } from './support/test-app';

/**
 * The club-wide lists a coach's screens read, of some teams (#30, decision 127): `?team_id=` once or repeated answers
 * those teams' rows only, as the whole club's list has them; a bad id is a 400 in words.
 */
let t: TestApp;
let coach: string;
let f: ClubWithEmail['f'];
let club: ClubWithEmail;
let teams: { team_id: number }[];

beforeAll(async () => {
  club = await clubWithEmail();
  ({ t, coach, f } = club);
  teams = [await f.team(), await f.team(), await f.team()];
  for (const team of teams) {
    await f.player(team.team_id);
    await f.match(team.team_id, { match_date: addDaysToDate(today(), 3) });
    await f.training(team.team_id, { date: addDaysToDate(today(), 2) });
  }
});
afterAll(() => club.close());

const get = (url: string) => t.request({ method: 'GET', url, token: coach });
const teamIdsOf = (rows: { team_id: number }[]) => [...new Set(rows.map((r) => r.team_id))].sort((a, b) => a - b);

describe('team lists', () => {
  it.each(['/api/matches', '/api/matches/upcoming', '/api/matches/current-season', '/api/trainings/upcoming'])(
    '%s answers the teams named, with the same rows as the whole list',
    async (path) => {
      const [a, b, c] = teams.map((team) => team.team_id) as [number, number, number];
      const whole = (await get(path)).json<{ team_id: number }[]>();
      const one = await get(`${path}?team_id=${a}`);
      expect(one.statusCode).toBe(200);
      const two = (await get(`${path}?team_id=${a}&team_id=${c}`)).json<{ team_id: number }[]>();
      if (path !== '/api/matches/current-season') {
        expect(teamIdsOf(one.json())).toEqual([a]);
        expect(teamIdsOf(two)).toEqual([a, c]);
      }
      expect(two).toEqual(whole.filter((row) => row.team_id === a || row.team_id === c));
      expect(teamIdsOf(two)).not.toContain(b);
    },
  );

  it('answers GET /players of one team (the spec) or several', async () => {
    const [a, b] = teams.map((team) => team.team_id) as [number, number];
    const one = (await get(`/api/players?team_id=${a}`)).json<{ team_id: number }[]>();
    expect(teamIdsOf(one)).toEqual([a]);
    expect(teamIdsOf((await get(`/api/players?team_id=${a}&team_id=${b}`)).json())).toEqual([a, b]);
  });

  it('refuses a bad team id in words, never a 500', async () => {
    for (const url of ['/api/matches?team_id=x', '/api/trainings/upcoming?team_id=0', '/api/players?team_id=1.5']) {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/team_id must be one or more whole numbers/);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * #28 item 22: names took control characters and the characters that turn text right to left (U+202E shows
 * 'gpj.exe' as 'exe.jpg'). Every line of text refuses them with 400 naming the field; a multi-line note keeps its
 * line breaks and tabs.
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

const post = (url: string, payload: object) => t.request({ method: 'POST', url, token: admin, payload });
const bad = ['Ann\u202eLee', 'Ann\u2066Lee', 'Ann\u0007Lee', 'Ann\nLee', 'Ann\u0085Lee', 'Ann\u200fLee'];

describe('a name with a control or text-direction character', () => {
  it('is refused with 400 naming the field, on every form that takes a name', async () => {
    const team = await make.team();
    for (const name of bad) {
      const cases = [
        ['/api/players', { ...playerOf(team.team_id), player_name: name }, 'Player name'],
        ['/api/players', { ...playerOf(team.team_id), player_short_name: name }, 'player_short_name'],
        ['/api/teams', make.teamBody({ team_name: name }), 'Team name'],
        ['/api/opposition-teams', { team_name: name }, 'Team name'],
        ['/api/register', { username: name, password: 'a long password 1' }, 'Username'],
        ['/api/register', { username: 'fine', short_name: name, password: 'a long password 1' }, 'short_name'],
        ['/api/matches', make.matchBody(team.team_id, { opposition_name: name }), 'Opposition name'],
      ] as const;
      for (const [url, payload, field] of cases) {
        const res = await post(url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(name)}: ${res.body}`).toBe(400);
        expect(res.json(), url).toMatchObject({
          error: `${field} must not contain control or text-direction characters`,
        });
      }
    }
    const players = await t.request({ method: 'GET', url: '/api/players', token: admin });
    expect(players.json()).toEqual([]);
  });

  it('in a multi-line note keeps its line breaks and tabs, and refuses the rest', async () => {
    const team = await make.team();
    const ok = await post('/api/trainings', trainingOf(team.team_id, 'Bring boots\r\n\tand water'));
    expect(ok.statusCode, ok.body).toBe(201);
    const refused = await post('/api/trainings', trainingOf(team.team_id, 'Bring \u202eboots'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: 'notes must not contain control or text-direction characters' });
  });
});

function playerOf(teamId: number) {
  return {
    player_name: 'Ann Lee',
    preferred_position: 'Midfielder',
    date_of_birth: '2014-05-01',
    shirt_number: 3,
    team_id: teamId,
  };
}

function trainingOf(teamId: number, notes: string) {
  return { date: '2026-12-01', start_time: '18:00', end_time: '19:30', venue: 'Park', team_id: teamId, notes };
}

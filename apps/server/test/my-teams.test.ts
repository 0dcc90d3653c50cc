import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headOfCoachingMessages, type MyTeams, type User } from '@touchline/domain';
import { personWithEmail } from './support/people';
import { clubWithEmail, type ClubWithEmail } from './support/club-with-email';
import type { TestApp } from './support/test-app';

/**
 * A person's teams (decision 127): the teams they coach, their family's, and whether they may choose every team (an
 * admin, the head of coaching). The web's team scope starts from this answer.
 */
let t: TestApp;
let admin: string;
let f: ClubWithEmail['f'];
let club: ClubWithEmail;

beforeAll(async () => {
  club = await clubWithEmail();
  ({ t, admin, f } = club);
});
afterAll(() => club.close());

const teamsOf = async (token: string) => {
  const res = await t.request({ method: 'GET', url: '/api/account/teams', token });
  expect(res.statusCode).toBe(200);
  return res.json<MyTeams>();
};

const putUser = (id: number, payload: object) =>
  t.request({ method: 'PUT', url: `/api/users/${id}`, token: admin, payload });

describe('GET /api/account/teams', () => {
  it("names the teams a coach coaches, a parent's children's teams and a player's own team, by name", async () => {
    const [a, b, other] = [await f.team(), await f.team(), await f.team()];
    const coach = await personWithEmail(t, 'mt.coach', ['Coach', 'Parent']);
    await f.coaches(b.team_id, [coach.userId]);
    await f.coaches(a.team_id, [coach.userId]);
    const [kidA, kidB] = [await f.player(a.team_id), await f.player(other.team_id)];
    const parent = await personWithEmail(t, 'mt.parent', ['Parent'], [kidA.player_id, kidB.player_id]);
    const playerUser = await personWithEmail(t, 'mt.player', ['Player']);
    await t.request({
      method: 'PUT',
      url: `/api/users/${playerUser.userId}/player`,
      token: admin,
      payload: { player_id: (await f.player(b.team_id)).player_id },
    });

    const byName = (...teams: { team_id: number; team_name: string }[]) =>
      teams
        .map(({ team_id, team_name }) => ({ team_id, team_name }))
        .sort((x, y) => x.team_name.localeCompare(y.team_name));
    expect(await teamsOf(coach.token)).toEqual({ coaching: byName(a, b), family: [], all_teams: false });
    expect(await teamsOf(parent.token)).toEqual({ coaching: [], family: byName(a, other), all_teams: false });
    expect(await teamsOf(playerUser.token)).toEqual({ coaching: [], family: byName(b), all_teams: false });
    expect(await teamsOf(admin)).toMatchObject({ coaching: [], all_teams: true });
  });

  it('lets the head of coaching choose every team; a coach only, and no longer with the type', async () => {
    const head = await personWithEmail(t, 'mt.head', ['Coach']);
    const parent = await personWithEmail(t, 'mt.notcoach', ['Parent']);
    const refused = await putUser(parent.userId, { username: 'mt.notcoach', head_of_coaching: true });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ error: headOfCoachingMessages.coachOnly });
    expect(await teamsOf(parent.token)).toMatchObject({ all_teams: false });

    const made = await putUser(head.userId, { username: 'mt.head', head_of_coaching: true });
    expect(made.statusCode).toBe(200);
    expect(made.json<User>().head_of_coaching).toBe(true);
    expect(await teamsOf(head.token)).toMatchObject({ coaching: [], all_teams: true });
    // Left out, it stays.
    expect((await putUser(head.userId, { username: 'mt.head', short_name: 'Head' })).json<User>()).toMatchObject({
      head_of_coaching: true,
    });
    // No longer a coach: no longer the head of coaching.
    const parentNow = await putUser(head.userId, { username: 'mt.head', userTypes: ['Parent'] });
    expect(parentNow.json<User>().head_of_coaching).toBe(false);
    expect(await teamsOf(await t.signIn('mt.head'))).toMatchObject({ all_teams: false });
  });

  it('creates a head of coaching with the Coach type, and refuses one without it', async () => {
    const body = { username: 'mt.new', password: 'a long enough password 1', email: 'mt.new@example.org' };
    const refused = await t.request({
      method: 'POST',
      url: '/api/register',
      token: admin,
      payload: { ...body, head_of_coaching: true },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ error: string }>().error).toBe(headOfCoachingMessages.coachOnly);
    const created = await t.request({
      method: 'POST',
      url: '/api/register',
      token: admin,
      payload: { ...body, userTypes: ['Coach'], head_of_coaching: true },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json<User>()).toMatchObject({ userTypes: [{ type: 'Coach' }], head_of_coaching: true });
  });
});

describe('GET /api/users/validate', () => {
  it("carries the person's teams, as GET /account/teams answers them (no request of its own for the app)", async () => {
    const team = await f.team();
    const coach = await personWithEmail(t, 'mt.validate', ['Coach']);
    await f.coaches(team.team_id, [coach.userId]);
    const res = await t.request({ method: 'GET', url: '/api/users/validate', token: coach.token });
    expect(res.json<{ teams: MyTeams }>().teams).toEqual(await teamsOf(coach.token));
    expect(res.json<{ teams: MyTeams }>().teams.coaching).toEqual([
      { team_id: team.team_id, team_name: team.team_name },
    ]);
  });
});

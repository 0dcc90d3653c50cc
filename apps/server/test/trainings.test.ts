import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trainings } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let coach: string;
let make: ReturnType<typeof factories>;
let teamId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  await t.createUser({ username: 'coach', types: ['Coach'] });
  coach = await t.signIn('coach');
  make = factories(t, () => admin);
  teamId = (await make.team({ team_name: 'Eagles' })).team_id;
});
afterAll(() => t.close());

const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const trainingCount = async () => (await t.db.select({ n: count() }).from(trainings))[0]?.n;

describe('trainings API', () => {
  it('answers 201 with the created session, team name included, times as HH:MM', async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/trainings',
      token: admin,
      payload: {
        date: iso(2),
        start_time: '18:00',
        end_time: '19:30:00',
        venue: '3G',
        team_id: teamId,
        notes: '',
        season_id: null,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: iso(2),
      start_time: '18:00',
      end_time: '19:30',
      venue: '3G',
      team_id: teamId,
      team: { team_name: 'Eagles' },
      notes: null,
      season_id: null,
    });
  });

  it('lists upcoming sessions from today, with a limit', async () => {
    await make.training(teamId, { date: iso(-3) });
    await make.training(teamId, { date: iso(5) });
    const upcoming = (await t.request({ method: 'GET', url: '/api/trainings/upcoming?limit=1', token: coach })).json<
      { date: string }[]
    >();
    expect(upcoming).toHaveLength(1);
    expect(upcoming[0]?.date).toBe(iso(2));
    const all = (await t.request({ method: 'GET', url: '/api/trainings', token: coach })).json<unknown[]>();
    expect(all).toHaveLength(3);
  });

  it.each([
    [{ date: undefined }, 'Date is required'],
    [{ team_id: undefined }, 'Team is required'],
    [{ team_id: 4242 }, 'Team 4242 does not exist'],
    [{ start_time: undefined }, 'Start time is required'],
    [{ end_time: '17:00' }, 'End time must be after start time'],
    [{ venue: '' }, 'Venue is required'],
    [{ season_id: 999 }, 'Season 999 does not exist'],
  ])('refuses %j with "%s" and changes nothing', async (over, error) => {
    const before = await trainingCount();
    const res = await t.request({
      method: 'POST',
      url: '/api/trainings',
      token: admin,
      payload: { date: iso(1), start_time: '18:00', end_time: '19:30', venue: 'Park', team_id: teamId, ...over },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error });
    expect(await trainingCount()).toBe(before);
  });

  it('updates and deletes as admin only', async () => {
    const s = await make.training(teamId);
    expect(
      (
        await t.request({
          method: 'PUT',
          url: `/api/trainings/${s.training_id}`,
          token: coach,
          payload: { date: iso(1), start_time: '18:00', end_time: '19:30', venue: 'X', team_id: teamId },
        })
      ).statusCode,
    ).toBe(403);
    const res = await t.request({
      method: 'PUT',
      url: `/api/trainings/${s.training_id}`,
      token: admin,
      payload: {
        date: iso(1),
        start_time: '17:00',
        end_time: '18:00',
        venue: 'Hall',
        team_id: teamId,
        notes: 'Bring water',
      },
    });
    expect(res.json()).toMatchObject({ venue: 'Hall', start_time: '17:00', notes: 'Bring water' });
    expect(
      (await t.request({ method: 'DELETE', url: `/api/trainings/${s.training_id}`, token: coach })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/trainings/${s.training_id}`, token: admin })).statusCode,
    ).toBe(204);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/trainings/${s.training_id}`, token: admin })).statusCode,
    ).toBe(404);
  });
});

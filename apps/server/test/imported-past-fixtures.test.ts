import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importMessages, type ImportPreview } from '@touchline/domain';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * #28 item 2: a club importing its season got "44 past matches" and games played 9.1 %. A past fixture counts as
 * held only with a result, an event or a lineup, or when the club says so: the preview counts the past rows and asks,
 * and the answer (`played_before_today`) is kept on each fixture it imports.
 */
let t: TestApp;
let admin: string;
let make: ReturnType<typeof factories>;

const iso = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};
const csvFor = (team: string, days: number[]) =>
  `Team;Date;Opposition;Kick-off\n${days.map((d, i) => `${team};${iso(d)};Rovers ${i};10:00`).join('\n')}\n`;

const post = (url: string, payload: object) => t.request({ method: 'POST', url, token: admin, payload });
const attendance = async (teamId: number) => {
  const res = await t.request({
    method: 'GET',
    url: `/api/coach-reports/match-attendance?team_id=${teamId}`,
    token: admin,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ total_matches: number }>();
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  make = factories(t, () => admin);
  const start = new Date();
  start.setDate(start.getDate() - 120);
  const end = new Date();
  end.setDate(end.getDate() + 120);
  await make.season({
    name: 'This season',
    start_date: start.toISOString().slice(0, 10),
    end_date: end.toISOString().slice(0, 10),
    is_current: true,
  });
});
afterAll(() => t.close());

describe('importing past fixtures', () => {
  it('the preview counts the rows dated before today, and asks', async () => {
    await make.team({ team_name: 'U11 Owls' });
    const res = await post('/api/import/fixtures/preview', { csv: csvFor('U11 Owls', [-30, -23, 7]) });
    expect(res.statusCode, res.body).toBe(200);
    const preview = res.json<ImportPreview>();
    expect(preview.past_fixtures).toBe(2);
    expect(importMessages.pastFixtures(preview.past_fixtures)).toMatch(/^2 of these fixtures are dated before today/);
  });

  it('left unanswered, they count nothing until something is recorded', async () => {
    const team = await make.team({ team_name: 'U12 Foxes' });
    await make.player(team.team_id);
    const res = await post('/api/import/fixtures', { csv: csvFor('U12 Foxes', [-30, -23, 7]) });
    expect(res.statusCode, res.body).toBe(200);
    expect((await attendance(team.team_id)).total_matches).toBe(0);
  });

  it('said to be played, the past ones count (not the future one), like one with a record', async () => {
    const team = await make.team({ team_name: 'U13 Hawks' });
    await make.player(team.team_id);
    const res = await post('/api/import/fixtures', {
      csv: csvFor('U13 Hawks', [-30, -23, 7]),
      played_before_today: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await attendance(team.team_id)).total_matches).toBe(2);
  });

  it('is a question for fixtures only', async () => {
    const res = await post('/api/import/players', {
      csv: 'Player name;Date of birth;Team;Shirt number;Position\nA;01/01/2015;U13 Hawks;1;GK\n',
      played_before_today: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: importMessages.playedFixturesOnly });
  });
});

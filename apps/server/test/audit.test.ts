import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../src/db/schema';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

let t: TestApp;
let admin: string;
let coach: string;
let coachId: number;
let make: ReturnType<typeof factories>;

interface Entry {
  action: string;
  entity: string;
  entity_id: string | null;
  actor_username: string | null;
  acting_as_username: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  coachId = await t.createUser({ username: 'coach', types: ['Coach'] });
  coach = await t.signIn('coach');
  make = factories(t, () => admin);
});
afterAll(() => t.close());

/** The audit row is written before the answer leaves, so it is there at once. */
async function entries(query = ''): Promise<Entry[]> {
  return (await t.request({ method: 'GET', url: `/api/audit${query}`, token: admin })).json<{ entries: Entry[] }>()
    .entries;
}

describe('audit log', () => {
  it('has a write on record by the time its answer arrives', async () => {
    for (let i = 0; i < 5; i++) {
      const team = await make.team();
      const rows = await t.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, String(team.team_id)));
      expect(rows.map((r) => r.action)).toContain('POST /api/teams');
    }
  });

  it('records admin writes with before and after', async () => {
    const team = await make.team({ team_name: 'Audit FC' });
    await t.request({
      method: 'PUT',
      url: `/api/teams/${team.team_id}`,
      token: admin,
      payload: make.teamBody({ team_name: 'Audit United' }),
    });
    const [update, create] = await entries('?entity=teams');
    expect(create).toMatchObject({
      action: 'POST /api/teams',
      entity_id: String(team.team_id),
      actor_username: 'admin',
      before: null,
      after: { team_name: 'Audit FC' },
    });
    expect(update).toMatchObject({
      action: 'PUT /api/teams/:id',
      before: { team_name: 'Audit FC' },
      after: { team_name: 'Audit United' },
    });
  });

  it('never stores a password or a token', async () => {
    await t.request({
      method: 'POST',
      url: '/api/register',
      token: admin,
      payload: { username: 'secretive', password: 'do-not-log-me' },
    });
    const log = await t.request({ method: 'GET', url: '/api/audit?entity=register', token: admin });
    expect(log.json<{ total: number }>().total).toBe(1);
    expect(log.body).not.toContain('do-not-log-me');
  });

  it('records impersonation start and end, and writes made while impersonating', async () => {
    const parentId = await t.createUser({ username: 'parent-x', types: ['Parent'] });
    const { token } = (
      await t.request({ method: 'POST', url: '/api/impersonate', token: admin, payload: { user_id: parentId } })
    ).json<{ token: string }>();
    const child = await make.player((await make.team()).team_id);
    await t.request({
      method: 'POST',
      url: '/api/parent-player-associations',
      token: admin,
      payload: { parent_user_id: parentId, player_id: child.player_id },
    });
    await t.request({
      method: 'POST',
      url: '/api/availability',
      token,
      payload: { player_id: child.player_id, unavailable_date: '2099-01-01' },
    });
    await t.request({ method: 'POST', url: '/api/logout', token });
    const log = await entries('?actor=parent-x');
    expect(log.map((e) => e.action)).toEqual(['impersonation.end', 'POST /api/availability', 'impersonation.start']);
    expect(log.every((e) => e.actor_username === 'admin' && e.acting_as_username === 'parent-x')).toBe(true);
    expect(JSON.stringify(log)).not.toContain(token);
  });

  it('records match event changes by coaches, but not ordinary reads or refused writes', async () => {
    const team = await make.team();
    await make.coaches(team.team_id, [coachId]);
    const player = await make.player(team.team_id);
    const { match_id } = await make.match(team.team_id);
    await t.request({
      method: 'POST',
      url: `/api/matches/${match_id}/events`,
      token: coach,
      payload: { event_type: 'GAME_START', minute: 0 },
    });
    const goal = (
      await t.request({
        method: 'POST',
        url: `/api/matches/${match_id}/goals`,
        token: coach,
        payload: { player_id: player.player_id, minute: 12 },
      })
    ).json<{ data: { id: number } }>();
    await t.request({ method: 'POST', url: `/api/matches/${match_id}/goals`, token: coach, payload: { minute: 12 } });
    await t.request({
      method: 'PUT',
      url: `/api/matches/${match_id}/goals/${goal.data.id}`,
      token: admin,
      payload: { player_id: player.player_id, minute: 14 },
    });
    const log = await entries('?entity=matches');
    const mine = log.filter(
      (e) => e.action.startsWith('POST /api/matches/:id/') || e.action.startsWith('PUT /api/matches/:id/goals'),
    );
    expect(mine.map((e) => [e.action, e.actor_username])).toEqual([
      ['PUT /api/matches/:id/goals/:eventId', 'admin'],
      ['POST /api/matches/:id/goals', 'coach'],
      ['POST /api/matches/:id/events', 'coach'],
    ]);
    // A match day's entries are about the match; the event is in before and after.
    expect(new Set(mine.map((e) => e.entity_id))).toEqual(new Set([String(match_id)]));
    expect(mine[0]?.before).toMatchObject({ minute: 12 });
    expect(mine[0]?.after).toMatchObject({ minute: 14 });
  });

  it('filters, pages, and is for admins only', async () => {
    const page = (await t.request({ method: 'GET', url: '/api/audit?limit=1&offset=1', token: admin })).json<{
      entries: unknown[];
      total: number;
    }>();
    expect(page.entries).toHaveLength(1);
    expect(page.total).toBeGreaterThan(3);
    expect((await t.request({ method: 'GET', url: '/api/audit', token: coach })).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: '/api/audit?from=yesterday', token: admin })).json()).toMatchObject({
      error: 'from must be a date (YYYY-MM-DD)',
    });
  });
});

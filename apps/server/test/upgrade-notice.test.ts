import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noteVersion } from '../src/jobs/upgrade-notice';
import { inboxOf } from './support/club-with-email';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * #28, Running it: an upgrade switched a U11 team to youth mode with no word to anyone. Once per version, an upgrade
 * tells the club's admins in their inbox what changed, naming the teams youth mode now covers by their age group; a
 * new install and a restart of the same version tell nothing.
 */
let t: TestApp;
let admin: string;
let adminId: number;
let coachId: number;

const versionOnRecord = async () =>
  ((await t.db.execute(sql`select version from install`)) as unknown as { rows: { version: string | null }[] }).rows[0]
    ?.version;
const releaseMessages = async (userId: number) => (await inboxOf(t, userId)).filter((m) => m.kind === 'release');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  adminId = (await t.request({ method: 'GET', url: '/api/users/validate', token: admin })).json<{ user_id: number }>()
    .user_id;
  coachId = await t.createUser({ username: 'notice.coach', types: ['Coach'] });
  const make = factories(t, () => admin);
  await make.team({ team_name: 'U8 Minis', age_group: 'U8' });
  await make.team({ team_name: 'U14 Eagles', age_group: 'U14' });
});
afterAll(() => t.close());

describe('an upgrade', () => {
  it('a new install records its version and tells nobody anything', async () => {
    await noteVersion(t.db, { version: '0.2.0', firstRun: true });
    await t.app.jobs.drain();
    expect(await versionOnRecord()).toBe('0.2.0');
    expect(await releaseMessages(adminId)).toEqual([]);
  });

  it('tells the admins once what changed, with the teams youth mode covers by age group; nobody else', async () => {
    // A club that ran the version before this one recorded nothing.
    await t.db.execute(sql`update install set version = null`);
    await noteVersion(t.db, { version: '0.2.0', firstRun: false });
    await t.app.jobs.drain();
    const [notice, ...more] = await releaseMessages(adminId);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Touchline 0.2.0: what changed for your club');
    expect(notice?.body).toContain('Postponed and cancelled fixtures are never the next match');
    expect(notice?.body).toContain('Youth mode is on by age group for U8 Minis: parents and players see no score.');
    expect(notice?.body).not.toContain('U14 Eagles');
    expect(await releaseMessages(coachId)).toEqual([]);

    // Started again, and by a second instance on the same database: nothing more.
    await noteVersion(t.db, { version: '0.2.0', firstRun: false });
    await t.db.execute(sql`update install set version = '0.1.0'`);
    await noteVersion(t.db, { version: '0.2.0', firstRun: false });
    await t.app.jobs.drain();
    expect(await releaseMessages(adminId)).toHaveLength(1);
    expect(await versionOnRecord()).toBe('0.2.0');
  });

  it('shows in the inbox as what changed', async () => {
    const res = await t.request({ method: 'GET', url: '/api/inbox', token: admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ kind: string; subject: string }[]>()).toContainEqual(
      expect.objectContaining({ kind: 'release', subject: 'Touchline 0.2.0: what changed for your club' }),
    );
  });
});

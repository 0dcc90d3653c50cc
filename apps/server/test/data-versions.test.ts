import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DataVersions, VersionSnapshot, announcedVersionsOf, readVersions } from '../src/db/data-versions';
import { openDatabase, type Database } from '../src/db/open';
import { teams } from '../src/db/schema';

/** The read cache's version keys (decision 096): each changes exactly when something its scope covers does. */
describe('version snapshots', () => {
  const base = VersionSnapshot.of({ club: 3, sessions: 7, 'team:1': 2, 'team:2': 5 });

  it("keys a team's reads by the club and that team, and the club's reads by every scope of data", () => {
    const goalForTeam1 = base.with([['team:1', 3]]);
    expect(goalForTeam1.key({ team: 2 })).toBe(base.key({ team: 2 }));
    expect(goalForTeam1.key({ team: 1 })).not.toBe(base.key({ team: 1 }));
    expect(goalForTeam1.key('all')).not.toBe(base.key('all'));
    expect(goalForTeam1.key('club')).toBe(base.key('club'));
    const clubWrite = base.with([['club', 4]]);
    for (const scope of ['all', 'club', 'sessions', { team: 1 }, { team: 2 }] as const)
      expect(clubWrite.key(scope), JSON.stringify(scope)).not.toBe(base.key(scope));
  });

  it("keys some teams' reads by each of them, and by the part they read", () => {
    const both = base.with([['availability:3', 1]]);
    const some = { team: [2, 3], reads: 'availability' } as const;
    expect(both.key(some)).not.toBe(base.key(some));
    expect(both.key({ team: [1, 2], reads: 'availability' })).toBe(base.key({ team: [1, 2], reads: 'availability' }));
    const goal = base.with([['team:2', 6]]);
    expect(goal.key(some)).toBe(base.key(some));
    expect(goal.key({ team: [2, 3] })).not.toBe(base.key({ team: [2, 3] }));
    // A list of one team is that team.
    expect(base.key({ team: [2] })).toBe(base.key({ team: 2 }));
    expect(base.key({ team: [2, 3] })).not.toBe(base.key({ team: 2 }));
  });

  it('keeps the club-wide answers through a sign-in, and not the session lookups', () => {
    const signIn = base.with([['sessions', 8]]);
    expect(signIn.key('all')).toBe(base.key('all'));
    expect(signIn.key({ team: 1 })).toBe(base.key({ team: 1 }));
    expect(signIn.key('sessions')).not.toBe(base.key('sessions'));
  });

  it('never goes back: an older announcement changes nothing, and an unknown team reads as version 0', () => {
    expect(base.with([['team:1', 1]])).toBe(base);
    expect(base.version('team:9')).toBe(0);
    expect(base.with([['team:9', 1]]).key({ team: 9 })).not.toBe(base.key({ team: 9 }));
  });

  it('makes every key new when a write outside any request is counted', () => {
    const unattended = base.with([], 1);
    for (const scope of ['all', 'club', 'sessions', { team: 1 }] as const)
      expect(unattended.key(scope)).not.toBe(base.key(scope));
  });

  it('knows nothing while the announcements are lost, and everything read on reconnecting', () => {
    const store = new DataVersions(true);
    store.heard([['club', 2]]);
    store.unknown();
    expect(store.snapshot()).toBeNull();
    store.heard([['club', 3]]);
    expect(store.snapshot()).toBeNull();
    store.known([['club', 4]]);
    expect(store.snapshot()?.version('club')).toBe(4);
  });
});

/**
 * The embedded database's thread announces each commit's versions before the commit's result (decision 098), so a
 * write's own answer, and any read after it, is filed under versions that include it, with no query to read them.
 */
describe('versions announced by the embedded database', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    await database.migrate();
  });
  afterAll(() => database.close());

  const team = { teamName: 'Eagles', homeColours: 'Red', awayColours: 'White', ageGroup: 'U9' };
  const clubVersion = () => announcedVersionsOf(database.db)?.snapshot()?.version('club') ?? -1;

  it('are heard before a statement that changed data has its result', async () => {
    const before = clubVersion();
    const [row] = await database.db
      .insert(teams)
      .values({ ...team, clubName: 'Club', contactNumber: '1' })
      .returning({ id: teams.teamId });
    const after = clubVersion();
    expect(after).toBe(before + 1);
    expect(new Map(await readVersions(database.db)).get('club')).toBe(after);
    await database.db
      .update(teams)
      .set({ teamName: 'Hawks' })
      .where(eq(teams.teamId, row?.id as number));
    expect(clubVersion()).toBe(after + 1);
  });

  it('are heard before a transaction that changed data returns to its caller, and not for a rollback', async () => {
    const before = clubVersion();
    await database.db.transaction(async (tx) => {
      await tx.insert(teams).values({ ...team, clubName: 'Club', contactNumber: '2' });
      await tx.insert(teams).values({ ...team, clubName: 'Club', contactNumber: '3' });
    });
    // One transaction moves a scope on once, however many rows it changed.
    expect(clubVersion()).toBe(before + 1);
    await database.db
      .transaction(async (tx) => {
        await tx.insert(teams).values({ ...team, clubName: 'Club', contactNumber: '4' });
        throw new Error('changed my mind');
      })
      .catch(() => undefined);
    expect(clubVersion()).toBe(before + 1);
  });
});

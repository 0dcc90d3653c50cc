import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bootstrap } from '../src/db/bootstrap';
import { migrationsFolder, type Db } from '../src/db/open';
import {
  duties,
  dutyKinds,
  families,
  financeSettings,
  kitWindows,
  ledgerEntries,
  auditLog,
  demoRows,
  matchEvents,
  matches,
  oppositionTeams,
  players,
  seasons,
  teams,
  trainings,
  users,
} from '../src/db/schema';
import { oppositionClubs } from '../src/db/seed/names';
import { DemoRemovalError, removeDemoClub } from '../src/ops/remove-demo';
import { freshDatabasePerTest } from './support/test-app';

/**
 * `npm run demo:remove` (ops/remove-demo.ts, decision 095): the rows the demo seed marked go, with what hangs below its
 * teams; the club's own rows stay, and so do the demo's seasons and opposition teams that the club's own use.
 */
const fresh = freshDatabasePerTest();

async function withDemoClub(): Promise<Db> {
  const db = await fresh();
  await bootstrap(db, { adminPassword: 'admin-password-1', demoData: true, demoPassword: 'demo-password-1' });
  return db;
}

/** The club's own team, player and a fixture in the demo's current season against a demo opposition team. */
async function ownClub(db: Db) {
  const [team] = await db
    .insert(teams)
    .values({
      teamName: 'Our U9s',
      homeColours: 'Green',
      awayColours: 'White',
      ageGroup: 'U9',
      clubName: 'Our FC',
      contactNumber: '01999 000000',
    })
    .returning();
  const teamId = team?.teamId as number;
  const [player] = await db
    .insert(players)
    .values({
      playerName: 'Our Player',
      preferredPosition: 'Defender',
      dateOfBirth: '2018-03-01',
      shirtNumber: 4,
      teamId,
    })
    .returning();
  const [season] = await db.select().from(seasons).where(eq(seasons.isCurrent, true));
  const [opponent] = await db.select().from(oppositionTeams).orderBy(asc(oppositionTeams.id)).limit(1);
  const [match] = await db
    .insert(matches)
    .values({
      oppositionName: opponent?.teamName as string,
      oppositionTeamId: opponent?.id as number,
      venueName: 'Our Park',
      venueAddress: '1 Our Lane',
      homeOrAway: 'Home',
      kickOffTime: '10:00',
      meetTime: '09:30',
      colours: 'Green',
      matchDate: '2026-12-05',
      teamId,
      matchTypeId: 1,
      seasonId: season?.seasonId as number,
    })
    .returning();
  await db.insert(users).values({ username: 'coach.kim', passwordHash: 'x', role: 'user' });
  return { teamId, playerId: player?.playerId as number, matchId: match?.matchId as number, season, opponent };
}

const demoTeamIds = async (db: Db) =>
  (await db.select({ id: demoRows.rowId }).from(demoRows).where(eq(demoRows.entity, 'teams'))).map((r) => r.id);

const n = async (db: Db, query: Promise<{ n: number }[]>) => ((await query)[0]?.n ?? 0) as number;

describe('removing the demo club', () => {
  it("takes the demo's rows and keeps the club's own, and the demo seasons and opponents they use", async () => {
    const db = await withDemoClub();
    const own = await ownClub(db);
    await db.update(users).set({ role: 'admin' }).where(eq(users.username, 'coach3'));
    const demoTeams = await demoTeamIds(db);
    const demoMatches = await n(db, db.select({ n: count() }).from(matches).where(inArray(matches.teamId, demoTeams)));
    const demoTrainings = await n(
      db,
      db.select({ n: count() }).from(trainings).where(inArray(trainings.teamId, demoTeams)),
    );
    expect(demoMatches).toBeGreaterThan(10);
    // The demo's money (#33): its families' subs and payments, its kit order, its bank details.
    expect(await n(db, db.select({ n: count() }).from(ledgerEntries))).toBeGreaterThan(20);
    expect(await n(db, db.select({ n: count() }).from(duties))).toBeGreaterThan(20);

    expect(await removeDemoClub(db)).toEqual({
      removed: true,
      teams: 3,
      players: 39,
      matches: demoMatches,
      trainings: demoTrainings,
      accounts: 24,
      seasons: 1,
      opposition_teams: oppositionClubs.length - 1,
      kept_admins: ['coach3'],
    });
    expect((await db.select({ id: teams.teamId }).from(teams)).map((t) => t.id)).toEqual([own.teamId]);
    expect((await db.select({ id: players.playerId }).from(players)).map((p) => p.id)).toEqual([own.playerId]);
    expect((await db.select({ id: matches.matchId }).from(matches)).map((m) => m.id)).toEqual([own.matchId]);
    expect(await n(db, db.select({ n: count() }).from(matchEvents))).toBe(0);
    expect(await n(db, db.select({ n: count() }).from(trainings))).toBe(0);
    expect((await db.select({ u: users.username }).from(users).orderBy(asc(users.userId))).map((u) => u.u)).toEqual([
      'admin',
      'coach3',
      'coach.kim',
    ]);
    expect(await db.select({ id: seasons.seasonId }).from(seasons)).toEqual([{ id: own.season?.seasonId }]);
    expect(await db.select({ id: oppositionTeams.id }).from(oppositionTeams)).toEqual([{ id: own.opponent?.id }]);
    expect(await n(db, db.select({ n: count() }).from(demoRows))).toBe(0);
    expect(await n(db, db.select({ n: count() }).from(ledgerEntries))).toBe(0);
    expect(await n(db, db.select({ n: count() }).from(families))).toBe(0);
    expect(await n(db, db.select({ n: count() }).from(kitWindows))).toBe(0);
    // The demo's duty rota goes with its teams (#34); its kinds of duty stay, the club's first ones.
    expect(await n(db, db.select({ n: count() }).from(duties))).toBe(0);
    expect(await n(db, db.select({ n: count() }).from(dutyKinds))).toBe(3);
    expect((await db.select().from(financeSettings))[0]).toMatchObject({ payee: '', sortCode: '', accountNumber: '' });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, 'remove-demo (command line)'));
    expect(entry).toMatchObject({
      actorUsername: '(command line)',
      entity: 'demo',
      after: { removed: true, teams: 3 },
    });

    // Once only: a second run finds nothing.
    expect(await removeDemoClub(db)).toMatchObject({ removed: false, teams: 0, accounts: 0 });
    expect(await n(db, db.select({ n: count() }).from(teams))).toBe(1);
  });

  it("refuses while the club's own matches name demo players, and changes nothing", async () => {
    const db = await withDemoClub();
    const own = await ownClub(db);
    const [demoPlayer] = await db
      .select({ id: players.playerId })
      .from(players)
      .where(inArray(players.teamId, await demoTeamIds(db)))
      .limit(1);
    const [goal] = await db
      .insert(matchEvents)
      .values({ matchId: own.matchId, kind: 'GOAL', minute: 3, playerId: demoPlayer?.id as number })
      .returning();
    const marks = await n(db, db.select({ n: count() }).from(demoRows));

    const refused = await removeDemoClub(db).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DemoRemovalError);
    expect((refused as Error).message).toBe(
      "The demo club's players are in the lineups or events of 1 of your own matches; take them out of those " +
        'matches, then remove the demo club again. Nothing was removed.',
    );
    expect(await n(db, db.select({ n: count() }).from(teams))).toBe(4);
    expect(await n(db, db.select({ n: count() }).from(users))).toBe(27);
    expect(await n(db, db.select({ n: count() }).from(demoRows))).toBe(marks);

    await db.delete(matchEvents).where(eq(matchEvents.id, goal?.id as number));
    expect(await removeDemoClub(db)).toMatchObject({ removed: true, teams: 3 });
  });
});

describe('migration 0010', () => {
  /** The migration's statements after the CREATE TABLE: the data part, run again on a database that has the table. */
  const dataStatements = readFileSync(path.join(migrationsFolder, '0010_demo_rows.sql'), 'utf8')
    .split('--> statement-breakpoint')
    .slice(1);

  it('marks a demo club seeded before it exactly as the seed marks one now', async () => {
    const db = await withDemoClub();
    await ownClub(db);
    const marks = () => db.select().from(demoRows).orderBy(asc(demoRows.entity), asc(demoRows.rowId));
    const seeded = await marks();
    expect(seeded.length).toBe(3 + 25 + 2 + oppositionClubs.length);
    await db.delete(demoRows);
    for (const statement of dataStatements) await db.execute(sql.raw(statement));
    // The treasurer came with #33, after migration 0010: no demo seeded before it has one.
    const [treasurer] = await db.select().from(users).where(eq(users.username, 'treasurer1'));
    expect(await marks()).toEqual(seeded.filter((m) => !(m.entity === 'users' && m.rowId === treasurer?.userId)));
  });

  it('takes calendar feed addresses and their QR codes out of older audit entries', async () => {
    const db = await fresh();
    const token = 'Old_Feed-Token_0123456789abcdef';
    const url = `http://club.example/api/calendar/${token}.ics`;
    const other = { team_id: 4, team_name: 'Calendar Kids', notes: 'see /api/calendar/feed' };
    await db.insert(auditLog).values([
      {
        action: 'POST /api/calendar/feed/reset',
        entity: 'calendar',
        status: 200,
        after: { url, webcal_url: url.replace('http:', 'webcal:'), qr_svg: `<svg><!-- ${token} --></svg>` },
      },
      { action: 'PUT /api/teams/:id', entity: 'teams', status: 200, before: other, after: other },
    ]);
    for (const statement of dataStatements) await db.execute(sql.raw(statement));

    const entries = await db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(JSON.stringify(entries)).not.toContain(token);
    expect(entries.find((e) => e.entity === 'calendar')?.after).toEqual({
      url: 'http://club.example/api/calendar/[redacted].ics',
      webcal_url: 'webcal://club.example/api/calendar/[redacted].ics',
    });
    expect(entries.find((e) => e.entity === 'teams')).toMatchObject({ before: other, after: other });
  });
});

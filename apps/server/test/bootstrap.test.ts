import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../src/auth/passwords';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { FIRST_RUN_FILE, bootstrap, recordFirstRun } from '../src/db/bootstrap';
import {
  matchEvents,
  matchTypes,
  matches,
  parentPlayerAssociations,
  players,
  seasons,
  teams,
  trainings,
  users,
} from '../src/db/schema';
import { freshDatabasePerTest } from './support/test-app';

const fresh = freshDatabasePerTest();

describe('first run', () => {
  it('creates admin with ADMIN_PASSWORD, once, and an empty club with DEMO_DATA=0', async () => {
    const db = await fresh();
    const result = await bootstrap(db, { adminPassword: 'from-the-env', demoData: false });
    expect(result).toEqual({ created: true });
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.role).toBe('admin');
    expect(await verifyPassword(admin?.passwordHash ?? '', 'from-the-env')).toBe(true);
    expect(await db.select({ n: count() }).from(teams)).toEqual([{ n: 0 }]);
    // Set again once users exist: ignored, and the start-up log says so and names the command (decision 086).
    const again = await bootstrap(db, { adminPassword: 'other-password', demoData: true });
    expect(again).toEqual({ created: false, adminPasswordIgnored: true });
    const warned: string[] = [];
    const log = { warn: (m: string) => warned.push(m), info: () => undefined } as unknown as FastifyBaseLogger;
    recordFirstRun(log, again, mkdtempSync(path.join(tmpdir(), 'touchline-first-run-')));
    expect(warned).toEqual([expect.stringContaining('npm run admin:reset-password -- admin')]);
    expect(warned.join()).not.toContain('other-password');
    expect(await bootstrap(db, { adminPassword: undefined, demoData: true })).toEqual({ created: false });
    expect(await db.select({ n: count() }).from(users)).toEqual([{ n: 1 }]);
  });

  it('without ADMIN_PASSWORD makes a random one and reports it once', async () => {
    const db = await fresh();
    const result = await bootstrap(db, { adminPassword: undefined, demoData: false });
    expect(result.adminPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    expect(await verifyPassword(admin?.passwordHash ?? '', result.adminPassword ?? '')).toBe(true);
  });

  it('gives a new database the six match types with ids 1 (league) to 6 (friendly)', async () => {
    const db = await fresh();
    const rows = await db
      .select({ id: matchTypes.matchTypeId, name: matchTypes.name })
      .from(matchTypes)
      .orderBy(matchTypes.matchTypeId);
    expect(rows).toEqual([
      { id: 1, name: 'league' },
      { id: 2, name: 'scottish cup' },
      { id: 3, name: 'divisional cup' },
      { id: 4, name: 'section cup' },
      { id: 5, name: 'league cup' },
      { id: 6, name: 'friendly' },
    ]);
  });

  it(
    'seeds the demo club: teams, ~40 players, parents, a ' + 'current season with results and fixtures, training',
    async () => {
      const db = await fresh();
      const result = await bootstrap(db, {
        adminPassword: 'from-the-env',
        demoData: true,
        demoPassword: 'demo-password',
      });
      // A password the operator supplied is not handed back (so it cannot reach a log or a file).
      expect(result.demo?.password).toBeUndefined();
      expect(result.demo?.usernames).toContain('coach1');
      const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
      expect(await n(teams)).toBe(3);
      expect(await n(players)).toBe(39);
      expect(await n(parentPlayerAssociations)).toBeGreaterThanOrEqual(20);
      expect(await n(trainings)).toBeGreaterThan(20);
      expect(await n(matchEvents)).toBeGreaterThan(50);
      const current = await db.select().from(seasons).where(eq(seasons.isCurrent, true));
      expect(current).toHaveLength(1);
      const today = new Date().toISOString().slice(0, 10);
      const all = await db.select({ date: matches.matchDate }).from(matches);
      expect(all.some((m) => m.date < today)).toBe(true);
      expect(all.some((m) => m.date > today)).toBe(true);
      const [coach] = await db.select().from(users).where(eq(users.username, 'coach1'));
      expect(await verifyPassword(coach?.passwordHash ?? '', 'demo-password')).toBe(true);
    },
  );
});

describe('handing over a first run', () => {
  function capture() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    return { log: Fastify({ logger: { level: 'trace', stream } }).log, text: () => lines.join('') };
  }

  it('writes generated passwords to a file only its user can read, and keeps them out of the log', () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'touchline-first-run-')), 'data');
    const { log, text } = capture();
    recordFirstRun(
      log,
      { created: true, adminPassword: 'gen-admin-Secret1', demo: { usernames: ['coach1'], password: 'gen-demo-S2' } },
      dataDir,
    );
    const file = path.join(dataDir, FIRST_RUN_FILE);
    expect(readFileSync(file, 'utf8')).toBe('admin: gen-admin-Secret1\ndemo accounts (coach1): gen-demo-S2\n');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(text()).toContain(file);
    expect(text()).not.toContain('gen-admin-Secret1');
    expect(text()).not.toContain('gen-demo-S2');
  });

  it('writes no file and names no password when the operator supplied them', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'touchline-first-run-'));
    const { log, text } = capture();
    recordFirstRun(log, { created: true, demo: { usernames: ['coach1'] } }, dataDir);
    expect(() => statSync(path.join(dataDir, FIRST_RUN_FILE))).toThrow();
    expect(text()).toContain('the password from ADMIN_PASSWORD');
    expect(text()).toContain('the password from DEMO_PASSWORD');
  });
});

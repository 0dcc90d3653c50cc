import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VersionSnapshot } from '../src/db/data-versions';
import { teamPieces } from '../src/plugins/team-pieces';
import { factories } from './support/factories';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * A club-wide read kept as one piece per team (decision 097): what each read asks the database for. A read of some
 * teams (a coach's screens) asks for those teams only, however many of their pieces are missing (decision 129).
 */
let t: TestApp;
const teamIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.signIn('admin');
  const make = factories(t, () => admin);
  for (let i = 0; i < 8; i++) teamIds.push((await make.team({ team_name: `Piece Team ${i}` })).team_id);
});
afterAll(() => t.close());

/** A request as teamPieces sees it, at the given versions. */
const requestAt = (versions: Record<string, number>) =>
  ({ server: t.app, versions: VersionSnapshot.of(versions) }) as unknown as FastifyRequest;

/** teamPieces with a load that records what it was asked for and answers one row per team. */
async function read(versions: Record<string, number>, only?: number[]) {
  const asked: (number[] | undefined)[] = [];
  const rows = await teamPieces(
    requestAt(versions),
    'test-rows',
    async (ids) => {
      asked.push(ids);
      return (ids ?? teamIds).map((team_id) => ({ team_id }));
    },
    (row) => row.team_id,
    'events',
    only,
  );
  return { asked, teams: rows.map((r) => r.team_id) };
}

describe('team pieces', () => {
  it("reads one team's piece alone when only that team is asked for, though it is missing", async () => {
    const one = teamIds[3] as number;
    const first = await read({ club: 1 }, [one]);
    expect(first.asked).toEqual([[one]]);
    expect(first.teams).toEqual([one]);
    // Kept: nothing is read again at the same versions; a goal for that team reads it, and it alone, again.
    expect((await read({ club: 1 }, [one])).asked).toEqual([]);
    expect((await read({ club: 1, [`team:${one}`]: 1 }, [one])).asked).toEqual([[one]]);
  });

  it('reads the whole club in one query when a club-wide answer misses over a quarter, then one team', async () => {
    const all = await read({ club: 2 });
    expect(all.asked).toEqual([undefined]);
    expect(all.teams).toEqual(expect.arrayContaining(teamIds));
    const goal = await read({ club: 2, [`team:${teamIds[0]}`]: 5 });
    expect(goal.asked).toEqual([[teamIds[0]]]);
  });
});

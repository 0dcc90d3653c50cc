import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contract, contracts, pathOf, successStatus } from '../src';

describe('pathOf', () => {
  const byTeam = contract({
    method: 'GET',
    path: '/players/team/:teamId',
    params: z.strictObject({ teamId: z.number() }),
    response: z.array(z.unknown()),
  });

  it('puts each parameter into the path, URL-encoded', () => {
    expect(pathOf(byTeam, { teamId: 7 })).toBe('/players/team/7');
    const named = contract({ method: 'GET', path: '/files/:name', response: z.string() });
    expect(pathOf(named, { name: 'a b/c' })).toBe('/files/a%20b%2Fc');
  });

  it('appends the defined query values in order, and nothing when there are none', () => {
    expect(pathOf(contracts.matches.upcoming, undefined, { limit: 4 })).toBe('/matches/upcoming?limit=4');
    expect(pathOf(contracts.matches.upcoming, undefined, { limit: undefined })).toBe('/matches/upcoming');
    expect(pathOf(contracts.players.list, undefined, { team_id: 3, q: 'x&y' })).toBe('/players?team_id=3&q=x%26y');
  });

  it('writes a list as its key repeated, one value each', () => {
    expect(pathOf(contracts.availability.list, undefined, { from: '2026-05-01', team_id: [3, 4] })).toBe(
      '/availability?from=2026-05-01&team_id=3&team_id=4',
    );
    expect(pathOf(contracts.availability.list, undefined, { team_id: [] })).toBe('/availability');
  });

  it('refuses a call without a parameter the path names', () => {
    expect(() => pathOf(byTeam, {})).toThrow('GET /players/team/:teamId: missing path parameter teamId');
  });
});

describe('successStatus', () => {
  it('is 200 unless the contract says 201, and 204 when the answer has no body', () => {
    expect(successStatus(contracts.teams.list)).toBe(200);
    expect(successStatus(contracts.teams.create)).toBe(201);
    expect(successStatus(contracts.teams.remove)).toBe(204);
  });
});

describe('contracts', () => {
  it('describe each method and path once', () => {
    const keys = Object.values(contracts).flatMap((area) =>
      Object.values(area).map((c: { method: string; path: string }) => `${c.method} ${c.path}`),
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
